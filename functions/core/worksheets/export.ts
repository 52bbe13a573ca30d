import type { DownloadTicket } from '../../../shared/acts/results.js';
import { WORKSHEET_LIMITS } from '../../../shared/datasource/worksheet.js';
import type { Caller } from '../../lib/act.js';
import { newId } from '../../lib/crypto/tokens.js';
import { csvDocument, csvText } from '../../lib/csv.js';
import { assetUrl, datedFileName, putAsset, worksheetKeys } from '../../lib/s3-objects.js';
import { dataFieldsOf, jsonCell, worksheetRows } from './data.js';
import type { WorksheetServices } from './services.js';
import { requireWorksheet } from './worksheets.js';

/*
 * A worksheet's rows as a CSV download (at most WORKSHEET_LIMITS.queryMaxRows rows), stored as a
 * private asset whose object names the file, answered as a signed link (export.ts's pattern).
 * A text cell that a spreadsheet would run as a formula is neutralized (lib/csv.ts).
 */

/** A CSV cell of a worksheet's value. */
export function csvCell(value: unknown): string {
  const plain = jsonCell(value);
  if (plain === null || plain === undefined) return '';
  // Numbers, instants and booleans are written by the engine, not typed by a user: a negative number stays a number.
  if (typeof value !== 'string') return String(plain);
  return csvText(value);
}

export async function exportWorksheet(
  services: WorksheetServices,
  caller: Caller,
  worksheetId: string,
  now: number,
): Promise<DownloadTicket> {
  const record = await requireWorksheet(caller, worksheetId);
  const result = await worksheetRows(services, record, WORKSHEET_LIMITS.queryMaxRows);
  const header = dataFieldsOf(record).map((field) => csvCell(field.name));
  const text = csvDocument([header, ...result.rows.map((row) => row.map(csvCell))]);
  const filename = datedFileName(record.name, 'worksheet', now, 'csv');
  const key = worksheetKeys.export(caller.tenantId, caller.userId, newId());
  await putAsset(key, new TextEncoder().encode(text), 'text/csv; charset=utf-8', {
    cacheControl: 'private, no-store',
    downloadAs: filename,
  });
  return { url: await assetUrl(key, 3600), filename, screens: 0 };
}
