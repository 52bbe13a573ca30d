import { useEffect, useState } from 'react';
import type { PresenceUser } from '../../../../shared/acts/ws.js';
import { useServices } from '../../app/services';
import { PresenceClient, presenceUrl, type SocketLike } from '../api/presence';

/** The other people who have this screen open (never me), from the presence socket. */
export function usePresence(screenId: string): PresenceUser[] {
  const { store } = useServices();
  const [users, setUsers] = useState<PresenceUser[]>([]);
  const auth = store.get('auth');
  const me = store.get('user');
  useEffect(() => {
    if (!auth || typeof WebSocket === 'undefined') return;
    const client = new PresenceClient({
      url: presenceUrl(window.location, auth, screenId),
      open: (url) => new WebSocket(url) as unknown as SocketLike,
      onUsers: (list) => setUsers(list.filter((user) => user._id !== me)),
    });
    client.start();
    return () => client.stop();
  }, [auth, me, screenId]);
  return users;
}
