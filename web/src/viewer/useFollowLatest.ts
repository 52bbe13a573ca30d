import { useEffect } from 'react';
import { useServices } from '../app/services';
import { watchLatest } from './latestWatch';

/**
 * A viewer of the latest release follows the next one: while `versionId` is shown and was the
 * latest when it opened, the latest version is polled (30–60 s, jittered, backing off on
 * failures) and `onRelease` gets a newly released one. A version viewed for itself (not the
 * latest) stays put; so does the view when no version is the latest any more. `nudges` (a
 * release notice on a display connection) makes it check at once.
 */
export function useFollowLatest(
  screenId: string,
  versionId: string | null,
  enabled: boolean,
  onRelease: (versionId: string) => void,
  nudges?: (checkNow: () => void) => () => void,
): void {
  const { rpc } = useServices();
  useEffect(() => {
    if (!enabled || !versionId) return undefined;
    return watchLatest<string | null>({
      ...(nudges ? { nudges } : {}),
      current: versionId,
      check: async () => (await rpc.call('v1/screen/version_latest', { _id: screenId })).version_id,
      follow: (latest) => latest !== null,
      onChange: (latest) => {
        if (latest) onRelease(latest);
      },
    });
  }, [rpc, screenId, versionId, enabled, onRelease, nudges]);
}
