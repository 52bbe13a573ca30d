import { describe, expect, it } from 'vitest';
import { PresenceClient, presenceUrl, type SocketLike } from './presence';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
}

function setup() {
  let now = 0;
  const sockets: FakeSocket[] = [];
  const users: string[][] = [];
  let tick: () => void = () => {};
  const timers: (() => void)[] = [];
  const client = new PresenceClient({
    url: 'ws://x',
    open: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    onUsers: (list) => users.push(list.map((u) => u.name)),
    now: () => now,
    setInterval: (fn) => ((tick = fn), () => {}),
    setTimeout: (fn) => (timers.push(fn), () => {}),
  });
  client.start();
  return {
    client,
    sockets,
    users,
    advance: (ms: number) => ((now += ms), tick()),
    runTimers: () => timers.splice(0).forEach((fn) => fn()),
  };
}

describe('presence over the WebSocket', () => {
  it('builds the socket URL from the page location', () => {
    expect(presenceUrl({ protocol: 'https:', host: 'wb.example' }, 'a b', 's1')).toBe(
      'wss://wb.example/v2/ws/public?token=a%20b&screen=s1',
    );
    expect(presenceUrl({ protocol: 'http:', host: 'localhost:8799' }, 't', 's1')).toMatch(/^ws:\/\/localhost:8799\//);
  });

  it('asks who is there on open and follows the pushed notices', () => {
    const { sockets, users } = setup();
    sockets[0]!.open();
    expect(JSON.parse(sockets[0]!.sent[0]!)).toMatchObject({ act: 'v2/ws/presence', args: {} });
    sockets[0]!.onmessage?.({
      data: JSON.stringify({ id: 'presence-1', seq: 1, code: 200, data: { users: [{ _id: 'u1', name: 'Ann' }] } }),
    });
    sockets[0]!.onmessage?.({
      data: JSON.stringify({
        type: 'presence',
        screen: 's1',
        users: [
          { _id: 'u1', name: 'Ann' },
          { _id: 'u2', name: 'Bo' },
        ],
      }),
    });
    expect(users).toEqual([['Ann'], ['Ann', 'Bo']]);
  });

  it('pings every 30 s and reconnects after 60 s of silence or a close', () => {
    const { sockets, advance, runTimers } = setup();
    sockets[0]!.open();
    advance(30_000);
    expect(sockets[0]!.sent.at(-1)).toBe('ping');
    sockets[0]!.onmessage?.({ data: 'pong' });
    advance(61_000);
    expect(sockets[0]!.closed).toBe(true);
    runTimers();
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    sockets[1]!.onclose?.({});
    runTimers();
    expect(sockets).toHaveLength(3);
  });

  it('stops for good', () => {
    const { client, sockets, runTimers } = setup();
    client.stop();
    runTimers();
    expect(sockets[0]!.closed).toBe(true);
    expect(sockets).toHaveLength(1);
  });
});
