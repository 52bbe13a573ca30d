import { useMemo } from 'react';
import useSWR from 'swr';
import type { LinkShareAddArgs, ShareInfo, ShareKind } from '../../../shared/acts/link-share.js';
import { shareRoute } from '../../../shared/protocol/routes.js';
import { useServices } from '../app/services';

type AddFields = Omit<LinkShareAddArgs, '_id'>;

/** The link a share's visitors open, as the owner copies it: this site's address and the share's route. */
export function shareUrl(info: Pick<ShareInfo, 'kind' | 'token'>): string {
  return `${window.location.origin}${shareRoute(info.kind, info.token)}`;
}

/** A share whose link shows what it shares now: on, with or without a password. */
export const isShareLive = (info: Pick<ShareInfo, 'state'> | undefined): boolean =>
  info?.state === 'on' || info?.state === 'password';

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
