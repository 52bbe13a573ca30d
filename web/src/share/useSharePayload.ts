import { useEffect, useState } from 'react';
import { shareObjectPath, type ShareKind, type SharePayload } from '../../../shared/acts/link-share.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { CLIENT_CODES, isRpcError } from '../api/errors';
import { forgetAccess, storeAccess, storedAccess } from './access';
import { loadPublicShareCalls } from './publicCalls';

export type ShareLoad =
  | { status: 'loading' }
  | { status: 'ready'; payload: SharePayload }
  | { status: 'password' }
  | { status: 'error'; code: number };

const codeOf = (error: unknown): number => (isRpcError(error) ? error.code : CLIENT_CODES.network);

/** The static object of an open share from the CDN; undefined when there is none (403/404). */
async function fromCdn(kind: ShareKind, token: string): Promise<SharePayload | undefined> {
  const response = await fetch(shareObjectPath(kind, token), { credentials: 'omit' });
  if (!response.ok) return undefined;
  return (await response.json()) as SharePayload;
}

/**
 * How a share page gets what it shows, cheapest first: an access token this tab already has;
 * the open share's static object on the CDN (no server call at all); else `before` tells why
 * there is none: a password to ask for, an exchange without one (expiring shares), or the
 * catalogue code of a closed, unknown or expired link.
 */
export function useSharePayload(kind: ShareKind, token: string): ShareLoad {
  const [load, setLoad] = useState<ShareLoad>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const set = (next: ShareLoad) => live && setLoad(next);
    const storage = window.sessionStorage;
    void (async () => {
      if (!token) return set({ status: 'error', code: ErrorCode.SCREEN_SHARE_FAILED });
      const held = storedAccess(storage, token, Date.now());
      if (held) {
        try {
          const calls = await loadPublicShareCalls(kind);
          return set({ status: 'ready', payload: await calls.view(token, held) });
        } catch (error) {
          forgetAccess(storage, token);
          if (codeOf(error) !== ErrorCode.SCREEN_SHARE_ACCESS_INVALID) return set({ status: 'error', code: codeOf(error) });
        }
      }
      try {
        const payload = await fromCdn(kind, token);
        if (payload) return set({ status: 'ready', payload });
        const calls = await loadPublicShareCalls(kind);
        const before = await calls.before(token);
        if (before.password) return set({ status: 'password' });
        // Open but not static (it expires, or its object is not written yet): exchange without a password.
        const access = await calls.check(token, '');
        storeAccess(storage, token, access);
        return set({ status: 'ready', payload: await calls.view(token, access.access) });
      } catch (error) {
        return set({ status: 'error', code: codeOf(error) });
      }
    })();
    return () => {
      live = false;
    };
  }, [kind, token]);
  return load;
}
