import type { Caller } from '../lib/act.js';
import type { ScreenRecord } from '../lib/data/screens.js';
import { fail } from '../lib/errors.js';
import type { ScreenReads } from './store.js';

/**
 * What a caller may do with a screen (docs/ARCHITECTURE.md#access-rules): its creator, administrators and the users it
 * is shared with to edit open the editor; users it is shared with to read, and everyone of
 * the tenant when it (or its group) is shared system-wide, list and preview it. Only the
 * creator or an administrator deletes, shares and sets the security level. A screen of
 * another tenant is simply not found (its key names the tenant); one of this tenant that is
 * not yours answers the permission code.
 */
export type Need = 'read' | 'edit' | 'manage';

export function canEdit(screen: ScreenRecord, caller: Caller): boolean {
  return screen.ownerId === caller.userId || screen.editUsers.includes(caller.userId) || caller.isAdmin;
}

export function canManage(screen: ScreenRecord, caller: Caller): boolean {
  return screen.ownerId === caller.userId || caller.isAdmin;
}

/** Read access the screen item itself grants (its group's system share is checked apart). */
export function canRead(screen: ScreenRecord, caller: Caller): boolean {
  return canEdit(screen, caller) || (screen.readUsers ?? []).includes(caller.userId) || screen.systemShare === true;
}

/** A secret screen is never shared by link (docs/ARCHITECTURE.md#access-rules); the link-share acts ask this first. */
export function canLinkShare(screen: Pick<ScreenRecord, 'securityLevel'>): boolean {
  return screen.securityLevel !== 'secret';
}

async function groupSharesIt(store: Pick<ScreenReads, 'getGroup'>, screen: ScreenRecord): Promise<boolean> {
  const group = await store.getGroup(screen.tenantId, screen.ownerId, screen.groupId);
  return group?.systemShare === true;
}

export async function loadScreen(
  store: Pick<ScreenReads, 'getScreen' | 'getGroup'>,
  caller: Caller,
  screenId: string,
  need: Need,
): Promise<ScreenRecord> {
  const screen = await store.getScreen(caller.tenantId, screenId);
  if (!screen) fail('SCREEN_NOT_FOUND');
  const allowed =
    need === 'manage'
      ? canManage(screen, caller)
      : need === 'edit'
        ? canEdit(screen, caller)
        : canRead(screen, caller) || (await groupSharesIt(store, screen));
  if (!allowed) fail('SCREEN_PERMISSION_DENIED');
  return screen;
}
