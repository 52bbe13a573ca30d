import type { Caller } from '../lib/act.js';
import { getScreen, type ScreenRecord } from '../lib/data/screens.js';
import { fail } from '../lib/errors.js';

/**
 * What a caller may do with a screen (spec §6): its creator and editor users edit; only the
 * creator or an administrator deletes, shares and sets the security level. A screen of
 * another tenant is simply not found (its key names the tenant); one of this tenant that
 * is not yours answers the permission code.
 */
export type Need = 'edit' | 'manage';

export function canEdit(screen: ScreenRecord, caller: Caller): boolean {
  return screen.ownerId === caller.userId || screen.editUsers.includes(caller.userId) || caller.isAdmin;
}

export function canManage(screen: ScreenRecord, caller: Caller): boolean {
  return screen.ownerId === caller.userId || caller.isAdmin;
}

/** A secret screen is never shown to people who have not signed in: no share link (spec §6). */
export function canLinkShare(screen: ScreenRecord): boolean {
  return screen.securityLevel !== 'secret';
}

export async function loadScreen(caller: Caller, screenId: string, need: Need): Promise<ScreenRecord> {
  const screen = await getScreen(caller.tenantId, screenId);
  if (!screen) fail('SCREEN_NOT_FOUND');
  const allowed = need === 'manage' ? canManage(screen, caller) : canEdit(screen, caller);
  if (!allowed) fail('SCREEN_PERMISSION_DENIED');
  return screen;
}
