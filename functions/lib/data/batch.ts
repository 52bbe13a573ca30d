import { BatchGetCommand, BatchWriteCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { readItem } from './items.js';
import type { Key } from './keys.js';

type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

/** Writes many items, 25 a call, until DynamoDB has taken every one (not atomic). */
export async function batchWrite(requests: WriteRequest[], table = env.mainTable()): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let pending: Record<string, WriteRequest[]> | undefined = { [table]: requests.slice(i, i + 25) };
    for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
      const out = await dynamo().send(new BatchWriteCommand({ RequestItems: pending }));
      pending = out.UnprocessedItems as typeof pending;
    }
  }
}

/** Reads many items of one kind by key, 100 a call; order is not kept and missing items are skipped. */
export async function batchGet<T>(schema: z.ZodType<T>, itemKeys: Key[], table = env.mainTable()): Promise<T[]> {
  return (await batchGetItems(itemKeys, table)).map((item) => readItem(schema, item));
}

/**
 * The stored items at these keys, as stored (their keys included), for a caller that reads items
 * of several kinds at once and tells them apart by key; 100 a call, order not kept, missing
 * items skipped. `consistent`: strongly consistent reads, retries of unprocessed keys included.
 */
export async function batchGetItems(
  itemKeys: Key[],
  table = env.mainTable(),
  consistent = false,
): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  const read = (keys: Record<string, unknown>[]) => ({
    [table]: { Keys: keys, ...(consistent ? { ConsistentRead: true } : {}) },
  });
  for (let i = 0; i < itemKeys.length; i += 100) {
    let pending: Record<string, unknown>[] = itemKeys.slice(i, i + 100).map((k) => ({ pk: k.pk, sk: k.sk }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
      const out = await dynamo().send(new BatchGetCommand({ RequestItems: read(pending) }));
      found.push(...(out.Responses?.[table] ?? []));
      pending = out.UnprocessedKeys?.[table]?.Keys ?? [];
    }
  }
  return found;
}

/** Every item a query matches, across pages, each read as `schema` says. */
export async function queryAll<T>(
  schema: z.ZodType<T>,
  input: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
): Promise<T[]> {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []).map((item) => readItem(schema, item)));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
