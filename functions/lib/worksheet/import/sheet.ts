import { WORKSHEET_LIMITS } from '../../../../shared/datasource/worksheet.js';
import { fail } from '../../errors.js';
import type { CellValue } from './cells.js';
import { openQuoteIn } from './csv-quotes.js';

/** One row of a sheet: its 1-based row number, the line it starts on (CSV) and its cells. */
export interface SheetRow {
  number: number;
  line: number;
  cells: CellValue[];
}

/** A file opened for reading: what the inspection reports about it, and its rows from the top. */
export interface OpenedSheet {
  format: 'csv' | 'xlsx';
  sheets: string[];
  sheet: string;
  encoding?: 'utf8' | 'gb18030';
  delimiter?: ',' | ';' | '\t' | '|';
  rows(): AsyncIterable<SheetRow>;
}

/** Ragged rows an inspection reports by line. */
export const RAGGED_REPORTED = 20;
/** Quotes left open an inspection reports by line. */
export const OPEN_QUOTES_REPORTED = 20;

/** A quote left open in a CSV: the line its field starts on and the rows it swallowed (csv-quotes.ts). */
interface OpenQuoteLine {
  line: number;
  rows: number;
}

/**
 * The rows of a sheet below its title row, each padded or cut to the title row's width; CSV
 * rows of another width are noted (`raggedLines`, the first 20) and kept, and so are CSV fields
 * whose quote was left open (`openQuotes`, the first 20). Fails with
 * WORKSHEET_TITLE_ROW_INVALID when the sheet ends before the title row.
 */
export class TitledRows {
  titleCells: CellValue[] = [];
  readonly raggedLines: number[] = [];
  readonly openQuotes: OpenQuoteLine[] = [];
  dataRows = 0;

  constructor(
    private readonly sheet: OpenedSheet,
    private readonly titleRow: number,
  ) {}

  async *data(): AsyncGenerator<CellValue[]> {
    let titled = false;
    for await (const row of this.sheet.rows()) {
      if (row.cells.length > WORKSHEET_LIMITS.columnsMax) fail('WORKSHEET_FILE_TOO_COMPLEX');
      if (row.number < this.titleRow) continue;
      if (!titled) {
        titled = true;
        this.titleCells = row.cells;
        continue;
      }
      this.dataRows += 1;
      this.noteOpenQuote(row);
      yield this.fitted(row);
    }
    if (!titled) fail('WORKSHEET_TITLE_ROW_INVALID');
  }

  private noteOpenQuote(row: SheetRow): void {
    if (this.sheet.format !== 'csv' || this.openQuotes.length >= OPEN_QUOTES_REPORTED) return;
    const open = openQuoteIn(row.cells, this.titleCells.length, this.sheet.delimiter ?? ',');
    if (open) this.openQuotes.push({ line: row.line + open.linesBefore, rows: open.rows });
  }

  private fitted(row: SheetRow): CellValue[] {
    const width = this.titleCells.length;
    const { cells } = row;
    if (cells.length === width) return cells;
    // An xlsx row leaves out its trailing blank cells: only a CSV row of another width is ragged.
    if (this.sheet.format === 'csv' && this.raggedLines.length < RAGGED_REPORTED) this.raggedLines.push(row.line);
    if (cells.length > width) return cells.slice(0, width);
    const padded = cells.slice();
    while (padded.length < width) padded.push(null);
    return padded;
  }
}
