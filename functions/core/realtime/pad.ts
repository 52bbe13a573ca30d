import type { MobileControlArgs, MobileControlList, MobileControlResult } from '../../../shared/acts/pad.js';
import type { ControlCommand, ControlNotice, Device, DeviceNotice, WsActArgs } from '../../../shared/acts/ws.js';
import type { Caller } from '../../lib/act.js';
import { connectionTarget, type ConnectionRecord } from '../../lib/data/connections.js';
import {
  deviceHolder,
  deviceView,
  getDevice,
  isOnline,
  listDevices,
  removeDevice,
  renameDevice,
  saveDevice,
} from '../../lib/data/devices.js';
import type { DeviceRecord } from '../../lib/data/devices.js';
import { fail } from '../../lib/errors.js';
import { fanOut } from '../../lib/fanout.js';
import { requireGroup } from '../screens/own-group.js';
import type { Store } from '../store/store.js';

/**
 * Pad control (docs/realtime.md#pad): displays report themselves to the device registry, pads
 * of a group and its owner's HTTPS acts steer the displays playing that group. Every command
 * goes to one group's target only, so it cannot reach another group's or tenant's display.
 */
const groupTarget = (tenantId: string, groupId: string): string => connectionTarget(tenantId, { group: groupId });

/** Tells the pads of a group that one of its devices appeared, changed or went. */
async function tellPads(tenantId: string, groupId: string | null, notice: DeviceNotice, now: number): Promise<void> {
  if (groupId) await fanOut(groupTarget(tenantId, groupId), notice, now, (c) => c.role === 'pad');
}

/**
 * Sends a command to the displays of a group; answers how many it reached. A command naming a
 * device goes only to the socket the registry holds for it (the one whose report it accepted):
 * a device id is the browser's own claim, so another socket claiming it gets nothing, and a
 * device the registry does not hold in this group is reached by none.
 */
export async function steer(
  tenantId: string,
  groupId: string,
  control: ControlCommand,
  device: string | undefined,
  now: number,
): Promise<number> {
  if (device === undefined)
    return fanOut(groupTarget(tenantId, groupId), { type: 'control', control }, now, (c) => c.role === 'display');
  const held = await getDevice(tenantId, device);
  const socket = held?.groupId === groupId ? held.connectionId : undefined;
  if (socket === undefined) return 0;
  const notice: ControlNotice = { type: 'control', control, device };
  return fanOut(
    groupTarget(tenantId, groupId),
    notice,
    now,
    (c) => c.role === 'display' && c.device === device && c.connectionId === socket,
  );
}

const defaultName = (deviceId: string): string => `Display ${deviceId.slice(0, 6)}`;

/**
 * `v2/ws/device`: a display reports what it shows. The registry keeps the owner's name for it;
 * the group and share come from the connection, never from the frame.
 */
export async function reportDevice(
  connection: ConnectionRecord,
  args: WsActArgs<'v2/ws/device'>,
  now: number,
): Promise<Device> {
  if (!connection.device) fail('PARAMS_INCOMPLETE');
  const known = await getDevice(connection.tenantId, connection.device);
  // Who reports: the share it was opened through, else the signed-in user; the record keeps it.
  const holder = connection.shareId
    ? { shareId: connection.shareId }
    : connection.userId
      ? { userId: connection.userId }
      : {};
  // Another share's or user's display may not take over an online device by naming its id: it takes a new id.
  const registeredBy = known && deviceHolder(known);
  if (known && registeredBy && isOnline(known, now) && registeredBy !== deviceHolder(holder)) fail('DEVICE_IN_USE');
  const record: DeviceRecord = {
    deviceId: connection.device,
    tenantId: connection.tenantId,
    name: known?.name ?? args.name ?? defaultName(connection.device),
    groupId: connection.groupId ?? null,
    screen: args.screen,
    resolution: args.resolution,
    lastSeen: now,
    paused: args.paused ?? false,
    blank: args.blank ?? false,
    connectionId: connection.connectionId,
    ...holder,
  };
  if (!(await saveDevice(record, known !== undefined))) fail('DEVICES_FULL');
  await tellPads(record.tenantId, record.groupId, { type: 'device', device: deviceView(record, now) }, now);
  if (known?.groupId && known.groupId !== record.groupId)
    await tellPads(record.tenantId, known.groupId, { type: 'device', device: null, removed: record.deviceId }, now);
  // The display flashes the name the registry knows (its owner may have renamed it).
  return deviceView(record, now);
}

/** `v1/group/get_mobile_control_list`: the devices of one of the caller's own groups, newest first. */
export async function mobileControlList(
  store: Store,
  caller: Caller,
  groupId: string,
  now: number,
): Promise<MobileControlList> {
  const group = await requireGroup(store, caller, groupId);
  const devices = (await listDevices(caller.tenantId))
    .filter((d) => d.groupId === group.groupId)
    .sort((a, b) => b.lastSeen - a.lastSeen)
    .map((d) => deviceView(d, now));
  return { devices };
}

/** A device of this group, else PERMISSION_DENIED (another group's, another tenant's, or none). */
async function deviceOfGroup(tenantId: string, groupId: string, deviceId: string): Promise<DeviceRecord> {
  const device = await getDevice(tenantId, deviceId);
  if (!device || device.groupId !== groupId) fail('PERMISSION_DENIED');
  return device;
}

/** `v1/group/mobile_control`: the owner's commands, naming and forgetting of a group's devices. */
export async function mobileControl(
  store: Store,
  caller: Caller,
  args: MobileControlArgs,
  now: number,
): Promise<MobileControlResult> {
  const group = await requireGroup(store, caller, args._id);
  const { tenantId } = caller;
  switch (args.action) {
    case 'command':
      if (args.device !== undefined) await deviceOfGroup(tenantId, group.groupId, args.device);
      return { delivered: await steer(tenantId, group.groupId, args.control, args.device, now) };
    case 'identify':
      await deviceOfGroup(tenantId, group.groupId, args.device);
      return { delivered: await steer(tenantId, group.groupId, { command: 'identify' }, args.device, now) };
    case 'rename': {
      await deviceOfGroup(tenantId, group.groupId, args.device);
      const renamed = await renameDevice(tenantId, args.device, args.name);
      if (!renamed) fail('PERMISSION_DENIED');
      await tellPads(tenantId, group.groupId, { type: 'device', device: deviceView(renamed, now) }, now);
      return { delivered: 0 };
    }
    case 'remove':
      await deviceOfGroup(tenantId, group.groupId, args.device);
      await removeDevice(tenantId, args.device);
      await tellPads(tenantId, group.groupId, { type: 'device', device: null, removed: args.device }, now);
      return { delivered: 0 };
  }
}
