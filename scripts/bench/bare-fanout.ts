import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import pLimit from 'p-limit';
import { WebSocketServer, type WebSocket } from 'ws';
import { LIMITS } from '../../shared/limits.js';

/**
 * The yardstick of `bench:ws`: the same PostToConnection calls, through an SDK client set up as
 * functions/lib/clients.ts sets it (keep-alive, LIMITS.websocket.fanOutConcurrency in flight),
 * to a bare server that writes each frame to its socket. No gateway routing, handler, session
 * check or DynamoDB Query: what is left is the SDK, HTTP and the WebSocket frames.
 */
export interface BareFanOut {
  /** The WebSocket URL displays connect to. */
  wsUrl: string;
  /** Posts `data` to every connected socket, as the product's fan-out does. */
  fanOut(data: string): Promise<void>;
  close(): Promise<void>;
}

export async function startBareFanOut(): Promise<BareFanOut> {
  const sockets = new Map<string, WebSocket>();
  const server: Server = createServer((request, response) => {
    const id = decodeURIComponent((request.url ?? '').slice('/@connections/'.length));
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      sockets.get(id)?.send(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(200).end();
    });
  });
  const wss = new WebSocketServer({ server });
  let next = 0;
  wss.on('connection', (socket) => {
    const id = `bare${next++}`;
    sockets.set(id, socket);
    socket.on('close', () => sockets.delete(id));
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  const agent = { keepAlive: true, maxSockets: LIMITS.websocket.fanOutConcurrency };
  const client = new ApiGatewayManagementApiClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'bench', secretAccessKey: 'bench' },
    requestHandler: { httpAgent: agent },
  });
  return {
    wsUrl: `ws://127.0.0.1:${port}`,
    async fanOut(data) {
      const limit = pLimit(LIMITS.websocket.fanOutConcurrency);
      const bytes = new TextEncoder().encode(data);
      await Promise.all(
        [...sockets.keys()].map((id) =>
          limit(() => client.send(new PostToConnectionCommand({ ConnectionId: id, Data: bytes }))),
        ),
      );
    },
    async close() {
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((done) => wss.close(() => done()));
      await new Promise<void>((done) => server.close(() => done()));
      client.destroy();
    },
  };
}
