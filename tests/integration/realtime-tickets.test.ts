import { afterEach, describe, expect, it } from 'vitest';
import type { ShareAccess, ShareInfo } from '../../shared/acts/link-share.js';
import type { WsTicket } from '../../shared/acts/ws.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { LIMITS } from '../../shared/limits.js';
import { newToken, sha256 } from '../../functions/lib/crypto/tokens.js';
import { putTicket } from '../../functions/lib/data/ws-tickets.js';
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
  request,
  userTicket,
} from './helpers/realtime.js';

afterEach(closeSockets);

const tenantOf = (user: Registered): string => String(user.login.corp[0]?._id);

async function displayTicket(user: Registered): Promise<string> {
  return userTicket(user, { role: 'display', group: await firstGroup(user), device: newDevice() });
}

/** A group link share of `owner`'s first group, and an access token for it. */
async function groupShare(
  owner: Registered,
  password?: string,
): Promise<{ groupId: string; token: string; access: string }> {
  const groupId = await firstGroup(owner);
  const added = await callAs<ShareInfo>(owner, 'v1/group/link_share_add', {
    _id: groupId,
    ...(password ? { password } : {}),
  });
  expect(added.code).toBe(200);
  const { token } = added.msg;
  const checked = await rpc<ShareAccess>('group', 'v1/group/link_share_check', { token, password: password ?? '' });
  expect(checked.code).toBe(200);
  return { groupId, token, access: checked.msg.access };
}

describe('WebSocket tickets', () => {
  it('answer a 256-bit ticket good for LIMITS.websocket.ticketTtlMs, and work exactly once', async () => {
    const user = await registerUser();
    const answer = await callAs<WsTicket>(user, 'v1/user/ws_ticket', {
      role: 'display',
      group: await firstGroup(user),
      device: newDevice(),
    });
    expect(answer.code).toBe(200);
    expect(answer.msg.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.msg.expiresIn).toBe(LIMITS.websocket.ticketTtlMs);
    const socket = await openSocket(`ticket=${answer.msg.ticket}`);
    const pong = nextMessage(socket);
    socket.send('ping');
    expect(await pong).toBe('pong');
    await expect(openSocket(`ticket=${answer.msg.ticket}`)).rejects.toThrow(/refused 401/);
  });

  it('let exactly one of two racing connects with the same ticket open', async () => {
    const user = await registerUser();
    const ticket = await displayTicket(user);
    const results = await Promise.allSettled([openSocket(`ticket=${ticket}`), openSocket(`ticket=${ticket}`)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => String(r.reason))).toEqual([
      expect.stringMatching(/refused 401/),
    ]);
  });

  it('refuse an expired ticket', async () => {
    const user = await registerUser();
    const ticket = newToken();
    await putTicket(sha256(ticket), {
      tenantId: tenantOf(user),
      userId: user.login.user._id,
      tokenHash: sha256(user.login.auth),
      role: 'display',
      groupId: await firstGroup(user),
      device: newDevice(),
      language: 'en',
      expiresAt: Date.now() - 1,
    });
    await expect(openSocket(`ticket=${ticket}`)).rejects.toThrow(/refused 401/);
  });

  it('refuse a foreign Origin (403) without using the ticket up, and any credential in the URL (401)', async () => {
    const user = await registerUser();
    const ticket = await displayTicket(user);
    await expect(openSocket(`ticket=${ticket}`, 'https://evil.example')).rejects.toThrow(/refused 403/);
    for (const extra of [`token=${user.login.auth}`, `auth=${user.login.auth}`, `corp_id=${tenantOf(user)}`])
      await expect(openSocket(`ticket=${ticket}&${extra}`)).rejects.toThrow(/refused 401/);
    await expect(openSocket(`ticket=${ticket}`, new URL(baseUrl()).origin)).resolves.toBeDefined();
  });

  it("check the role against its target: a display names one group or screen, a pad only the user's own group", async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const group = await firstGroup(owner);
    const screen = await addScreen(owner, group);
    const device = newDevice();
    const code = async (user: Registered, args: Record<string, unknown>) =>
      (await callAs(user, 'v1/user/ws_ticket', args)).code;
    expect(await code(owner, { role: 'display', device })).toBe(ErrorCode.PARAMS_INCOMPLETE);
    expect(await code(owner, { role: 'display', group, screen, device })).toBe(ErrorCode.PARAMS_INCOMPLETE);
    expect(await code(owner, { role: 'display', screen, device })).toBe(200);
    expect(await code(owner, { role: 'pad', group })).toBe(200);
    expect(await code(owner, { role: 'editor', screen })).toBe(200);
    expect(await code(stranger, { role: 'pad', group })).toBe(ErrorCode.SCREEN_GROUP_NOT_FOUND);
    expect(await code(stranger, { role: 'display', group, device })).toBe(ErrorCode.SCREEN_GROUP_NOT_FOUND);
    expect(await code(stranger, { role: 'display', screen, device })).toBe(ErrorCode.SCREEN_NOT_FOUND);
    expect(await code(stranger, { role: 'editor', screen })).toBe(ErrorCode.SCREEN_NOT_FOUND);
    expect(await code(owner, { role: 'display', group, device: 'short' })).toBe(ErrorCode.BODY_MALFORMED);
    expect((await rpc('user', 'v1/user/ws_ticket', { role: 'pad', group })).code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it("answer an act the socket's role may not use with PERMISSION_DENIED", async () => {
    const owner = await registerUser();
    const group = await firstGroup(owner);
    const display = await openSocket(`ticket=${await displayTicket(owner)}`);
    expect(await request(display, 'v2/ws/control', { control: { command: 'next' } })).toMatchObject({
      code: ErrorCode.PERMISSION_DENIED,
    });
    const pad = await openSocket(`ticket=${await userTicket(owner, { role: 'pad', group })}`);
    expect(
      await request(pad, 'v2/ws/device', { resolution: { width: 1920, height: 1080 }, screen: null }),
    ).toMatchObject({ code: ErrorCode.PERMISSION_DENIED });
    expect(await request(pad, 'v2/ws/presence', {})).toMatchObject({ code: ErrorCode.PERMISSION_DENIED });
    expect(await request(pad, 'v2/ws/control', { control: { command: 'scroll', by: 99 } })).toMatchObject({
      code: ErrorCode.BODY_MALFORMED,
    });
  });

  it('give a share display a ticket without an access when the share has no password', async () => {
    const { token } = await groupShare(await registerUser());
    const issued = await rpc<WsTicket>('group', 'v1/group/link_share_ws_ticket', { token, device: newDevice() });
    expect(issued.code).toBe(200);
    const display = await openSocket(`ticket=${issued.msg.ticket}`);
    const pong = nextMessage(display);
    display.send('ping');
    expect(await pong).toBe('pong');
  });

  it('give a share display a ticket only while the share is viewable, and close its socket once it is not', async () => {
    const owner = await registerUser();
    const { groupId, token, access } = await groupShare(owner, 'open-sesame');
    const shareTicket = (args: Record<string, unknown>) =>
      rpc<WsTicket>('group', 'v1/group/link_share_ws_ticket', { token, device: newDevice(), ...args });
    // A password share: no access, or a made-up one, gets no ticket.
    expect((await shareTicket({})).code).toBe(ErrorCode.SCREEN_SHARE_ACCESS_INVALID);
    expect((await shareTicket({ access: 'A'.repeat(43) })).code).toBe(ErrorCode.SCREEN_SHARE_ACCESS_INVALID);
    expect((await rpc('screen', 'v1/screen/link_share_ws_ticket', { token, access, device: newDevice() })).code).toBe(
      ErrorCode.SCREEN_SHARE_FAILED,
    );
    const issued = await shareTicket({ access });
    expect(issued.code).toBe(200);
    const display = await openSocket(`ticket=${issued.msg.ticket}`);
    const pong = nextMessage(display);
    display.send('ping');
    expect(await pong).toBe('pong');

    expect((await callAs(owner, 'v1/group/link_share_remove', { _id: groupId })).code).toBe(200);
    expect((await shareTicket({ access })).code).toBe(ErrorCode.SCREEN_SHARE_CLOSED);
    const seen = messages(display);
    const isClosed = closed(display);
    display.send('ping');
    await isClosed;
    expect(seen).toEqual([]);
  });
});
