import * as z from 'zod';
import { RUN_TRIGGERS } from '../../shared/acts/worksheet.js';
import { entityId } from '../../shared/acts/group.js';
import { runWorksheet, sweepWorksheetRuns } from '../core/worksheets/index.js';
import { log } from '../lib/log.js';
import type { WorksheetRunEvent, WorksheetSweepEvent } from '../lib/worksheet/contract.js';
import { worksheetServices } from './services.js';

/**
 * The worksheet runner: one run per event (functions/core/worksheets/runs.ts), sent by an
 * asynchronous invoke (first load, refresh, a change of fields) or by the worksheet's EventBridge
 * Scheduler schedule; and the sweep of runs that never started or died
 * (functions/core/worksheets/sweep.ts), sent by the sweep's own schedule. A malformed event is
 * logged and dropped: thrown, it would be retried by Lambda and the scheduler over and over. A
 * run's own failure is recorded on the worksheet, not thrown either.
 */
const runEventSchema = z.object({
  tenantId: entityId,
  worksheetId: entityId,
  trigger: z.enum(RUN_TRIGGERS),
  full: z.boolean().optional(),
  runId: z.optional(entityId),
}) satisfies z.ZodType<WorksheetRunEvent>;

const sweepEventSchema = z.object({ sweep: z.literal(true) }).strict() satisfies z.ZodType<WorksheetSweepEvent>;

export const handler = async (event: unknown): Promise<void> => {
  if (sweepEventSchema.safeParse(event).success) {
    const ended = await sweepWorksheetRuns();
    log('info', 'worksheet sweep', { ended });
    return;
  }
  const parsed = runEventSchema.safeParse(event);
  if (!parsed.success) {
    log('warn', 'malformed worksheet run event dropped', { issues: z.prettifyError(parsed.error) });
    return;
  }
  const run = await runWorksheet(worksheetServices, parsed.data);
  log('info', 'worksheet run', { worksheetId: parsed.data.worksheetId, status: run?.status ?? 'none' });
};
