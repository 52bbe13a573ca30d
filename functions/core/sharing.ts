import type { ScreenShareUser, SharePermission } from '../../shared/acts/screen.js';
import { LIMITS } from '../../shared/limits.js';
import type { Caller } from '../lib/act.js';
import { shareUsersOf } from '../lib/data/screens.js';
import { fail } from '../lib/errors.js';
import { loadScreen } from './access.js';
import type { Store } from './store.js';

/** Tries a share change this many times when others change the screen at the same moment. */
const SHARE_ATTEMPTS = 4;

/**
 * Shares a screen with a user of the tenant to read or edit (again: changes the permission),
 * or stops (`null`). Only who manages the screen shares it; never with its owner or oneself;
 * at most `accountShareListMax` users per screen. Answers the screen's name (the audit log's target).
 */
export async function changeShare(
  store: Store,
  caller: Caller,
  screenId: string,
  userId: string,
  permission: SharePermission | null,
  now: number,
): Promise<string> {
  for (let attempt = 0; attempt < SHARE_ATTEMPTS; attempt++) {
    const screen = await loadScreen(store, caller, screenId, 'manage');
    if (permission) {
      if (userId === screen.ownerId || userId === caller.userId) fail('SCREEN_SHARE_SELF');
      if (!(await store.isMember(caller.tenantId, userId))) fail('USER_NOT_FOUND');
      const users = shareUsersOf(screen);
      if (!users.includes(userId) && users.length >= LIMITS.accountShareListMax) fail('EDIT_USER_FAILED');
    }
    if (await store.setShare(screen, userId, permission, now)) return screen.name;
  }
  fail('EDIT_USER_FAILED');
}

/** Who a screen is shared with by account, and how, by name. */
export async function shareUsers(store: Store, caller: Caller, screenId: string): Promise<ScreenShareUser[]> {
  const screen = await loadScreen(store, caller, screenId, 'edit');
  const permissionOf = new Map<string, SharePermission>([
    ...(screen.readUsers ?? []).map((id): [string, SharePermission] => [id, 'read']),
    ...screen.editUsers.map((id): [string, SharePermission] => [id, 'edit']),
  ]);
  const users = await store.getUsers([...permissionOf.keys()]);
  return users
    .map((u) => ({ _id: u.userId, name: u.name, email: u.email, permission: permissionOf.get(u.userId) ?? 'read' }))
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-Hans-CN') || a._id.localeCompare(b._id));
}
