import { stat } from 'node:fs/promises';
import { quotedIdentifier, quotedString, type DuckDBConnection } from '@duckdb/node-api';
import type { WorksheetField } from '../../../../shared/datasource/worksheet.js';
import { WORKSHEET_LIMITS } from '../../../../shared/datasource/worksheet.js';
import { fail, isDomainError } from '../../errors.js';
import type { ParquetOutput } from '../contract.js';
import type { CsvFieldDelimiter } from './csv-layout.js';
import { swallowingRowSql } from './csv-quotes.js';
import { withLoadDatabase } from './load-database.js';
import { PARQUET_OPTIONS } from './parquet.js';
import { SQL_VALUE_MACROS, sqlValue } from './sql-values.js';

/**
 * Whole CSV files through DuckDB's own reader (read_csv), for what needs every row: the count
 * and ragged rows of an inspection, and the import to Parquet. The rows are read as text,
 * `c0`…`cN` for the title row's N cells plus one (a cell past the title row's width marks a
 * long row; the reader drops any further ones), short rows padded with NULL; empty cells stay
 * '' (no text is NULL) as csv-parse gives them. Blank lines are skipped, as csv-sheet.ts does,
 * so the title row is the `titleRow`-th row DuckDB reads.
 */
export interface CsvScan {
  /** A UTF-8 file (GB18030 ones are transcoded first). */
  path: string;
  delimiter: CsvFieldDelimiter;
  titleRow: number;
  /** The title row's cells. */
  width: number;
}

/** A string no cell is: DuckDB reads no cell as NULL (only the padding of short rows is). */
const NO_NULL = '\u0001';
/** DuckDB's longest record: a longer one (an unclosed quote swallowing the file) is refused. */
const MAX_LINE_BYTES = 16 * 1024 * 1024;
const CELL_TOO_LARGE = 'WORKSHEET_CELL_TOO_LARGE';

const cell = (index: number): string => `c${index}`;

function readCsv(scan: CsvScan): string {
  const columns = Array.from({ length: scan.width + 1 }, (_, index) => `${quotedString(cell(index))}: 'VARCHAR'`);
  const options = [
    `delim = ${quotedString(scan.delimiter)}`,
    `quote = '"'`,
    `escape = '"'`,
    'header = false',
    'auto_detect = false',
    `columns = {${columns.join(', ')}}`,
    'null_padding = true',
    // Padding with quoted line breaks needs the serial reader; relaxed: quotes inside a field are kept as text.
    'parallel = false',
    'strict_mode = false',
    `nullstr = ${quotedString(NO_NULL)}`,
    'allow_quoted_nulls = false',
    `max_line_size = ${MAX_LINE_BYTES}`,
    `buffer_size = ${2 * MAX_LINE_BYTES}`,
  ];
  return `SELECT * FROM read_csv(${quotedString(scan.path)}, ${options.join(', ')}) OFFSET ${scan.titleRow}`;
}

/** The largest cell of a row, in bytes. */
const widestCell = (scan: CsvScan): string =>
  `greatest(${Array.from({ length: scan.width + 1 }, (_, index) => `coalesce(strlen(${cell(index)}), 0)`).join(', ')})`;

/** Whether a row has a field whose quote was left open. */
const openQuoteSql = (scan: CsvScan): string =>
  swallowingRowSql(
    Array.from({ length: scan.width + 1 }, (_, index) => cell(index)),
    scan.width,
    scan.delimiter,
  );

/** DuckDB met bytes that are not UTF-8 (past the sample the encoding was detected from). */
export class NotUtf8Error extends Error {}

/** A DuckDB failure to read the file as the catalogue's refusal of it; other failures (disk, memory) as they are. */
function refused(error: unknown): never {
  if (isDomainError(error)) throw error;
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('Invalid unicode')) throw new NotUtf8Error(message);
  if (message.includes(CELL_TOO_LARGE) || message.includes('Maximum line size')) fail('WORKSHEET_FILE_TOO_COMPLEX');
  if (message.includes('CSV Error')) fail('WORKSHEET_FILE_UNREADABLE');
  throw error;
}

async function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    refused(error);
  }
}

interface CsvCount {
  /** Rows after the title row. */
  rows: number;
  /** Rows of another width than the title row's. */
  ragged: number;
  /** Rows with a field whose quote was left open (csv-quotes.ts). */
  openQuotes: number;
}

/** Counts the data rows, ragged rows and rows with an open quote; WORKSHEET_FILE_TOO_COMPLEX for a cell past the cell limit. */
export function countCsvRows(scan: CsvScan): Promise<CsvCount> {
  return withLoadDatabase(scan.path, async (connection) => {
    const counted = await run(async () =>
      (
        await connection.runAndReadAll(
          `SELECT count(*)::DOUBLE AS rows,
             count(*) FILTER (WHERE ${cell(scan.width - 1)} IS NULL OR ${cell(scan.width)} IS NOT NULL)::DOUBLE AS ragged,
             count(*) FILTER (WHERE ${openQuoteSql(scan)})::DOUBLE AS open_quotes,
             coalesce(max(${widestCell(scan)}), 0)::DOUBLE AS widest
           FROM (${readCsv(scan)})`,
        )
      ).getRowObjectsJS(),
    );
    const [row] = counted;
    if ((Number(row?.['widest']) || 0) > WORKSHEET_LIMITS.cellMaxBytes) fail('WORKSHEET_FILE_TOO_COMPLEX');
    return {
      rows: Number(row?.['rows']) || 0,
      ragged: Number(row?.['ragged']) || 0,
      openQuotes: Number(row?.['open_quotes']) || 0,
    };
  });
}

async function copyRows(
  connection: DuckDBConnection,
  scan: CsvScan,
  fields: readonly WorksheetField[],
  outPath: string,
): Promise<number> {
  for (const macro of SQL_VALUE_MACROS) await connection.run(macro);
  const sources = fields.map((field) =>
    typeof field.source === 'number' ? field.source : fail('WORKSHEET_FIELD_INVALID'),
  );
  const values = fields.map((field, index) => {
    const source = sources[index] ?? scan.width;
    const text = source < scan.width ? cell(source) : 'NULL::VARCHAR';
    return `${sqlValue(field.type, text)} AS ${quotedIdentifier(field.name)}`;
  });
  const checked = `CASE WHEN ${widestCell(scan)} > ${WORKSHEET_LIMITS.cellMaxBytes} THEN error(${quotedString(CELL_TOO_LARGE)}) ELSE true END`;
  const copied = await connection.runAndReadAll(
    `COPY (SELECT ${values.join(', ')} FROM (${readCsv(scan)}) WHERE ${checked}) TO ${quotedString(outPath)} ${PARQUET_OPTIONS}`,
  );
  return Number(copied.getRows()[0]?.[0] ?? 0);
}

/**
 * The data rows into one Parquet file at `outPath`, the cells converted in SQL (sql-values.ts)
 * to each field's type: a field's `source` is its column in the file.
 */
export function copyCsvToParquet(
  scan: CsvScan,
  fields: readonly WorksheetField[],
  outPath: string,
): Promise<ParquetOutput> {
  return withLoadDatabase(outPath, async (connection) => {
    const rows = await run(() => copyRows(connection, scan, fields, outPath));
    return { path: outPath, rows, bytes: (await stat(outPath)).size };
  });
}
