import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { batchWrite, queryAll } from './batch.js';
import { updateIf } from './conditions.js';
import { readItemIf } from './items.js';
import { keys } from './keys.js';
import { transact, type TransactItems } from './transactions.js';

/**
 * Published versions of a screen: one metadata item each beside the screen's items (the
 * document itself is an immutable S3 object, `objectKey`). Which version is the latest is
 * held twice and moved by one transaction: the screen's META item names it
 * (`latestVersionId`, the condition every move checks) and that version's item carries
 * `latest: true`. So there is exactly one latest version or none, even under concurrent moves.
 */
const versionItem = z
  .object({
    versionId: z.string(),
    seq: z.number(),
    name: z.string(),
    remark: z.string(),
    authorId: z.string(),
    authorName: z.string(),
    createdAt: z.number(),
    thumbKey: z.string().optional(),
    objectKey: z.string(),
    widgets: z.number(),
    latest: z.boolean(),
    /** The worksheets its widgets read, each with a use item (`keys.versionUse`) while the version exists. */
    worksheetIds: z.array(z.string()).optional(),
  })
  .describe('version');
export type VersionRecord = z.infer<typeof versionItem>;

const table = () => env.mainTable();

/**
 * Use items a version's own transaction writes or deletes (the rest follow in a batch: a
 * transaction holds at most 100 items, and the version's need up to 3 of them).
 */
const USES_IN_TRANSACTION = 90;

/** A version's use item of a worksheet: found by the worksheet's removal through gsi1. */
function useItem(tenantId: string, screenId: string, versionId: string, worksheetId: string) {
  return {
    ...keys.versionUse(tenantId, screenId, versionId, worksheetId),
    gsi1pk: keys.worksheetUses(tenantId, worksheetId),
    gsi1sk: keys.versionUseSort(screenId, versionId),
    worksheetId,
  };
}

/** Takes the next version number of a screen; undefined when the screen is gone. */
export async function nextVersionSeq(tenantId: string, screenId: string): Promise<number | undefined> {
  const updated = await updateIf({
    TableName: table(),
    Key: keys.screenMeta(tenantId, screenId),
    UpdateExpression: 'SET versionSeq = if_not_exists(versionSeq, :zero) + :one',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
    ReturnValues: 'UPDATED_NEW',
  });
  return updated && Number(updated.versionSeq);
}

/** Newest first. */
export async function listVersions(tenantId: string, screenId: string): Promise<VersionRecord[]> {
  const items = await queryAll(versionItem, {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :v)',
    ExpressionAttributeValues: { ':pk': keys.screen(tenantId, screenId), ':v': 'V#' },
    ConsistentRead: true,
  });
  return items.sort((a, b) => b.seq - a.seq);
}

export async function getVersion(
  tenantId: string,
  screenId: string,
  versionId: string,
): Promise<VersionRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.version(tenantId, screenId, versionId), ConsistentRead: true }),
  );
  return readItemIf(versionItem, out.Item);
}

/** The META item still names `from` as the latest (or none). */
function latestIs(from: string | undefined): { condition: string; values: Record<string, unknown> } {
  return from
    ? { condition: 'attribute_exists(pk) AND latestVersionId = :from', values: { ':from': from } }
    : { condition: 'attribute_exists(pk) AND attribute_not_exists(latestVersionId)', values: {} };
}

function flag(tenantId: string, screenId: string, versionId: string, latest: boolean): TransactItems[number] {
  return {
    Update: {
      TableName: table(),
      Key: keys.version(tenantId, screenId, versionId),
      UpdateExpression: 'SET latest = :latest',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':latest': latest },
    },
  };
}

/**
 * Writes a new version's item and marks the screen published. With `release`, the version
 * becomes the latest in the same transaction, provided the screen still names `release.from`.
 * False when that condition failed (another move won; read and try again) or the screen is gone.
 */
export async function addVersion(
  tenantId: string,
  screenId: string,
  record: VersionRecord,
  release: { from: string | undefined } | null,
): Promise<boolean> {
  const guard = release ? latestIs(release.from) : { condition: 'attribute_exists(pk)', values: {} };
  const uses = (record.worksheetIds ?? []).map((id) => useItem(tenantId, screenId, record.versionId, id));
  const failed = await transact([
    {
      Put: {
        TableName: table(),
        Item: { ...keys.version(tenantId, screenId, record.versionId), ...record, latest: release !== null },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: table(),
        Key: keys.screenMeta(tenantId, screenId),
        UpdateExpression: release ? 'SET published = :true, latestVersionId = :to' : 'SET published = :true',
        ConditionExpression: guard.condition,
        ExpressionAttributeValues: { ':true': true, ...(release ? { ':to': record.versionId } : {}), ...guard.values },
      },
    },
    ...(release?.from ? [flag(tenantId, screenId, release.from, false)] : []),
    ...uses.slice(0, USES_IN_TRANSACTION).map((Item) => ({ Put: { TableName: table(), Item } })),
  ]);
  if (failed.length > 0) return false;
  await batchWrite(uses.slice(USES_IN_TRANSACTION).map((Item) => ({ PutRequest: { Item } })));
  return true;
}

/**
 * Moves the latest flag from `from` to `to` (undefined: none), if the screen still names
 * `from`. Answers 'missing' when `to` has no item, 'conflict' when another move won.
 */
export async function moveLatest(
  tenantId: string,
  screenId: string,
  from: string | undefined,
  to: string,
): Promise<'ok' | 'conflict' | 'missing'> {
  if (from === to) return (await getVersion(tenantId, screenId, to)) ? 'ok' : 'missing';
  const guard = latestIs(from);
  const failed = await transact([
    {
      Update: {
        TableName: table(),
        Key: keys.screenMeta(tenantId, screenId),
        UpdateExpression: 'SET latestVersionId = :to',
        ConditionExpression: guard.condition,
        ExpressionAttributeValues: { ':to': to, ...guard.values },
      },
    },
    flag(tenantId, screenId, to, true),
    ...(from ? [flag(tenantId, screenId, from, false)] : []),
  ]);
  if (failed.includes(1)) return 'missing';
  return failed.length === 0 ? 'ok' : 'conflict';
}

/**
 * Deletes a version's item and its uses of `worksheetIds` (the record's). `wasLatest` is what the
 * screen says now: the latest version's item goes with the screen's pointer to it, in one
 * transaction. False when either changed.
 */
export async function removeVersion(
  tenantId: string,
  screenId: string,
  versionId: string,
  wasLatest: boolean,
  worksheetIds: readonly string[],
): Promise<boolean> {
  const uses = worksheetIds.map((id) => keys.versionUse(tenantId, screenId, versionId, id));
  const failed = await transact([
    {
      Delete: {
        TableName: table(),
        Key: keys.version(tenantId, screenId, versionId),
        ConditionExpression: 'attribute_exists(pk) AND latest = :latest',
        ExpressionAttributeValues: { ':latest': wasLatest },
      },
    },
    ...(wasLatest
      ? [
          {
            Update: {
              TableName: table(),
              Key: keys.screenMeta(tenantId, screenId),
              UpdateExpression: 'REMOVE latestVersionId',
              ConditionExpression: 'latestVersionId = :v',
              ExpressionAttributeValues: { ':v': versionId },
            },
          },
        ]
      : []),
    ...uses.slice(0, USES_IN_TRANSACTION).map((Key) => ({ Delete: { TableName: table(), Key } })),
  ]);
  if (failed.length > 0) return false;
  await batchWrite(uses.slice(USES_IN_TRANSACTION).map((Key) => ({ DeleteRequest: { Key: { ...Key } } })));
  return true;
}

/** Renames a version or changes its remark; undefined when it is gone. */
export async function changeVersion(
  tenantId: string,
  screenId: string,
  versionId: string,
  fields: Partial<Pick<VersionRecord, 'name' | 'remark'>>,
): Promise<VersionRecord | undefined> {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  const updated = await updateIf({
    TableName: table(),
    Key: keys.version(tenantId, screenId, versionId),
    UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
    ReturnValues: 'ALL_NEW',
  });
  return readItemIf(versionItem, updated);
}
