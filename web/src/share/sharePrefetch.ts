import { shareObjectPath } from '../../../shared/protocol/routes.js';
import { matchShareRoute } from './shareRoutes';

/**
 * An open share's static object, requested by the entry (main.tsx) as soon as it runs, while the
 * share root's chunks are still on their way; the page's first load takes the answer
 * (useSharePayload.ts). A share with a password or an expiry has no static object: its 403 is
 * taken the same way, and the page goes on to ask the server.
 */
let prefetched: { path: string; response: Promise<Response> } | undefined;

const fetchObject = (path: string) => fetch(path, { credentials: 'omit' });

/** Requests the static object of the share page at `pathname`, if it is one. */
export function prefetchShareObject(pathname: string): void {
  const route = matchShareRoute(pathname);
  if (route?.page !== 'view' || !route.token) return;
  const path = shareObjectPath(route.kind, route.token);
  const response = fetchObject(path);
  // Should nobody take it (the tab holds an access token), its failure is nobody's to report.
  void response.catch(() => undefined);
  prefetched = { path, response };
}

/** The answer for `path`: the prefetched one, once, else a fresh request. */
export function takeShareObject(path: string): Promise<Response> {
  const early = prefetched?.path === path ? prefetched.response : undefined;
  prefetched = undefined;
  return early ?? fetchObject(path);
}
