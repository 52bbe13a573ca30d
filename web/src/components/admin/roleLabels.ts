import type { TenantUser } from '../../../../shared/acts/admin.js';
import { administratorGives, isBuiltinRole, type BuiltinRoleId, type RoleView } from '../../../../shared/acts/roles.js';
import { ErrorCode, type ErrorCodeValue } from '../../../../shared/errors/catalogue.js';

/**
 * Role names as members and managers read them: built-in roles are named by the client in the
 * UI language (their stored name is an id), custom roles by the name their creator gave.
 */
export interface RoleNames {
  builtin: (id: BuiltinRoleId) => string;
  /** For a member whose custom role no longer exists. */
  unknown: string;
}

export function roleLabel(roleId: string, roles: readonly RoleView[] | undefined, names: RoleNames): string {
  if (isBuiltinRole(roleId)) return names.builtin(roleId);
  return roles?.find((role) => role._id === roleId)?.name ?? names.unknown;
}

/** A role view's own label (built-in by id, custom by name). */
export function labelOf(role: RoleView, names: RoleNames): string {
  return role.builtin === 1 && isBuiltinRole(role._id) ? names.builtin(role._id) : role.name;
}

/**
 * The roles a member can be given: every role but the tenant's unique administrator, and the
 * security and audit administrators' only by the administrator (`byAdministrator`); built-ins first.
 */
export function assignableRoles(roles: readonly RoleView[], byAdministrator = true): RoleView[] {
  return roles
    .filter((role) => role._id !== 'admin' && (byAdministrator || !administratorGives(role._id)))
    .sort((a, b) => b.builtin - a.builtin);
}

/**
 * Why a member's role cannot be changed from this page, as the catalogue code the server would
 * answer: the administrator's row never changes, nor the caller's own. Undefined when it can.
 */
export function roleLock(
  user: Pick<TenantUser, '_id' | 'is_admin' | 'role'>,
  selfId: string,
): ErrorCodeValue | undefined {
  if (user.is_admin === 1 || user.role === 'admin') return ErrorCode.ADMIN_IMMUTABLE;
  if (user._id === selfId) return ErrorCode.OWN_ROLE_IMMUTABLE;
  return undefined;
}

/**
 * Why a member's role cannot be changed by this caller: `roleLock`'s reasons, and a security or
 * audit administrator's role for anyone but the tenant's administrator (FUNCTION_PERMISSION_DENIED).
 */
export function roleChangeLock(
  user: Pick<TenantUser, '_id' | 'is_admin' | 'role'>,
  selfId: string,
  byAdministrator: boolean,
): ErrorCodeValue | undefined {
  const lock = roleLock(user, selfId);
  if (lock !== undefined) return lock;
  return !byAdministrator && administratorGives(user.role) ? ErrorCode.FUNCTION_PERMISSION_DENIED : undefined;
}

/**
 * A `role_change` audit detail (`<old role id>-><new role id>`) in words: each side named as
 * `roleLabel` names it, or left as its id when the reader cannot see that role (an audit
 * administrator does not list roles; a deleted role). Any other detail is returned as it is.
 */
export function roleChangeDetail(detail: string, roles: readonly RoleView[] | undefined, names: RoleNames): string {
  const sides = detail.split('->');
  if (sides.length !== 2) return detail;
  const name = (id: string) =>
    isBuiltinRole(id) ? names.builtin(id) : (roles?.find((role) => role._id === id)?.name ?? id);
  return sides.map(name).join(' → ');
}
