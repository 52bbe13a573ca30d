import type { RunTrigger, WorksheetRun } from '../../../shared/acts/worksheet.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { abandonRun, getRun, getWorksheet, listHeldRunLocks } from '../../lib/data/worksheets.js';
import { log } from '../../lib/log.js';
import { inTenantScope } from '../../lib/tenant-credentials.js';
import { nextKind, RUN_LOCK_STALE_MS, RUN_START_GRACE_MS } from './run-kind.js';
import { recordIfKept, type Clock } from './runs.js';

/**
 * The sweep of runs that never started or died (docs/worksheets.md#runs-that-never-end): what
 * the runner does when the sweep's EventBridge Scheduler schedule invokes it (every
 * WORKSHEETS.sweepMinutes), and what the local stack's timer does at each tick. It checks every
 * worksheet whose run lock was taken more than RUN_START_GRACE_MS ago:
 * - no run is recorded under the lock (its run id and the time it was taken): the run never
 *   started (the act that took the lock failed before starting it, or the start was lost);
 * - the run is recorded, and the lock is older than RUN_LOCK_STALE_MS (the runner's timeout):
 *   the run died.
 * Either way the worksheet is made abnormal (WORKSHEET_RUN_LOST, the run recorded as failed) and
 * its lock released, with one write conditional on the lock still being the one checked: a run
 * that took the lock or ended meanwhile keeps its own outcome. A run recorded under a younger
 * lock is live, and left alone.
 *
 * The worksheets are found in gsi1 (keys.runLocks) with the function's own clients, which reach
 * keys outside every tenant only; each is read and written in its own tenant's scope
 * (inTenantScope), as a run is.
 */

/** Ends the run holding the worksheet's lock if it never started or died; whether it did. */
async function sweepWorksheet(tenantId: string, worksheetId: string, now: number): Promise<boolean> {
  const record = await getWorksheet(tenantId, worksheetId);
  const lock = record?.lock;
  if (!record || !lock || now - lock.startedAt < RUN_START_GRACE_MS) return false;
  const started = await getRun(tenantId, worksheetId, lock.startedAt, lock.runId);
  if (started && now - lock.startedAt < RUN_LOCK_STALE_MS) return false;
  // A lock with no run recorded was taken by an act: `add` for a worksheet never loaded, else a
  // refresh or a change of fields.
  const trigger: RunTrigger =
    started?.trigger ?? (record.lastRun === undefined && record.generation === '' ? 'initial' : 'manual');
  const run: WorksheetRun = {
    run_id: lock.runId,
    trigger,
    kind: started?.kind ?? nextKind(record, trigger, false),
    status: 'failed',
    started_at: lock.startedAt,
    finished_at: now,
    duration_ms: now - lock.startedAt,
    code: ErrorCode.WORKSHEET_RUN_LOST,
    message: '',
  };
  if (!(await abandonRun(tenantId, worksheetId, lock, run))) return false;
  await recordIfKept(tenantId, worksheetId, run);
  log('warn', 'worksheet run lost', { worksheetId, runId: lock.runId, started: started !== undefined });
  return true;
}

/**
 * One sweep over every tenant's worksheets: how many runs it ended. A worksheet whose check
 * fails does not stop the others; the sweep then throws, so the failure is seen (the runner's
 * error alarm), and the next sweep checks it again.
 */
export async function sweepWorksheetRuns(clock: Clock = Date.now): Promise<number> {
  const now = clock();
  const held = await listHeldRunLocks(now - RUN_START_GRACE_MS);
  let ended = 0;
  let failed = 0;
  for (const { tenantId, worksheetId } of held) {
    try {
      if (await inTenantScope(tenantId, () => sweepWorksheet(tenantId, worksheetId, now))) ended += 1;
    } catch (error) {
      failed += 1;
      log('error', 'worksheet sweep failed', { worksheetId, error: String(error) });
    }
  }
  if (failed > 0) throw new Error(`the worksheet sweep failed for ${failed} of ${held.length} worksheets`);
  return ended;
}
