import { randomInt } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { LIMITS } from '../../shared/limits.js';
import { baseUrl, registerUser, type Registered } from './helpers/client.js';
import { firstGroup, newDevice, nextMessage, userTicket } from './helpers/realtime.js';

/**
 * `$connect` is limited per client address (docs/realtime.md#connecting-connect). The local
 * stack's loopback is exempt from the per-address limits, so each test names its client through
 * the viewer-address header, which the test stack's gateway believes for a WebSocket handshake
 * too (as `identity.sourceIp`). Each test takes an address bucket (a /24) of its own.
 */
const LIMIT = LIMITS.websocket.connectsPerAddressPerMinute;
const firstOctet = randomInt(0, 200);
let nextNetwork = 0;
const network = (): string => `198.18.${(firstOctet + nextNetwork++) % 256}`;
const host = (net: string): string => `${net}.${randomInt(1, 255)}`;

const opened: WebSocket[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.terminate();
});

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`refused ${status}`);
  }
}

/** Opens a socket with `ticket` as the client at `address`; rejects with Refused (status and body) when the handshake is refused. */
function openFrom(address: string, ticket: string): Promise<WebSocket> {
  const socket = new WebSocket(`${baseUrl().replace('http', 'ws')}/v2/ws/public?ticket=${ticket}`, {
    headers: { 'cloudfront-viewer-address': `${address}:443` },
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => reject(new Refused(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'))));
    });
    socket.once('error', reject);
  });
}

async function tickets(user: Registered, count: number): Promise<string[]> {
  const group = await firstGroup(user);
  return Promise.all(
    Array.from({ length: count }, () => userTicket(user, { role: 'display', group, device: newDevice() })),
  );
}

describe('WebSocket $connect per client address', () => {
  it('counts handshakes atomically: of LIMIT + 5 parallel ones from one address exactly LIMIT open', async () => {
    const user = await registerUser();
    const all = await tickets(user, LIMIT + 5);
    const address = host(network());
    const results = await Promise.allSettled(all.map((ticket) => openFrom(address, ticket)));
    const openedCount = results.filter((r) => r.status === 'fulfilled').length;
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(openedCount).toBe(LIMIT);
    expect(refusals).toHaveLength(5);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(Refused);
      const { status, body } = refusal as Refused;
      expect(status).toBe(429);
      // The catalogue code the HTTP per-address limits answer.
      expect(JSON.parse(body)).toMatchObject({ code: ErrorCode.REQUEST_DROPPED, msg: expect.any(String) });
    }
    // The sockets that opened work.
    const socket = results.find((r): r is PromiseFulfilledResult<WebSocket> => r.status === 'fulfilled')?.value;
    if (!socket) throw new Error('no socket opened');
    const pong = nextMessage(socket);
    socket.send('ping');
    expect(await pong).toBe('pong');
  });

  it('refuses before the ticket is taken, per address bucket, and leaves other addresses alone', async () => {
    const user = await registerUser();
    const [spare, neighbour, elsewhere, ...rest] = await tickets(user, LIMIT + 3);
    if (!spare || !neighbour || !elsewhere) throw new Error('no tickets');
    const net = network();
    const address = host(net);
    for (const ticket of rest) await openFrom(address, ticket);
    const refused = await openFrom(address, spare).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ status: 429 });
    // Another host of the same /24 is the same client for the limit.
    await expect(openFrom(`${net}.${(Number(address.split('.')[3]) % 254) + 1}`, neighbour)).rejects.toMatchObject({
      status: 429,
    });
    // The refused ticket was not used up: it opens from another network, as does a fresh one.
    const other = network();
    await expect(openFrom(host(other), spare)).resolves.toBeInstanceOf(WebSocket);
    await expect(openFrom(host(other), elsewhere)).resolves.toBeInstanceOf(WebSocket);
  });

  it('still refuses a handshake without a ticket with 401, counting nothing', async () => {
    const user = await registerUser();
    const address = host(network());
    for (let i = 0; i < LIMIT + 1; i += 1) await expect(openFrom(address, '')).rejects.toMatchObject({ status: 401 });
    const [ticket] = await tickets(user, 1);
    if (!ticket) throw new Error('no ticket');
    await expect(openFrom(address, ticket)).resolves.toBeInstanceOf(WebSocket);
  });
});
