import { useEffect, useState } from 'react';
import type { ShareKind, SharePayload } from '../../../shared/acts/link-share.js';
import { shareObjectPath } from '../../../shared/protocol/routes.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { CLIENT_CODES, isRpcError } from '../api/errors';
import { watchLatest } from '../viewer/latestWatch';
import { forgetAccess, storeAccess, storedAccess } from './access';
import {
  afterReload,
  pollSignature,
  pollStatic,
  pollView,
  sharePollRange,
  shareSignature,
  type SharePoll,
} from './followShare';
import { loadPublicShareCalls } from './publicCalls';
import { takeShareObject } from './sharePrefetch';

export type ShareLoad =
  | { status: 'loading' }
  | { status: 'ready'; payload: SharePayload }
  | { status: 'password' }
  | { status: 'error'; code: number };

/** Where a shown payload came from, so the page asks the same place again: the CDN, or `view` with an access token. */
type Source = { via: 'cdn' } | { via: 'view'; access: string };

interface Loaded {
  load: ShareLoad;
  /** Set while what is shown is followed. */
  source?: Source;
}

const codeOf = (error: unknown): number => (isRpcError(error) ? error.code : CLIENT_CODES.network);

/** The static object of an open share from the CDN; undefined when there is none (403/404). */
async function fromCdn(kind: ShareKind, token: string): Promise<SharePayload | undefined> {
  const response = await takeShareObject(shareObjectPath(kind, token));
  if (!response.ok) return undefined;
  return (await response.json()) as SharePayload;
}

/**
 * How a share page gets what it shows, cheapest first: an access token this tab already has;
 * the open share's static object on the CDN (no server call at all); else `before` tells why
 * there is none: a password to ask for, an exchange without one (expiring shares), or the
 * catalogue code of a closed, unknown or expired link.
 */
async function loadShare(kind: ShareKind, token: string, storage: Storage): Promise<Loaded> {
  if (!token) return { load: { status: 'error', code: ErrorCode.SCREEN_SHARE_FAILED } };
  const held = storedAccess(storage, token, Date.now());
  if (held) {
    try {
      const calls = await loadPublicShareCalls(kind);
      return {
        load: { status: 'ready', payload: await calls.view(token, held) },
        source: { via: 'view', access: held },
      };
    } catch (error) {
      forgetAccess(storage, token);
      if (codeOf(error) !== ErrorCode.SCREEN_SHARE_ACCESS_INVALID)
        return { load: { status: 'error', code: codeOf(error) } };
    }
  }
  try {
    const payload = await fromCdn(kind, token);
    if (payload) return { load: { status: 'ready', payload }, source: { via: 'cdn' } };
    const calls = await loadPublicShareCalls(kind);
    const before = await calls.before(token);
    if (before.password) return { load: { status: 'password' } };
    // Open but not static (it expires, or its object is not written yet): exchange without a password.
    const access = await calls.check(token, '');
    storeAccess(storage, token, access);
    return {
      load: { status: 'ready', payload: await calls.view(token, access.access) },
      source: { via: 'view', access: access.access },
    };
  } catch (error) {
    return { load: { status: 'error', code: codeOf(error) } };
  }
}

async function poll(kind: ShareKind, token: string, source: Source): Promise<SharePoll> {
  if (source.via === 'cdn') return pollStatic(fetch, shareObjectPath(kind, token));
  const calls = await loadPublicShareCalls(kind);
  return pollView(() => calls.view(token, source.access));
}

/**
 * What a share page shows, kept current: once shown, it follows the share (a newly released
 * version, changed intervals, a closed link; see followShare.ts) by polling where it came from,
 * at once when `nudges` says so (a release notice on the page's display connection).
 */
export function useSharePayload(
  kind: ShareKind,
  token: string,
  nudges?: (checkNow: () => void) => () => void,
): ShareLoad {
  const [loaded, setLoaded] = useState<Loaded>({ load: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    void loadShare(kind, token, window.sessionStorage).then((next) => live && setLoaded(next));
    return () => {
      live = false;
    };
  }, [kind, token]);

  const { load, source } = loaded;
  useEffect(() => {
    if (load.status !== 'ready' || !source) return undefined;
    let live = true;
    let found: SharePoll = { kind: 'gone' };
    const stop = watchLatest<string>({
      ...sharePollRange(window.__WB_SHARE_POLL_MS),
      ...(nudges ? { nudges } : {}),
      current: shareSignature(load.payload),
      check: async () => {
        found = await poll(kind, token, source);
        return pollSignature(found);
      },
      onChange: () => {
        if (found.kind === 'payload') return setLoaded({ load: { status: 'ready', payload: found.payload }, source });
        void loadShare(kind, token, window.sessionStorage).then((next) => {
          if (!live) return;
          const decision = afterReload(next.load);
          if (decision === 'show') setLoaded(next);
          else if (decision === 'keep-and-stop') setLoaded({ load });
        });
      },
    });
    return () => {
      live = false;
      stop();
    };
  }, [kind, token, load, source, nudges]);
  return load;
}
