import { stringify } from 'csv-stringify/sync';

/**
 * CSV downloads (worksheet rows, the audit log). Spreadsheets run a cell that starts with `=`,
 * `+`, `-`, `@`, a tab or a carriage return as a formula: such a text is written with a leading
 * `'` (OWASP's CSV injection advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell someone typed, made safe to open in a spreadsheet. */
export function csvText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The rows as a CSV file's text: CRLF lines, with a BOM so spreadsheet programs read the UTF-8 (Chinese names) as UTF-8. */
export function csvDocument(rows: string[][]): string {
  return `\ufeff${stringify(rows, { record_delimiter: 'windows' })}`;
}
