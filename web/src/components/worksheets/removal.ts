import type { WorksheetSummary } from '../../../../shared/acts/worksheet.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { isRpcError } from '../../api/errors';

/**
 * Why a worksheet cannot be removed, as the remove dialog says it: the data APIs its list row
 * counts (`use_count`), known before asking; or — learnt only from the server's WORKSHEET_IN_USE,
 * as no list counts them — the widgets of screens that read it, in a draft or a published version.
 */
export type RemovalBlock = { by: 'apis'; count: number } | { by: 'screens' };

export function removalBlock(worksheet: WorksheetSummary, refused: boolean): RemovalBlock | undefined {
  if (worksheet.use_count > 0) return { by: 'apis', count: worksheet.use_count };
  return refused ? { by: 'screens' } : undefined;
}

/** The server refused the removal because something reads the worksheet. */
export const refusedInUse = (error: unknown): boolean => isRpcError(error) && error.code === ErrorCode.WORKSHEET_IN_USE;
