import type { AggregateFunction, DataBinding, DataTransform, RowFilter } from '../../../../shared/widgets/data.js';
import { aggregateOf } from '../../../../shared/widgets/kpi.js';
import { numberOf, textOf, type Row } from './rows';

/**
 * The transform step of a binding, pure: filter → group → top N → sort. `measure` is the field
 * top N ranks by (the mapping's value or first series field).
 */
export function applyTransform(rows: readonly Row[], transform: DataTransform, measure: string): Row[] {
  let out = transform.filter.length ? rows.filter((row) => transform.filter.every((f) => passes(row, f))) : [...rows];
  if (transform.group) out = groupRows(out, transform.group.by, transform.group.agg);
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

/** The field a `count` group step adds: the group's rows (its rows may have no number to count in). */
export const GROUP_COUNT_FIELD = 'count';

/**
 * One row per value of `by` (compared as text), in the order the values first appear: every
 * numeric field (one whose values, where there are any, are all numbers) aggregated with `agg`
 * over the group (`count`: the group's rows, also in GROUP_COUNT_FIELD), every other field the
 * group's first row's value. What a data API answers row by row charts as a database's
 * `GROUP BY` would answer it.
 */
export function groupRows(rows: readonly Row[], by: string, agg: AggregateFunction): Row[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = textOf(row[by]);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const numeric = numericFields(rows, by);
  return [...groups.values()].map((group) => {
    const out: Row = { ...group[0], ...(agg === 'count' ? { [GROUP_COUNT_FIELD]: group.length } : {}) };
    for (const field of numeric)
      out[field] =
        agg === 'count'
          ? group.length
          : aggregateOf(
              group.map((row) => numberOf(row[field])),
              agg,
            );
    return out;
  });
}

/** The fields but `except` whose non-empty values are all numbers (at least one). */
function numericFields(rows: readonly Row[], except: string): string[] {
  const seen = new Map<string, boolean>();
  for (const row of rows)
    for (const [field, value] of Object.entries(row)) {
      if (field === except || value === null || value === '') continue;
      seen.set(field, (seen.get(field) ?? true) && numberOf(value) !== null);
    }
  return [...seen].filter(([, numeric]) => numeric).map(([field]) => field);
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
