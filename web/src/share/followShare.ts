import type { SharePayload } from '../../../shared/acts/link-share.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { isRpcError } from '../api/errors';
import { WATCH_MAX_MS, WATCH_MIN_MS } from '../viewer/latestWatch';

/**
 * A share left open on a wall follows what it shares: its page polls (latestWatch: every
 * 30–60 s, jittered, backing off while it fails) the open share's static object, revalidated
 * with its ETag so an unchanged object costs a 304, or, for a password or expiring share,
 * `view` with the access token the tab holds. What a poll found is one of three things, and
 * what the page does with it is decided here, apart from React and timers.
 */
export type SharePoll =
  /** The share still shows something: swapped in when it differs from what is shown. */
  | { kind: 'payload'; payload: SharePayload }
  /** A definitive answer that it shows nothing now (closed, expired, unpublished, access ended): load afresh. */
  | { kind: 'gone' };

/**
 * What the shown payload amounts to, in one string: what a share shows changes only with it
 * (a version's document never changes, so its id stands for it).
 */
export function shareSignature(payload: SharePayload): string {
  const screens = payload.kind === 'screen' ? [{ ...payload.screen, interval: null }] : payload.screens;
  return JSON.stringify([
    payload.kind,
    payload.kind === 'group' ? [payload.name, payload.interval] : null,
    screens.map((s) => [s._id, s.name, s.version._id, s.interval]),
    payload.embed_domains,
  ]);
}

/** The signature a poll stands for ("gone" never equals a payload's). */
export const pollSignature = (poll: SharePoll): string =>
  poll.kind === 'payload' ? shareSignature(poll.payload) : 'gone';

/**
 * The static object, revalidated (`no-cache`: the browser asks with If-None-Match and a 304
 * gives back the cached copy). 403/404: the object is gone (the share closed or changed
 * kind); any other failure throws, so the watch backs off and the page keeps what it shows.
 */
export async function pollStatic(fetcher: typeof fetch, path: string): Promise<SharePoll> {
  const response = await fetcher(path, { credentials: 'omit', cache: 'no-cache' });
  if (response.status === 403 || response.status === 404) return { kind: 'gone' };
  if (!response.ok) throw new Error(`share object: HTTP ${response.status}`);
  return { kind: 'payload', payload: (await response.json()) as SharePayload };
}

/** The answers that say what a share link shows now (anything else, e.g. a network or server failure, may pass). */
const DEFINITIVE: ReadonlySet<number> = new Set([
  ErrorCode.SCREEN_SHARE_FAILED,
  ErrorCode.SCREEN_SHARE_CLOSED,
  ErrorCode.SCREEN_SHARE_EXPIRED,
  ErrorCode.SCREEN_SHARE_ACCESS_INVALID,
  ErrorCode.SCREEN_SHARE_SECRET,
  ErrorCode.SCREEN_SHARE_UNPUBLISHED,
]);

/** `view` with the held access token: a share's answer is definitive; other failures throw (the watch backs off). */
export async function pollView(view: () => Promise<SharePayload>): Promise<SharePoll> {
  try {
    return { kind: 'payload', payload: await view() };
  } catch (error) {
    if (isRpcError(error) && DEFINITIVE.has(error.code)) return { kind: 'gone' };
    throw error;
  }
}

/** What a fresh load (after a "gone" poll) found. */
export type Reloaded = { status: 'ready' | 'password' | 'loading' } | { status: 'error'; code: number };

/**
 * After "gone", the page loads the share afresh and shows what a new visitor would see (the
 * cancelled or expired message, the new payload), with two exceptions so that a wall is
 * neither blanked by a passing failure nor stopped at a password prompt nobody is there to
 * answer: a failure that is not the share's answer keeps the current screen (the watch goes
 * on); a password share whose access has run out keeps the current screen, no longer followed.
 */
export function afterReload(reloaded: Reloaded): 'show' | 'keep' | 'keep-and-stop' {
  if (reloaded.status === 'password') return 'keep-and-stop';
  if (reloaded.status === 'error' && !DEFINITIVE.has(reloaded.code)) return 'keep';
  return 'show';
}

declare global {
  interface Window {
    /** Test hook: how often a share page polls for a new release, ms (set with an init script; at least 500). */
    __WB_SHARE_POLL_MS?: number;
  }
}

/** The poll's bounds: 30–60 s, or exactly the injected test value. */
export function sharePollRange(injected: unknown): { minMs: number; maxMs: number } {
  const ms = Number(injected);
  return Number.isFinite(ms) && ms >= 500 ? { minMs: ms, maxMs: ms } : { minMs: WATCH_MIN_MS, maxMs: WATCH_MAX_MS };
}
