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
import type { ScreenSummary } from '../../shared/acts/screen.js';
import type { PresenceNotice } from '../../shared/acts/ws.js';
import { baseUrl, callAs, registerUser, rpc, type Registered } from './helpers/client.js';
import {
  addScreen,
  closeSockets,
  closed,
  firstGroup,
  messages,
  newDevice,
  nextMessage,
  openSocket,
  socketOf,
  until,
  userTicket,
} from './helpers/realtime.js';

afterEach(closeSockets);

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

/** A display socket of the user's first group: the plainest socket a signed-in user opens. */
async function displayOf(user: Registered, origin?: string): Promise<WebSocket> {
  const ticket = await userTicket(user, { role: 'display', group: await firstGroup(user), device: newDevice() });
  return openSocket(`ticket=${ticket}`, origin);
}

describe('the WebSocket API', () => {
  it('refuses a connection without a ticket, or with a session token in the URL', async () => {
    const user = await registerUser();
    await expect(openSocket('')).rejects.toThrow(/refused 401/);
    await expect(openSocket(`ticket=${'A'.repeat(43)}`)).rejects.toThrow(/refused 401/);
    await expect(openSocket(`token=${user.login.auth}`)).rejects.toThrow(/refused 401/);
  });

  it('answers ping with pong, and a request with its id and a code', async () => {
    const user = await registerUser();
    const socket = await displayOf(user);
    const pong = nextMessage(socket);
    socket.send('ping');
    expect(await pong).toBe('pong');
    const reply = nextMessage(socket);
    socket.send(JSON.stringify({ id: 'r1', act: 'v2/ws/unknown', args: {}, seq: 7 }));
    expect(JSON.parse(await reply)).toEqual({
      id: 'r1',
      seq: 7,
      code: ErrorCode.INTERFACE_MISSING,
      msg: expect.any(String),
    });
    const malformed = nextMessage(socket);
    socket.send('{not json');
    expect(JSON.parse(await malformed)).toMatchObject({ id: null, seq: null, code: ErrorCode.BODY_MALFORMED });
  });

  it('delivers through the real management API client, and reports gone connections', async () => {
    const user = await registerUser();
    const socket = await displayOf(user);
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
    const screen = await addScreen(owner);
    const stranger = await registerUser();
    const refused = await callAs(stranger, 'v1/user/ws_ticket', { role: 'editor', screen });
    expect(refused.code).toBe(ErrorCode.SCREEN_NOT_FOUND);

    const first = await socketOf(owner, { role: 'editor', screen });
    const seenByFirst = messages(first);
    const second = await socketOf(owner, { role: 'editor', screen });
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
    await expect(displayOf(user, 'https://evil.example')).rejects.toThrow(/refused 403/);
    await expect(displayOf(user, 'null')).rejects.toThrow(/refused 403/);
    const own = await displayOf(user, new URL(baseUrl()).origin);
    const pong = nextMessage(own);
    own.send('ping');
    expect(await pong).toBe('pong');
    await expect(displayOf(user)).resolves.toBeInstanceOf(WebSocket);
  });

  it("closes the sockets of a session when it logs out, and leaves the user's other sessions' open", async () => {
    const user = await registerUser();
    const other = await rpc<{ auth: string }>('user', 'v1/user/max_login', {
      account: user.mobile,
      password: user.password,
    });
    const socket = await displayOf(user);
    const otherSocket = await openSocket(
      `ticket=${await userTicket({ ...user, login: { ...user.login, auth: other.msg.auth } }, { role: 'display', group: await firstGroup(user), device: newDevice() })}`,
    );
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
    const first = await displayOf(user);
    const second = await displayOf(user);
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
    const socket = await displayOf(user);
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
