import { useEffect } from 'react';
import { isServiceReachable } from '../api/platform';
import { onlineCheckInterval, SERVICE_STATUS_EVENT, startOnlineCheck } from './onlineCheck';

/**
 * The page's online check while a root is mounted (the app, the sign-in pages): `/chameleon/start`
 * of `server` every interval, a `service-status` window event on each change (OnlineBanner).
 */
export function useOnlineCheck(server: string | undefined): void {
  useEffect(() => {
    if (server === undefined) return undefined;
    return startOnlineCheck({
      intervalMs: onlineCheckInterval(window.location.search, window.__WB_ONLINE_CHECK_MS),
      check: () => isServiceReachable((...args) => fetch(...args), server),
      emit: (code) => window.dispatchEvent(new CustomEvent(SERVICE_STATUS_EVENT, { detail: { code } })),
    });
  }, [server]);
}
