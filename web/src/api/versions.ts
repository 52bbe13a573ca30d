import { useMemo } from 'react';
import useSWR from 'swr';
import { useServices } from '../app/services';

const READ = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** A screen's published versions, newest first. */
export function useVersions(screenId: string) {
  const { rpc } = useServices();
  return useSWR(
    ['v1/screen/version_list', screenId],
    () => rpc.call('v1/screen/version_list', { _id: screenId }),
    READ,
  );
}

/**
 * One version with its document (immutable, so read once); null id reads nothing. With
 * `keepPrevious`, the version shown before stays while the next one loads (a wall moving on
 * to a new release never flashes a spinner).
 */
export function useVersionDetail(screenId: string, versionId: string | null, options: { keepPrevious?: boolean } = {}) {
  const { rpc } = useServices();
  return useSWR(
    versionId ? ['v1/screen/version_get', screenId, versionId] : null,
    () => rpc.call('v1/screen/version_get', { _id: screenId, version_id: versionId ?? '' }),
    {
      ...READ,
      revalidateIfStale: false,
      keepPreviousData: options.keepPrevious === true,
    },
  );
}

/** What can be done with versions; errors are thrown for the caller to show. */
export function useVersionCalls(screenId: string) {
  const { rpc } = useServices();
  return useMemo(
    () => ({
      publish: (fields: { name: string; remark: string; latest: boolean; image?: string }, idempotencyKey?: string) =>
        rpc.call('v1/screen/version_add', { _id: screenId, ...fields }, idempotencyKey ? { idempotencyKey } : {}),
      rename: (versionId: string, name: string) =>
        rpc.call('v1/screen/version_rename', { _id: screenId, version_id: versionId, name }),
      remark: (versionId: string, remark: string) =>
        rpc.call('v1/screen/version_remark', { _id: screenId, version_id: versionId, remark }),
      release: (versionId: string) => rpc.call('v1/screen/version_release', { _id: screenId, version_id: versionId }),
      onward: (versionId: string, name: string) =>
        rpc.call('v1/screen/version_onward', { _id: screenId, version_id: versionId, name }),
      remove: (versionId: string) => rpc.call('v1/screen/version_delete', { _id: screenId, version_id: versionId }),
      replace: (versionId: string, screenName: string) =>
        rpc.call('v1/screen/version_replace', { _id: screenId, version_id: versionId, name: screenName }),
    }),
    [rpc, screenId],
  );
}
