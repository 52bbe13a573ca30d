import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { PushChannel } from '../../../shared/acts/push.js';
import { API_PUSH_PREFIX } from '../../../shared/protocol/routes.js';
import { useServices } from '../app/services';

/**
 * The tenant's push channels (shared/acts/push.ts, docs/data-apis.md#push-channels): the list
 * `/dataApi`'s dialog manages and the editor's data panel picks from. Keyed by the session so
 * another sign-in never sees them.
 */
const listKey = (auth: string) => ['v1/api/push_channel_list', auth] as const;

function useAuth(): string {
  const { store } = useServices();
  return store.get('auth') ?? '';
}

/** The channels, newest first; loaded only while `enabled` (a dialog or panel is open). */
export function usePushChannelList(enabled = true) {
  const { rpc } = useServices();
  const auth = useAuth();
  // Read afresh each time it is opened: "last push" moves while the dialog is closed.
  const swr = useSWR<PushChannel[]>(enabled ? listKey(auth) : null, () => rpc.call('v1/api/push_channel_list', {}), {
    dedupingInterval: 0,
  });
  return { data: swr.data, error: swr.error as unknown };
}

/** Add (the token answered once), rename, remove, renew the token; each refreshes the list. */
export function usePushChannelActions() {
  const { rpc } = useServices();
  const { mutate } = useSWRConfig();
  const auth = useAuth();
  return useMemo(() => {
    const refresh = () => mutate(listKey(auth));
    return {
      add: async (name: string) => {
        const created = await rpc.call('v1/api/push_channel_add', { name });
        await refresh();
        return created;
      },
      rename: async (id: string, name: string) => {
        await rpc.call('v1/api/push_channel_rename', { _id: id, name });
        await refresh();
      },
      remove: async (id: string) => {
        await rpc.call('v1/api/push_channel_remove', { _id: id });
        await refresh();
      },
      renew: async (id: string) => {
        const renewed = await rpc.call('v1/api/push_channel_renew_token', { _id: id });
        await refresh();
        return renewed;
      },
    };
  }, [rpc, mutate, auth]);
}

/** The URL an outside program posts to (`POST /api/push/{channel}`), on this site's origin. */
export function pushUrl(channelId: string): string {
  return `${window.location.origin}${API_PUSH_PREFIX}${channelId}`;
}

/** A ready-to-run example of a post to the channel with its token. */
export function pushCurl(channelId: string, token: string): string {
  return [
    `curl -X POST '${pushUrl(channelId)}' \\`,
    `  -H 'Authorization: Bearer ${token}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '[{"name":"Sales","value":42}]'`,
  ].join('\n');
}
