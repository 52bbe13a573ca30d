import { quotedString } from '@duckdb/node-api';
import type { CellValue } from './cells.js';

/**
 * A quote left open in a CSV file: the field it opens runs on, over line breaks, to the next
 * quote the file has, so the rows on those lines become text of that one field and are lost.
 * A quoted field may hold line breaks on purpose (a note over two lines); it is taken for an
 * open quote when one of the lines after its first splits, at the delimiter, into as many
 * cells as the title row has (a row of the file read as text). A file of one column cannot tell
 * the two apart and is not checked.
 *
 * The same rule runs twice: here on the rows csv-parse reads (the inspection's prefix, and on
 * until the ones DuckDB counted are placed by line), and as SQL (`swallowingRowSql`) in DuckDB's
 * count of the whole file.
 */
interface OpenQuote {
  /** Line breaks in the row's cells before the field: the field starts that many lines below the row's first. */
  linesBefore: number;
  /** The lines the field took in: the rows lost. */
  rows: number;
}

const lineCells = (line: string, delimiter: string): number => line.replace(/\r$/, '').split(delimiter).length;

/** The first field of a row that an open quote made swallow the rows below it, or null. */
export function openQuoteIn(cells: readonly CellValue[], width: number, delimiter: string): OpenQuote | null {
  if (width < 2) return null;
  let linesBefore = 0;
  for (const cell of cells) {
    if (typeof cell !== 'string' || !cell.includes('\n')) continue;
    const lines = cell.split('\n');
    if (lines.slice(1).some((line) => lineCells(line, delimiter) === width))
      return { linesBefore, rows: lines.length - 1 };
    linesBefore += lines.length - 1;
  }
  return null;
}

/** SQL: true when `columns` (VARCHAR cells of one row) hold a field that swallowed rows, by openQuoteIn's rule. */
export function swallowingRowSql(columns: readonly string[], width: number, delimiter: string): string {
  if (width < 2 || columns.length === 0) return 'false';
  const newline = 'chr(10)';
  const swallowing = (column: string) =>
    `(contains(${column}, ${newline}) AND coalesce(list_bool_or(list_transform(string_split(${column}, ${newline})[2:], ` +
    `line -> len(string_split(rtrim(line, chr(13)), ${quotedString(delimiter)})) = ${width})), false))`;
  return `(${columns.map((column) => `coalesce(${swallowing(column)}, false)`).join(' OR ')})`;
}
