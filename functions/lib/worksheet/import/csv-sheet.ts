import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import iconv from 'iconv-lite';
import type { FileReading } from '../../../../shared/datasource/worksheet.js';
import { WORKSHEET_LIMITS } from '../../../../shared/datasource/worksheet.js';
import { fail } from '../../errors.js';
import { detectCsvLayout, type CsvLayout } from './csv-layout.js';
import type { OpenedSheet, SheetRow } from './sheet.js';

/** A cell's UTF-8 size can pass the limit only once its length passes a quarter of it. */
const CELL_CHARS_CHECKED = Math.floor(WORKSHEET_LIMITS.cellMaxBytes / 4);

/** Line breaks inside a record's quoted fields, so that the next record's line number is right. */
function breaksInside(cells: readonly string[]): number {
  let breaks = 0;
  for (const cell of cells) for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) breaks += 1;
  return breaks;
}

function checkCells(cells: readonly string[]): void {
  for (const cell of cells)
    if (cell.length > CELL_CHARS_CHECKED && Buffer.byteLength(cell) > WORKSHEET_LIMITS.cellMaxBytes)
      fail('WORKSHEET_FILE_TOO_COMPLEX');
}

const isEmptyLine = (record: readonly string[]): boolean => record.length === 1 && record[0] === '';

/**
 * Rows of a CSV file, streamed: decoded (iconv-lite for GB18030), parsed (csv-parse), numbered from 1 and
 * with the line each starts on. Lines are counted here rather than by csv-parse's `info`
 * option, which copies an object per record and costs a sixth of the parse.
 */
async function* csvRows(path: string, layout: CsvLayout): AsyncGenerator<SheetRow> {
  const parser = parse({
    delimiter: layout.delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    // A field longer than a cell may be (an unclosed quote swallowing the file) stops the parse early.
    max_record_size: WORKSHEET_LIMITS.cellMaxBytes,
  });
  // csv-parse reads bytes and decodes UTF-8 itself: only GB18030 goes through iconv-lite first.
  const records: AsyncIterable<string[]> =
    layout.encoding === 'utf8'
      ? pipeline(createReadStream(path), parser, () => undefined)
      : pipeline(createReadStream(path), iconv.decodeStream(layout.encoding), parser, () => undefined);
  let number = 0;
  let line = 1;
  try {
    for await (const record of records) {
      const start = line;
      line += 1 + breaksInside(record);
      if (isEmptyLine(record)) continue;
      number += 1;
      checkCells(record);
      yield { number, line: start, cells: record };
    }
  } catch (error) {
    if (error instanceof CsvError)
      fail(error.code === 'CSV_MAX_RECORD_SIZE' ? 'WORKSHEET_FILE_TOO_COMPLEX' : 'WORKSHEET_FILE_UNREADABLE');
    throw error;
  }
}

export async function openCsv(path: string, reading: FileReading): Promise<OpenedSheet> {
  const layout = await detectCsvLayout(path, reading.encoding, reading.delimiter);
  return { format: 'csv', sheets: [], sheet: '', ...layout, rows: () => csvRows(path, layout) };
}
