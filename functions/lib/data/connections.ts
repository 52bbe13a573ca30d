import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { WS_ROLES } from '../../../shared/acts/ws.js';
import { LIMITS } from '../../../shared/limits.js';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { queryAll } from './batch.js';
import { readItem, readItemIf } from './items.js';
import { epochSeconds } from './keys.js';
import { TICKET_PREFIX } from './ws-tickets.js';

/**
 * An open WebSocket connection, indexed by what it watches (tenant + screen or group). A
 * connection is opened by a signed-in user (`userId`, `tokenHash` of the session) or by a
 * display of a link share (`shareId`, the share's token hash); `role` says what it may do.
 * A push-channel subscription is an extra item of the same shape keyed
 * `<connectionId>#C#<channel>`, whose `socketId` names the real connection.
 */
const connectionItem = z
  .object({
    connectionId: z.string(),
    tenantId: z.string(),
    /** Connections stored before roles existed were editors. */
    role: z.enum(WS_ROLES).default('editor'),
    userId: z.string().optional(),
    userName: z.string().optional(),
    /** The link share (its token hash) a share display opened with. */
    shareId: z.string().optional(),
    /** A display's device id. */
    device: z.string().optional(),
    /** The screen it watches, when it watches one. */
    screenId: z.string().optional(),
    /** The group it plays or steers, when it does. */
    groupId: z.string().optional(),
    /** `T#<tenant>`, `T#<tenant>#S#<screen>`, `T#<tenant>#G#<group>` or a channel's target. */
    target: z.string(),
    connectedAt: z.number(),
    expiresAt: z.number(),
    /** SHA-256 of the session token the connection opened with: it lives only as long as that session. */
    tokenHash: z.string().optional(),
    /** The push channels it follows (each one a subscription item). */
    channels: z.array(z.string()).optional(),
    /** The language answers on the socket speak. */
    language: z.enum(['zh', 'en']).default('zh'),
    /** On a subscription item: the connection it belongs to. */
    socketId: z.string().optional(),
  })
  .describe('connection');
export type ConnectionRecord = z.infer<typeof connectionItem>;
/** Any item of the table, its key read (the rest read once it is known to be a connection). */
const keyedItem = z.looseObject({ connectionId: z.string() });
export type NewConnection = Omit<ConnectionRecord, 'expiresAt' | 'channels' | 'socketId'>;

const table = () => env.connectionsTable();
const ttl = (connectedAt: number): number => epochSeconds(connectedAt) + LIMITS.websocket.connectionTtlSeconds;

export function connectionTarget(tenantId: string, watch?: { screen?: string; group?: string }): string {
  if (watch?.screen) return `T#${tenantId}#S#${watch.screen}`;
  if (watch?.group) return `T#${tenantId}#G#${watch.group}`;
  return `T#${tenantId}`;
}

/**
 * The target of a push channel's subscribers: a display or editor that follows a channel holds
 * one extra item `<connectionId>#C#<channel>` with this target, so a push is one Query too.
 */
export function channelTarget(tenantId: string, channelId: string): string {
  return `T#${tenantId}#C#${channelId}`;
}

const subscriptionId = (connectionId: string, channel: string): string => `${connectionId}#C#${channel}`;

export async function putConnection(record: NewConnection): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: table(), Item: { ...record, expiresAt: ttl(record.connectedAt) } }));
}

/** Deletes items one by one (a connection holds at most LIMITS.websocket.maxChannels subscriptions). */
async function deleteItems(ids: string[]): Promise<void> {
  await Promise.all(
    ids.map((connectionId) => dynamo().send(new DeleteCommand({ TableName: table(), Key: { connectionId } }))),
  );
}

/** Forgets a connection and its channel subscriptions. */
export async function deleteConnection(connectionId: string): Promise<void> {
  const record = await getConnection(connectionId);
  if (record?.channels?.length) await deleteItems(record.channels.map((c) => subscriptionId(connectionId, c)));
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: { connectionId } }));
}

/**
 * The live connections watching a target: one Query, for fan-out. A subscription item answers
 * as its connection (its `connectionId` is the socket's).
 */
export async function connectionsOf(target: string, now: number): Promise<ConnectionRecord[]> {
  const found = await queryAll(connectionItem, {
    TableName: table(),
    IndexName: 'byTarget',
    KeyConditionExpression: 'target = :t',
    ExpressionAttributeValues: { ':t': target },
  });
  return found
    .filter((item) => item.expiresAt > epochSeconds(now))
    .map((item) => (item.socketId ? { ...item, connectionId: item.socketId } : item));
}

export async function getConnection(connectionId: string): Promise<ConnectionRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: { connectionId } }));
  return readItemIf(connectionItem, out.Item);
}

/**
 * Replaces the push channels a connection follows: the items of channels it no longer follows
 * go, one item per new channel is written with the channel's target and the connection's TTL.
 */
export async function replaceSubscriptions(record: ConnectionRecord, channels: string[]): Promise<void> {
  const wanted = [...new Set(channels)];
  const before = record.channels ?? [];
  const dropped = before.filter((c) => !wanted.includes(c));
  await deleteItems(dropped.map((c) => subscriptionId(record.connectionId, c)));
  for (const channel of wanted.filter((c) => !before.includes(c))) {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: {
          connectionId: subscriptionId(record.connectionId, channel),
          socketId: record.connectionId,
          tenantId: record.tenantId,
          role: record.role,
          ...(record.device ? { device: record.device } : {}),
          ...(record.shareId ? { shareId: record.shareId } : {}),
          target: channelTarget(record.tenantId, channel),
          connectedAt: record.connectedAt,
          expiresAt: record.expiresAt,
        },
      }),
    );
  }
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: { connectionId: record.connectionId },
      UpdateExpression: 'SET channels = :c',
      ConditionExpression: 'attribute_exists(connectionId)',
      ExpressionAttributeValues: { ':c': wanted },
    }),
  );
}

/**
 * The connections a user holds open (index `byUser`), those of one session when `tokenHash` is
 * given. The index also holds the user's unused tickets (data/ws-tickets.ts), left out here.
 */
export async function connectionsOfUser(userId: string, tokenHash?: string): Promise<ConnectionRecord[]> {
  const found = await queryAll(keyedItem, {
    TableName: table(),
    IndexName: 'byUser',
    KeyConditionExpression: 'userId = :u',
    ExpressionAttributeValues: { ':u': userId },
  });
  return found
    .filter((item) => !item.connectionId.startsWith(TICKET_PREFIX))
    .map((item) => readItem(connectionItem, item))
    .filter((item) => tokenHash === undefined || item.tokenHash === tokenHash);
}
