import type { ApiRunResult } from '../../../../shared/acts/data-api.js';
import type { SqlColumnInfo } from '../../../../shared/acts/datasource.js';
import { isRpcError } from '../../api/errors';

/** Rows the result grid shows; the count says how many came back. */
export const GRID_ROWS = 100;

export interface ResultTable {
  columns: SqlColumnInfo[];
  /** Columns whose shown values are all numbers (or NULL): the grid aligns them right. */
  numeric: ReadonlySet<string>;
  rows: Record<string, unknown>[];
  total: number;
}

/** A test's answer as a table: a direct API's rows, or a proxy answer that is an array of objects. */
export function resultTable(result: ApiRunResult): ResultTable | null {
  const data = result.data;
  if (!Array.isArray(data)) return null;
  const rows = data.filter(
    (row): row is Record<string, unknown> => typeof row === 'object' && row !== null && !Array.isArray(row),
  );
  if (rows.length !== data.length) return null;
  const columns =
    result.columns.length > 0
      ? result.columns
      : [...new Set(rows.slice(0, GRID_ROWS).flatMap((row) => Object.keys(row)))].map((name) => ({ name, type: '' }));
  const shown = rows.slice(0, GRID_ROWS);
  const numeric = new Set(
    columns
      .map((column) => column.name)
      .filter(
        (name) =>
          shown.some((row) => typeof row[name] === 'number') &&
          shown.every((row) => row[name] === null || row[name] === undefined || typeof row[name] === 'number'),
      ),
  );
  return { columns, numeric, rows: shown, total: rows.length };
}

/** A cell as text: NULL spelled out, objects as JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A failed test: the catalogue text, and the database's (or upstream's) own message when the server gave one. */
export function testFailure(error: unknown): { code: number; text: string; detail: string } {
  if (!isRpcError(error)) return { code: -1, text: error instanceof Error ? error.message : String(error), detail: '' };
  const data = error.data;
  const detail =
    typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
      ? data.message
      : '';
  return { code: error.code, text: error.message, detail };
}
