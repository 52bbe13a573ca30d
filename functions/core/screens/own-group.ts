import type { Caller } from '../../lib/act.js';
import { fail } from '../../lib/errors.js';
import type { Store } from '../store/store.js';

/** The caller's own group, or "group not found" (also for another user's or tenant's id). */
export async function requireGroup(store: Pick<Store, 'getGroup'>, caller: Caller, groupId: string) {
  const group = await store.getGroup(caller.tenantId, caller.userId, groupId);
  if (!group) fail('SCREEN_GROUP_NOT_FOUND');
  return group;
}
