import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { WorksheetRun } from '../../../shared/acts/worksheet.js';
import { isFileSource } from '../../../shared/datasource/worksheet.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { newId } from '../../lib/crypto/tokens.js';
import {
  failRun,
  finishRun,
  getWorksheet,
  putRun,
  releaseRunLock,
  takeRunLock,
  trimRuns,
  type LoadedData,
  type WorksheetRecord,
} from '../../lib/data/worksheets.js';
import { isDomainError } from '../../lib/errors.js';
import { log } from '../../lib/log.js';
import { worksheetKeys } from '../../lib/s3-objects.js';
import { SqlFailure } from '../../lib/sql/failure.js';
import type { ParquetOutput, WorksheetRunEvent } from '../../lib/worksheet/contract.js';
import { fieldColumns, fieldRows, streamExtractRows, type ExtractSource } from './extract.js';
import { withUploadFile } from './inspect.js';
import { deleteAssets, putParquet, withScratch } from './objects.js';
import { nextKind, RUN_LOCK_STALE_MS } from './run-kind.js';
import { nextRunAfter, retryAt } from './schedule.js';
import { inTenantScope } from '../../lib/tenant-credentials.js';
import type { WorksheetServices } from './services.js';

/**
 * One run of a worksheet's update (docs/worksheets.md#runs), what the run handler, the acts'
 * in-process dispatch and the local timer all call. It takes the worksheet's run lock (a
 * conditional write: the act that started it may hold it already under the same run id; a lock
 * older than RUN_LOCK_STALE_MS is a dead run's); without it the run is recorded as `skipped`.
 * A run that never starts, or dies, is ended by the sweep (worksheet-sweep.ts).
 *
 * A full run writes a new generation of Parquet and swaps it in with one write conditional on
 * still holding the lock, then deletes the old generation; an incremental run adds a part to the
 * current generation with the rows past the watermark. A failure leaves the data as it was,
 * sets the status abnormal and records the catalogue code with the source's message (secrets
 * removed by the SQL engine). A scheduled run that fails is tried again with doubling backoff
 * (WORKSHEET_LIMITS.retries) before the schedule's next interval.
 */
export type Clock = () => number;

interface Loaded extends LoadedData {
  /** Objects this run wrote (deleted again if the swap is refused). */
  written: string[];
}

async function putOutput(key: string, output: ParquetOutput): Promise<number> {
  await putParquet(key, output.path);
  return output.bytes || (await stat(output.path)).size;
}

async function loadFile(services: WorksheetServices, record: WorksheetRecord, runId: string): Promise<Loaded> {
  const source = record.source;
  if (!isFileSource(source.kind) || !('upload_key' in source)) throw new Error('not a file source');
  const generation = newId();
  const key = worksheetKeys.part(record.tenantId, record.worksheetId, generation, `part-${runId}`);
  return withUploadFile(source.upload_key, async (file) => {
    const output = await services.importer.importFile(file, source.reading, record.fields, `${file.path}.parquet`);
    const bytes = await putOutput(key, output);
    return {
      dataKeys: [key],
      fields: record.fields,
      generation,
      recordCount: output.rows,
      bytes,
      watermark: undefined,
      incrementalRuns: 0,
      written: [key],
    };
  });
}

async function loadExtract(
  services: WorksheetServices,
  record: WorksheetRecord,
  source: ExtractSource,
  runId: string,
  kind: WorksheetRun['kind'],
): Promise<Loaded> {
  const column = record.update.incremental_column.trim();
  const incremental = kind === 'incremental';
  const after =
    incremental && column && record.watermark !== undefined ? { column, value: record.watermark } : undefined;
  const base = incremental
    ? { generation: record.generation, keys: record.dataKeys, rows: record.recordCount, bytes: record.bytes }
    : { generation: newId(), keys: [], rows: 0, bytes: 0 };
  const key = worksheetKeys.part(record.tenantId, record.worksheetId, base.generation, `part-${runId}`);
  return withScratch(async (folder) => {
    // The rows stream from the database into the Parquet writer; the session is given back
    // before the part is uploaded.
    const written = await streamExtractRows(
      { tenantId: record.tenantId, source, ...(after ? { after } : {}) },
      async (stream) => {
        const markIndex = column ? stream.columns.findIndex((c) => c.name === column) : -1;
        const extract = await fieldRows(
          stream,
          fieldColumns(record.fields, stream),
          markIndex,
          incremental ? record.watermark : undefined,
        );
        // An incremental run with nothing new writes nothing.
        if (incremental && extract.empty) return { output: undefined, watermark: extract.watermark() };
        const output = await services.importer.writeParquet(record.fields, extract.rows, join(folder, 'part.parquet'));
        return { output, watermark: extract.watermark() };
      },
    );
    const loaded = {
      fields: record.fields,
      generation: base.generation,
      watermark: written.watermark,
      incrementalRuns: incremental ? record.incrementalRuns + 1 : 0,
    };
    if (!written.output)
      return { ...loaded, dataKeys: base.keys, recordCount: base.rows, bytes: base.bytes, written: [] };
    const bytes = await putOutput(key, written.output);
    return {
      ...loaded,
      dataKeys: [...base.keys, key],
      recordCount: base.rows + written.output.rows,
      bytes: base.bytes + bytes,
      written: [key],
    };
  });
}

function load(
  services: WorksheetServices,
  record: WorksheetRecord,
  runId: string,
  kind: WorksheetRun['kind'],
): Promise<Loaded> {
  const source = record.source;
  if (source.kind === 'table' || source.kind === 'sql') return loadExtract(services, record, source, runId, kind);
  return loadFile(services, record, runId);
}

/** The catalogue code and a message safe to show: the source's own for SQL failures, nothing internal otherwise. */
function failureOf(error: unknown): { code: number; message: string } {
  if (error instanceof SqlFailure) return { code: error.code, message: error.data.message };
  if (isDomainError(error)) return { code: error.code, message: '' };
  return { code: ErrorCode.SERVER_ERROR, message: '' };
}

/** Records a run that ended, unless the worksheet was removed meanwhile (its runs went with it). */
export async function recordIfKept(tenantId: string, worksheetId: string, run: WorksheetRun): Promise<void> {
  if (!(await getWorksheet(tenantId, worksheetId))) return;
  await putRun(tenantId, worksheetId, run);
  await trimRuns(tenantId, worksheetId);
}

/**
 * Runs one update of a worksheet; the run as recorded (undefined when the worksheet is gone or
 * the run was done). A run touches only its worksheet's tenant, with that tenant's scoped clients
 * (docs/tenants.md#isolation-by-iam), whoever calls it.
 */
export function runWorksheet(
  services: WorksheetServices,
  event: WorksheetRunEvent,
  clock: Clock = Date.now,
): Promise<WorksheetRun | undefined> {
  return inTenantScope(event.tenantId, () => runUpdate(services, event, clock));
}

async function runUpdate(
  services: WorksheetServices,
  event: WorksheetRunEvent,
  clock: Clock,
): Promise<WorksheetRun | undefined> {
  const { tenantId, worksheetId, trigger } = event;
  const runId = event.runId ?? newId();
  const startedAt = clock();
  const record = await takeRunLock(tenantId, worksheetId, runId, startedAt, startedAt - RUN_LOCK_STALE_MS);
  if (!record) {
    const current = await getWorksheet(tenantId, worksheetId);
    if (!current) return undefined;
    const skipped: WorksheetRun = {
      run_id: runId,
      trigger,
      kind: nextKind(current, trigger, event.full ?? false),
      status: 'skipped',
      started_at: startedAt,
      finished_at: startedAt,
      duration_ms: 0,
      code: ErrorCode.WORKSHEET_UPDATING,
      message: '',
    };
    await putRun(tenantId, worksheetId, skipped);
    return skipped;
  }
  // A re-delivered event of a run that ended already (async invokes are at least once), or one
  // the sweep ended (worksheet-sweep.ts): the lock goes back, with the status that end left.
  if (record.lastRun?.run_id === runId) {
    await releaseRunLock(tenantId, worksheetId, runId, record.lastRun.status === 'succeeded' ? 'normal' : 'abnormal');
    return undefined;
  }
  const kind = nextKind(record, trigger, event.full ?? false);
  const running: WorksheetRun = { run_id: runId, trigger, kind, status: 'running', started_at: startedAt };
  await putRun(tenantId, worksheetId, running);
  let written: string[] = [];
  try {
    const loaded = await load(services, record, runId, kind);
    written = loaded.written;
    const finishedAt = clock();
    const run: WorksheetRun = {
      ...running,
      status: 'succeeded',
      finished_at: finishedAt,
      duration_ms: finishedAt - startedAt,
      rows: kind === 'full' ? loaded.recordCount : loaded.recordCount - record.recordCount,
    };
    const next = trigger === 'schedule' ? nextRunAfter(record.update, finishedAt) : undefined;
    if (!(await finishRun(tenantId, worksheetId, runId, loaded, run, next))) {
      // The lock went to another run (this one outlived RUN_LOCK_STALE_MS) or the worksheet was removed.
      await deleteAssets(written);
      const lost = { ...run, status: 'failed' as const, code: ErrorCode.WORKSHEET_UPDATING, message: '' };
      await recordIfKept(tenantId, worksheetId, lost);
      return lost;
    }
    if (kind === 'full') await deleteAssets(record.dataKeys.filter((key) => !loaded.dataKeys.includes(key)));
    await putRun(tenantId, worksheetId, run);
    await trimRuns(tenantId, worksheetId);
    return run;
  } catch (error) {
    if (!isDomainError(error)) log('error', 'worksheet run failed', { worksheetId, runId, error: String(error) });
    await deleteAssets(written);
    const finishedAt = clock();
    const failure = failureOf(error);
    const run: WorksheetRun = {
      ...running,
      status: 'failed',
      finished_at: finishedAt,
      duration_ms: finishedAt - startedAt,
      ...failure,
    };
    // Scheduled failures in a row: retried with backoff, then back to the interval (and the count to 0).
    const inRow = trigger === 'schedule' ? record.failedInRow + 1 : record.failedInRow;
    const retry = trigger === 'schedule' ? retryAt(inRow, finishedAt) : undefined;
    const next = trigger === 'schedule' ? (retry ?? nextRunAfter(record.update, finishedAt)) : undefined;
    await failRun(tenantId, worksheetId, runId, run, next, retry === undefined && trigger === 'schedule' ? 0 : inRow);
    await recordIfKept(tenantId, worksheetId, run);
    return run;
  }
}
