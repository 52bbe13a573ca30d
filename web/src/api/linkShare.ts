import { useMemo } from 'react';
import useSWR from 'swr';
import type { LinkShareAddArgs, ShareKind } from '../../../shared/acts/link-share.js';
import { useServices } from '../app/services';

type AddFields = Omit<LinkShareAddArgs, '_id'>;

/** The owner's view of a screen's or group's share link (state, link, access log); null reads nothing. */
export function useShareInfo(kind: ShareKind, id: string | null) {
  const { rpc } = useServices();
  return useSWR(
    id ? [`v1/${kind}/link_share_info`, id] : null,
    () =>
      kind === 'screen'
        ? rpc.call('v1/screen/link_share_info', { _id: id ?? '' })
        : rpc.call('v1/group/link_share_info', { _id: id ?? '' }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** Turning a link on, changing its settings, closing it; errors are thrown for the caller to show. */
export function useShareCalls(kind: ShareKind) {
  const { rpc } = useServices();
  return useMemo(
    () => ({
      add: (id: string, fields: AddFields = {}) =>
        kind === 'screen'
          ? rpc.call('v1/screen/link_share_add', { _id: id, ...fields })
          : rpc.call('v1/group/link_share_add', { _id: id, ...fields }),
      remove: (id: string) =>
        kind === 'screen'
          ? rpc.call('v1/screen/link_share_remove', { _id: id })
          : rpc.call('v1/group/link_share_remove', { _id: id }),
    }),
    [rpc, kind],
  );
}
