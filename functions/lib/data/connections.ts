import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { queryAll } from './batch.js';
import { readItemIf } from './items.js';
import { epochSeconds } from './keys.js';

/** An open WebSocket connection, indexed by what it watches (tenant + screen or group). */
const connectionItem = z
  .object({
    connectionId: z.string(),
    userId: z.string(),
    userName: z.string(),
    tenantId: z.string(),
    /** The screen it watches, when it watches one. */
    screenId: z.string().optional(),
    /** `T#<tenant>`, or `T#<tenant>#S#<screen>` / `T#<tenant>#G#<group>` when it watches one. */
    target: z.string(),
    connectedAt: z.number(),
    expiresAt: z.number(),
    /** SHA-256 of the session token the connection opened with: it lives only as long as that session. */
    tokenHash: z.string().optional(),
  })
  .describe('connection');
export type ConnectionRecord = z.infer<typeof connectionItem>;

const CONNECTION_TTL_SECONDS = 2 * 3600;

export function connectionTarget(tenantId: string, watch?: { screen?: string; group?: string }): string {
  if (watch?.screen) return `T#${tenantId}#S#${watch.screen}`;
  if (watch?.group) return `T#${tenantId}#G#${watch.group}`;
  return `T#${tenantId}`;
}

export async function putConnection(record: Omit<ConnectionRecord, 'expiresAt'>): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: env.connectionsTable(),
      Item: { ...record, expiresAt: epochSeconds(record.connectedAt) + CONNECTION_TTL_SECONDS },
    }),
  );
}

export async function deleteConnection(connectionId: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: env.connectionsTable(), Key: { connectionId } }));
}

/** The live connections watching a target: one Query, for fan-out. */
export async function connectionsOf(target: string, now: number): Promise<ConnectionRecord[]> {
  const found = await queryAll(connectionItem, {
    TableName: env.connectionsTable(),
    IndexName: 'byTarget',
    KeyConditionExpression: 'target = :t',
    ExpressionAttributeValues: { ':t': target },
  });
  return found.filter((item) => item.expiresAt > epochSeconds(now));
}

export async function getConnection(connectionId: string): Promise<ConnectionRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: env.connectionsTable(), Key: { connectionId } }));
  return readItemIf(connectionItem, out.Item);
}

/** The connections a user holds open (index `byUser`), those of one session when `tokenHash` is given. */
export async function connectionsOfUser(userId: string, tokenHash?: string): Promise<ConnectionRecord[]> {
  const found = await queryAll(connectionItem, {
    TableName: env.connectionsTable(),
    IndexName: 'byUser',
    KeyConditionExpression: 'userId = :u',
    ExpressionAttributeValues: { ':u': userId },
  });
  return tokenHash === undefined ? found : found.filter((item) => item.tokenHash === tokenHash);
}
