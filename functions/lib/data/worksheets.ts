import { GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { WorksheetRun } from '../../../shared/acts/worksheet.js';
import {
  WORKSHEET_LIMITS,
  WORKSHEET_STATUSES,
  type UpdateSettings,
  type WorksheetField,
  type WorksheetSource,
} from '../../../shared/datasource/worksheet.js';
import { dynamo } from '../clients.js';
import { sha256 } from '../crypto/tokens.js';
import { env } from '../env.js';
import { batchWrite, queryAll } from './batch.js';
import { datasourceUseUpdate } from './datasources.js';
import { deleteIf, updateIf } from './conditions.js';
import { readItem, readItemIf, storedDocument } from './items.js';
import { keys, type Key } from './keys.js';
import { transact, type TransactItems } from './transactions.js';

/**
 * A tenant's worksheets (`T#<tenant>#WS`): one item per worksheet, one per run, the groups and
 * their name locks. The worksheet item holds its definition (source, fields, update settings),
 * where its data is (the Parquet `dataKeys` of its current `generation`, row count and bytes),
 * its status, the run lock (`lock`: the run holding it and since when; a run takes it with a
 * conditional write, so two runs never load at once), the incremental watermark, and `useCount`:
 * the data APIs that read it, kept by their own transactions (worksheetUseUpdate). Widgets and
 * published versions bound to it are found through gsi1 instead (readByScreens). A worksheet in
 * use by either cannot be removed. While its lock is held, the item is also in gsi1 under
 * `keys.runLocks` (every write that takes the lock sets those keys, every one that releases it
 * removes them), where the sweep of runs that never started or died finds it (listHeldRunLocks).
 */
const watermark = z.union([z.string(), z.number()]);
export type Watermark = z.infer<typeof watermark>;

const lockItem = z.object({ runId: z.string(), startedAt: z.number() });

const worksheetItem = z
  .object({
    worksheetId: z.string(),
    tenantId: z.string(),
    name: z.string(),
    groupId: z.string(),
    source: storedDocument<WorksheetSource>(),
    fields: storedDocument<WorksheetField[]>(),
    update: storedDocument<UpdateSettings>(),
    status: z.enum(WORKSHEET_STATUSES),
    recordCount: z.number(),
    bytes: z.number(),
    /** The folder of the current data ('' before the first load). */
    generation: z.string(),
    dataKeys: z.array(z.string()),
    /** The fields the Parquet was written with (a change of fields applies at the next full load). */
    loadedFields: storedDocument<WorksheetField[]>().optional(),
    /** The largest value of the incremental column loaded so far. */
    watermark: watermark.optional(),
    /** Incremental runs since the last full load (full_incremental reloads fully every `full_every`). */
    incrementalRuns: z.number().default(0),
    /** Scheduled runs failed in a row (retried with backoff up to WORKSHEET_LIMITS.retries). */
    failedInRow: z.number().default(0),
    lock: lockItem.optional(),
    lastRun: storedDocument<WorksheetRun>().optional(),
    dataUpdatedAt: z.number().optional(),
    nextRunAt: z.number().optional(),
    useCount: z.number().default(0),
    creatorId: z.string(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .describe('worksheet');
export type WorksheetRecord = z.infer<typeof worksheetItem>;

const runItem = storedDocument<WorksheetRun>().describe('worksheet run');
const runRecord = z.object({ run: runItem }).describe('worksheet run');

const groupItem = z
  .object({ groupId: z.string(), name: z.string(), createdAt: z.number() })
  .describe('worksheet group');
export type WorksheetGroupRecord = z.infer<typeof groupItem>;

const table = () => env.mainTable();

/** The gsi1 partitions of held run locks (keys.runLocks), so that no one partition holds them all. */
const RUN_LOCK_SHARDS = 8;

const lockShard = (worksheetId: string): number =>
  Number.parseInt(sha256(worksheetId).slice(0, 8), 16) % RUN_LOCK_SHARDS;

/** The gsi1 keys of a worksheet whose run lock was taken at `startedAt` (keys.runLocks). */
function lockIndexKeys(tenantId: string, worksheetId: string, startedAt: number): { gsi1pk: string; gsi1sk: string } {
  return { gsi1pk: keys.runLocks(lockShard(worksheetId)), gsi1sk: keys.runLockSort(startedAt, tenantId, worksheetId) };
}

/** Those keys as the values `:lockPk` and `:lockSk` of an update that takes the lock. */
function lockIndexValues(tenantId: string, worksheetId: string, startedAt: number): Record<string, string> {
  const index = lockIndexKeys(tenantId, worksheetId, startedAt);
  return { ':lockPk': index.gsi1pk, ':lockSk': index.gsi1sk };
}

export function listWorksheets(tenantId: string): Promise<WorksheetRecord[]> {
  return queryAll(worksheetItem, {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :w)',
    ExpressionAttributeValues: { ':pk': keys.worksheets(tenantId), ':w': 'W#' },
    ConsistentRead: true,
  });
}

export async function getWorksheet(tenantId: string, worksheetId: string): Promise<WorksheetRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.worksheet(tenantId, worksheetId), ConsistentRead: true }),
  );
  return readItemIf(worksheetItem, out.Item);
}

/** Why a write was refused: the group is missing, or the worksheet is gone (or exists already). */
export type WorksheetWriteRefusal = 'group' | 'connection' | 'gone';

const groupCheck = (tenantId: string, groupId: string): TransactItems[number] => ({
  ConditionCheck: {
    TableName: table(),
    Key: keys.worksheetGroup(tenantId, groupId),
    ConditionExpression: 'attribute_exists(pk)',
  },
});

/** The connection a worksheet is extracted from, if it is. */
function connectionOf(record: Pick<WorksheetRecord, 'source'>): string | undefined {
  return record.source.kind === 'table' || record.source.kind === 'sql' ? record.source.datasource_id : undefined;
}

/**
 * Stores a new worksheet (in its group, which must exist) and counts it on the connection it is
 * extracted from (which must exist too); the group's or the connection's absence refuses it.
 */
export async function createWorksheet(record: WorksheetRecord): Promise<WorksheetWriteRefusal | undefined> {
  const connectionId = connectionOf(record);
  const items: TransactItems = [
    {
      Put: {
        TableName: table(),
        Item: {
          ...record,
          ...keys.worksheet(record.tenantId, record.worksheetId),
          ...(record.lock ? lockIndexKeys(record.tenantId, record.worksheetId, record.lock.startedAt) : {}),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...(record.groupId ? [groupCheck(record.tenantId, record.groupId)] : []),
    ...(connectionId ? [datasourceUseUpdate(record.tenantId, connectionId, 'worksheetCount', 1)] : []),
  ];
  const failed = await transact(items);
  if (failed.length === 0) return undefined;
  if (failed[0] === 0) return 'gone';
  return failed[0] === items.length - 1 && connectionId ? 'connection' : 'group';
}

/** What `change` replaces. */
export type WorksheetChange = Pick<WorksheetRecord, 'name' | 'groupId' | 'fields' | 'update' | 'updatedAt'> & {
  nextRunAt: number | undefined;
};

/** Replaces a worksheet's definition if it is still as read (`expectedUpdatedAt`); the refusal otherwise. */
export async function changeWorksheet(
  before: WorksheetRecord,
  change: WorksheetChange,
): Promise<WorksheetWriteRefusal | 'changed' | undefined> {
  const { tenantId, worksheetId } = before;
  const items: TransactItems = [
    {
      Update: {
        TableName: table(),
        Key: keys.worksheet(tenantId, worksheetId),
        UpdateExpression:
          'SET #name = :name, groupId = :group, #fields = :fields, #update = :update, updatedAt = :now' +
          (change.nextRunAt === undefined ? ' REMOVE nextRunAt' : ', nextRunAt = :next'),
        ConditionExpression: 'attribute_exists(pk) AND updatedAt = :expected',
        ExpressionAttributeNames: { '#name': 'name', '#update': 'update', '#fields': 'fields' },
        ExpressionAttributeValues: {
          ':name': change.name,
          ':group': change.groupId,
          ':fields': change.fields,
          ':update': change.update,
          ':now': change.updatedAt,
          ':expected': before.updatedAt,
          ...(change.nextRunAt === undefined ? {} : { ':next': change.nextRunAt }),
        },
      },
    },
    ...(change.groupId ? [groupCheck(tenantId, change.groupId)] : []),
  ];
  const failed = await transact(items);
  if (failed.length === 0) return undefined;
  if (failed[0] !== 0) return 'group';
  return (await getWorksheet(tenantId, worksheetId)) ? 'changed' : 'gone';
}

/**
 * Whether a draft widget or a published version of the tenant's screens reads the worksheet: the
 * uses their own writes keep under gsi1 (`keys.worksheetUses`; widgets.ts, versions.ts). An index
 * read is eventually consistent: a binding saved in the same instant as this read may be missed
 * (its widget then answers WORKSHEET_NOT_FOUND, as any binding of a removed worksheet does).
 */
export async function readByScreens(tenantId: string, worksheetId: string): Promise<boolean> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': keys.worksheetUses(tenantId, worksheetId) },
      Select: 'COUNT',
      Limit: 1,
    }),
  );
  return (out.Count ?? 0) > 0;
}

/**
 * Removes a worksheet unless something uses it — a data API (`useCount`), a draft widget or a
 * published version (readByScreens): 'in-use', 'gone', or undefined when removed.
 */
export async function removeWorksheet(tenantId: string, worksheetId: string): Promise<'in-use' | 'gone' | undefined> {
  if (await readByScreens(tenantId, worksheetId))
    return (await getWorksheet(tenantId, worksheetId)) ? 'in-use' : 'gone';
  const record = await getWorksheet(tenantId, worksheetId);
  if (!record) return 'gone';
  const connectionId = connectionOf(record);
  const unused = {
    TableName: table(),
    Key: keys.worksheet(tenantId, worksheetId),
    ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(useCount) OR useCount = :zero)',
    ExpressionAttributeValues: { ':zero': 0 },
  };
  // The connection's count goes down with the worksheet; a connection already gone has none to lower.
  const failed = connectionId
    ? await transact([{ Delete: unused }, datasourceUseUpdate(tenantId, connectionId, 'worksheetCount', -1)])
    : [];
  const removed = connectionId
    ? failed.length === 0 || (!failed.includes(0) && (await deleteIf(unused)))
    : await deleteIf(unused);
  if (removed) {
    const runs = await runKeys(tenantId, worksheetId);
    await batchWrite(runs.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })));
    return undefined;
  }
  return (await getWorksheet(tenantId, worksheetId)) ? 'in-use' : 'gone';
}

/**
 * The transaction item a data API's write adds when it starts (1) or stops (-1) reading a
 * worksheet: it fails (and the whole transaction) when the worksheet is gone, so an API never
 * reads a removed worksheet and a worksheet in use is never removed.
 */
export function worksheetUseUpdate(tenantId: string, worksheetId: string, delta: number): TransactItems[number] {
  return {
    Update: {
      TableName: table(),
      Key: keys.worksheet(tenantId, worksheetId),
      UpdateExpression: 'ADD useCount :d',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':d': delta },
    },
  };
}

/**
 * Takes the run lock for `runId` (or keeps it, when the act that started the run took it) unless
 * another run holds one taken after `staleBefore`; the
 * worksheet as locked (status updating), or undefined when it is gone or locked.
 */
export async function takeRunLock(
  tenantId: string,
  worksheetId: string,
  runId: string,
  now: number,
  staleBefore: number,
): Promise<WorksheetRecord | undefined> {
  const item = await updateIf({
    TableName: table(),
    Key: keys.worksheet(tenantId, worksheetId),
    UpdateExpression: 'SET #lock = :lock, #status = :updating, gsi1pk = :lockPk, gsi1sk = :lockSk',
    ConditionExpression:
      'attribute_exists(pk) AND (attribute_not_exists(#lock) OR #lock.startedAt < :stale OR #lock.runId = :runId)',
    ExpressionAttributeNames: { '#lock': 'lock', '#status': 'status' },
    ExpressionAttributeValues: {
      ':lock': { runId, startedAt: now },
      ':updating': 'updating',
      ':stale': staleBefore,
      ':runId': runId,
      ...lockIndexValues(tenantId, worksheetId, now),
    },
    ReturnValues: 'ALL_NEW',
  });
  return item && readItem(worksheetItem, item);
}

/** Gives back a lock an act took for a run it then did not start, with the status the worksheet had. */
export async function releaseRunLock(
  tenantId: string,
  worksheetId: string,
  runId: string,
  status: WorksheetRecord['status'],
): Promise<void> {
  await updateIf({
    TableName: table(),
    Key: keys.worksheet(tenantId, worksheetId),
    UpdateExpression: 'SET #status = :status REMOVE #lock, gsi1pk, gsi1sk',
    ConditionExpression: '#lock.runId = :runId',
    ExpressionAttributeNames: { '#lock': 'lock', '#status': 'status' },
    ExpressionAttributeValues: { ':status': status, ':runId': runId },
  });
}

/** Where the data is after a successful run. */
export interface LoadedData {
  dataKeys: string[];
  fields: WorksheetField[];
  generation: string;
  recordCount: number;
  bytes: number;
  watermark: Watermark | undefined;
  incrementalRuns: number;
}

/**
 * Swaps in a run's data and releases its lock, in one write conditional on the run still holding
 * it; false when it does not (a stale lock taken over): the caller then deletes what it wrote.
 */
export async function finishRun(
  tenantId: string,
  worksheetId: string,
  runId: string,
  data: LoadedData,
  run: WorksheetRun,
  nextRunAt: number | undefined,
): Promise<boolean> {
  const sets = [
    'dataKeys = :keys',
    '#generation = :generation',
    'recordCount = :rows',
    '#bytes = :bytes',
    '#status = :normal',
    'dataUpdatedAt = :now',
    'incrementalRuns = :inc',
    'loadedFields = :fields',
    'failedInRow = :zero',
    'lastRun = :run',
    ...(data.watermark === undefined ? [] : ['watermark = :mark']),
    ...(nextRunAt === undefined ? [] : ['nextRunAt = :next']),
  ];
  const removes = ['#lock', 'gsi1pk', 'gsi1sk', ...(data.watermark === undefined ? ['watermark'] : [])];
  const item = await updateIf({
    TableName: table(),
    Key: keys.worksheet(tenantId, worksheetId),
    UpdateExpression: `SET ${sets.join(', ')} REMOVE ${removes.join(', ')}`,
    ConditionExpression: '#lock.runId = :runId',
    ExpressionAttributeNames: { '#lock': 'lock', '#status': 'status', '#generation': 'generation', '#bytes': 'bytes' },
    ExpressionAttributeValues: {
      ':keys': data.dataKeys,
      ':generation': data.generation,
      ':rows': data.recordCount,
      ':bytes': data.bytes,
      ':normal': 'normal',
      ':now': run.finished_at ?? run.started_at,
      ':inc': data.incrementalRuns,
      ':fields': data.fields,
      ':zero': 0,
      ':run': run,
      ':runId': runId,
      ...(data.watermark === undefined ? {} : { ':mark': data.watermark }),
      ...(nextRunAt === undefined ? {} : { ':next': nextRunAt }),
    },
  });
  return item !== undefined;
}

/** Marks a run's failure (status abnormal; the data stays as it was) and releases its lock. */
export async function failRun(
  tenantId: string,
  worksheetId: string,
  runId: string,
  run: WorksheetRun,
  nextRunAt: number | undefined,
  failedInRow: number,
): Promise<void> {
  await updateIf({
    TableName: table(),
    Key: keys.worksheet(tenantId, worksheetId),
    UpdateExpression: `SET #status = :abnormal, lastRun = :run, failedInRow = :failed${nextRunAt === undefined ? '' : ', nextRunAt = :next'} REMOVE #lock, gsi1pk, gsi1sk`,
    ConditionExpression: '#lock.runId = :runId',
    ExpressionAttributeNames: { '#lock': 'lock', '#status': 'status' },
    ExpressionAttributeValues: {
      ':abnormal': 'abnormal',
      ':failed': failedInRow,
      ':run': run,
      ':runId': runId,
      ...(nextRunAt === undefined ? {} : { ':next': nextRunAt }),
    },
  });
}

/**
 * Ends a run that never started or died (the sweep, worksheet-sweep.ts): status abnormal, `run`
 * as the last run, the lock released; only while `lock` (its run id and when it was taken) is
 * still the worksheet's, so a run that took it since, or ended meanwhile, is left alone. False
 * when it was not.
 */
export async function abandonRun(
  tenantId: string,
  worksheetId: string,
  lock: NonNullable<WorksheetRecord['lock']>,
  run: WorksheetRun,
): Promise<boolean> {
  const item = await updateIf({
    TableName: table(),
    Key: keys.worksheet(tenantId, worksheetId),
    UpdateExpression: 'SET #status = :abnormal, lastRun = :run REMOVE #lock, gsi1pk, gsi1sk',
    ConditionExpression: '#lock.runId = :runId AND #lock.startedAt = :startedAt',
    ExpressionAttributeNames: { '#lock': 'lock', '#status': 'status' },
    ExpressionAttributeValues: {
      ':abnormal': 'abnormal',
      ':run': run,
      ':runId': lock.runId,
      ':startedAt': lock.startedAt,
    },
  });
  return item !== undefined;
}

/** The run recorded under its start time and id, if any. */
export async function getRun(
  tenantId: string,
  worksheetId: string,
  startedAt: number,
  runId: string,
): Promise<WorksheetRun | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: keys.worksheetRun(tenantId, worksheetId, startedAt, runId),
      ConsistentRead: true,
    }),
  );
  return readItemIf(runRecord, out.Item)?.run;
}

/**
 * The worksheets, of every tenant, whose run lock was taken before `takenBefore`, as gsi1 holds
 * them (keys.runLocks): their tenant and id only. An index read is eventually consistent: the
 * caller reads each worksheet again (in its tenant's scope) before it acts.
 */
export async function listHeldRunLocks(
  takenBefore: number,
): Promise<Pick<WorksheetRecord, 'tenantId' | 'worksheetId'>[]> {
  const held = z.object({ tenantId: z.string(), worksheetId: z.string() }).describe('held run lock');
  const shards = Array.from({ length: RUN_LOCK_SHARDS }, (_, shard) => shard);
  const pages = await Promise.all(
    shards.map((shard) =>
      queryAll(held, {
        TableName: table(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p AND gsi1sk < :before',
        ExpressionAttributeValues: {
          ':p': keys.runLocks(shard),
          ':before': keys.runLockTime(takenBefore),
        },
        ProjectionExpression: 'tenantId, worksheetId',
      }),
    ),
  );
  return pages.flat();
}

/** Stores a run (a new one, or its end over its start). */
export async function putRun(tenantId: string, worksheetId: string, run: WorksheetRun): Promise<void> {
  await batchWrite([
    { PutRequest: { Item: { run, ...keys.worksheetRun(tenantId, worksheetId, run.started_at, run.run_id) } } },
  ]);
}

async function runKeys(tenantId: string, worksheetId: string): Promise<Key[]> {
  return queryAll(z.object({ pk: z.string(), sk: z.string() }).describe('key'), {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :r)',
    ExpressionAttributeValues: { ':pk': keys.worksheets(tenantId), ':r': keys.worksheetRuns(worksheetId) },
    ProjectionExpression: 'pk, sk',
    ConsistentRead: true,
  });
}

/** The newest runs first, at most WORKSHEET_LIMITS.runsKept. */
export async function listRuns(tenantId: string, worksheetId: string): Promise<WorksheetRun[]> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :r)',
      ExpressionAttributeValues: { ':pk': keys.worksheets(tenantId), ':r': keys.worksheetRuns(worksheetId) },
      ScanIndexForward: false,
      Limit: WORKSHEET_LIMITS.runsKept,
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map((item) => readItem(runRecord, item).run);
}

/** Deletes the runs past the newest WORKSHEET_LIMITS.runsKept. */
export async function trimRuns(tenantId: string, worksheetId: string): Promise<void> {
  const all = await runKeys(tenantId, worksheetId);
  const old = all.slice(0, Math.max(0, all.length - WORKSHEET_LIMITS.runsKept));
  await batchWrite(old.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })));
}

/**
 * Worksheets of every tenant whose next run is due and that no live run holds: the local stack's timer only (a scan of the
 * local table; on AWS each worksheet has its own EventBridge schedule).
 */
export async function listDueWorksheets(
  now: number,
  staleBefore: number,
): Promise<Pick<WorksheetRecord, 'tenantId' | 'worksheetId'>[]> {
  const due: Pick<WorksheetRecord, 'tenantId' | 'worksheetId'>[] = [];
  let start: Record<string, unknown> | undefined;
  const dueItem = z.object({ tenantId: z.string(), worksheetId: z.string() }).describe('due worksheet');
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: table(),
        FilterExpression:
          'begins_with(sk, :w) AND nextRunAt <= :now AND (attribute_not_exists(#lock) OR #lock.startedAt < :stale)',
        ExpressionAttributeNames: { '#lock': 'lock' },
        ExpressionAttributeValues: { ':w': 'W#', ':now': now, ':stale': staleBefore },
        ProjectionExpression: 'tenantId, worksheetId',
        ExclusiveStartKey: start,
      }),
    );
    due.push(...(page.Items ?? []).map((item) => readItem(dueItem, item)));
    start = page.LastEvaluatedKey;
  } while (start);
  return due;
}

export function listWorksheetGroups(tenantId: string): Promise<WorksheetGroupRecord[]> {
  return queryAll(groupItem, {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :g)',
    ExpressionAttributeValues: { ':pk': keys.worksheets(tenantId), ':g': 'G#' },
    ConsistentRead: true,
  });
}

export async function getWorksheetGroup(tenantId: string, groupId: string): Promise<WorksheetGroupRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.worksheetGroup(tenantId, groupId), ConsistentRead: true }),
  );
  return readItemIf(groupItem, out.Item);
}

const nameLock = (tenantId: string, name: string, groupId: string): TransactItems[number] => ({
  Put: {
    TableName: table(),
    Item: { ...keys.worksheetGroupName(tenantId, name), groupId },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Adds a group and locks its name; false when the tenant has a group of that name. */
export async function createWorksheetGroup(tenantId: string, group: WorksheetGroupRecord): Promise<boolean> {
  const failed = await transact([
    nameLock(tenantId, group.name, group.groupId),
    {
      Put: {
        TableName: table(),
        Item: { ...group, ...keys.worksheetGroup(tenantId, group.groupId) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  return failed.length === 0;
}

/** Renames a group, moving its name lock: 'name' when the name is taken, 'gone' when the group is. */
export async function renameWorksheetGroup(
  tenantId: string,
  group: WorksheetGroupRecord,
  name: string,
): Promise<'name' | 'gone' | undefined> {
  const sameName = group.name.trim().toLowerCase() === name.trim().toLowerCase();
  const lockItems: TransactItems = sameName
    ? []
    : [
        nameLock(tenantId, name, group.groupId),
        { Delete: { TableName: table(), Key: keys.worksheetGroupName(tenantId, group.name) } },
      ];
  const failed = await transact([
    ...lockItems,
    {
      Update: {
        TableName: table(),
        Key: keys.worksheetGroup(tenantId, group.groupId),
        UpdateExpression: 'SET #n = :n',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#n': 'name' },
        ExpressionAttributeValues: { ':n': name },
      },
    },
  ]);
  if (failed.length === 0) return undefined;
  return !sameName && failed[0] === 0 ? 'name' : 'gone';
}

/** Removes a group and its name lock (the caller moves its worksheets). */
export async function deleteWorksheetGroup(tenantId: string, group: WorksheetGroupRecord): Promise<boolean> {
  const failed = await transact([
    { Delete: { TableName: table(), Key: keys.worksheetGroupName(tenantId, group.name) } },
    {
      Delete: {
        TableName: table(),
        Key: keys.worksheetGroup(tenantId, group.groupId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
  ]);
  return failed.length === 0;
}

/** Moves a worksheet to the default group (its group was removed). */
export async function ungroupWorksheet(tenantId: string, worksheetId: string, groupId: string): Promise<boolean> {
  const item = await updateIf({
    TableName: table(),
    Key: keys.worksheet(tenantId, worksheetId),
    UpdateExpression: 'SET groupId = :none',
    ConditionExpression: 'groupId = :g',
    ExpressionAttributeValues: { ':none': '', ':g': groupId },
  });
  return item !== undefined;
}
