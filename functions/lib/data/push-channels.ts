import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { LIMITS } from '../../../shared/limits.js';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { queryAll } from './batch.js';
import { putIf, updateIf } from './conditions.js';
import { readItemIf } from './items.js';
import { epochSeconds, keys } from './keys.js';
import { transact } from './transactions.js';

/**
 * A tenant's push channels (docs/data-apis.md#push-channels). Each has a listing item in the
 * partition `T#<tenant>#PUSH` (name, the token's last 4 characters, dates) counted by one count
 * item that bounds them at LIMITS.push.maxPerTenant, and a global access item `PUSHCH#<channel>`
 * holding the tenant and the SHA-256 of the token: `POST /api/push/{channel}` comes without a
 * session and finds both in one read. Channel ids are random (newId), never guessable. The last
 * post to a channel is kept beside its listing (`LAST#<channel>`) for LIMITS.push.lastKeptSeconds,
 * so a socket that subscribes gets it at once.
 */
const listingItem = z
  .object({
    channelId: z.string(),
    name: z.string(),
    tokenHint: z.string(),
    /** The user who added it: they and the tenant's admins manage it. */
    creator: z.string(),
    createdAt: z.number(),
    lastPushAt: z.number(),
  })
  .describe('push channel');
export type PushChannelRecord = z.infer<typeof listingItem>;

const accessItem = z
  .object({ tenantId: z.string(), channelId: z.string(), tokenHash: z.string() })
  .describe('push channel access');
export type PushChannelAccess = z.infer<typeof accessItem>;

const lastItem = z
  .object({
    channelId: z.string(),
    /** The posted JSON, as text: any JSON value, at most LIMITS.push.payloadMaxBytes. */
    data: z.string(),
    /** When the post was accepted (epoch ms). */
    at: z.number(),
    /** Epoch seconds, the table's TTL attribute; checked on read too (TTL deletes late). */
    expiresAt: z.number(),
  })
  .describe('push channel last post');
export type PushLast = z.infer<typeof lastItem>;

const table = () => env.mainTable();

export function listPushChannels(tenantId: string): Promise<PushChannelRecord[]> {
  return queryAll(listingItem, {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :c)',
    ExpressionAttributeValues: { ':pk': keys.pushChannels(tenantId), ':c': 'C#' },
    ConsistentRead: true,
  });
}

export async function getPushChannel(tenantId: string, channelId: string): Promise<PushChannelRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.pushChannel(tenantId, channelId), ConsistentRead: true }),
  );
  return readItemIf(listingItem, out.Item);
}

/** The tenant and token hash of a channel, found by its id alone. */
export async function getPushChannelAccess(channelId: string): Promise<PushChannelAccess | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.pushChannelAccess(channelId), ConsistentRead: true }),
  );
  return readItemIf(accessItem, out.Item);
}

/** Adds a channel unless the tenant holds LIMITS.push.maxPerTenant already (false then). */
export async function createPushChannel(
  tenantId: string,
  channel: PushChannelRecord,
  tokenHash: string,
): Promise<boolean> {
  const failed = await transact([
    {
      Update: {
        TableName: table(),
        Key: keys.pushChannelCount(tenantId),
        UpdateExpression: 'ADD #c :one',
        ConditionExpression: 'attribute_not_exists(#c) OR #c < :max',
        ExpressionAttributeNames: { '#c': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':max': LIMITS.push.maxPerTenant },
      },
    },
    {
      Put: {
        TableName: table(),
        Item: { tenantId, channelId: channel.channelId, tokenHash, ...keys.pushChannelAccess(channel.channelId) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: table(),
        Item: { ...channel, ...keys.pushChannel(tenantId, channel.channelId) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  return failed.length === 0;
}

/** Renames a channel of the tenant; the new listing, or undefined when it has no such channel. */
export async function renamePushChannel(
  tenantId: string,
  channelId: string,
  name: string,
): Promise<PushChannelRecord | undefined> {
  const item = await updateIf({
    TableName: table(),
    Key: keys.pushChannel(tenantId, channelId),
    UpdateExpression: 'SET #n = :n',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#n': 'name' },
    ExpressionAttributeValues: { ':n': name },
    ReturnValues: 'ALL_NEW',
  });
  return item && readItemIf(listingItem, item);
}

/**
 * Replaces a channel's token (the old one stops at once); the new listing, or undefined when the
 * tenant has no such channel. Both items change in one transaction, each on condition that it is
 * the tenant's.
 */
export async function renewPushChannelToken(
  tenantId: string,
  channelId: string,
  tokenHash: string,
  tokenHint: string,
): Promise<PushChannelRecord | undefined> {
  const failed = await transact([
    {
      Update: {
        TableName: table(),
        Key: keys.pushChannelAccess(channelId),
        UpdateExpression: 'SET tokenHash = :h',
        ConditionExpression: 'tenantId = :t',
        ExpressionAttributeValues: { ':h': tokenHash, ':t': tenantId },
      },
    },
    {
      Update: {
        TableName: table(),
        Key: keys.pushChannel(tenantId, channelId),
        UpdateExpression: 'SET tokenHint = :hint',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':hint': tokenHint },
      },
    },
  ]);
  return failed.length === 0 ? getPushChannel(tenantId, channelId) : undefined;
}

/** Removes a channel of the tenant with its access item; false when it has no such channel. */
export async function deletePushChannel(tenantId: string, channelId: string): Promise<boolean> {
  const failed = await transact([
    {
      Delete: {
        TableName: table(),
        Key: keys.pushChannel(tenantId, channelId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    {
      Delete: {
        TableName: table(),
        Key: keys.pushChannelAccess(channelId),
        ConditionExpression: 'tenantId = :t',
        ExpressionAttributeValues: { ':t': tenantId },
      },
    },
    { Delete: { TableName: table(), Key: keys.pushChannelLast(tenantId, channelId) } },
    {
      Update: {
        TableName: table(),
        Key: keys.pushChannelCount(tenantId),
        UpdateExpression: 'ADD #c :minus',
        ExpressionAttributeNames: { '#c': 'count' },
        ExpressionAttributeValues: { ':minus': -1 },
      },
    },
  ]);
  return failed.length === 0;
}

/** Notes an accepted post on the listing (not once the channel is removed). */
export async function touchPushChannel(tenantId: string, channelId: string, now: number): Promise<void> {
  await updateIf({
    TableName: table(),
    Key: keys.pushChannel(tenantId, channelId),
    UpdateExpression: 'SET lastPushAt = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':now': now },
  });
}

/**
 * Keeps a post as the channel's last for LIMITS.push.lastKeptSeconds: written on condition that
 * no later post is kept already, so of two posts racing the newer stays.
 */
export async function keepLastPush(tenantId: string, channelId: string, data: string, at: number): Promise<void> {
  await putIf({
    TableName: table(),
    Item: {
      ...keys.pushChannelLast(tenantId, channelId),
      channelId,
      data,
      at,
      expiresAt: epochSeconds(at) + LIMITS.push.lastKeptSeconds,
    },
    ConditionExpression: 'attribute_not_exists(pk) OR #at <= :at',
    ExpressionAttributeNames: { '#at': 'at' },
    ExpressionAttributeValues: { ':at': at },
  });
}

/**
 * The kept last posts of these channels of the tenant that have not expired at `now`: one read
 * each, at once (a socket follows at most LIMITS.websocket.maxChannels).
 */
export async function lastPushes(tenantId: string, channelIds: readonly string[], now: number): Promise<PushLast[]> {
  const found = await Promise.all(
    channelIds.map(async (channelId) => {
      const out = await dynamo().send(
        new GetCommand({ TableName: table(), Key: keys.pushChannelLast(tenantId, channelId), ConsistentRead: true }),
      );
      return readItemIf(lastItem, out.Item);
    }),
  );
  return found.filter((last): last is PushLast => last !== undefined && last.expiresAt > epochSeconds(now));
}
