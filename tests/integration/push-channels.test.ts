import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { PushChannel, PushChannelWithToken } from '../../shared/acts/push.js';
import type { ShareInfo } from '../../shared/acts/link-share.js';
import type { PushNotice, WsTicket } from '../../shared/acts/ws.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { LIMITS } from '../../shared/limits.js';
import { baseUrl, callAs, registerUser, rpc, type Registered } from './helpers/client.js';
import {
  addScreen,
  bindPushWidget,
  closeSockets,
  firstGroup,
  newDevice,
  openSocket,
  request,
  socketOf,
} from './helpers/realtime.js';
import { joinTenantOf } from './helpers/tenancy.js';
import { dynamo } from '../../functions/lib/clients.js';
import { epochSeconds, keys } from '../../functions/lib/data/keys.js';
import { env } from '../../functions/lib/env.js';

/**
 * Pushed data: push channels managed with `v1/api/push_channel_*` and posts to
 * `POST /api/push/{channel}` through the real local gateway, DynamoDB Local and the local
 * management API; subscribers are display sockets opened with tickets that follow a channel
 * with `v2/ws/subscribe`.
 */
let owner: Registered;
let member: Registered;
let stranger: Registered;
let counter = 0;
const unique = (stem: string) => `${stem} ${Date.now().toString(36)}${(counter++).toString(36)}`;

afterEach(closeSockets);

beforeAll(async () => {
  owner = await registerUser();
  stranger = await registerUser();
  member = await joinTenantOf(owner, await registerUser());
});

const asMember = <T>(name: string, args: Record<string, unknown> = {}) =>
  callAs<T>(member, name, { corp_id: owner.login.corp[0]?._id, ...args });

async function addChannel(user: Registered = owner): Promise<PushChannelWithToken> {
  const added = await callAs<PushChannelWithToken>(user, 'v1/api/push_channel_add', { name: unique('Sales') });
  expect(added.code, JSON.stringify(added.body)).toBe(200);
  return added.msg;
}

interface Posted {
  status: number;
  text: string;
  body: { code: number; msg: unknown };
}

async function push(channel: string, token: string | undefined, body: string): Promise<Posted> {
  const response = await fetch(`${baseUrl()}/api/push/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Posted['body'] };
}

/** The push notices a socket receives from now on. */
function pushesTo(socket: WebSocket): PushNotice[] {
  const seen: PushNotice[] = [];
  socket.on('message', (data: Buffer) => {
    const text = data.toString();
    if (text === 'pong') return;
    const message = JSON.parse(text) as PushNotice | { type?: undefined };
    if (message.type === 'push') seen.push(message);
  });
  return seen;
}

/**
 * A display socket of `user` playing one of its groups, where a screen binds `channel`, that
 * follows `channel` through `v2/ws/subscribe`.
 */
async function subscriber(user: Registered, channel: string): Promise<PushNotice[]> {
  const group = await firstGroup(user);
  await bindPushWidget(user, await addScreen(user, group), channel);
  const socket = await socketOf(user, { role: 'display', group, device: newDevice() });
  const seen = pushesTo(socket);
  expect(await request(socket, 'v2/ws/subscribe', { channels: [channel] })).toMatchObject({ code: 200 });
  return seen;
}

async function waitFor<T>(probe: () => Promise<T | undefined>, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('push channels', () => {
  it('answers the token once on add; the list shows only its last 4 characters', async () => {
    const added = await addChannel();
    expect(added.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(added.token_hint).toBe(added.token.slice(-4));
    expect(added.last_push_at).toBe(0);
    const listed = await callAs<PushChannel[]>(owner, 'v1/api/push_channel_list');
    expect(listed.code).toBe(200);
    const mine = listed.msg.find((channel) => channel._id === added._id);
    expect(mine).toEqual({
      _id: added._id,
      name: added.name,
      token_hint: added.token_hint,
      created_at: added.created_at,
      last_push_at: 0,
    });
    expect(JSON.stringify(listed.body)).not.toContain(added.token);
    // Another tenant does not see it.
    const theirs = await callAs<PushChannel[]>(stranger, 'v1/api/push_channel_list');
    expect(theirs.msg.some((channel) => channel._id === added._id)).toBe(false);
  });

  it('delivers a post to the channel’s subscribers only, and notes the time of the push', async () => {
    const channel = await addChannel();
    const seen = await subscriber(owner, channel._id);
    // Another tenant's display that subscribes to the same channel id gets nothing.
    const elsewhere = await subscriber(stranger, channel._id);
    const payload = { rows: [{ name: 'Jan', value: 42 }] };
    const posted = await push(channel._id, channel.token, JSON.stringify(payload));
    expect(posted.status).toBe(200);
    expect(posted.body).toEqual({ code: 200, msg: { delivered: 1 } });
    await waitFor(async () => (seen.length > 0 ? true : undefined));
    expect(seen[0]).toMatchObject({ type: 'push', channel: channel._id, data: payload });
    expect(typeof seen[0]?.at).toBe('number');
    await new Promise((r) => setTimeout(r, 200));
    expect(elsewhere).toEqual([]);
    const listed = await callAs<PushChannel[]>(owner, 'v1/api/push_channel_list');
    expect(listed.msg.find((c) => c._id === channel._id)?.last_push_at).toBeGreaterThan(0);
    // No subscriber: accepted, delivered to none.
    const quiet = await addChannel();
    expect((await push(quiet._id, quiet.token, '[1,2]')).body).toEqual({ code: 200, msg: { delivered: 0 } });
  });

  it('refuses an unknown channel, a wrong or missing token and another channel’s token alike', async () => {
    const channel = await addChannel();
    const theirs = await addChannel(stranger);
    const body = '{"v":1}';
    // Change the last character to one it is not: a fixed letter would be the token itself once in 16.
    const wrong = `${channel.token.slice(0, -1)}${channel.token.endsWith('A') ? 'B' : 'A'}`;
    const refusals = await Promise.all([
      push(channel._id, wrong, body),
      push(channel._id, theirs.token, body),
      push(channel._id, undefined, body),
      push('a'.repeat(24), channel.token, body),
      push('no/such/../channel', channel.token, body),
    ]);
    for (const refused of refusals) {
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe(ErrorCode.PUSH_TOKEN_INVALID);
      expect(refused.text).toBe(refusals[0]?.text);
    }
  });

  it('refuses a body that is not JSON (400) or over the payload cap (413)', async () => {
    const channel = await addChannel();
    const malformed = await push(channel._id, channel.token, '{not json');
    expect([malformed.status, malformed.body.code]).toEqual([400, ErrorCode.BODY_MALFORMED]);
    const empty = await push(channel._id, channel.token, '');
    expect([empty.status, empty.body.code]).toEqual([400, ErrorCode.BODY_MALFORMED]);
    // `{"t":"…"}` is 8 bytes around the text: one byte over the cap.
    const big = JSON.stringify({ t: 'x'.repeat(LIMITS.push.payloadMaxBytes - 7) });
    expect(Buffer.byteLength(big)).toBe(LIMITS.push.payloadMaxBytes + 1);
    const oversize = await push(channel._id, channel.token, big);
    expect([oversize.status, oversize.body.code]).toEqual([413, ErrorCode.PUSH_PAYLOAD_TOO_LARGE]);
    // Right at the cap is accepted.
    const fits = JSON.stringify({ t: 'x'.repeat(LIMITS.push.payloadMaxBytes - 8) });
    expect(Buffer.byteLength(fits)).toBe(LIMITS.push.payloadMaxBytes);
    expect((await push(channel._id, channel.token, fits)).status).toBe(200);
  });

  it('accepts at most perChannelPerMinute posts a minute, however many arrive at once', async () => {
    const channel = await addChannel();
    const limit = LIMITS.push.perChannelPerMinute;
    const posted = await Promise.all(
      Array.from({ length: limit + 10 }, (_, i) => push(channel._id, channel.token, JSON.stringify({ i }))),
    );
    const statuses = posted.map((p) => p.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(posted.find((p) => p.status === 429)?.body.code).toBe(ErrorCode.PUSH_THROTTLED);
    // Another channel has its own budget.
    const other = await addChannel();
    expect((await push(other._id, other.token, '{}')).status).toBe(200);
  });

  it('renames, renews the token (the old one then refused) and removes', async () => {
    const channel = await addChannel();
    const renamed = await callAs<PushChannel>(owner, 'v1/api/push_channel_rename', {
      _id: channel._id,
      name: 'Renamed',
    });
    expect(renamed.msg).toMatchObject({ _id: channel._id, name: 'Renamed', token_hint: channel.token_hint });
    const renewed = await callAs<PushChannelWithToken>(owner, 'v1/api/push_channel_renew_token', {
      _id: channel._id,
    });
    expect(renewed.code).toBe(200);
    expect(renewed.msg.token).not.toBe(channel.token);
    expect(renewed.msg.token_hint).toBe(renewed.msg.token.slice(-4));
    expect((await push(channel._id, channel.token, '{}')).status).toBe(401);
    expect((await push(channel._id, renewed.msg.token, '{}')).status).toBe(200);
    const removed = await callAs(owner, 'v1/api/push_channel_remove', { _id: channel._id });
    expect(removed.code).toBe(200);
    expect((await push(channel._id, renewed.msg.token, '{}')).status).toBe(401);
    const again = await callAs(owner, 'v1/api/push_channel_remove', { _id: channel._id });
    expect(again.code).toBe(ErrorCode.PUSH_CHANNEL_NOT_FOUND);
  });

  it('keeps another tenant’s channels and other users’ channels out of reach', async () => {
    const channel = await addChannel();
    for (const [act, args] of [
      ['v1/api/push_channel_rename', { _id: channel._id, name: 'Mine now' }],
      ['v1/api/push_channel_renew_token', { _id: channel._id }],
      ['v1/api/push_channel_remove', { _id: channel._id }],
    ] as const) {
      expect((await callAs(stranger, act, args)).code).toBe(ErrorCode.PUSH_CHANNEL_NOT_FOUND);
      // A plain member of the owner's tenant sees it but manages only their own.
      expect((await asMember(act, args)).code).toBe(ErrorCode.PERMISSION_DENIED);
    }
    const listed = await asMember<PushChannel[]>('v1/api/push_channel_list');
    expect(listed.msg.some((c) => c._id === channel._id)).toBe(true);
    const own = await asMember<PushChannelWithToken>('v1/api/push_channel_add', { name: unique('Member') });
    expect(own.code).toBe(200);
    expect((await asMember('v1/api/push_channel_remove', { _id: own.msg._id })).code).toBe(200);
    // The token still works after all those refusals.
    expect((await push(channel._id, channel.token, '{}')).status).toBe(200);
  });

  it('validates names with the shared schema', async () => {
    const blank = await callAs(owner, 'v1/api/push_channel_add', { name: '' });
    expect(blank.code).toBe(ErrorCode.NAME_INVALID);
  });
});

describe('push channel subscriptions of a share display', () => {
  it("follow only the channels the shared version's widgets bind", async () => {
    const [bound, unbound] = [await addChannel(), await addChannel()];
    const screen = await addScreen(owner);
    await bindPushWidget(owner, screen, bound._id);
    expect((await callAs(owner, 'v1/screen/version_add', { _id: screen, name: 'V1' })).code).toBe(200);
    const shared = await callAs<ShareInfo>(owner, 'v1/screen/link_share_add', { _id: screen });
    expect(shared.code).toBe(200);
    const ticket = await rpc<WsTicket>('screen', 'v1/screen/link_share_ws_ticket', {
      token: shared.msg.token,
      device: newDevice(),
    });
    expect(ticket.code).toBe(200);
    const display = await openSocket(`ticket=${ticket.msg.ticket}`);
    // Another channel of the same tenant, alone or with the bound one: refused, nothing followed.
    for (const channels of [[unbound._id], [bound._id, unbound._id]])
      expect(await request(display, 'v2/ws/subscribe', { channels })).toMatchObject({
        code: ErrorCode.PERMISSION_DENIED,
      });
    expect(await request(display, 'v2/ws/subscribe', { channels: [bound._id] })).toMatchObject({
      code: 200,
      data: { channels: [bound._id] },
    });
  });
});

describe('push channel subscriptions of a signed-in socket', () => {
  it('a display follows only channels its screens bind; an editor any of its tenant', async () => {
    const [bound, unbound] = [await addChannel(), await addChannel()];
    const group = await firstGroup(owner);
    const screen = await addScreen(owner, group);
    const groupDisplay = await socketOf(owner, { role: 'display', group, device: newDevice() });
    const screenDisplay = await socketOf(owner, { role: 'display', screen, device: newDevice() });
    // Nothing binds either channel yet: both displays are refused, and follow nothing.
    for (const display of [groupDisplay, screenDisplay])
      expect(await request(display, 'v2/ws/subscribe', { channels: [bound._id] })).toMatchObject({
        code: ErrorCode.PERMISSION_DENIED,
      });
    expect((await push(bound._id, bound.token, '{}')).body).toEqual({ code: 200, msg: { delivered: 0 } });
    // The screen's draft binds one: each display may follow it, never the other one.
    await bindPushWidget(owner, screen, bound._id);
    for (const display of [groupDisplay, screenDisplay]) {
      for (const channels of [[unbound._id], [bound._id, unbound._id]])
        expect(await request(display, 'v2/ws/subscribe', { channels })).toMatchObject({
          code: ErrorCode.PERMISSION_DENIED,
        });
      expect(await request(display, 'v2/ws/subscribe', { channels: [bound._id] })).toMatchObject({ code: 200 });
    }
    expect((await push(bound._id, bound.token, '{}')).body).toEqual({ code: 200, msg: { delivered: 2 } });
    // An editor binds channels as it edits, from the list every member sees: it may follow any.
    const editor = await socketOf(owner, { role: 'editor', screen: await addScreen(owner, group) });
    expect(await request(editor, 'v2/ws/subscribe', { channels: [unbound._id] })).toMatchObject({ code: 200 });
  });

  it("a member's display of a screen shared to read follows what that screen binds, not the owner's other channels", async () => {
    const [bound, other] = [await addChannel(), await addChannel()];
    const screen = await addScreen(owner);
    await bindPushWidget(owner, screen, bound._id);
    await bindPushWidget(owner, await addScreen(owner), other._id);
    const shared = await callAs(owner, 'v1/screen/add_edit_user', {
      _id: screen,
      user_id: member.login.user._id,
      permission: 'read',
    });
    expect(shared.code, JSON.stringify(shared.body)).toBe(200);
    const corp = owner.login.corp[0]?._id;
    const display = await socketOf(member, { role: 'display', screen, device: newDevice(), corp_id: corp });
    expect(await request(display, 'v2/ws/subscribe', { channels: [other._id] })).toMatchObject({
      code: ErrorCode.PERMISSION_DENIED,
    });
    expect(await request(display, 'v2/ws/subscribe', { channels: [bound._id] })).toMatchObject({ code: 200 });
  });
});

describe('the last post kept with a channel', () => {
  const tenantOf = (user: Registered): string => {
    const corp = user.login.corp[0];
    if (!corp) throw new Error('no tenant');
    return corp._id;
  };

  it('is sent at once to a socket that subscribes later, and to no other tenant', async () => {
    const channel = await addChannel();
    const payload = { rows: [{ name: 'North', value: 42 }] };
    expect((await push(channel._id, channel.token, JSON.stringify(payload))).body).toEqual({
      code: 200,
      msg: { delivered: 0 },
    });
    const latest = [{ name: 'North', value: 43 }];
    expect((await push(channel._id, channel.token, JSON.stringify(latest))).status).toBe(200);
    // A new socket: the channel's last post arrives with the subscription, before any new push.
    const seen = await subscriber(owner, channel._id);
    await waitFor(async () => (seen.length > 0 ? true : undefined), 2000);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ type: 'push', channel: channel._id, data: latest });
    expect(seen[0]?.at).toBeLessThanOrEqual(Date.now());
    // Following the same channel again sends nothing more: the socket has it already.
    const group = await firstGroup(owner);
    const again = await socketOf(owner, { role: 'display', group, device: newDevice() });
    const twice = pushesTo(again);
    expect(await request(again, 'v2/ws/subscribe', { channels: [channel._id] })).toMatchObject({ code: 200 });
    expect(await request(again, 'v2/ws/subscribe', { channels: [channel._id] })).toMatchObject({ code: 200 });
    await new Promise((r) => setTimeout(r, 300));
    expect(twice).toHaveLength(1);
    // Another tenant's display that follows the same channel id gets nothing.
    const elsewhere = await subscriber(stranger, channel._id);
    // A display of the tenant whose screens do not bind the channel is refused, and gets nothing.
    const unbound = await socketOf(owner, { role: 'display', screen: await addScreen(owner), device: newDevice() });
    const refused = pushesTo(unbound);
    expect(await request(unbound, 'v2/ws/subscribe', { channels: [channel._id] })).toMatchObject({
      code: ErrorCode.PERMISSION_DENIED,
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(elsewhere).toEqual([]);
    expect(refused).toEqual([]);
  });

  it('is not sent once it has expired, and goes with its channel', async () => {
    const channel = await addChannel();
    expect((await push(channel._id, channel.token, '{"value": 7}')).status).toBe(200);
    const key = keys.pushChannelLast(tenantOf(owner), channel._id);
    const kept = await dynamo().send(
      new UpdateCommand({
        TableName: env.mainTable(),
        Key: key,
        UpdateExpression: 'SET expiresAt = :past',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':past': epochSeconds(Date.now()) - 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    expect(kept.Attributes).toMatchObject({ channelId: channel._id, data: '{"value":7}' });
    // DynamoDB deletes an expired item late, if at all here: it must not be sent meanwhile.
    const seen = await subscriber(owner, channel._id);
    await new Promise((r) => setTimeout(r, 300));
    expect(seen).toEqual([]);
    // A new post is kept again, and a removed channel keeps nothing.
    expect((await push(channel._id, channel.token, '{"value": 8}')).status).toBe(200);
    const fresh = await subscriber(owner, channel._id);
    await waitFor(async () => (fresh.length > 0 ? true : undefined), 2000);
    expect(fresh[0]).toMatchObject({ channel: channel._id, data: { value: 8 } });
    expect((await callAs(owner, 'v1/api/push_channel_remove', { _id: channel._id })).code).toBe(200);
    const gone = await dynamo().send(new GetCommand({ TableName: env.mainTable(), Key: key, ConsistentRead: true }));
    expect(gone.Item).toBeUndefined();
  });
});
