import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits.js';
import { backoffMs } from './backoff';
import { RealtimeClient, RealtimeError, realtimeUrl, type Timers } from './client';
import { FakeSocket, flush } from './fakeSocket';

/** Hand-driven time: `advance` runs due timeouts and the interval. */
function fakeTimers() {
  let now = 0;
  let nextId = 0;
  const timeouts = new Map<number, { at: number; fn: () => void }>();
  const intervals = new Map<number, { every: number; last: number; fn: () => void }>();
  const timers: Timers = {
    now: () => now,
    every: (fn, ms) => {
      const id = ++nextId;
      intervals.set(id, { every: ms, last: now, fn });
      return () => intervals.delete(id);
    },
    after: (fn, ms) => {
      const id = ++nextId;
      timeouts.set(id, { at: now + ms, fn });
      return () => timeouts.delete(id);
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    while (now < end) {
      now = Math.min(end, now + 100);
      for (const [id, t] of [...timeouts])
        if (t.at <= now) {
          timeouts.delete(id);
          t.fn();
        }
      for (const i of intervals.values())
        if (now - i.last >= i.every) {
          i.last = now;
          i.fn();
        }
    }
  };
  return { timers, advance, pendingTimeouts: () => timeouts.size };
}

async function setup(ticket: () => Promise<string> = () => Promise.resolve('t1')) {
  const clock = fakeTimers();
  const sockets: FakeSocket[] = [];
  const statuses: boolean[] = [];
  const client = new RealtimeClient({
    url: 'ws://wb.test/v2/ws/public',
    ticket,
    open: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    timers: clock.timers,
    requestTimeoutMs: 2000,
  });
  client.onStatus((online) => statuses.push(online));
  client.start();
  await flush();
  return { client, sockets, statuses, ...clock };
}

describe('realtimeUrl', () => {
  it('follows the page scheme', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'wb.example' })).toBe('wss://wb.example/v2/ws/public');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:8822' })).toBe('ws://localhost:8822/v2/ws/public');
  });
});

describe('backoffMs', () => {
  it('doubles from the start delay up to the restart delay', () => {
    expect(backoffMs(0)).toBe(LIMITS.websocket.backoffStartMs);
    expect(backoffMs(1)).toBe(LIMITS.websocket.backoffStartMs * 2);
    expect(backoffMs(50)).toBe(LIMITS.websocket.restartDelayMs);
  });
});

describe('RealtimeClient', () => {
  it('opens the socket with a fresh ticket and reports online', async () => {
    const { sockets, statuses, client } = await setup();
    expect(sockets[0]?.url).toBe('ws://wb.test/v2/ws/public?ticket=t1');
    sockets[0]?.open();
    expect(client.online).toBe(true);
    expect(statuses).toEqual([true]);
  });

  it('matches answers to requests by id and rejects non-200 codes', async () => {
    const { client, sockets } = await setup();
    const socket = sockets[0]!;
    socket.open();
    const first = client.request('v2/ws/presence', {});
    const sentFirst = socket.lastRequest();
    const second = client.request('v2/ws/presence', {});
    const sentSecond = socket.lastRequest();
    expect(sentFirst.act).toBe('v2/ws/presence');
    expect(sentFirst.id).not.toBe(sentSecond.id);
    socket.receive({ id: sentSecond.id, seq: 2, code: 40300001, msg: 'no' });
    socket.receive({ id: sentFirst.id, seq: 1, code: 200, data: { users: [] } });
    await expect(first).resolves.toEqual({ users: [] });
    await expect(second).rejects.toMatchObject({ code: 40300001 });
  });

  it('times a request out when no answer comes', async () => {
    const { client, sockets, advance } = await setup();
    sockets[0]!.open();
    const answer = client.request('v2/ws/presence', {});
    advance(2100);
    await expect(answer).rejects.toMatchObject({ code: 'timeout' });
  });

  it('rejects at once while offline', async () => {
    const { client } = await setup();
    await expect(client.request('v2/ws/presence', {})).rejects.toBeInstanceOf(RealtimeError);
  });

  it('answers a cached request without sending it again within the cache time', async () => {
    const { client, sockets, advance } = await setup();
    const socket = sockets[0]!;
    socket.open();
    const first = client.request('v2/ws/presence', {}, { enableCache: true });
    const sent = socket.lastRequest();
    expect(sent).toMatchObject({ enableCache: true });
    socket.receive({ id: sent.id, seq: 1, code: 200, data: 'a' });
    await expect(first).resolves.toBe('a');
    const count = socket.sent.length;
    await expect(client.request('v2/ws/presence', {}, { enableCache: true })).resolves.toBe('a');
    expect(socket.sent.length).toBe(count);
    advance(LIMITS.responseCacheMs + 100);
    void client.request('v2/ws/presence', {}, { enableCache: true }).catch(() => undefined);
    expect(socket.sent.length).toBe(count + 1);
  });

  it('hands notices to listeners', async () => {
    const { client, sockets } = await setup();
    const seen: string[] = [];
    client.onNotice((notice) => seen.push(notice.type));
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'control', control: { command: 'next' } });
    sockets[0]!.receive('pong');
    sockets[0]!.receive('not json');
    expect(seen).toEqual(['control']);
  });

  it('pings every heartbeat and reconnects with a new ticket after the silence limit', async () => {
    let n = 0;
    const { sockets, advance, statuses } = await setup(() => Promise.resolve(`t${++n}`));
    sockets[0]!.open();
    advance(LIMITS.websocket.heartbeatMs);
    expect(sockets[0]!.sent).toContain('ping');
    advance(LIMITS.websocket.reconnectSilenceMs);
    expect(sockets[0]!.closed).toBe(true);
    expect(statuses).toEqual([true, false]);
    advance(LIMITS.websocket.backoffStartMs);
    await flush();
    expect(sockets[1]?.url).toBe('ws://wb.test/v2/ws/public?ticket=t2');
  });

  it('backs off and retries when the ticket request fails, doubling each time', async () => {
    let calls = 0;
    const { sockets, advance } = await setup(() => {
      calls++;
      return calls < 3 ? Promise.reject(new Error('401')) : Promise.resolve('ok');
    });
    expect(calls).toBe(1);
    expect(sockets).toHaveLength(0);
    advance(LIMITS.websocket.backoffStartMs);
    await flush();
    expect(calls).toBe(2);
    advance(LIMITS.websocket.backoffStartMs);
    await flush();
    expect(calls).toBe(2);
    advance(LIMITS.websocket.backoffStartMs);
    await flush();
    expect(calls).toBe(3);
    expect(sockets[0]?.url).toContain('ticket=ok');
  });

  it('reconnects after a close and fails pending requests', async () => {
    const { client, sockets, advance } = await setup();
    sockets[0]!.open();
    const answer = client.request('v2/ws/presence', {});
    sockets[0]!.onclose?.({});
    await expect(answer).rejects.toMatchObject({ code: 'offline' });
    advance(LIMITS.websocket.backoffStartMs);
    await flush();
    expect(sockets).toHaveLength(2);
  });

  it('stops for good: no timers left, no reconnect', async () => {
    const { client, sockets, advance, pendingTimeouts } = await setup();
    sockets[0]!.open();
    client.stop();
    expect(sockets[0]!.closed).toBe(true);
    advance(LIMITS.websocket.restartDelayMs * 2);
    await flush();
    expect(sockets).toHaveLength(1);
    expect(pendingTimeouts()).toBe(0);
  });
});
