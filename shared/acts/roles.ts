import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage, nameRule } from '../validation/rules.js';
import { entityId } from './group.js';

/**
 * Function permissions (docs/permissions.md): what a role lets its members do beyond reading.
 * Acts that need one name it in their table; the handler checks the caller's role before the act runs.
 */
export const FUNCTION_PERMISSIONS = [
  'screen_create',
  'screen_publish',
  'share_link',
  'datasource_manage',
  'api_manage',
  'audit_view',
] as const;
export type FunctionPermission = (typeof FUNCTION_PERMISSIONS)[number];

/**
 * Built-in roles. `admin` is the tenant's unique administrator (the `is_admin` flag): one per
 * tenant, never assigned nor changed. `security` and `auditor` complete three-role management:
 * the security administrator manages roles and reads the audit log; the audit administrator only
 * reads it. `member` is what an invited or provisioned person gets.
 */
export const BUILTIN_ROLES = {
  admin: { permissions: FUNCTION_PERMISSIONS, manageRoles: true },
  security: { permissions: ['audit_view'], manageRoles: true },
  auditor: { permissions: ['audit_view'], manageRoles: false },
  member: {
    permissions: ['screen_create', 'screen_publish', 'share_link', 'datasource_manage', 'api_manage'],
    manageRoles: false,
  },
} as const satisfies Record<string, { permissions: readonly FunctionPermission[]; manageRoles: boolean }>;
export type BuiltinRoleId = keyof typeof BUILTIN_ROLES;
export const BUILTIN_ROLE_IDS = Object.keys(BUILTIN_ROLES) as BuiltinRoleId[];
export const DEFAULT_ROLE: BuiltinRoleId = 'member';

export function isBuiltinRole(roleId: string): roleId is BuiltinRoleId {
  return Object.prototype.hasOwnProperty.call(BUILTIN_ROLES, roleId);
}

/**
 * The roles of three-role management beside the administrator: only the tenant's administrator
 * gives them or takes them away, so a security administrator can neither make an accomplice nor
 * demote the auditor who watches them (docs/permissions.md#roles).
 */
export const ADMINISTRATOR_GIVEN_ROLES: readonly BuiltinRoleId[] = ['security', 'auditor'];

export function administratorGives(roleId: string): boolean {
  return (ADMINISTRATOR_GIVEN_ROLES as readonly string[]).includes(roleId);
}

export const roleName = nameRule(ErrorCode.NAME_INVALID);
const permissionList = z.array(z.enum(FUNCTION_PERMISSIONS, codeMessage(ErrorCode.ROLE_PERMISSION_FAILED))).check(
  z.maxLength(FUNCTION_PERMISSIONS.length),
  z.refine((list) => new Set(list).size === list.length, codeMessage(ErrorCode.ROLE_PERMISSION_FAILED)),
);

/** A role id: a built-in one's name, or a custom role's generated id. */
export const roleId = entityId;

export const roleAddArgs = z.object({ name: roleName, permissions: permissionList });
export const roleChangeArgs = z.object({ _id: roleId, name: roleName, permissions: permissionList });
export const roleIdArgs = z.object({ _id: roleId });
export const roleListArgs = z.object({});
/** `v2/admin/max_user/change_role`: give a member of the caller's tenant another role. */
export const changeRoleArgs = z.object({ _id: entityId, role: roleId });

export interface RoleView {
  _id: string;
  /** A custom role's name; built-in roles are named by the client in its language. */
  name: string;
  builtin: 0 | 1;
  permissions: FunctionPermission[];
  /** May its members manage roles (built-in `admin` and `security` only). */
  manage_roles: 0 | 1;
  members: number;
}

/** `v1/user/grants`: what the caller may do in the current tenant, so the client shows only that. */
export interface MyGrants {
  role: string;
  permissions: FunctionPermission[];
  manage_roles: 0 | 1;
  is_admin: 0 | 1;
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v2/admin/max_user/change_role': changeRoleArgs,
  'v2/admin/role/list': roleListArgs,
  'v2/admin/role/add': roleAddArgs,
  'v2/admin/role/change': roleChangeArgs,
  'v2/admin/role/remove': roleIdArgs,
} as const;
