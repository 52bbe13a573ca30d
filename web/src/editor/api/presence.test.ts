import { describe, expect, it } from 'vitest';
import { RealtimeClient } from '../../realtime/client';
import { FakeSocket, flush, stillTimers } from '../../realtime/fakeSocket';
import { watchPresence } from './presence';

const timers = stillTimers;

describe('watchPresence', () => {
  it('asks for the list when the editor connection comes up, then follows notices for its screen', async () => {
    const sockets: FakeSocket[] = [];
    const client = new RealtimeClient({
      url: 'ws://x/v2/ws/public',
      ticket: () => Promise.resolve('t'),
      open: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      timers,
    });
    const seen: string[][] = [];
    watchPresence(client, 's1', (users) => seen.push(users.map((u) => u.name)));
    client.start();
    await flush();
    sockets[0]!.open();
    const request = JSON.parse(sockets[0]!.sent[0]!) as { id: string; act: string };
    expect(request.act).toBe('v2/ws/presence');
    sockets[0]!.receive({ id: request.id, seq: 1, code: 200, data: { users: [{ _id: 'u2', name: 'Bo' }] } });
    await flush();
    sockets[0]!.receive({ type: 'presence', screen: 's2', users: [{ _id: 'u3', name: 'Other screen' }] });
    sockets[0]!.receive({ type: 'presence', screen: 's1', users: [] });
    expect(seen).toEqual([['Bo'], []]);
    client.stop();
  });
});
