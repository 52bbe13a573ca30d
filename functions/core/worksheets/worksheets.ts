import type { RunTrigger, WorksheetDetail, WorksheetRun, WorksheetSummary } from '../../../shared/acts/worksheet.js';
import {
  canUpdateIncrementally,
  isFileSource,
  worksheetTableName,
  type UpdateSettings,
  type WorksheetField,
  type WorksheetSource,
} from '../../../shared/datasource/worksheet.js';
import type { worksheetAddArgs, worksheetChangeArgs } from '../../../shared/acts/worksheet.js';
import type * as z from 'zod';
import type { Caller } from '../../lib/act.js';
import { newId } from '../../lib/crypto/tokens.js';
import {
  changeWorksheet,
  createWorksheet,
  getWorksheet,
  listRuns,
  listWorksheetGroups,
  listWorksheets,
  releaseRunLock,
  removeWorksheet,
  takeRunLock,
  type WorksheetRecord,
} from '../../lib/data/worksheets.js';
import { getDatasource } from '../../lib/data/datasources.js';
import { fail } from '../../lib/errors.js';
import { worksheetKeys } from '../../lib/s3-objects.js';
import { canManage } from '../../../shared/datasource/access.js';
import { managedDatasource } from '../datasources/connections.js';
import { requireOwnUpload } from '../uploads/uploads.js';
import { assetExists, deleteAssetPrefix } from './objects.js';
import { nextKind, RUN_LOCK_STALE_MS } from './run-kind.js';
import { deleteSchedule, nextRunAfter, syncSchedule } from './schedule.js';
import type { WorksheetServices } from './services.js';

/**
 * `v1/worksheet/*` definitions (docs/worksheets.md). Any member of the tenant may list, read,
 * preview, export and add worksheets (from their own uploads, or extracted from a connection they
 * may query: its creator or the tenant's administrator, connections.ts queryableConnection); only
 * the creator or a tenant admin may change, refresh or remove one (the connections' rule,
 * shared/datasource/access.ts canManage), and changing one extracted from a connection also needs
 * the caller to be allowed to query that connection. A stored extract keeps running on its schedule
 * and on refresh. Another tenant's id is WORKSHEET_NOT_FOUND: every key is built from
 * the caller's tenant. Loads run in the background (worksheet-runs.ts); an act that starts one
 * takes the worksheet's run lock first, so a second refresh meanwhile is WORKSHEET_UPDATING.
 */
type AddArgs = z.output<typeof worksheetAddArgs>;
type ChangeArgs = z.output<typeof worksheetChangeArgs>;

function sourceLabel(source: WorksheetSource): string {
  if (isFileSource(source.kind)) return 'filename' in source ? source.filename : '';
  return source.kind === 'table' ? `${source.schema}.${source.table}` : 'SQL';
}

function summary(record: WorksheetRecord, groups?: ReadonlySet<string>): WorksheetSummary {
  return {
    _id: record.worksheetId,
    name: record.name,
    table_name: worksheetTableName(record.worksheetId),
    // A worksheet whose group was removed reads as the default group's until it is moved.
    group_id: groups && record.groupId && !groups.has(record.groupId) ? '' : record.groupId,
    source_kind: record.source.kind,
    source_label: sourceLabel(record.source),
    status: record.status,
    record_count: record.recordCount,
    bytes: record.bytes,
    update_mode: record.update.mode,
    ...(record.dataUpdatedAt === undefined ? {} : { data_updated_at: record.dataUpdatedAt }),
    ...(record.nextRunAt === undefined ? {} : { next_run_at: record.nextRunAt }),
    use_count: record.useCount,
    updated_at: record.updatedAt,
  };
}

export function detailOf(record: WorksheetRecord): WorksheetDetail {
  return {
    ...summary(record),
    source: record.source,
    fields: record.fields,
    update: record.update,
    ...(record.lastRun ? { last_run: record.lastRun } : {}),
    creator: record.creatorId,
    created_at: record.createdAt,
  };
}

/** A worksheet of the caller's tenant, or WORKSHEET_NOT_FOUND. */
export async function requireWorksheet(caller: Caller, worksheetId: string): Promise<WorksheetRecord> {
  const record = await getWorksheet(caller.tenantId, worksheetId);
  if (!record) fail('WORKSHEET_NOT_FOUND');
  return record;
}

/** A worksheet the caller may change, refresh or remove. */
export async function managedWorksheet(caller: Caller, worksheetId: string): Promise<WorksheetRecord> {
  const record = await requireWorksheet(caller, worksheetId);
  if (!canManage(record, caller)) fail('PERMISSION_DENIED');
  return record;
}

export async function listWorksheetsOf(caller: Caller, groupId: string, keyword: string): Promise<WorksheetSummary[]> {
  const [records, groups] = await Promise.all([listWorksheets(caller.tenantId), listWorksheetGroups(caller.tenantId)]);
  const known = new Set(groups.map((group) => group.groupId));
  const word = keyword.toLowerCase();
  return records
    .map((record) => summary(record, known))
    .filter((item) => groupId === '' || item.group_id === groupId)
    .filter((item) => word === '' || item.name.toLowerCase().includes(word))
    .sort((a, b) => b.updated_at - a.updated_at);
}

export async function getWorksheetDetail(caller: Caller, worksheetId: string): Promise<WorksheetDetail> {
  return detailOf(await requireWorksheet(caller, worksheetId));
}

/**
 * The source exists for the caller: their own merged upload of purpose `worksheet`, or a connection
 * of the tenant they may query (connections.ts managedDatasource).
 */
async function checkSource(caller: Caller, source: WorksheetSource): Promise<void> {
  if (source.kind === 'csv' || source.kind === 'xlsx') {
    requireOwnUpload(caller, source.upload_key, 'worksheet');
    if (!(await assetExists(source.upload_key))) fail('UPLOAD_INCOMPLETE');
    return;
  }
  await managedDatasource(caller, source.datasource_id);
}

/** Creates the worksheet (status updating, its first run's lock taken) and starts the first load. */
export async function addWorksheet(
  services: WorksheetServices,
  caller: Caller,
  args: AddArgs,
  now: number,
): Promise<WorksheetDetail> {
  await checkSource(caller, args.source);
  const runId = newId();
  const record: WorksheetRecord = {
    worksheetId: newId(),
    tenantId: caller.tenantId,
    name: args.name,
    groupId: args.group_id,
    source: args.source,
    fields: args.fields,
    update: args.update,
    status: 'updating',
    recordCount: 0,
    bytes: 0,
    generation: '',
    dataKeys: [],
    incrementalRuns: 0,
    failedInRow: 0,
    lock: { runId, startedAt: now },
    ...(nextRunAfter(args.update, now) === undefined ? {} : { nextRunAt: nextRunAfter(args.update, now) }),
    useCount: 0,
    creatorId: caller.userId,
    createdAt: now,
    updatedAt: now,
  };
  const refused = await createWorksheet(record);
  if (refused === 'group') fail('WORKSHEET_GROUP_NOT_FOUND');
  if (refused === 'connection') fail('DATASOURCE_NOT_FOUND');
  if (refused) fail('WORKSHEET_NOT_FOUND');
  await syncSchedule(record.tenantId, record.worksheetId, record.update);
  await services.dispatch({
    tenantId: record.tenantId,
    worksheetId: record.worksheetId,
    trigger: 'initial',
    full: true,
    runId,
  });
  return detailOf(record);
}

/** New names and types over the stored fields, whose sources stay; WORKSHEET_FIELD_INVALID when the count differs. */
function changedFields(before: readonly WorksheetField[], after: readonly WorksheetField[]): WorksheetField[] {
  if (before.length !== after.length) fail('WORKSHEET_FIELD_INVALID');
  return before.map((field, index) => ({ ...field, name: after[index]!.name, type: after[index]!.type }));
}

function checkMode(source: WorksheetSource, update: UpdateSettings): void {
  if (update.mode !== 'once' && update.mode !== 'none' && !canUpdateIncrementally(source.kind))
    fail('WORKSHEET_INCREMENTAL_UNSUPPORTED');
}

const sameFields = (a: readonly WorksheetField[], b: readonly WorksheetField[]): boolean =>
  a.length === b.length && a.every((field, index) => field.name === b[index]!.name && field.type === b[index]!.type);

/**
 * Name, group, fields and update settings. Fields renamed or retyped need the data written again:
 * a full reload starts (WORKSHEET_UPDATING when a run holds the worksheet). Settings re-schedule.
 */
export async function changeWorksheetOf(
  services: WorksheetServices,
  caller: Caller,
  args: ChangeArgs,
  now: number,
): Promise<WorksheetDetail> {
  const before = await managedWorksheet(caller, args._id);
  // Fields and update settings shape the extract's statement (its incremental column, its runs);
  // a connection removed since runs nothing, so renaming stays possible.
  if (before.source.kind === 'table' || before.source.kind === 'sql') {
    const connection = await getDatasource(caller.tenantId, before.source.datasource_id);
    if (connection && !canManage(connection, caller)) fail('PERMISSION_DENIED');
  }
  const fields = changedFields(before.fields, args.fields);
  checkMode(before.source, args.update);
  const reload = !sameFields(before.fields, fields);
  const runId = newId();
  if (reload && !(await takeRunLock(caller.tenantId, before.worksheetId, runId, now, now - RUN_LOCK_STALE_MS)))
    fail('WORKSHEET_UPDATING');
  const nextRunAt = nextRunAfter(args.update, now);
  const refused = await changeWorksheet(before, {
    name: args.name,
    groupId: args.group_id,
    fields,
    update: args.update,
    updatedAt: now,
    nextRunAt,
  });
  if (refused && reload) await releaseRunLock(caller.tenantId, before.worksheetId, runId, before.status);
  if (refused === 'group') fail('WORKSHEET_GROUP_NOT_FOUND');
  if (refused === 'changed') fail('REVISION_CONFLICT');
  if (refused) fail('WORKSHEET_NOT_FOUND');
  await syncSchedule(caller.tenantId, before.worksheetId, args.update);
  if (reload)
    await services.dispatch({
      tenantId: caller.tenantId,
      worksheetId: before.worksheetId,
      trigger: 'manual',
      full: true,
      runId,
    });
  return detailOf(await requireWorksheet(caller, before.worksheetId));
}

/**
 * Removes a worksheet no data API or widget uses (WORKSHEET_IN_USE), its schedule and its data;
 * answers its name (the audit log's target).
 */
export async function removeWorksheetOf(caller: Caller, worksheetId: string): Promise<string> {
  const record = await managedWorksheet(caller, worksheetId);
  const refused = await removeWorksheet(caller.tenantId, worksheetId);
  if (refused === 'in-use') fail('WORKSHEET_IN_USE');
  if (refused) fail('WORKSHEET_NOT_FOUND');
  await deleteSchedule(caller.tenantId, worksheetId);
  await deleteAssetPrefix(worksheetKeys.worksheet(caller.tenantId, worksheetId));
  return record.name;
}

/** Starts an update now (`full` forces a full reload); WORKSHEET_UPDATING while a run holds it. */
export async function refreshWorksheet(
  services: WorksheetServices,
  caller: Caller,
  worksheetId: string,
  full: boolean,
  now: number,
): Promise<WorksheetRun> {
  await managedWorksheet(caller, worksheetId);
  const runId = newId();
  const locked = await takeRunLock(caller.tenantId, worksheetId, runId, now, now - RUN_LOCK_STALE_MS);
  if (!locked) {
    await requireWorksheet(caller, worksheetId);
    fail('WORKSHEET_UPDATING');
  }
  const trigger: RunTrigger = 'manual';
  await services.dispatch({ tenantId: caller.tenantId, worksheetId, trigger, full, runId });
  return { run_id: runId, trigger, kind: nextKind(locked, trigger, full), status: 'running', started_at: now };
}

export async function runsOf(caller: Caller, worksheetId: string): Promise<WorksheetRun[]> {
  await requireWorksheet(caller, worksheetId);
  return listRuns(caller.tenantId, worksheetId);
}
