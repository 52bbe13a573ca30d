import type { PresenceUser, WsNotice } from '../../../../shared/acts/ws.js';
import type { RealtimeClient } from '../../realtime/client';

function usersOf(data: unknown): PresenceUser[] | null {
  if (!data || typeof data !== 'object' || !('users' in data) || !Array.isArray(data.users)) return null;
  return data.users.filter(
    (user): user is PresenceUser =>
      !!user && typeof user === 'object' && typeof user._id === 'string' && typeof user.name === 'string',
  );
}

/**
 * Who else has this screen open (scope 3 of 3: presence, never saved), over an editor's realtime
 * connection: asks `v2/ws/presence` each time the connection comes up, then follows presence
 * notices for this screen. Returns the unsubscribe.
 */
export function watchPresence(
  client: RealtimeClient,
  screenId: string,
  onUsers: (users: PresenceUser[]) => void,
): () => void {
  const ask = (online: boolean) => {
    if (!online) return;
    client.request('v2/ws/presence', {}).then(
      (data) => {
        const users = usersOf(data);
        if (users) onUsers(users);
      },
      () => undefined,
    );
  };
  const offNotice = client.onNotice((notice: WsNotice) => {
    if (notice.type === 'presence' && notice.screen === screenId) onUsers(notice.users);
  });
  const offStatus = client.onStatus(ask);
  ask(client.online);
  return () => {
    offNotice();
    offStatus();
  };
}
