import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import type { MobileControlResult } from '../../shared/acts/pad.js';
import type { WsTicket } from '../../shared/acts/ws.js';
import { startLocalStack } from '../local/stack.js';
import { startBareFanOut, type BareFanOut } from './bare-fanout.js';
import { percentile, register, rpc, run, type BenchUser } from './browser.js';

/**
 * `npm run bench:ws`: fan-out through the local stack (gateway, DynamoDB Local, the real
 * management API client). Opens N display sockets on one group (a ticket each), sends a
 * ControlNotice to all of them ROUNDS times through `v1/group/mobile_control` and prints the
 * p50/p95 of each display's delivery time and the time until all N had it (target ≤ 500 ms for
 * 1,000). Then, with 2 displays and a pad socket on another group, TAPS pad taps
 * (`v2/ws/control` show) and the p50/p95 from tap to a display receiving it (target ≤ 300 ms).
 * Each round is followed by one of the yardstick (bare-fanout.ts: the same SDK posts to a bare
 * server writing to as many sockets of the same process), and the ratio of the medians is printed.
 * Options: --displays N (default 1000), --url to bench a running stack.
 */
const { values } = parseArgs({
  options: { displays: { type: 'string', default: '1000' }, url: { type: 'string' } },
});
const DISPLAYS = Number(values.displays);
const ROUNDS = 5;
const TAPS = 20;
const OPEN_CONCURRENCY = 16;

interface Display {
  socket: WebSocket;
  /** Resolves with the time (performance.now) the next control notice arrived. */
  next(): Promise<number>;
}

function wsUrl(url: string, ticket: string): string {
  return `${url.replace(/^http/, 'ws')}/v2/ws/public?ticket=${ticket}`;
}

async function ticket(url: string, user: BenchUser, args: Record<string, unknown>): Promise<string> {
  return (await rpc<WsTicket>(url, 'v1/user/ws_ticket', { auth: user.auth, ...args })).ticket;
}

function open(url: string, ticketValue: string): Promise<Display> {
  return openAt(wsUrl(url, ticketValue));
}

function openAt(address: string): Promise<Display> {
  const socket = new WebSocket(address);
  const waiting: ((at: number) => void)[] = [];
  socket.on('message', (data: Buffer) => {
    const at = performance.now();
    const text = data.toString();
    if (text.startsWith('{"type":"control"')) waiting.shift()?.(at);
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, next: () => new Promise<number>((done) => waiting.push(done)) }));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

async function openDisplays(url: string, user: BenchUser, group: string, count: number): Promise<Display[]> {
  const displays: Display[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(OPEN_CONCURRENCY, count) }, async () => {
      while (next < count) {
        next++;
        const device = randomBytes(16).toString('base64url');
        displays.push(await open(url, await ticket(url, user, { role: 'display', group, device })));
      }
    }),
  );
  return displays;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50=${ms(percentile(sorted, 50))} p95=${ms(percentile(sorted, 95))} max=${ms(sorted.at(-1) ?? NaN)}`;
};

run(async () => {
  process.env.WALLBOARD_QUIET = '1';
  const stack = values.url
    ? undefined
    : await startLocalStack({ port: 0, emulator: 'local', handlers: 'source', fixtures: false });
  const url = values.url ?? stack?.url ?? '';
  const sockets: WebSocket[] = [];
  let bare: BareFanOut | undefined;
  try {
    const user = await register(url);
    const groups = await rpc<{ _id: string; default: number }[]>(url, 'v1/group/list', { auth: user.auth });
    const wall = groups.find((g) => g.default === 1)?._id ?? '';
    const screen = await rpc<{ _id: string }>(url, 'v1/screen/add', {
      auth: user.auth,
      group_id: wall,
      name: 'Bench wall',
      template: 'blank',
    });

    const openStarted = performance.now();
    const displays = await openDisplays(url, user, wall, DISPLAYS);
    sockets.push(...displays.map((d) => d.socket));
    console.log(`opened ${displays.length} display sockets in ${ms(performance.now() - openStarted)}`);

    bare = await startBareFanOut();
    const bareDisplays: Display[] = [];
    for (let i = 0; i < DISPLAYS; i += OPEN_CONCURRENCY) {
      const address = bare.wsUrl;
      bareDisplays.push(
        ...(await Promise.all(Array.from({ length: Math.min(OPEN_CONCURRENCY, DISPLAYS - i) }, () => openAt(address)))),
      );
    }
    sockets.push(...bareDisplays.map((d) => d.socket));

    const perDisplay: number[] = [];
    const allDelivered: number[] = [];
    const bareAll: number[] = [];
    const notice = JSON.stringify({ type: 'control', control: { command: 'next' } });
    for (let round = 0; round < ROUNDS; round++) {
      const arrivals = displays.map((d) => d.next());
      const sent = performance.now();
      const answer = await rpc<MobileControlResult>(url, 'v1/group/mobile_control', {
        auth: user.auth,
        _id: wall,
        action: 'command',
        control: { command: 'show', screen: screen._id },
      });
      const times = (await Promise.all(arrivals)).map((at) => at - sent);
      if (answer.delivered !== displays.length)
        throw new Error(`round ${round}: ${answer.delivered} of ${displays.length} delivered`);
      perDisplay.push(...times);
      allDelivered.push(Math.max(...times));
      // The yardstick, alternated with ours.
      const bareArrivals = bareDisplays.map((d) => d.next());
      const bareSent = performance.now();
      await bare.fanOut(notice);
      bareAll.push(Math.max(...(await Promise.all(bareArrivals)).map((at) => at - bareSent)));
    }
    const median = (values: number[]) =>
      percentile(
        [...values].sort((a, b) => a - b),
        50,
      );
    console.log(`fan-out to ${displays.length} displays, ${ROUNDS} rounds`);
    console.log(`  per-display delivery  ${summary(perDisplay)}`);
    console.log(`  all delivered         ${summary(allDelivered)}`);
    console.log(`  bare SDK posts        ${summary(bareAll)}`);
    console.log(`  ratio (all delivered / bare, medians)  ${(median(allDelivered) / median(bareAll)).toFixed(2)}×`);

    const tapGroup = await rpc<{ _id: string }>(url, 'v1/group/add', { auth: user.auth, name: 'Pad bench' });
    const pair = await openDisplays(url, user, tapGroup._id, 2);
    const pad = await open(url, await ticket(url, user, { role: 'pad', group: tapGroup._id }));
    sockets.push(...pair.map((d) => d.socket), pad.socket);
    const taps: number[] = [];
    for (let tap = 0; tap < TAPS; tap++) {
      const arrivals = pair.map((d) => d.next());
      const tapped = performance.now();
      pad.socket.send(
        JSON.stringify({
          id: `tap-${tap}`,
          act: 'v2/ws/control',
          args: { control: { command: 'show', screen: screen._id } },
          seq: tap,
        }),
      );
      taps.push(...(await Promise.all(arrivals)).map((at) => at - tapped));
    }
    console.log(`pad tap → display switch, ${TAPS} taps × 2 displays  ${summary(taps)}`);
    const [one, five] = loadavg();
    console.log(`(${cpus().length} cores, load average ${one?.toFixed(2)} / ${five?.toFixed(2)} at the end)`);
  } finally {
    // Closed before the stack stops, so every `$disconnect` still finds DynamoDB.
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((done) => {
            socket.once('close', () => done());
            socket.close();
          }),
      ),
    );
    await new Promise((r) => setTimeout(r, 1500));
    await bare?.close();
    await stack?.stop();
  }
});
