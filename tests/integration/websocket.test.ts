import { ApiGatewayManagementApiClient, GetConnectionCommand, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { dynamo } from '../../functions/lib/clients.js';
import { getScreen } from '../../functions/lib/data/screens.js';
import { env } from '../../functions/lib/env.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import type { PresenceNotice } from '../../shared/acts/ws.js';
import { baseUrl, registerUser, rpc, type Registered } from './helpers/client.js';

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

async function firstScreen(user: Registered): Promise<string> {
  const [group] = (await rpc<ScreenGroup[]>('group', 'v1/group/list', { auth: user.login.auth })).msg;
  return (await rpc<ScreenSummary>('screen', 'v1/screen/add', { auth: user.login.auth, group_id: group?._id, name: 'Live', template: 'blank' })).msg._id;
}

function messages(socket: WebSocket): unknown[] {
  const seen: unknown[] = [];
  socket.on('message', (data: Buffer) => {
    const text = data.toString();
    seen.push(text === 'pong' ? text : JSON.parse(text));
  });
  return seen;
}

async function until<T>(probe: () => T | undefined, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
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
    const socket = await connect(`token=${user.login.auth}`);
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

  it('tells everyone on a screen who else is there, and marks the screen as being edited', async () => {
    const owner = await registerUser();
    const screen = await firstScreen(owner);
    const stranger = await registerUser();
    await expect(connect(`token=${stranger.login.auth}&screen=${screen}`)).rejects.toThrow(/refused 403/);

    const first = await connect(`token=${owner.login.auth}&screen=${screen}`);
    const seenByFirst = messages(first);
    const second = await connect(`token=${owner.login.auth}&screen=${screen}`);
    const notice = await until(() => seenByFirst.find((m): m is PresenceNotice => (m as PresenceNotice).type === 'presence'));
    expect(notice).toEqual({ type: 'presence', screen, users: [{ _id: owner.login.user._id, name: 'Test User' }] });

    const reply = nextMessage(second);
    second.send(JSON.stringify({ id: 'p1', act: 'v2/ws/presence', args: {}, seq: 1 }));
    expect(JSON.parse(await reply)).toEqual({ id: 'p1', seq: 1, code: 200, data: { users: [{ _id: owner.login.user._id, name: 'Test User' }] } });

    const badArgs = nextMessage(second);
    second.send(JSON.stringify({ id: 'p2', act: 'v2/ws/presence', args: 'nope' }));
    expect(JSON.parse(await badArgs)).toMatchObject({ id: 'p2', code: ErrorCode.BODY_MALFORMED });

    // The screen carries the editing mark (colleagues' cards show it); the owner's own card does not flag themself.
    const tenant = String(owner.login.corp[0]?._id);
    expect((await getScreen(tenant, screen))?.editing).toMatchObject({ userId: owner.login.user._id, name: 'Test User' });
    const list = await rpc<{ list: ScreenSummary[] }>('screen', 'v1/screen/list', { auth: owner.login.auth });
    expect(list.msg.list[0]?.editing).toBeNull();
    first.close();
    second.close();
    const deadline = Date.now() + 10_000;
    while ((await getScreen(tenant, screen))?.editing && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect((await getScreen(tenant, screen))?.editing).toBeUndefined();
  });
});
