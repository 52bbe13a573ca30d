import type { ScreenShareUser, SharePermission } from '../../../shared/acts/screen.js';
import type { ScreenShareTeam, ShareableTeam } from '../../../shared/acts/teams.js';
import { LIMITS } from '../../../shared/limits.js';
import { byNameThenId } from '../../lib/by-name.js';
import type { Caller } from '../../lib/act.js';
import { shareUsersOf } from '../../lib/data/screens.js';
import { fail } from '../../lib/errors.js';
import { loadScreen } from '../screens/access.js';
import type { Store } from '../store/store.js';

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

/** Each id a screen is shared with and how: `edit` wins over `read` for an id in both lists. */
function permissionsById(
  readIds: readonly string[] | undefined,
  editIds: readonly string[] | undefined,
): Map<string, SharePermission> {
  return new Map<string, SharePermission>([
    ...(readIds ?? []).map((id): [string, SharePermission] => [id, 'read']),
    ...(editIds ?? []).map((id): [string, SharePermission] => [id, 'edit']),
  ]);
}

/** Who a screen is shared with by account, and how, by name. */
export async function shareUsers(store: Store, caller: Caller, screenId: string): Promise<ScreenShareUser[]> {
  const screen = await loadScreen(store, caller, screenId, 'edit');
  const permissionOf = permissionsById(screen.readUsers, screen.editUsers);
  const users = await store.getUsers([...permissionOf.keys()]);
  return users
    .map((u) => ({ _id: u.userId, name: u.name, email: u.email, permission: permissionOf.get(u.userId) ?? 'read' }))
    .sort(byNameThenId);
}

/**
 * Shares a screen with a team of the tenant to read or edit, or stops (`null`)
 * (docs/permissions.md#teams). Who manages the screen shares it, and only with a team they are
 * in unless they are the administrator (TEAM_PERMISSION_DENIED); stopping a share needs no
 * membership, nor that the team still exists. Answers the screen's name (the audit log's target).
 */
export async function changeTeamShare(
  store: Store,
  caller: Caller,
  screenId: string,
  teamId: string,
  permission: SharePermission | null,
  now: number,
): Promise<string> {
  for (let attempt = 0; attempt < SHARE_ATTEMPTS; attempt++) {
    const screen = await loadScreen(store, caller, screenId, 'manage');
    if (permission) {
      if ((await store.getTeams(caller.tenantId, [teamId])).length === 0) fail('TEAM_NOT_FOUND');
      if (!caller.isAdmin && !caller.teamIds?.includes(teamId)) fail('TEAM_PERMISSION_DENIED');
    }
    if (await store.setTeamShare(screen, teamId, permission, now)) return screen.name;
  }
  fail('EDIT_USER_FAILED');
}

/** The teams a screen is shared with, and how, by name; a team removed since is left out. */
export async function shareTeams(store: Store, caller: Caller, screenId: string): Promise<ScreenShareTeam[]> {
  const screen = await loadScreen(store, caller, screenId, 'edit');
  const permissionOf = permissionsById(screen.readTeams, screen.editTeams);
  if (permissionOf.size === 0) return [];
  const teams = await store.getTeams(caller.tenantId, [...permissionOf.keys()]);
  return teams
    .map((team) => ({ _id: team.teamId, name: team.name, permission: permissionOf.get(team.teamId) ?? 'read' }))
    .sort(byNameThenId);
}

/** The teams the caller may share screens with: every team for the administrator, else their own. */
export async function shareableTeams(store: Store, caller: Caller): Promise<ShareableTeam[]> {
  if (!caller.isAdmin && (caller.teamIds ?? []).length === 0) return [];
  const teams = await store.getTeams(caller.tenantId, caller.isAdmin ? undefined : caller.teamIds);
  return teams.map((team) => ({ _id: team.teamId, name: team.name })).sort(byNameThenId);
}
