import { BUILTIN_ROLE_IDS, DEFAULT_ROLE, type BuiltinRoleId, type RoleView } from '../../../shared/acts/roles.js';

/** Built-in roles an invitation may give: all but the tenant's unique `admin`. */
export type InvitableBuiltin = Exclude<BuiltinRoleId, 'admin'>;

/** A role one may invite with: a built-in one (named by the client) or a custom one (by its name). */
export type InviteRole = { id: InvitableBuiltin; builtin: true } | { id: string; builtin: false; name: string };

const isInvitable = (id: BuiltinRoleId): id is InvitableBuiltin => id !== 'admin';

/**
 * The roles an invitation may give: the built-ins but `admin` (one per tenant, never given),
 * then the tenant's custom roles from `v2/admin/role/list`. Without that list (still loading,
 * or refused), the built-ins alone.
 */
export function inviteRoles(listed: readonly RoleView[] | undefined): InviteRole[] {
  const builtins: InviteRole[] = BUILTIN_ROLE_IDS.filter(isInvitable).map((id) => ({ id, builtin: true }));
  builtins.sort((a, b) => Number(b.id === DEFAULT_ROLE) - Number(a.id === DEFAULT_ROLE));
  const custom: InviteRole[] = (listed ?? [])
    .filter((role) => role.builtin === 0)
    .map((role) => ({ id: role._id, builtin: false, name: role.name }));
  return [...builtins, ...custom];
}
