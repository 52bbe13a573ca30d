import type { RunTrigger, WorksheetRun } from '../../shared/acts/worksheet.js';
import { isFileSource } from '../../shared/datasource/worksheet.js';
import type { WorksheetRecord } from '../lib/data/worksheets.js';

/** A run lock older than this is a run that died (a Lambda timed out): the next run takes it over. */
export const RUN_LOCK_STALE_MS = 15 * 60 * 1000;

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
