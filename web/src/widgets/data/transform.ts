import type { DataBinding, DataTransform, RowFilter } from '../../../../shared/widgets/data.js';
import { numberOf, textOf, type Row } from './rows';

/**
 * The transform step of a binding (issue #5), pure: filter → top N → sort. `measure` is the
 * field top N ranks by (the mapping's value or first series field).
 */
export function applyTransform(rows: readonly Row[], transform: DataTransform, measure: string): Row[] {
  let out = transform.filter.length ? rows.filter((row) => transform.filter.every((f) => passes(row, f))) : [...rows];
  if (transform.top !== undefined) out = topN(out, transform.top, measure);
  if (transform.sort) out = sortRows(out, transform.sort.field, transform.sort.order);
  return out;
}

/**
 * The transform a binding's rows go through here: a worksheet's row filters are its statement's
 * (the server applies them before grouping and the row cap), so its answer is not filtered again.
 */
export const drawnTransform = (binding: DataBinding): DataTransform =>
  binding.source === 'worksheet' ? { ...binding.transform, filter: [] } : binding.transform;

/** Whether a row passes a filter: numeric comparison when both sides are numbers, else text. */
export function passes(row: Row, filter: RowFilter): boolean {
  const cell = row[filter.field];
  const a = numberOf(cell);
  const b = numberOf(filter.value);
  const numeric = a !== null && b !== null;
  const left = textOf(cell);
  const right = textOf(filter.value);
  switch (filter.op) {
    case 'eq':
      return numeric ? a === b : left === right;
    case 'ne':
      return numeric ? a !== b : left !== right;
    case 'gt':
      return numeric ? a > b : left > right;
    case 'gte':
      return numeric ? a >= b : left >= right;
    case 'lt':
      return numeric ? a < b : left < right;
    case 'lte':
      return numeric ? a <= b : left <= right;
    case 'contains':
      return left.toLowerCase().includes(right.toLowerCase());
  }
}

/** The `n` rows with the largest `field`, kept in their original order; rows without a number rank last. */
export function topN(rows: readonly Row[], n: number, field: string): Row[] {
  if (rows.length <= n) return [...rows];
  const ranked = rows
    .map((row, index) => ({ index, value: numberOf(row[field]) }))
    .sort((x, y) => (y.value ?? -Infinity) - (x.value ?? -Infinity) || x.index - y.index)
    .slice(0, n)
    .map((entry) => entry.index)
    .sort((x, y) => x - y);
  return ranked.map((index) => rows[index]!);
}

/** Stable sort by a field: numbers numerically, else by text (locale aware); gaps last. */
export function sortRows(rows: readonly Row[], field: string, order: 'asc' | 'desc'): Row[] {
  const sign = order === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      const a = x.row[field];
      const b = y.row[field];
      if (a === undefined || a === null) return b === undefined || b === null ? x.index - y.index : 1;
      if (b === undefined || b === null) return -1;
      const na = numberOf(a);
      const nb = numberOf(b);
      const cmp = na !== null && nb !== null ? na - nb : textOf(a).localeCompare(textOf(b));
      return cmp * sign || x.index - y.index;
    })
    .map((entry) => entry.row);
}

/** A field's display name after `rename`. */
export function displayName(field: string, rename: Readonly<Record<string, string>>): string {
  return rename[field]?.trim() || field;
}
