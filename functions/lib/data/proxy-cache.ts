import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { putIf } from './conditions.js';
import { readItemIf } from './items.js';
import { epochSeconds, keys } from './keys.js';

/**
 * The data proxy's shared cache: one item per (tenant, request) holding the last answer until
 * `freshUntil`, and a short lease item so that when an answer goes stale only one caller, in
 * any container, fetches it again while the others wait for its answer.
 */
const cachedAnswerItem = z
  .object({
    status: z.number(),
    /** The upstream body, as text. */
    text: z.string(),
    contentType: z.string(),
    fetchedAt: z.number(),
    freshUntil: z.number(),
  })
  .describe('cached answer');
export type CachedAnswer = z.infer<typeof cachedAnswerItem>;

/** Items are kept a little past freshness (for waiters), then DynamoDB's TTL removes them. */
const KEEP_AFTER_FRESH_MS = 60_000;
/** DynamoDB items stop at 400 KB; bigger answers are served but not shared. */
export const CACHEABLE_MAX_CHARS = 300_000;

const table = () => env.mainTable();

export async function readAnswer(tenantId: string, hash: string): Promise<CachedAnswer | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.proxyAnswer(tenantId, hash), ConsistentRead: true }),
  );
  return readItemIf(cachedAnswerItem, out.Item);
}

export async function writeAnswer(tenantId: string, hash: string, answer: CachedAnswer): Promise<void> {
  if (answer.text.length > CACHEABLE_MAX_CHARS) return;
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...answer,
        expiresAt: epochSeconds(answer.freshUntil + KEEP_AFTER_FRESH_MS),
        ...keys.proxyAnswer(tenantId, hash),
      },
    }),
  );
}

/** Takes the fetch lease until `until` (epoch ms) unless someone else holds a live one. */
export async function takeLease(tenantId: string, hash: string, now: number, until: number): Promise<boolean> {
  return putIf({
    TableName: table(),
    Item: {
      leaseUntil: until,
      expiresAt: epochSeconds(until + KEEP_AFTER_FRESH_MS),
      ...keys.proxyLease(tenantId, hash),
    },
    ConditionExpression: 'attribute_not_exists(pk) OR leaseUntil < :now',
    ExpressionAttributeValues: { ':now': now },
  });
}

export async function releaseLease(tenantId: string, hash: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: keys.proxyLease(tenantId, hash) }));
}
