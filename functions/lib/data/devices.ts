import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Device } from '../../../shared/acts/ws.js';
import { LIMITS } from '../../../shared/limits.js';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { queryAll } from './batch.js';
import { putIf, updateIf } from './conditions.js';
import { readItem, readItemIf } from './items.js';
import { keys } from './keys.js';
import { transact } from './transactions.js';

/**
 * The device registry (docs/realtime.md#devices): a display that reports itself is one item of
 * its tenant's partition, keyed by the id the browser made for it. At most
 * LIMITS.devices.maxPerTenant items a tenant, so listing a tenant's devices is one small Query.
 */
const deviceItem = z
  .object({
    deviceId: z.string(),
    tenantId: z.string(),
    name: z.string(),
    groupId: z.string().nullable(),
    screen: z.string().nullable(),
    resolution: z.object({ width: z.number(), height: z.number() }).nullable(),
    /** Epoch ms. */
    lastSeen: z.number(),
    paused: z.boolean(),
    blank: z.boolean(),
    /** The link share (its token hash) it plays, when opened through one. */
    shareId: z.string().optional(),
    /** The signed-in user whose preview it is, when not opened through a share. */
    userId: z.string().optional(),
    /**
     * The socket whose report the registry holds: commands naming the device go to it alone, not
     * to every socket that claims the device id (items written before sockets were recorded lack it).
     */
    connectionId: z.string().optional(),
  })
  .describe('device');
export type DeviceRecord = z.infer<typeof deviceItem>;

const table = () => env.mainTable();

export function deviceView(record: DeviceRecord, now: number): Device {
  return {
    _id: record.deviceId,
    name: record.name,
    group: record.groupId,
    screen: record.screen,
    resolution: record.resolution,
    last_seen: record.lastSeen,
    online: isOnline(record, now),
    paused: record.paused,
    blank: record.blank,
    shared: record.shareId !== undefined,
  };
}

/**
 * Who reports for a device: its share, or its signed-in user. A device id is the browser's own
 * claim, so an online device answers only to the holder it was registered by (docs/realtime.md#devices).
 */
export function deviceHolder(record: Pick<DeviceRecord, 'shareId' | 'userId'>): string | undefined {
  if (record.shareId) return `share:${record.shareId}`;
  return record.userId && `user:${record.userId}`;
}

export const isOnline = (record: DeviceRecord, now: number): boolean =>
  now - record.lastSeen < LIMITS.devices.offlineAfterMs;

export async function getDevice(tenantId: string, deviceId: string): Promise<DeviceRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.device(tenantId, deviceId) }));
  return readItemIf(deviceItem, out.Item);
}

export function listDevices(tenantId: string): Promise<DeviceRecord[]> {
  return queryAll(deviceItem, {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.devices(tenantId) },
  });
}

/**
 * Writes what a display reports. A device seen for the first time is registered only while the
 * tenant holds fewer than LIMITS.devices.maxPerTenant: its counter is raised in the same
 * transaction, on condition, so racing new devices never pass the limit. Answers false when the
 * tenant is full.
 */
export async function saveDevice(record: DeviceRecord, known: boolean): Promise<boolean> {
  const item = { ...record, ...keys.device(record.tenantId, record.deviceId) };
  // A known device is overwritten only while it is still there (a removal in between registers it anew).
  if (known && (await putIf({ TableName: table(), Item: item, ConditionExpression: 'attribute_exists(pk)' })))
    return true;
  const failed = await transact([
    {
      Update: {
        TableName: table(),
        Key: keys.deviceCount(record.tenantId),
        UpdateExpression: 'ADD #c :one',
        ConditionExpression: 'attribute_not_exists(#c) OR #c < :max',
        ExpressionAttributeNames: { '#c': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':max': LIMITS.devices.maxPerTenant },
      },
    },
    { Put: { TableName: table(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
  ]);
  if (failed.length === 0) return true;
  // Registered by a racing report of the same device meanwhile: this report refreshes it.
  if (!failed.includes(0)) return saveDevice(record, true);
  return false;
}

/** Renames a device; answers the changed record, or undefined when it is gone. */
export async function renameDevice(
  tenantId: string,
  deviceId: string,
  name: string,
): Promise<DeviceRecord | undefined> {
  const changed = await updateIf({
    TableName: table(),
    Key: keys.device(tenantId, deviceId),
    UpdateExpression: 'SET #n = :n',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#n': 'name' },
    ExpressionAttributeValues: { ':n': name },
    ReturnValues: 'ALL_NEW',
  });
  return changed && readItem(deviceItem, changed);
}

/** Forgets a device and gives its place back (nothing when it is gone already). */
export async function removeDevice(tenantId: string, deviceId: string): Promise<void> {
  await transact([
    {
      Delete: { TableName: table(), Key: keys.device(tenantId, deviceId), ConditionExpression: 'attribute_exists(pk)' },
    },
    {
      Update: {
        TableName: table(),
        Key: keys.deviceCount(tenantId),
        UpdateExpression: 'ADD #c :minus',
        ExpressionAttributeNames: { '#c': 'count' },
        ExpressionAttributeValues: { ':minus': -1 },
      },
    },
  ]);
}

/** A display's heartbeat: its `lastSeen` moves on, if it is registered (a removed device stays removed until it reports). */
export async function touchDevice(tenantId: string, deviceId: string, now: number): Promise<void> {
  await updateIf({
    TableName: table(),
    Key: keys.device(tenantId, deviceId),
    UpdateExpression: 'SET lastSeen = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':now': now },
  });
}
