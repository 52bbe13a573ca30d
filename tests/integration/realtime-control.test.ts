import { PutCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import type { MobileControlList, MobileControlResult } from '../../shared/acts/pad.js';
import type { VersionSummary } from '../../shared/acts/versions.js';
import type { ShareInfo } from '../../shared/acts/link-share.js';
import type { ControlNotice, DeviceNotice, PushNotice, ReleaseNotice, WsTicket } from '../../shared/acts/ws.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { LIMITS } from '../../shared/limits.js';
import { dynamo } from '../../functions/lib/clients.js';
import { channelTarget, connectionTarget } from '../../functions/lib/data/connections.js';
import { listDevices, removeDevice, saveDevice, type DeviceRecord } from '../../functions/lib/data/devices.js';
import { batchWrite } from '../../functions/lib/data/batch.js';
import { epochSeconds, keys } from '../../functions/lib/data/keys.js';
import { env } from '../../functions/lib/env.js';
import { fanOut } from '../../functions/lib/fanout.js';
import { callAs, registerUser, rpc, type Registered } from './helpers/client.js';
import {
  addScreen,
  bindPushWidget,
  closeSockets,
  closed,
  firstGroup,
  messages,
  newDevice,
  nextMessage,
  openSocket,
  pause,
  request,
  socketOf,
  until,
} from './helpers/realtime.js';

afterEach(closeSockets);

const tenantOf = (user: Registered): string => String(user.login.corp[0]?._id);
const isType =
  <T extends { type: string }>(type: T['type']) =>
  (m: unknown): m is T =>
    typeof m === 'object' && m !== null && (m as { type?: unknown }).type === type;

/** A display of the user's first group that has reported itself; its device id and what it receives. */
async function display(user: Registered, group: string) {
  const device = newDevice();
  const socket = await socketOf(user, { role: 'display', group, device });
  const seen = messages(socket);
  const reported = await request(socket, 'v2/ws/device', {
    name: 'Lobby',
    resolution: { width: 1920, height: 1080 },
    screen: null,
  });
  expect(reported).toMatchObject({ code: 200 });
  return { device, socket, seen };
}

describe('pad control', () => {
  it("sends a device's commands only to the socket the registry holds for it, not to a stranger claiming its id", async () => {
    const owner = await registerUser();
    const group = await firstGroup(owner);
    const mine = await display(owner, group);
    // A stranger with the group's link opens a share display claiming the same device id.
    const shared = await callAs<ShareInfo>(owner, 'v1/group/link_share_add', { _id: group });
    expect(shared.code).toBe(200);
    const ticket = await rpc<WsTicket>('group', 'v1/group/link_share_ws_ticket', {
      token: shared.msg.token,
      device: mine.device,
    });
    expect(ticket.code).toBe(200);
    const stranger = await openSocket(`ticket=${ticket.msg.ticket}`);
    const strangerSeen = messages(stranger);
    expect(
      await request(stranger, 'v2/ws/device', { name: 'Fake', resolution: { width: 800, height: 600 }, screen: null }),
    ).toMatchObject({
      code: ErrorCode.DEVICE_IN_USE,
    });
    const blank = { command: 'blank', on: true };
    expect(
      (
        await callAs<MobileControlResult>(owner, 'v1/group/mobile_control', {
          _id: group,
          action: 'command',
          device: mine.device,
          control: blank,
        })
      ).msg,
    ).toEqual({ delivered: 1 });
    const pad = await socketOf(owner, { role: 'pad', group });
    expect(await request(pad, 'v2/ws/control', { control: blank, device: mine.device })).toMatchObject({
      data: { delivered: 1 },
    });
    await until(() => mine.seen.filter(isType<ControlNotice>('control')).length === 2 || undefined);
    await pause(300);
    expect(strangerSeen.filter(isType<ControlNotice>('control'))).toEqual([]);
  });

  it("reaches the displays of the pad's own group only, never another tenant's", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const group = await firstGroup(owner);
    const otherGroup = await firstGroup(other);
    const [mine, second, theirs] = await Promise.all([
      display(owner, group),
      display(owner, group),
      display(other, otherGroup),
    ]);
    const pad = await socketOf(owner, { role: 'pad', group });
    const show = { command: 'show', screen: 'abc123' };
    expect(await request(pad, 'v2/ws/control', { control: show })).toMatchObject({ code: 200, data: { delivered: 2 } });
    // Naming the other tenant's device reaches nobody.
    expect(await request(pad, 'v2/ws/control', { control: show, device: theirs.device })).toMatchObject({
      code: 200,
      data: { delivered: 0 },
    });
    expect(
      await request(pad, 'v2/ws/control', { control: { command: 'blank', on: true }, device: mine.device }),
    ).toMatchObject({
      code: 200,
      data: { delivered: 1 },
    });
    await until(() => mine.seen.filter(isType<ControlNotice>('control')).length === 2 || undefined);
    expect(mine.seen.filter(isType<ControlNotice>('control'))).toEqual([
      { type: 'control', control: show },
      { type: 'control', control: { command: 'blank', on: true }, device: mine.device },
    ]);
    await until(() => second.seen.some(isType<ControlNotice>('control')) || undefined);
    // The other tenant's pad, on its own group, reaches only its own display too.
    const theirPad = await socketOf(other, { role: 'pad', group: otherGroup });
    expect(await request(theirPad, 'v2/ws/control', { control: { command: 'next' } })).toMatchObject({
      data: { delivered: 1 },
    });
    await pause(300);
    expect(theirs.seen.filter(isType<ControlNotice>('control'))).toEqual([
      { type: 'control', control: { command: 'next' } },
    ]);
    expect(mine.seen.filter(isType<ControlNotice>('control'))).toHaveLength(2);
    // The HTTPS act of the owner reaches the same displays; the stranger cannot name the owner's group.
    const sent = await callAs<MobileControlResult>(owner, 'v1/group/mobile_control', {
      _id: group,
      action: 'command',
      control: { command: 'pause' },
    });
    expect(sent.msg).toEqual({ delivered: 2 });
    const foreign = await callAs(other, 'v1/group/mobile_control', {
      _id: group,
      action: 'command',
      control: { command: 'pause' },
    });
    expect(foreign.code).toBe(ErrorCode.SCREEN_GROUP_NOT_FOUND);
  });

  it('closes a socket sending a frame over 32 KB with 1009', async () => {
    const owner = await registerUser();
    const pad = await socketOf(owner, { role: 'pad', group: await firstGroup(owner) });
    const code = closed(pad);
    pad.send('x'.repeat(LIMITS.websocket.frameMaxBytes + 1));
    expect(await code).toBe(1009);
  });

  it('forgets a connection that is gone when a fan-out finds it', async () => {
    const owner = await registerUser();
    const tenantId = tenantOf(owner);
    const group = await firstGroup(owner);
    const now = Date.now();
    await dynamo().send(
      new PutCommand({
        TableName: env.connectionsTable(),
        Item: {
          connectionId: 'gone-connection-1',
          tenantId,
          role: 'display',
          target: connectionTarget(tenantId, { group }),
          connectedAt: now,
          expiresAt: epochSeconds(now) + 3600,
        },
      }),
    );
    const sent = await callAs<MobileControlResult>(owner, 'v1/group/mobile_control', {
      _id: group,
      action: 'command',
      control: { command: 'next' },
    });
    expect(sent.msg).toEqual({ delivered: 0 });
    const after = await dynamo().send(
      new GetCommand({ TableName: env.connectionsTable(), Key: { connectionId: 'gone-connection-1' } }),
    );
    expect(after.Item).toBeUndefined();
  });

  it('lists, renames and removes the devices of a group, tells its pads, and refuses a foreign device', async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const group = await firstGroup(owner);
    const pad = await socketOf(owner, { role: 'pad', group });
    const padSeen = messages(pad);
    const { device, socket } = await display(owner, group);
    const theirs = await display(other, await firstGroup(other));

    await until(() => padSeen.find(isType<DeviceNotice>('device')));
    expect(padSeen.find(isType<DeviceNotice>('device'))?.device).toMatchObject({
      _id: device,
      name: 'Lobby',
      online: true,
    });
    const list = await callAs<MobileControlList>(owner, 'v1/group/get_mobile_control_list', { _id: group });
    expect(list.msg.devices).toEqual([
      expect.objectContaining({
        _id: device,
        name: 'Lobby',
        group,
        screen: null,
        resolution: { width: 1920, height: 1080 },
        online: true,
        shared: false,
      }),
    ]);

    // The display's heartbeat keeps its last_seen fresh.
    const seenFirst = list.msg.devices[0]?.last_seen ?? 0;
    await pause(20);
    const pong = nextMessage(socket);
    socket.send('ping');
    expect(await pong).toBe('pong');
    const relisted = await callAs<MobileControlList>(owner, 'v1/group/get_mobile_control_list', { _id: group });
    expect(relisted.msg.devices[0]?.last_seen).toBeGreaterThan(seenFirst);

    const rename = await callAs(owner, 'v1/group/mobile_control', {
      _id: group,
      action: 'rename',
      device,
      name: 'Hall',
    });
    expect(rename.code).toBe(200);
    await until(() => padSeen.filter(isType<DeviceNotice>('device')).find((n) => n.device?.name === 'Hall'));
    // The display's next report answers the name it now flashes on "identify".
    expect(
      await request(socket, 'v2/ws/device', { name: 'Lobby', resolution: { width: 1920, height: 1080 }, screen: null }),
    ).toMatchObject({ code: 200, data: { _id: device, name: 'Hall' } });
    const identify = await callAs<MobileControlResult>(owner, 'v1/group/mobile_control', {
      _id: group,
      action: 'identify',
      device,
    });
    expect(identify.msg).toEqual({ delivered: 1 });

    for (const action of ['rename', 'remove', 'identify'] as const) {
      const foreign = await callAs(owner, 'v1/group/mobile_control', {
        _id: group,
        action,
        device: theirs.device,
        ...(action === 'rename' ? { name: 'Mine now' } : {}),
      });
      expect(foreign.code, action).toBe(ErrorCode.PERMISSION_DENIED);
    }

    expect((await callAs(owner, 'v1/group/mobile_control', { _id: group, action: 'remove', device })).code).toBe(200);
    await until(() => padSeen.filter(isType<DeviceNotice>('device')).find((n) => n.removed === device));
    expect(
      (await callAs<MobileControlList>(owner, 'v1/group/get_mobile_control_list', { _id: group })).msg.devices,
    ).toEqual([]);
    expect(
      (await callAs<MobileControlList>(other, 'v1/group/get_mobile_control_list', { _id: await firstGroup(other) })).msg
        .devices,
    ).toEqual([expect.objectContaining({ _id: theirs.device, name: 'Lobby' })]);
  });
});

describe('notices to displays', () => {
  it("tells the displays of a screen's group when a new latest version is released", async () => {
    const owner = await registerUser();
    const group = await firstGroup(owner);
    const screen = await addScreen(owner, group);
    const { seen } = await display(owner, group);
    const editorSeen = messages(await socketOf(owner, { role: 'editor', screen }));
    const v1 = await callAs<VersionSummary>(owner, 'v1/screen/version_add', { _id: screen, name: 'one', latest: true });
    expect(v1.code).toBe(200);
    await until(() => seen.find(isType<ReleaseNotice>('release')));
    expect(seen.filter(isType<ReleaseNotice>('release'))).toEqual([{ type: 'release', screen, version: v1.msg._id }]);
    const v2 = await callAs<VersionSummary>(owner, 'v1/screen/version_add', {
      _id: screen,
      name: 'two',
      latest: false,
    });
    expect(v2.code).toBe(200);
    expect((await callAs(owner, 'v1/screen/version_release', { _id: screen, version_id: v2.msg._id })).code).toBe(200);
    await until(() => seen.filter(isType<ReleaseNotice>('release')).length === 2 || undefined);
    expect(seen.filter(isType<ReleaseNotice>('release')).at(-1)).toEqual({
      type: 'release',
      screen,
      version: v2.msg._id,
    });
    expect(editorSeen.filter(isType<ReleaseNotice>('release'))).toEqual([]);
  });

  it("delivers a channel's fan-out to that tenant's subscribers only", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const channel = 'kpi0000001';
    // Each display plays a group where a screen binds the channel.
    for (const user of [owner, other]) await bindPushWidget(user, await addScreen(user), channel);
    const mine = await display(owner, await firstGroup(owner));
    const theirs = await display(other, await firstGroup(other));
    for (const { socket } of [mine, theirs])
      expect(await request(socket, 'v2/ws/subscribe', { channels: [channel] })).toMatchObject({ code: 200 });
    const notice: PushNotice = { type: 'push', channel, data: { value: 42 }, at: Date.now() };
    expect(await fanOut(channelTarget(tenantOf(owner), channel), notice, Date.now())).toBe(1);
    await until(() => mine.seen.find(isType<PushNotice>('push')));
    expect(mine.seen.filter(isType<PushNotice>('push'))).toEqual([notice]);
    await pause(300);
    expect(theirs.seen.filter(isType<PushNotice>('push'))).toEqual([]);
    // A new list replaces the old one; leaving removes the subscriptions with the connection.
    expect(await request(mine.socket, 'v2/ws/subscribe', { channels: [] })).toMatchObject({ code: 200 });
    expect(await fanOut(channelTarget(tenantOf(owner), channel), notice, Date.now())).toBe(0);
    const gone = closed(theirs.socket);
    theirs.socket.close();
    await gone;
    await pause(300);
    expect(await fanOut(channelTarget(tenantOf(other), channel), notice, Date.now())).toBe(0);
  });
});

describe('the device registry', () => {
  it('never holds more than LIMITS.devices.maxPerTenant devices, however many new ones race, and frees a removed one’s place', async () => {
    const owner = await registerUser();
    const tenantId = tenantOf(owner);
    const group = await firstGroup(owner);
    const record = (deviceId: string): DeviceRecord => ({
      deviceId,
      tenantId,
      name: deviceId.slice(0, 8),
      groupId: group,
      screen: null,
      resolution: null,
      lastSeen: Date.now(),
      paused: false,
      blank: false,
    });
    // The tenant already holds all but two: seeded in bulk, items and counter as saveDevice leaves them
    // (498 transactions on one counter would time the test, not the limit).
    const seeded = Array.from({ length: LIMITS.devices.maxPerTenant - 2 }, () => record(newDevice()));
    await batchWrite(
      seeded.map((device) => ({ PutRequest: { Item: { ...device, ...keys.device(tenantId, device.deviceId) } } })),
    );
    await dynamo().send(
      new PutCommand({ TableName: env.mainTable(), Item: { ...keys.deviceCount(tenantId), count: seeded.length } }),
    );
    expect(await saveDevice(seeded[0] ?? record(newDevice()), true)).toBe(true);
    // Ten new displays report at once: two places are left.
    const racing = Array.from({ length: 10 }, () => newDevice());
    const answers = await Promise.all(racing.map((id) => saveDevice(record(id), false)));
    expect(answers.filter(Boolean)).toHaveLength(2);
    expect(await listDevices(tenantId)).toHaveLength(LIMITS.devices.maxPerTenant);
    // A known device still reports; a removal gives its place to the next new one.
    const kept = racing[answers.indexOf(true)] ?? '';
    expect(await saveDevice(record(kept), true)).toBe(true);
    expect(await saveDevice(record(newDevice()), false)).toBe(false);
    await removeDevice(tenantId, kept);
    await removeDevice(tenantId, kept);
    expect(await saveDevice(record(newDevice()), false)).toBe(true);
    expect(await saveDevice(record(newDevice()), false)).toBe(false);
  }, 120_000);

  it('keeps an online device to the share or user that registered it: another one naming its id is told DEVICE_IN_USE', async () => {
    const owner = await registerUser();
    const group = await firstGroup(owner);
    const wall = await display(owner, group);
    const report = { resolution: { width: 1280, height: 720 }, screen: null };
    // A display of the owner's group share that knows the wall's id.
    const added = await callAs<ShareInfo>(owner, 'v1/group/link_share_add', { _id: group });
    const issued = await rpc<WsTicket>('group', 'v1/group/link_share_ws_ticket', {
      token: added.msg.token,
      device: wall.device,
    });
    const impostor = await openSocket(`ticket=${issued.msg.ticket}`);
    expect(await request(impostor, 'v2/ws/device', report)).toMatchObject({ code: ErrorCode.DEVICE_IN_USE });
    const listed = await callAs<MobileControlList>(owner, 'v1/group/get_mobile_control_list', { _id: group });
    expect(listed.msg.devices).toMatchObject([{ _id: wall.device, name: 'Lobby', shared: false, online: true }]);
    // The wall itself reports on; once it has been silent past the offline delay, its id is free again.
    expect(await request(wall.socket, 'v2/ws/device', report)).toMatchObject({ code: 200 });
    const item = await dynamo().send(
      new GetCommand({ TableName: env.mainTable(), Key: keys.device(tenantOf(owner), wall.device) }),
    );
    await dynamo().send(
      new PutCommand({
        TableName: env.mainTable(),
        Item: { ...item.Item, lastSeen: Date.now() - LIMITS.devices.offlineAfterMs - 1000 },
      }),
    );
    expect(await request(impostor, 'v2/ws/device', report)).toMatchObject({ code: 200, data: { shared: true } });
  });
});
