import {
  BUILTIN_ROLES,
  FUNCTION_PERMISSIONS,
  isBuiltinRole,
  type FunctionPermission,
  type MyGrants,
} from '../../shared/acts/roles.js';
import type { ActName } from '../../shared/acts/registry.js';
import type { Caller, Needs, RequestInfo } from './act.js';
import { auditAct } from './audit.js';
import { getRole } from './data/roles.js';
import { getMember, type MemberRecord } from './data/tenants.js';
import { fail } from './errors.js';

export interface Grants {
  role: string;
  permissions: ReadonlySet<FunctionPermission>;
  manageRoles: boolean;
}

const NONE: Grants = { role: '', permissions: new Set(), manageRoles: false };

/**
 * What the caller's role grants in the caller's tenant, read at the time of the act (a role's
 * permissions or a member's role changed by an administrator take effect on the next act).
 * A member whose custom role is gone holds nothing.
 */
export async function grantsOf(
  caller: Pick<Caller, 'tenantId' | 'userId'>,
  /** The caller's member item when this request has read it already (authenticate reads it for every act). */
  known?: MemberRecord,
): Promise<Grants> {
  const member = known ?? (await getMember(caller.tenantId, caller.userId));
  if (!member) return NONE;
  if (isBuiltinRole(member.role)) {
    const builtin = BUILTIN_ROLES[member.role];
    return { role: member.role, permissions: new Set(builtin.permissions), manageRoles: builtin.manageRoles };
  }
  const role = await getRole(caller.tenantId, member.role);
  return { role: member.role, permissions: new Set(role?.permissions ?? []), manageRoles: false };
}

export function allows(grants: Grants, needs: Exclude<Needs, 'administrator'>): boolean {
  return needs === 'manage_roles' ? grants.manageRoles : grants.permissions.has(needs);
}

/**
 * Refuses the act unless the caller is or holds what it `needs`: PERMISSION_DENIED for the
 * administrator's own acts, FUNCTION_PERMISSION_DENIED for what a role grants. A refusal is on
 * the audit log (`permission_denied`, detail the act).
 */
export async function requirePermission(
  caller: Caller,
  needs: Needs,
  act: ActName,
  request: RequestInfo,
  member?: MemberRecord,
): Promise<void> {
  const allowed = needs === 'administrator' ? caller.isAdmin : allows(await grantsOf(caller, member), needs);
  if (allowed) return;
  await auditAct(caller, request, 'permission_denied', needs, act);
  fail(needs === 'administrator' ? 'PERMISSION_DENIED' : 'FUNCTION_PERMISSION_DENIED');
}

/** `v1/user/grants`: the caller's role and what it grants, in the caller's tenant. */
export async function myGrants(caller: Caller): Promise<MyGrants> {
  const grants = await grantsOf(caller);
  return {
    role: grants.role,
    permissions: FUNCTION_PERMISSIONS.filter((p) => grants.permissions.has(p)),
    manage_roles: grants.manageRoles ? 1 : 0,
    is_admin: caller.isAdmin ? 1 : 0,
  };
}
