import {
  administratorGives,
  BUILTIN_ROLE_IDS,
  BUILTIN_ROLES,
  FUNCTION_PERMISSIONS,
  isBuiltinRole,
  type FunctionPermission,
  type RoleView,
} from '../../../shared/acts/roles.js';
import type { Caller, RequestInfo } from '../../lib/act.js';
import { auditAct } from '../../lib/audit.js';
import { newId } from '../../lib/crypto/tokens.js';
import {
  addRole,
  assignRole,
  changeRole,
  getRole,
  listRoles,
  removeRole,
  type RoleRecord,
} from '../../lib/data/roles.js';
import { listMembers } from '../../lib/data/tenants.js';
import { fail } from '../../lib/errors.js';
import { changeMember } from './members.js';

/** The order permissions are kept and shown in, whatever order the client sent. */
function ordered(permissions: readonly FunctionPermission[]): FunctionPermission[] {
  const wanted = new Set(permissions);
  return FUNCTION_PERMISSIONS.filter((p) => wanted.has(p));
}

function customView(role: RoleRecord): RoleView {
  return {
    _id: role.roleId,
    name: role.name,
    builtin: 0,
    permissions: ordered(role.permissions),
    manage_roles: 0,
    members: role.memberCount,
  };
}

/** Built-in roles first (in their fixed order), then the custom ones by creation. */
export async function listRoleViews(tenantId: string): Promise<RoleView[]> {
  const [custom, members] = await Promise.all([listRoles(tenantId), listMembers(tenantId)]);
  const held = new Map<string, number>();
  for (const member of members) held.set(member.role, (held.get(member.role) ?? 0) + 1);
  const builtins = BUILTIN_ROLE_IDS.map((id): RoleView => ({
    _id: id,
    name: id,
    builtin: 1,
    permissions: [...BUILTIN_ROLES[id].permissions],
    manage_roles: BUILTIN_ROLES[id].manageRoles ? 1 : 0,
    members: held.get(id) ?? 0,
  }));
  const customs = custom.sort((a, b) => a.createdAt - b.createdAt || a.roleId.localeCompare(b.roleId)).map(customView);
  return [...builtins, ...customs];
}

async function requireCustomRole(tenantId: string, roleId: string): Promise<RoleRecord> {
  if (isBuiltinRole(roleId)) fail('ROLE_BUILTIN_IMMUTABLE');
  const role = await getRole(tenantId, roleId);
  if (!role) fail('ROLE_NOT_FOUND');
  return role;
}

export async function addCustomRole(
  caller: Caller,
  name: string,
  permissions: FunctionPermission[],
  request: RequestInfo,
): Promise<RoleView> {
  const role = { roleId: newId(), name, permissions: ordered(permissions), createdAt: request.now };
  const result = await addRole(caller.tenantId, role);
  if (result === 'name_taken') fail('ROLE_NAME_DUPLICATE');
  if (result === 'full') fail('ROLES_FULL');
  await auditAct(caller, request, 'role_add', name, role.permissions.join(' '));
  return customView({ ...role, memberCount: 0 });
}

export async function changeCustomRole(
  caller: Caller,
  roleId: string,
  name: string,
  permissions: FunctionPermission[],
  request: RequestInfo,
): Promise<RoleView> {
  const before = await requireCustomRole(caller.tenantId, roleId);
  const change = { name, permissions: ordered(permissions) };
  const result = await changeRole(caller.tenantId, before, change);
  if (result === 'missing') fail('ROLE_NOT_FOUND');
  if (result === 'name_taken') fail('ROLE_NAME_DUPLICATE');
  await auditAct(caller, request, 'role_edit', name, change.permissions.join(' '));
  return customView({ ...before, ...change });
}

export async function removeCustomRole(caller: Caller, roleId: string, request: RequestInfo): Promise<null> {
  const role = await requireCustomRole(caller.tenantId, roleId);
  const result = await removeRole(caller.tenantId, role);
  if (result === 'in_use') fail('ROLE_IN_USE');
  if (result === 'missing') fail('ROLE_NOT_FOUND');
  await auditAct(caller, request, 'role_remove', role.name, '');
  return null;
}

/**
 * Gives a member of the caller's tenant another role. Nobody changes their own role; the tenant's
 * unique administrator is neither changed nor made; only the administrator gives or takes the
 * security and audit administrators' roles (FUNCTION_PERMISSION_DENIED, on the audit log). Grants are read at each act, so the new role
 * applies from the member's next act without signing them out.
 */
export async function changeMemberRole(
  caller: Caller,
  userId: string,
  role: string,
  request: RequestInfo,
): Promise<{ _id: string; role: string }> {
  await changeMember(
    caller,
    userId,
    {
      targets: 'others',
      current: (member) => member.role,
      next: role,
      refuse: async (before) => {
        if (role === 'admin') fail('ADMIN_IMMUTABLE');
        if (!caller.isAdmin && (administratorGives(role) || administratorGives(before))) {
          await auditAct(caller, request, 'permission_denied', 'administrator', 'v2/admin/max_user/change_role');
          fail('FUNCTION_PERMISSION_DENIED');
        }
      },
      write: async (before) => {
        // A custom role that is not the tenant's fails in the assignment's own condition (role_missing).
        const result = await assignRole(caller.tenantId, userId, before, role, (id) => !isBuiltinRole(id));
        if (result === 'role_missing') fail('ROLE_NOT_FOUND');
        if (result === 'changed') fail('ROLE_PERMISSION_FAILED');
      },
      event: 'role_change',
    },
    request,
  );
  return { _id: userId, role };
}
