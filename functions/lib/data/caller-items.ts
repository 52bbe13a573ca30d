import { sha256 } from '../crypto/tokens.js';
import { env } from '../env.js';
import { inTenantScope } from '../tenant-credentials.js';
import { batchGetItems } from './batch.js';
import { keys, type Key } from './keys.js';
import { findSessionByHash, sessionLookup, type SessionLookup, type SessionRecord } from './sessions.js';
import { getMember, type MemberRecord } from './tenants.js';
import { getUser, readUser, type UserRecord } from './users.js';

/**
 * The items a session act reads before it runs: the session, found by the hash of the token, the
 * caller's membership of the tenant it acts in (docs/tenants.md#member-states), and, for an act
 * that answers from it (act.ts `profile`), the caller's own profile. The membership's and the
 * profile's keys name the session's user, so read plainly they come one round trip after the
 * session's.
 *
 * A token's user never changes, so a container remembers it (with the session's tenants as last
 * read) and, from the token's second act on, reads them all at once: the session (with the
 * profile, when the act asks for it, in one BatchGetItem) and, side by side, the membership with
 * its tenant's scoped clients. Only which keys to read comes from memory: every item is read
 * afresh at every act, so a session ended or a member removed, disabled or not yet approved is
 * refused from their next act as before. A guess that no longer fits (another tenant chosen, a
 * tenant joined since) costs the member read after all; a token not remembered reads the session,
 * then the membership (and the profile, side by side).
 */
export type CallerLookup =
  | { state: 'missing' }
  | { state: 'expired' }
  /** The session is valid but may not act in the tenant asked for (or has none). */
  | { state: 'foreign'; session: SessionRecord }
  | {
      state: 'valid';
      session: SessionRecord;
      tenantId: string;
      member: MemberRecord | undefined;
      /** The session's user's profile, when a ProfileRead was given (undefined too for a user without one). */
      profile?: UserRecord;
    };

/** The session of a token's hash and the profile of the user it is remembered for, in one request. */
export type ProfileRead = (
  tokenHash: string,
  userId: string,
  now: number,
) => Promise<{ lookup: SessionLookup; profile: UserRecord | undefined }>;

/**
 * The session and its user's profile in one BatchGetItem, strongly consistent as `getUser` reads
 * the profile. Both are items outside every tenant, which the function's own role may read in one
 * batch; the membership is not among them, as IAM refuses a batch that mixes a tenant's key with
 * a global one. An act takes it by naming it (act.ts `profile`), so only the bundles of families
 * whose role may send BatchGetItem carry it (infra/permissions.ts).
 */
export const withProfile: ProfileRead = async (tokenHash, userId, now) => {
  const sessionKey = keys.session(tokenHash);
  const userKey = keys.user(userId);
  const items = await batchGetItems([sessionKey, userKey], env.mainTable(), true);
  const at = (key: Key) => items.find((item) => item.pk === key.pk && item.sk === key.sk);
  return { lookup: sessionLookup(at(sessionKey), now), profile: readUser(at(userKey)) };
};

/** Token hashes whose user a container remembers; past this many, it starts again. */
const REMEMBERED_TOKENS = 10_000;
const owners = new Map<string, Pick<SessionRecord, 'userId' | 'corps'>>();

/**
 * The session of `token` and its user's membership of `corpId`, or of the session's default
 * tenant; with `profileRead`, the user's profile too.
 */
export function findCaller(
  token: string,
  corpId: string | undefined,
  now: number,
  profileRead?: ProfileRead,
): Promise<CallerLookup> {
  return findCallerByHash(sha256(token), corpId, now, profileRead);
}

/**
 * As `findCaller`, from the hash of the token: a WebSocket connection holds only the hash of the
 * session it opened with, and re-reads the session and membership at `$connect` and every frame.
 */
export async function findCallerByHash(
  tokenHash: string,
  corpId: string | undefined,
  now: number,
  profileRead?: ProfileRead,
): Promise<CallerLookup> {
  const owner = owners.get(tokenHash);
  const guess = owner && tenantOf(owner, corpId);
  // The profile's key names the user: it comes with the session only when the user is remembered.
  const profiled = owner !== undefined && profileRead !== undefined;
  // Side by side, not in one batch: IAM refuses a batch that mixes a tenant's key with a global
  // one, and the membership is the guessed tenant's item, read with that tenant's scoped clients.
  const [read, guessed] = await Promise.all([
    owner && profileRead
      ? profileRead(tokenHash, owner.userId, now)
      : findSessionByHash(tokenHash, now).then((lookup) => ({ lookup, profile: undefined })),
    owner && guess ? inTenantScope(guess, () => getMember(guess, owner.userId)) : undefined,
  ]);
  const { lookup } = read;
  if (lookup.state !== 'valid') {
    owners.delete(tokenHash);
    return lookup;
  }
  const { session } = lookup;
  remember(tokenHash, session);
  const tenantId = tenantOf(session, corpId);
  if (!tenantId) return { state: 'foreign', session };
  // The items read with the session are the caller's only if the guess still fits.
  const ownerFits = session.userId === owner?.userId;
  const fits = ownerFits && tenantId === guess;
  const [member, profile] = await Promise.all([
    fits ? guessed : inTenantScope(tenantId, () => getMember(tenantId, session.userId)),
    profileRead && !(profiled && ownerFits) ? getUser(session.userId) : read.profile,
  ]);
  return { state: 'valid', session, tenantId, member, profile };
}

/** The tenant an act runs in: the one asked for, else the session's default, if the session may act there. */
function tenantOf(session: Pick<SessionRecord, 'corps'>, corpId: string | undefined): string | undefined {
  const tenantId = corpId ?? session.corps[0];
  return tenantId !== undefined && session.corps.includes(tenantId) ? tenantId : undefined;
}

function remember(tokenHash: string, session: SessionRecord): void {
  if (owners.size >= REMEMBERED_TOKENS && !owners.has(tokenHash)) owners.clear();
  owners.set(tokenHash, { userId: session.userId, corps: session.corps });
}
