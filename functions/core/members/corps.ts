import { getTenant } from '../../lib/data/tenants.js';
import type { CorpRef } from '../../../shared/acts/user.js';
import type { Caller } from '../../lib/act.js';
import { addSessionCorp } from '../../lib/data/sessions.js';
import { inTenantScope } from '../../lib/tenant-credentials.js';
import type { UserRecord } from '../../lib/data/users.js';

/** The login result's tenant list, the default first. */
export function corpRefs(corps: UserRecord['corps']): CorpRef[] {
  return [...corps]
    .sort((a, b) => Number(b.default) - Number(a.default))
    .map((corp) => ({ _id: corp.id, name: corp.name, default: corp.default ? 1 : 0, is_admin: corp.admin ? 1 : 0 }));
}

/**
 * `v1/user/tenant_list`: the tenants the caller belongs to (their profile's list, `user` as read
 * with the session), for the tenant switcher. Tenants joined from another session are added to
 * this one, so the caller may switch to them.
 */
export async function tenantListOf(
  caller: Pick<Caller, 'tokenHash' | 'corps' | 'ssoTenant'>,
  user: UserRecord | undefined,
): Promise<CorpRef[]> {
  if (!user) return [];
  // A single sign-on session stays in its tenant; a password one never gains a tenant that enforces single sign-on.
  if (caller.ssoTenant) return corpRefs(user.corps.filter((corp) => corp.id === caller.ssoTenant));
  const joined = user.corps.filter((corp) => !caller.corps.includes(corp.id));
  // Each tenant joined elsewhere is read with its own scoped clients (the user's record names them).
  const tenants = await Promise.all(joined.map((corp) => inTenantScope(corp.id, () => getTenant(corp.id))));
  const closed = new Set(joined.filter((_c, i) => tenants[i]?.ssoEnforced).map((corp) => corp.id));
  for (const corp of joined) if (!closed.has(corp.id)) await addSessionCorp(caller.tokenHash, corp.id);
  return corpRefs(user.corps.filter((corp) => !closed.has(corp.id)));
}
