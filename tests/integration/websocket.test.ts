import {
  ApiGatewayManagementApiClient,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { dynamo } from '../../functions/lib/clients.js';
import { sha256 } from '../../functions/lib/crypto/tokens.js';
import { keys } from '../../functions/lib/data/keys.js';
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

function connect(query: string, origin?: string): Promise<WebSocket> {
  const socket = new WebSocket(
    `${baseUrl().replace('http', 'ws')}/v2/ws/public?${query}`,
    origin === undefined ? {} : { origin },
  );
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
  const scan = await dynamo().send(
    new ScanCommand({
      TableName: env.connectionsTable(),
      FilterExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
    }),
  );
  const id = scan.Items?.[0]?.connectionId;
  if (typeof id !== 'string') throw new Error('no connection stored');
  return id;
}

async function firstScreen(user: Registered): Promise<string> {
  const [group] = (await rpc<ScreenGroup[]>('group', 'v1/group/list', { auth: user.login.auth })).msg;
  return (
    await rpc<ScreenSummary>('screen', 'v1/screen/add', {
      auth: user.login.auth,
      group_id: group?._id,
      name: 'Live',
      template: 'blank',
    })
  ).msg._id;
}

function messages(socket: WebSocket): unknown[] {
  const seen: unknown[] = [];
  socket.on('message', (data: Buffer) => {
    const text = data.toString();
    seen.push(text === 'pong' ? text : JSON.parse(text));
  });
  return seen;
}

/** Resolves with the close code when the server closes the socket, or rejects after `ms`. */
function closed(socket: WebSocket, ms = 5000): Promise<number> {
  if (socket.readyState === socket.CLOSED) return Promise.resolve(socket.readyState);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), ms);
    socket.once('close', (code: number) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
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
    await client.send(
      new PostToConnectionCommand({
        ConnectionId: connectionId,
        Data: new TextEncoder().encode('{"notice":"published"}'),
      }),
    );
    expect(JSON.parse(await received)).toEqual({ notice: 'published' });
    socket.close();
    await new Promise((r) => setTimeout(r, 300));
    await expect(
      client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new Uint8Array([1]) })),
    ).rejects.toBeInstanceOf(GoneException);
    const after = await dynamo().send(
      new ScanCommand({
        TableName: env.connectionsTable(),
        FilterExpression: 'connectionId = :c',
        ExpressionAttributeValues: { ':c': connectionId },
      }),
    );
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
    const notice = await until(() =>
      seenByFirst.find((m): m is PresenceNotice => (m as PresenceNotice).type === 'presence'),
    );
    expect(notice).toEqual({ type: 'presence', screen, users: [{ _id: owner.login.user._id, name: 'Test User' }] });

    const reply = nextMessage(second);
    second.send(JSON.stringify({ id: 'p1', act: 'v2/ws/presence', args: {}, seq: 1 }));
    expect(JSON.parse(await reply)).toEqual({
      id: 'p1',
      seq: 1,
      code: 200,
      data: { users: [{ _id: owner.login.user._id, name: 'Test User' }] },
    });

    const badArgs = nextMessage(second);
    second.send(JSON.stringify({ id: 'p2', act: 'v2/ws/presence', args: 'nope' }));
    expect(JSON.parse(await badArgs)).toMatchObject({ id: 'p2', code: ErrorCode.BODY_MALFORMED });

    // The screen carries the editing mark (colleagues' cards show it); the owner's own card does not flag themself.
    const tenant = String(owner.login.corp[0]?._id);
    expect((await getScreen(tenant, screen))?.editing).toMatchObject({
      userId: owner.login.user._id,
      name: 'Test User',
    });
    const list = await rpc<{ list: ScreenSummary[] }>('screen', 'v1/screen/list', { auth: owner.login.auth });
    expect(list.msg.list[0]?.editing).toBeNull();
    first.close();
    second.close();
    const deadline = Date.now() + 10_000;
    while ((await getScreen(tenant, screen))?.editing && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect((await getScreen(tenant, screen))?.editing).toBeUndefined();
  });

  it("refuses a browser Origin other than the deployment's, and takes its own or none", async () => {
    const user = await registerUser();
    await expect(connect(`token=${user.login.auth}`, 'https://evil.example')).rejects.toThrow(/refused 403/);
    await expect(connect(`token=${user.login.auth}`, 'null')).rejects.toThrow(/refused 403/);
    const own = await connect(`token=${user.login.auth}`, new URL(baseUrl()).origin);
    const pong = nextMessage(own);
    own.send('ping');
    expect(await pong).toBe('pong');
    await expect(connect(`token=${user.login.auth}`)).resolves.toBeInstanceOf(WebSocket);
  });

  it("closes the sockets of a session when it logs out, and leaves the user's other sessions' open", async () => {
    const user = await registerUser();
    const other = await rpc<{ auth: string }>('user', 'v1/user/max_login', {
      account: user.mobile,
      password: user.password,
    });
    const socket = await connect(`token=${user.login.auth}`);
    const otherSocket = await connect(`token=${other.msg.auth}`);
    const seen = messages(socket);
    const isClosed = closed(socket);
    expect((await rpc('user', 'v1/user/logout', { auth: user.login.auth })).code).toBe(200);
    await isClosed;
    expect(seen).toEqual([]);
    const pong = nextMessage(otherSocket);
    otherSocket.send('ping');
    expect(await pong).toBe('pong');
  });

  it('closes every socket of a user whose password changes', async () => {
    const user = await registerUser();
    const first = await connect(`token=${user.login.auth}`);
    const second = await connect(`token=${user.login.auth}`);
    const bothClosed = Promise.all([closed(first), closed(second)]);
    const changed = await rpc('user', 'v1/user/change_password', {
      auth: user.login.auth,
      old_password: user.password,
      new_password: 'Green#Leaf2026y',
      confirm_password: 'Green#Leaf2026y',
    });
    expect(changed.code).toBe(200);
    await bothClosed;
  });

  it('answers nothing on a socket whose session ended without it being closed, and closes it', async () => {
    const user = await registerUser();
    const socket = await connect(`token=${user.login.auth}`);
    const seen = messages(socket);
    // The session goes as if it had expired or its logout could not reach the socket.
    await dynamo().send(new DeleteCommand({ TableName: env.mainTable(), Key: keys.session(sha256(user.login.auth)) }));
    const isClosed = closed(socket);
    socket.send('ping');
    socket.send(JSON.stringify({ id: 'r1', act: 'v2/ws/presence', args: {}, seq: 1 }));
    await isClosed;
    expect(seen).toEqual([]);
  });
});
