import type { FileInspection } from '../../../../shared/acts/worksheet.js';
import type { FileReading, WorksheetField } from '../../../../shared/datasource/worksheet.js';
import { WORKSHEET_LIMITS } from '../../../../shared/datasource/worksheet.js';
import { fail } from '../../errors.js';
import type { LocalFile, ParquetOutput, WorksheetImporter } from '../contract.js';
import { cellText, type CellValue } from './cells.js';
import { copyCsvToParquet, countCsvRows, type CsvScan } from './csv-duckdb.js';
import { openCsv } from './csv-sheet.js';
import { withUtf8Csv } from './csv-utf8.js';
import { fieldNames } from './field-names.js';
import { TypeInference } from './infer.js';
import { writeParquet } from './parquet.js';
import { OPEN_QUOTES_REPORTED, RAGGED_REPORTED, TitledRows, type OpenedSheet } from './sheet.js';
import { openXlsx } from './xlsx-sheet.js';

const openSheet = (file: LocalFile, reading: FileReading): Promise<OpenedSheet> =>
  file.format === 'csv' ? openCsv(file.path, reading) : openXlsx(file.path, reading);

/** A sheet read from the top through its first rows: types and the sample come from these. */
interface SheetPrefix {
  sheet: OpenedSheet;
  table: TitledRows;
  /** The rows past the prefix, not yet read (done when the prefix is the whole sheet). */
  rest: AsyncIterator<CellValue[]>;
  done: boolean;
  inference: TypeInference;
  sample: string[][];
}

/** Reads the title row and up to WORKSHEET_LIMITS.inferenceRows data rows (csv-parse / xlsx reader). */
async function readPrefix(file: LocalFile, reading: FileReading): Promise<SheetPrefix> {
  const sheet = await openSheet(file, reading);
  const table = new TitledRows(sheet, reading.title_row);
  const rest = table.data()[Symbol.asyncIterator]();
  let inference: TypeInference | undefined;
  const sample: string[][] = [];
  let done = false;
  while (table.dataRows < WORKSHEET_LIMITS.inferenceRows) {
    const next = await rest.next();
    if (next.done) {
      done = true;
      break;
    }
    inference ??= new TypeInference(table.titleCells.length);
    inference.add(next.value);
    if (sample.length < WORKSHEET_LIMITS.sampleRows) sample.push(next.value.map(cellText));
  }
  return { sheet, table, rest, done, inference: inference ?? new TypeInference(table.titleCells.length), sample };
}

/** Where DuckDB finds a CSV's rows. */
const csvScan = (prefix: SheetPrefix, path: string, reading: FileReading): CsvScan => ({
  path,
  delimiter: prefix.sheet.delimiter ?? ',',
  titleRow: reading.title_row,
  width: prefix.table.titleCells.length,
});

/**
 * The rows past the prefix: an xlsx sheet's are read on; a CSV's are counted by DuckDB, and
 * csv-parse reads on only while DuckDB counts ragged rows or open quotes it has not yet placed by line.
 */
async function countRest(prefix: SheetPrefix, file: LocalFile, reading: FileReading): Promise<number> {
  const { sheet, table, rest } = prefix;
  if (prefix.done) return table.dataRows;
  try {
    if (sheet.format === 'xlsx') {
      while (!(await rest.next()).done);
      return table.dataRows;
    }
    const counted = await withUtf8Csv(file.path, sheet.encoding ?? 'utf8', (path) =>
      countCsvRows(csvScan(prefix, path, reading)),
    );
    const ragged = Math.min(RAGGED_REPORTED, counted.ragged);
    const openQuotes = Math.min(OPEN_QUOTES_REPORTED, counted.openQuotes);
    while ((table.raggedLines.length < ragged || table.openQuotes.length < openQuotes) && !(await rest.next()).done);
    return counted.rows;
  } finally {
    await rest.return?.();
  }
}

async function inspect(file: LocalFile, reading: FileReading): Promise<FileInspection> {
  const prefix = await readPrefix(file, reading);
  const dataRows = await countRest(prefix, file, reading);
  const { sheet, table } = prefix;
  const types = prefix.inference.types();
  const fields = fieldNames(table.titleCells).map((name, index) => ({
    name,
    type: types[index] ?? 'text',
    source: index,
  }));
  return {
    format: sheet.format,
    sheets: sheet.sheets,
    sheet: sheet.sheet,
    ...(sheet.encoding && { encoding: sheet.encoding }),
    ...(sheet.delimiter && { delimiter: sheet.delimiter }),
    title_row: reading.title_row,
    data_rows: dataRows,
    fields,
    headers: table.titleCells.map(cellText),
    sample: prefix.sample,
    ragged_lines: table.raggedLines,
    open_quotes: table.openQuotes,
  };
}

/** Each data row's cells in the fields' order (a field's `source` is its column in the file). */
function fieldRows(table: TitledRows, fields: readonly WorksheetField[]): AsyncIterable<CellValue[]> {
  const columns = fields.map((field) =>
    typeof field.source === 'number' ? field.source : fail('WORKSHEET_FIELD_INVALID'),
  );
  // Fields in the file's own order (the wizard's default) read the rows as they are: one async step less per row.
  if (columns.every((column, index) => column === index)) return table.data();
  return (async function* () {
    for await (const cells of table.data()) yield columns.map((column) => cells[column] ?? null);
  })();
}

/**
 * xlsx rows go through the appender (writeParquet); a CSV's prefix is read as the inspection
 * reads it (the same refusals), then DuckDB reads the whole file into Parquet.
 */
async function importFile(
  file: LocalFile,
  reading: FileReading,
  fields: WorksheetField[],
  outPath: string,
): Promise<ParquetOutput> {
  if (file.format === 'xlsx') {
    const table = new TitledRows(await openSheet(file, reading), reading.title_row);
    return writeParquet(fields, fieldRows(table, fields), outPath);
  }
  const prefix = await readPrefix(file, reading);
  await prefix.rest.return?.();
  return withUtf8Csv(file.path, prefix.sheet.encoding ?? 'utf8', (path) =>
    copyCsvToParquet(csvScan(prefix, path, reading), fields, outPath),
  );
}

/** Reads uploaded CSV and xlsx files into typed rows and Parquet (functions/lib/worksheet/contract.ts). */
export const worksheetImporter: WorksheetImporter = { inspect, importFile, writeParquet };
