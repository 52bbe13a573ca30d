import { useEffect, useRef } from 'react';
import { applyPush } from '../widgets/runtime/pushFeed';
import type { RealtimeClient } from './client';

/**
 * Follows the push channels the page's widgets are bound to (docs/data-apis.md#push-channels):
 * asks `v2/ws/subscribe {channels}` whenever the connection comes up (a new socket starts with
 * none) and whenever the set changes, and hands every `push` notice to `applyPush`, which the
 * bound widgets read. Keep `channels` stable (usePushChannels).
 */
export function usePushSubscription(client: RealtimeClient | null, channels: readonly string[]): void {
  useEffect(() => {
    if (!client) return undefined;
    return client.onNotice((notice) => {
      if (notice.type === 'push') applyPush(notice);
    });
  }, [client]);
  // A page that followed channels and now follows none says so; one that never did asks nothing.
  const followed = useRef(false);
  useEffect(() => {
    if (!client || (channels.length === 0 && !followed.current)) return undefined;
    const ask = (online: boolean) => {
      if (!online) return;
      followed.current = channels.length > 0;
      client.request('v2/ws/subscribe', { channels: [...channels] }).catch(() => undefined);
    };
    const off = client.onStatus(ask);
    ask(client.online);
    return off;
  }, [client, channels]);
}
