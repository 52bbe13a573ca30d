import { SECURITY_LEVELS, type SecurityLevel } from '../../../shared/acts/screen.js';
import type { Caller } from '../../lib/act.js';
import type { ScreenRecord } from '../../lib/data/screens.js';
import { fail } from '../../lib/errors.js';
import type { ScreenReads } from '../store/store.js';

/**
 * What a caller may do with a screen (docs/ARCHITECTURE.md#access-rules): its creator, administrators and the users it
 * is shared with to edit (by account, or through a team they are in: docs/permissions.md#teams) open
 * the editor; users it is shared with to read (by account or team), and everyone of
 * the tenant when it (or its group) is shared system-wide, list and preview it. Only the
 * creator or an administrator deletes, shares and sets the security level. A screen of
 * another tenant is simply not found (its key names the tenant); one of this tenant that is
 * not yours answers the permission code.
 *
 * Classification (docs/permissions.md#classification): besides being shared, a screen of someone
 * else is reached only by a member whose clearance is at least the screen's security level. The
 * owner always reaches their own screens. Every check below includes it; `loadScreen` answers
 * SCREEN_CLEARANCE_TOO_LOW when sharing would let the caller in and only the clearance does not.
 */
export type Need = 'read' | 'edit' | 'manage';

/** Levels from lowest to highest: `public` < `internal` < `secret`. */
export function levelRank(level: SecurityLevel): number {
  return SECURITY_LEVELS.indexOf(level);
}

/** The caller's clearance; a caller without one (none lowered it) is `secret`. */
export function clearanceOf(caller: Pick<Caller, 'clearance'>): SecurityLevel {
  return caller.clearance ?? 'secret';
}

/** May the caller's clearance reach screens of `level`. */
export function clears(caller: Pick<Caller, 'clearance'>, level: SecurityLevel): boolean {
  return levelRank(clearanceOf(caller)) >= levelRank(level);
}

/** The classification check: the owner, or a clearance at least the screen's level. */
export function cleared(screen: Pick<ScreenRecord, 'ownerId' | 'securityLevel'>, caller: Caller): boolean {
  return screen.ownerId === caller.userId || clears(caller, screen.securityLevel);
}

/** Is the caller in one of these teams (docs/permissions.md#teams). */
function inAnyTeam(teamIds: readonly string[] | undefined, caller: Caller): boolean {
  return (teamIds ?? []).some((teamId) => caller.teamIds?.includes(teamId) === true);
}

function sharedToEdit(screen: ScreenRecord, caller: Caller): boolean {
  return (
    screen.ownerId === caller.userId ||
    screen.editUsers.includes(caller.userId) ||
    inAnyTeam(screen.editTeams, caller) ||
    caller.isAdmin
  );
}

function sharedToManage(screen: ScreenRecord, caller: Caller): boolean {
  return screen.ownerId === caller.userId || caller.isAdmin;
}

function sharedToRead(screen: ScreenRecord, caller: Caller): boolean {
  return (
    sharedToEdit(screen, caller) ||
    (screen.readUsers ?? []).includes(caller.userId) ||
    inAnyTeam(screen.readTeams, caller) ||
    screen.systemShare === true
  );
}

export function canEdit(screen: ScreenRecord, caller: Caller): boolean {
  return sharedToEdit(screen, caller) && cleared(screen, caller);
}

export function canManage(screen: ScreenRecord, caller: Caller): boolean {
  return sharedToManage(screen, caller) && cleared(screen, caller);
}

/** Read access the screen item itself grants (its group's system share is checked apart). */
export function canRead(screen: ScreenRecord, caller: Caller): boolean {
  return sharedToRead(screen, caller) && cleared(screen, caller);
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
  const shared =
    need === 'manage'
      ? sharedToManage(screen, caller)
      : need === 'edit'
        ? sharedToEdit(screen, caller)
        : sharedToRead(screen, caller) || (await groupSharesIt(store, screen));
  if (!shared) fail('SCREEN_PERMISSION_DENIED');
  // Only someone the screen is shared with learns that its level is the obstacle.
  if (!cleared(screen, caller)) fail('SCREEN_CLEARANCE_TOO_LOW');
  return screen;
}
