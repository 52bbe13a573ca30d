import { ApiGatewayManagementApiClient, GetConnectionCommand, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { dynamo } from '../../functions/lib/clients.js';
import { env } from '../../functions/lib/env.js';
import { baseUrl, registerUser } from './helpers/client.js';

const open: WebSocket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.terminate();
});

function connect(query: string): Promise<WebSocket> {
  const socket = new WebSocket(`${baseUrl().replace('http', 'ws')}/v2/ws/public?${query}`);
  open.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

const nextMessage = (socket: WebSocket) =>
  new Promise<string>((resolve) => socket.once('message', (data: Buffer) => resolve(data.toString())));

async function connectionIdOf(userId: string): Promise<string> {
  const scan = await dynamo().send(new ScanCommand({ TableName: env.connectionsTable(), FilterExpression: 'userId = :u', ExpressionAttributeValues: { ':u': userId } }));
  const id = scan.Items?.[0]?.connectionId;
  if (typeof id !== 'string') throw new Error('no connection stored');
  return id;
}

describe('the WebSocket API', () => {
  it('refuses a connection without a live session token', async () => {
    await expect(connect('')).rejects.toThrow(/refused 401/);
    await expect(connect(`token=${'A'.repeat(43)}`)).rejects.toThrow(/refused 401/);
  });

  it('answers ping with pong, and a request with its id and a code', async () => {
    const user = await registerUser();
    const socket = await connect(`token=${user.login.auth}`);
    const pong = nextMessage(socket);
    socket.send('ping');
    expect(await pong).toBe('pong');
    const reply = nextMessage(socket);
    socket.send(JSON.stringify({ id: 'r1', act: 'v2/ws/unknown', args: {}, seq: 7 }));
    expect(JSON.parse(await reply)).toEqual({ id: 'r1', seq: 7, code: ErrorCode.INTERFACE_MISSING });
  });

  it('delivers through the real management API client, and reports gone connections', async () => {
    const user = await registerUser();
    const socket = await connect(`token=${user.login.auth}&screen=s1`);
    const connectionId = await connectionIdOf(user.login.user._id);
    const client = new ApiGatewayManagementApiClient({ endpoint: env.wsEndpoint() });
    const info = await client.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(info.ConnectedAt).toBeInstanceOf(Date);
    const received = nextMessage(socket);
    await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode('{"notice":"published"}') }));
    expect(JSON.parse(await received)).toEqual({ notice: 'published' });
    socket.close();
    await new Promise((r) => setTimeout(r, 300));
    await expect(client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new Uint8Array([1]) }))).rejects.toBeInstanceOf(GoneException);
    const after = await dynamo().send(new ScanCommand({ TableName: env.connectionsTable(), FilterExpression: 'connectionId = :c', ExpressionAttributeValues: { ':c': connectionId } }));
    expect(after.Items ?? []).toHaveLength(0);
  });
});
