import type { RunTrigger, WorksheetRun } from '../../../shared/acts/worksheet.js';
import { isFileSource, WORKSHEET_LIMITS } from '../../../shared/datasource/worksheet.js';
import type { WorksheetRecord } from '../../lib/data/worksheets.js';

/** A run lock older than this is a run that died (a Lambda timed out): the next run takes it over. */
export const RUN_LOCK_STALE_MS = WORKSHEET_LIMITS.runMaxMinutes * 60 * 1000;

/** A run lock older than this whose run recorded no start is a run that never started. */
export const RUN_START_GRACE_MS = WORKSHEET_LIMITS.runStartGraceMinutes * 60 * 1000;

/**
 * Whether a run replaces the data (full) or adds rows after the watermark (incremental): files,
 * first loads, forced reloads, `once`/`none` and worksheets with no data yet load fully;
 * `full_incremental` reloads fully once `full_every` incremental runs have passed.
 */
export function nextKind(
  record: Pick<WorksheetRecord, 'source' | 'update' | 'generation' | 'incrementalRuns'>,
  trigger: RunTrigger,
  full: boolean,
): WorksheetRun['kind'] {
  if (full || trigger === 'initial' || isFileSource(record.source.kind) || record.generation === '') return 'full';
  switch (record.update.mode) {
    case 'incremental':
      return 'incremental';
    case 'full_incremental':
      return record.incrementalRuns >= record.update.full_every ? 'full' : 'incremental';
    default:
      return 'full';
  }
}
