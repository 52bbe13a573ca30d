import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { checkSilentServer } from './preflight.js';

/** Real TCP servers on loopback: one that greets first (as MariaDB does), one silent (as MongoDB is). */
const servers: Server[] = [];

async function listen(onConnect: (socket: import('node:net').Socket) => void): Promise<number> {
  const server = createServer(onConnect);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const target = (port: number) => ({ address: '127.0.0.1', hostname: 'db.example.com', port });

afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

describe('the MongoDB pre-flight check', () => {
  it('lets a silent server through', async () => {
    const port = await listen(() => undefined);
    await expect(checkSilentServer(target(port), 100)).resolves.toBeUndefined();
  });

  it('refuses a server that greets first, before the driver reads it', async () => {
    // The start of a MariaDB greeting: 3-byte length, sequence 0, protocol 10, version.
    const port = await listen((socket) => socket.write(Buffer.from('5b0000000a352e352e352d31302e3131', 'hex')));
    await expect(checkSilentServer(target(port), 1000)).rejects.toMatchObject({
      code: ErrorCode.DATABASE_CONNECTION_FAILED,
      data: { message: expect.stringMatching(/db\.example\.com:\d+ is not a MongoDB server/) },
    });
  });

  it('refuses a server that closes at once', async () => {
    const port = await listen((socket) => socket.end());
    await expect(checkSilentServer(target(port), 1000)).rejects.toMatchObject({
      code: ErrorCode.DATABASE_CONNECTION_FAILED,
    });
  });

  it('answers a closed port with the refusal at once', async () => {
    const port = await listen(() => undefined);
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const started = Date.now();
    await expect(checkSilentServer(target(port), 1000)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(Date.now() - started).toBeLessThan(500);
  });
});
