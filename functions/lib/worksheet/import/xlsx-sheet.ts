import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import excelUtils from 'exceljs/lib/utils/utils.js';
import type { FileReading } from '../../../../shared/datasource/worksheet.js';
import { WORKSHEET_LIMITS } from '../../../../shared/datasource/worksheet.js';
import { fail, isDomainError } from '../../errors.js';
import type { CellValue } from './cells.js';
import type { OpenedSheet, SheetRow } from './sheet.js';
import { checkXlsxZip } from './xlsx-zip.js';

type ExcelValue = ExcelJS.CellValue;

/**
 * A cell as Excel stores it, as plain data: formulas by their cached result, rich text and links
 * by their text, errors empty. A number under a date format is a date: exceljs reads plain cells
 * so, but hands a formula's cached result over as the bare serial number (`=A2+1` under
 * `yyyy-mm-dd` would be 45294), so the same rule is applied here, in the workbook's date system.
 */
function plainValue(cell: ExcelJS.Cell, date1904: boolean): CellValue {
  const value: ExcelValue = cell.value;
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('hyperlink' in value) return value.text;
  if ('formula' in value || 'sharedFormula' in value) return formulaResult(value.result, cell.numFmt, date1904);
  return null;
}

function formulaResult(result: ExcelJS.CellFormulaValue['result'], format: string, date1904: boolean): CellValue {
  // An error result ({error}, or NaN where the streaming reader parsed `#DIV/0!` as a number) is empty.
  if (result === undefined || (typeof result === 'object' && !(result instanceof Date))) return null;
  if (typeof result === 'number' && Number.isNaN(result)) return null;
  if (typeof result === 'number' && excelUtils.isDateFmt(format)) return excelUtils.excelToDate(result, date1904);
  return result;
}

function checkCell(value: CellValue): void {
  if (
    typeof value === 'string' &&
    value.length > WORKSHEET_LIMITS.cellMaxBytes / 4 &&
    Buffer.byteLength(value) > WORKSHEET_LIMITS.cellMaxBytes
  )
    fail('WORKSHEET_FILE_TOO_COMPLEX');
}

function rowCells(row: ExcelJS.Row, date1904: boolean): CellValue[] {
  if (row.cellCount > WORKSHEET_LIMITS.columnsMax) fail('WORKSHEET_FILE_TOO_COMPLEX');
  const cells: CellValue[] = [];
  for (let column = 1; column <= row.cellCount; column += 1) {
    const value = plainValue(row.getCell(column), date1904);
    checkCell(value);
    cells.push(value);
  }
  return cells;
}

/**
 * Whether the workbook counts days from 1904 (old Mac workbooks). The streaming reader keeps
 * workbook.xml's `workbookPr` reader as `properties`, its attributes as `model`; its types say
 * otherwise, so it is read as unknown.
 */
function usesDate1904(workbook: ExcelJS.stream.xlsx.WorkbookReader): boolean {
  const properties: unknown = workbook.properties;
  if (typeof properties !== 'object' || properties === null || !('model' in properties)) return false;
  const model: unknown = properties.model;
  return typeof model === 'object' && model !== null && 'date1904' in model && model.date1904 === true;
}

const readerName = (reader: object): string => ('name' in reader && typeof reader.name === 'string' ? reader.name : '');

/** The stream a sheet's reader reads: its spool file's, for a sheet that precedes the shared strings. */
function closeSheetStream(sheet: object): void {
  const stream: unknown = 'iterator' in sheet ? sheet.iterator : undefined;
  if (!(stream instanceof Readable)) return;
  stream.on('error', () => undefined);
  stream.destroy();
}

/**
 * When reading stops before the workbook's end (a sample, the chosen sheet read), ExcelJS has not
 * removed the spool files of the sheet being read and of those after it: it removes each when its
 * reader moves past the sheet. Each sheet's stream is closed (its descriptor would keep the file's
 * space), then the reader moves on, to the end, without reading them.
 */
async function releaseSpool(sheets: AsyncIterator<object>, current: object | undefined): Promise<void> {
  try {
    for (let sheet = current; ;) {
      if (sheet) closeSheetStream(sheet);
      const next = await sheets.next();
      if (next.done === true) return;
      sheet = next.value;
    }
  } catch {
    // The reading is over either way; a file left behind goes when the process exits.
  }
}

/**
 * An xlsx file's chosen sheet (by name; the first when none is named), streamed by exceljs's
 * WorkbookReader after the zip's declared sizes pass the bomb check. The sheet names (in the
 * workbook's order) are known once the first sheet is reached.
 */
export async function openXlsx(path: string, reading: FileReading): Promise<OpenedSheet> {
  await checkXlsxZip(path);
  const opened: OpenedSheet = { format: 'xlsx', sheets: [], sheet: '', rows };

  async function* rows(): AsyncGenerator<SheetRow> {
    const input = createReadStream(path);
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
      styles: 'cache',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
    });
    const sheets = workbook[Symbol.asyncIterator]();
    let current: object | undefined;
    try {
      for (let next = await sheets.next(); next.done !== true; next = await sheets.next()) {
        const worksheet = next.value;
        current = worksheet;
        if (opened.sheets.length === 0) {
          opened.sheets = workbook.model.sheets.map((sheet) => sheet.name);
          opened.sheet = reading.sheet || (opened.sheets[0] ?? '');
          if (!opened.sheets.includes(opened.sheet)) fail('PARAMS_INCOMPLETE');
        }
        if (readerName(worksheet) !== opened.sheet) {
          // Read to its end: a sheet spooled to a temporary file (one that precedes the shared
          // strings) has its file removed when the reader moves on, and an unread stream on it
          // would be opened after the removal (ENOENT, with nobody listening).
          for await (const skipped of worksheet) void skipped;
          continue;
        }
        const date1904 = usesDate1904(workbook);
        for await (const row of worksheet)
          yield { number: row.number, line: row.number, cells: rowCells(row, date1904) };
        return;
      }
      // A workbook without worksheets, or whose chosen sheet has no part.
      fail(opened.sheets.length === 0 ? 'WORKSHEET_FILE_UNREADABLE' : 'PARAMS_INCOMPLETE');
    } catch (error) {
      if (isDomainError(error)) throw error;
      fail('WORKSHEET_FILE_UNREADABLE');
    } finally {
      await releaseSpool(sheets, current);
      input.destroy();
    }
  }

  return opened;
}
