import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo, s3 } from '../clients.js';
import { env } from '../env.js';
import { privateKeys } from '../s3-objects.js';
import { queryAll } from './batch.js';
import { keys } from './keys.js';

/** Saved states of a screen: the document in S3, an index item beside the screen's items. */
const historyItem = z
  .object({
    historyId: z.string(),
    label: z.string(),
    at: z.number(),
    byId: z.string(),
    byName: z.string(),
    widgets: z.number(),
    objectKey: z.string(),
  })
  .describe('history');
export type HistoryRecord = z.infer<typeof historyItem>;

const sortKey = (at: number, historyId: string) => `H#${String(at).padStart(15, '0')}#${historyId}`;

export async function saveHistory(
  tenantId: string,
  screenId: string,
  record: Omit<HistoryRecord, 'objectKey'>,
  document: unknown,
): Promise<HistoryRecord> {
  const objectKey = privateKeys.history(tenantId, screenId, record.historyId);
  await s3().send(
    new PutObjectCommand({
      Bucket: env.assetsBucket(),
      Key: objectKey,
      Body: JSON.stringify(document),
      ContentType: 'application/json',
    }),
  );
  const full = { ...record, objectKey };
  await dynamo().send(
    new PutCommand({
      TableName: env.mainTable(),
      Item: { pk: keys.screen(tenantId, screenId), sk: sortKey(record.at, record.historyId), ...full },
    }),
  );
  return full;
}

export async function listHistory(tenantId: string, screenId: string): Promise<HistoryRecord[]> {
  const items = await queryAll(historyItem, {
    TableName: env.mainTable(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :h)',
    ExpressionAttributeValues: { ':pk': keys.screen(tenantId, screenId), ':h': 'H#' },
    ScanIndexForward: false,
  });
  return items;
}

export async function findHistory(
  tenantId: string,
  screenId: string,
  historyId: string,
): Promise<HistoryRecord | undefined> {
  return (await listHistory(tenantId, screenId)).find((h) => h.historyId === historyId);
}

export async function readHistoryDocument(record: HistoryRecord): Promise<unknown> {
  const out = await s3().send(new GetObjectCommand({ Bucket: env.assetsBucket(), Key: record.objectKey }));
  return JSON.parse((await out.Body?.transformToString()) ?? 'null');
}
