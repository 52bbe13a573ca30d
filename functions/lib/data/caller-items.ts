import { sha256 } from '../crypto/tokens.js';
import { inTenantScope } from '../tenant-credentials.js';
import { findSessionByHash, type SessionLookup, type SessionRecord } from './sessions.js';
import { getMember, type MemberRecord } from './tenants.js';

/**
 * The two items a session act reads before it runs: the session, found by the hash of the
 * token, and the caller's membership of the tenant it acts in (docs/tenants.md#member-states).
 * The membership's key names the session's user, so read plainly they take two round trips,
 * one after the other.
 *
 * A token's user never changes, so a container remembers it (with the session's tenants as last
 * read) and, from the token's second act on, reads both items at once: two GetItems side by side,
 * the membership with its tenant's scoped clients. Only which key to read comes from memory: both items are read afresh at every act, so a session ended or
 * a member removed, disabled or not yet approved is refused from their next act as before. A
 * guess that no longer fits (another tenant chosen, a tenant joined since) costs the member read
 * after all; a token not remembered reads the session, then the membership.
 */
export type CallerLookup =
  | { state: 'missing' }
  | { state: 'expired' }
  /** The session is valid but may not act in the tenant asked for (or has none). */
  | { state: 'foreign'; session: SessionRecord }
  | { state: 'valid'; session: SessionRecord; tenantId: string; member: MemberRecord | undefined };

/** Token hashes whose user a container remembers; past this many, it starts again. */
const REMEMBERED_TOKENS = 10_000;
const owners = new Map<string, Pick<SessionRecord, 'userId' | 'corps'>>();

/** The session of `token` and its user's membership of `corpId`, or of the session's default tenant. */
export function findCaller(token: string, corpId: string | undefined, now: number): Promise<CallerLookup> {
  return findCallerByHash(sha256(token), corpId, now);
}

/**
 * As `findCaller`, from the hash of the token: a WebSocket connection holds only the hash of the
 * session it opened with, and re-reads the same two items at `$connect` and every frame.
 */
export async function findCallerByHash(
  tokenHash: string,
  corpId: string | undefined,
  now: number,
): Promise<CallerLookup> {
  const owner = owners.get(tokenHash);
  const guess = owner && tenantOf(owner, corpId);
  let lookup: SessionLookup;
  let guessed: MemberRecord | undefined;
  if (owner && guess) {
    // Side by side, not in one batch: IAM refuses a batch that mixes a tenant's key with a global
    // one, and the membership is the guessed tenant's item, read with that tenant's scoped clients.
    [lookup, guessed] = await Promise.all([
      findSessionByHash(tokenHash, now),
      inTenantScope(guess, () => getMember(guess, owner.userId)),
    ]);
  } else {
    lookup = await findSessionByHash(tokenHash, now);
  }
  if (lookup.state !== 'valid') {
    owners.delete(tokenHash);
    return lookup;
  }
  const { session } = lookup;
  remember(tokenHash, session);
  const tenantId = tenantOf(session, corpId);
  if (!tenantId) return { state: 'foreign', session };
  // The member item read with the session is the caller's only if the guess still fits.
  const fits = tenantId === guess && session.userId === owner?.userId;
  const member = fits ? guessed : await inTenantScope(tenantId, () => getMember(tenantId, session.userId));
  return { state: 'valid', session, tenantId, member };
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
