import { RUN_LOCK_STALE_MS } from '../../functions/core/worksheets/run-kind.js';
import { runWorksheet } from '../../functions/core/worksheets/runs.js';
import { sweepWorksheetRuns } from '../../functions/core/worksheets/sweep.js';
import { listDueWorksheets } from '../../functions/lib/data/worksheets.js';
import { log } from '../../functions/lib/log.js';
import { asDeployedFunction } from '../../functions/lib/tenant-key-guard.js';
import { worksheetServices } from '../../functions/worksheet/services.js';

/**
 * The local stack's stand-in for EventBridge Scheduler: every `everyMs` it runs the worksheets
 * whose next run is due (and that no run holds) through the same runWorksheet as the deployed
 * runner, with trigger `schedule`; a failed run sets its own retry time (worksheet-runs.ts), so
 * retries keep the deployed backoff. Then it sweeps the runs that never started or died through
 * the same sweepWorksheetRuns as the deployed runner's sweep schedule (worksheet-sweep.ts). One
 * tick at a time: a tick still running skips the next.
 */
export const WORKSHEET_TIMER_MS = 15_000;

export interface WorksheetTimer {
  /** Runs one tick now (the integration suite's hook), resolved when its runs have ended. */
  tick(): Promise<void>;
  stop(): void;
}

export function startWorksheetTimer(everyMs = WORKSHEET_TIMER_MS): WorksheetTimer {
  let running: Promise<void> | undefined;
  const tick = (): Promise<void> =>
    (running ??= (async () => {
      try {
        const now = Date.now();
        const due = await listDueWorksheets(now, now - RUN_LOCK_STALE_MS);
        // Each run stands for an invocation of the deployed runner function.
        for (const { tenantId, worksheetId } of due)
          await asDeployedFunction(() =>
            runWorksheet(worksheetServices, { tenantId, worksheetId, trigger: 'schedule' }),
          );
      } catch (error) {
        log('error', 'worksheet timer tick failed', { error: String(error) });
      }
      try {
        // It stands for an invocation of the deployed runner by the sweep's schedule.
        await asDeployedFunction(() => sweepWorksheetRuns());
      } catch (error) {
        log('error', 'worksheet sweep failed', { error: String(error) });
      } finally {
        running = undefined;
      }
    })());
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
