import type { JsonValue } from '../../../../shared/widgets/data.js';

export { numberOf } from '../../../../shared/widgets/cells.js';

/** One record of a widget's data, after the mapping's path has been followed. */
export type Row = Record<string, JsonValue>;

const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why rows could not be read: the path leads nowhere, or not to an array of objects. */
export type RowsProblem = 'pathMissing' | 'notArray';

/**
 * The array of rows at a dotted path (`result.list`, `data.0.items`); an empty path is the
 * data itself. Array items that are not objects are skipped.
 */
export function rowsAt(data: JsonValue, path: string): { rows: Row[] } | { problem: RowsProblem } {
  let node: JsonValue | undefined = data;
  for (const step of path
    .split('.')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (Array.isArray(node)) node = /^\d+$/.test(step) ? node[Number(step)] : undefined;
    else if (isRecord(node)) node = node[step];
    else node = undefined;
    if (node === undefined) return { problem: 'pathMissing' };
  }
  if (!Array.isArray(node)) return { problem: 'notArray' };
  return { rows: node.filter(isRecord) };
}

/** A cell as a label. */
export function textOf(value: JsonValue | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A cell as a table shows it: `textOf`, but a fraction at 12 significant digits, so a sum's binary
 * noise (15554040.780000012, 22444298.7200001) shows as the number it is (15554040.78). A wall's
 * table reads no further; integers are shown whole.
 */
export function cellTextOf(value: JsonValue | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || Number.isInteger(value)) return textOf(value);
  return String(Number(value.toPrecision(12)));
}

/** The fields of the rows, in first-seen order (preview columns, mapping suggestions). */
export function fieldsOf(rows: readonly Row[]): string[] {
  const seen = new Set<string>();
  for (const row of rows.slice(0, 200)) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}
