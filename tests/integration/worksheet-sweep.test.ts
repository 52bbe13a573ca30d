import { beforeAll, describe, expect, it } from 'vitest';
import { RUN_LOCK_STALE_MS, RUN_START_GRACE_MS } from '../../functions/core/worksheets/run-kind.js';
import { newId } from '../../functions/lib/crypto/tokens.js';
import {
  abandonRun,
  createWorksheet,
  getWorksheet,
  putRun,
  takeRunLock,
  type WorksheetRecord,
} from '../../functions/lib/data/worksheets.js';
import { asDeployedFunction } from '../../functions/lib/tenant-key-guard.js';
import { handler as runner } from '../../functions/worksheet/run-handler.js';
import {
  worksheetAddArgs,
  type FileInspection,
  type WorksheetDetail,
  type WorksheetPreview,
  type WorksheetRun,
} from '../../shared/acts/worksheet.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { callAs, registerUser, type Registered } from './helpers/client.js';
import { uploadFile } from './helpers/upload.js';
import { csvWorksheet, runsOf, settled, settledAs } from './helpers/worksheets.js';

/**
 * Runs that never started or died (docs/worksheets.md#runs-that-never-end): a worksheet left
 * `updating` by a run lock nobody will release — as an `add` that failed after storing the
 * worksheet leaves it, or a runner that timed out — is made abnormal by the sweep the local
 * timer runs at each tick (EventBridge Scheduler's stand-in; deployed, the sweep's schedule
 * invokes the runner with the same sweep), and `refresh` is accepted again. A run in progress,
 * and a lock an act took a moment ago, are left alone.
 */
const CSV = ['region,amount', 'east,10', 'north,20', 'south,30'].join('\n');

let owner: Registered;
let tenantId: string;

async function get(id: string): Promise<WorksheetDetail> {
  const got = await callAs<WorksheetDetail>(owner, 'v1/worksheet/get', { _id: id });
  expect(got.code, JSON.stringify(got.body)).toBe(200);
  return got.msg;
}

const refresh = (id: string) => callAs<WorksheetRun>(owner, 'v1/worksheet/refresh', { _id: id, full: false });

/**
 * What `add` stores before it starts the first load (functions/core/worksheets/worksheets.ts addWorksheet):
 * the worksheet `updating`, its first run's lock taken `lockAgeMs` ago, written straight to the
 * store and never started, as when the act failed right after that write.
 */
async function addedButNeverStarted(name: string, lockAgeMs: number): Promise<{ id: string; runId: string }> {
  const filename = 'rows.csv';
  const key = await uploadFile(owner.login.auth, filename, new TextEncoder().encode(CSV), 'worksheet');
  const inspected = await callAs<FileInspection>(owner, 'v1/worksheet/inspect', { upload_key: key, filename });
  expect(inspected.code, JSON.stringify(inspected.body)).toBe(200);
  const args = worksheetAddArgs.parse({
    name,
    source: { kind: 'csv', upload_key: key, filename, reading: {} },
    fields: inspected.msg.fields,
  });
  const takenAt = Date.now() - lockAgeMs;
  const runId = newId();
  const record: WorksheetRecord = {
    worksheetId: newId(),
    tenantId,
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
    lock: { runId, startedAt: takenAt },
    useCount: 0,
    creatorId: owner.login.user._id,
    createdAt: takenAt,
    updatedAt: takenAt,
  };
  expect(await createWorksheet(record)).toBeUndefined();
  return { id: record.worksheetId, runId };
}

/**
 * A loaded worksheet whose run took the lock `lockAgeMs` ago: with `recorded`, the run recorded
 * its start (as the runner does right after taking the lock); without, only the act's lock.
 */
async function runHeld(name: string, lockAgeMs: number, recorded: boolean): Promise<{ id: string; runId: string }> {
  const { _id: id } = await csvWorksheet(owner, name, CSV);
  const takenAt = Date.now() - lockAgeMs;
  const runId = newId();
  expect(await takeRunLock(tenantId, id, runId, takenAt, takenAt - RUN_LOCK_STALE_MS)).toBeDefined();
  if (recorded)
    await putRun(tenantId, id, {
      run_id: runId,
      trigger: 'manual',
      kind: 'full',
      status: 'running',
      started_at: takenAt,
    });
  return { id, runId };
}

beforeAll(async () => {
  owner = await registerUser();
  tenantId = owner.login.corp[0]!._id;
});

describe('the sweep of worksheet runs', () => {
  it('makes a worksheet whose first run never started abnormal, and refresh loads it', async () => {
    const { id, runId } = await addedButNeverStarted('never started', RUN_START_GRACE_MS + 60_000);

    // The local timer's next tick sweeps it (every 15 s).
    const swept = await settled(owner, id, 45_000);
    expect(swept.status).toBe('abnormal');
    expect(swept.last_run).toMatchObject({
      run_id: runId,
      trigger: 'initial',
      kind: 'full',
      status: 'failed',
      code: ErrorCode.WORKSHEET_RUN_LOST,
    });
    expect((await runsOf(owner, id)).map((run) => [run.run_id, run.status])).toEqual([[runId, 'failed']]);

    const refreshed = await refresh(id);
    expect(refreshed.code, JSON.stringify(refreshed.body)).toBe(200);
    const loaded = await settledAs(owner, id, 'normal');
    expect(loaded.record_count).toBe(3);
  });

  it('makes a worksheet whose run died abnormal, keeping its data, and refresh runs again', async () => {
    const { id, runId } = await runHeld('died', RUN_LOCK_STALE_MS + 60_000, true);

    const swept = await settled(owner, id, 45_000);
    expect(swept.status).toBe('abnormal');
    expect(swept.last_run).toMatchObject({ run_id: runId, status: 'failed', code: ErrorCode.WORKSHEET_RUN_LOST });
    // The run recorded as running is now recorded as failed (the same run, not a second one).
    const runs = await runsOf(owner, id);
    expect(runs.filter((run) => run.run_id === runId).map((run) => run.status)).toEqual(['failed']);
    expect(swept.record_count).toBe(3);
    const preview = await callAs<WorksheetPreview>(owner, 'v1/worksheet/preview', { _id: id });
    expect(preview.msg.rows).toHaveLength(3);

    expect((await refresh(id)).code).toBe(200);
    await settledAs(owner, id, 'normal');
  });

  it('leaves a run in progress and a lock taken a moment ago alone', async () => {
    const live = await runHeld('in progress', RUN_START_GRACE_MS + 60_000, true);
    const starting = await runHeld('starting', 0, false);
    const never = await addedButNeverStarted('sentinel', RUN_START_GRACE_MS + 60_000);

    // The deployed runner's sweep, as its schedule invokes it: under the tenant key guard.
    await asDeployedFunction(() => runner({ sweep: true }));

    // The sweep ran (by this call or the timer's tick): the run that never started is ended.
    expect((await get(never.id)).status).toBe('abnormal');
    for (const { id, runId } of [live, starting]) {
      const held = await getWorksheet(tenantId, id);
      expect(held?.status, id).toBe('updating');
      expect(held?.lock?.runId, id).toBe(runId);
      expect(held?.lastRun?.code, id).toBeUndefined();
      expect((await refresh(id)).code, id).toBe(ErrorCode.WORKSHEET_UPDATING);
    }
  });

  it('does not end a run that took the lock after the sweep read it', async () => {
    const { id } = await addedButNeverStarted('started late', RUN_START_GRACE_MS + 60_000);
    const read = (await getWorksheet(tenantId, id))?.lock;
    expect(read).toBeDefined();
    if (!read) return;
    // The run begins (late) under the same run id: it takes the lock anew.
    const begun = await takeRunLock(tenantId, id, read.runId, Date.now(), Date.now() - RUN_LOCK_STALE_MS);
    expect(begun?.lock?.startedAt).toBeGreaterThan(read.startedAt);
    const lost: WorksheetRun = {
      run_id: read.runId,
      trigger: 'initial',
      kind: 'full',
      status: 'failed',
      started_at: read.startedAt,
      code: ErrorCode.WORKSHEET_RUN_LOST,
    };
    expect(await abandonRun(tenantId, id, read, lost)).toBe(false);
    expect((await getWorksheet(tenantId, id))?.status).toBe('updating');
  });
});
