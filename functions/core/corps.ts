import type { CorpRef } from '../../shared/acts/user.js';
import type { Caller } from '../lib/act.js';
import { addSessionCorp } from '../lib/data/sessions.js';
import { getUser, type UserRecord } from '../lib/data/users.js';

/** The login result's tenant list, the default first. */
export function corpRefs(corps: UserRecord['corps']): CorpRef[] {
  return [...corps]
    .sort((a, b) => Number(b.default) - Number(a.default))
    .map((corp) => ({ _id: corp.id, name: corp.name, default: corp.default ? 1 : 0, is_admin: corp.admin ? 1 : 0 }));
}

/**
 * `v1/user/tenant_list`: the tenants the caller belongs to, for the tenant switcher. Tenants
 * joined from another session are added to this one, so the caller may switch to them.
 */
export async function tenantListOf(caller: Pick<Caller, 'userId' | 'tokenHash' | 'corps'>): Promise<CorpRef[]> {
  const user = await getUser(caller.userId);
  if (!user) return [];
  for (const corp of user.corps) if (!caller.corps.includes(corp.id)) await addSessionCorp(caller.tokenHash, corp.id);
  return corpRefs(user.corps);
}
