import { useCallback, useEffect, useState } from 'react';
import type { PresenceUser } from '../../../../shared/acts/ws.js';
import { useServices } from '../../app/services';
import type { RealtimeClient } from '../../realtime/client';
import { useRealtime } from '../../realtime/useRealtime';
import { watchPresence } from '../api/presence';

/**
 * The other people who have this screen open (never me), from an editor's realtime connection;
 * the connection itself too, which the editor's push-bound widgets follow (EditorPushFeed).
 */
export function usePresence(screenId: string): { users: PresenceUser[]; client: RealtimeClient | null } {
  const { store, rpc } = useServices();
  const [users, setUsers] = useState<PresenceUser[]>([]);
  const auth = store.get('auth');
  const me = store.get('user');
  const ticket = useCallback(
    async () => (await rpc.call('v1/user/ws_ticket', { role: 'editor', screen: screenId }, { quiet: true })).ticket,
    [rpc, screenId],
  );
  const { client } = useRealtime(auth ? ticket : null);
  useEffect(() => {
    if (!client) return undefined;
    return watchPresence(client, screenId, (list) => setUsers(list.filter((user) => user._id !== me)));
  }, [client, screenId, me]);
  return { users, client };
}
