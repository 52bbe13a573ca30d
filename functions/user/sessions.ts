import type { ActiveSession, UserPreferences } from '../../shared/acts/user.js';
import type { Caller } from '../lib/act.js';
import { deleteSession, listUserSessions, sessionIdOf, type SessionRecord } from '../lib/data/sessions.js';
import { getUser, preferencesOf, updateUser, type UserRecord } from '../lib/data/users.js';
import { fail } from '../lib/errors.js';
import { closeUserSockets } from '../lib/realtime.js';

/**
 * The caller's live sessions the caller may see and end. A session a workspace's identity provider
 * opened reaches only the sessions that provider opened: the others belong to the account, not to
 * the workspace (docs/sso.md#what-a-single-sign-on-session-may-do).
 */
async function reachableSessions(caller: Caller, now: number): Promise<SessionRecord[]> {
  const sessions = await listUserSessions(caller.userId, now);
  return caller.ssoTenant ? sessions.filter((session) => session.ssoTenant === caller.ssoTenant) : sessions;
}

/** The caller's live sessions (docs/protocol.md#active-sessions), the current one marked. */
export async function sessionList(caller: Caller, now: number): Promise<ActiveSession[]> {
  const sessions = await reachableSessions(caller, now);
  return sessions.map((session) => ({
    id: sessionIdOf(session),
    device: session.device ?? '',
    ip: session.ip ?? '',
    created_at: session.createdAt,
    current: session.tokenHash === caller.tokenHash,
  }));
}

async function endSession(userId: string, tokenHash: string): Promise<void> {
  await deleteSession(tokenHash);
  await closeUserSockets(userId, tokenHash);
}

/** Signs out one session of the caller's; another user's id is not found, as is an unknown or unreachable one. */
export async function revokeSession(caller: Caller, id: string, now: number): Promise<null> {
  const sessions = await reachableSessions(caller, now);
  const session = sessions.find((s) => sessionIdOf(s) === id);
  if (!session) fail('SESSION_NOT_FOUND');
  await endSession(caller.userId, session.tokenHash);
  return null;
}

/** Signs out every other reachable session of the caller's, or every one with `keep_current: false`. */
export async function revokeAllSessions(
  caller: Caller,
  keepCurrent: boolean,
  now: number,
): Promise<{ revoked: number }> {
  const sessions = await reachableSessions(caller, now);
  const ending = sessions.filter((s) => !keepCurrent || s.tokenHash !== caller.tokenHash);
  for (const session of ending) await endSession(caller.userId, session.tokenHash);
  return { revoked: ending.length };
}

/** `v1/user/preferences`: those of the caller's profile (as read with the session). */
export function preferences(user: UserRecord | undefined): UserPreferences {
  if (!user) fail('USER_NOT_FOUND');
  return preferencesOf(user);
}

/** Saves the fields given; answers the preferences as they now are. */
export async function savePreferences(
  userId: string,
  args: { lang?: UserPreferences['lang']; theme?: string },
): Promise<UserPreferences> {
  await updateUser(userId, { lang: args.lang || undefined, screenTheme: args.theme });
  return preferences(await getUser(userId));
}
