import { numberOf } from './cells.js';
import type { FILTER_OPERATORS, RowFilter } from './data.js';
import type { GroupValues } from './group-values.js';
import type { GroupValue } from './events.js';

/**
 * The row filters of a widget bound to a worksheet as conditions of its one statement
 * (worksheet-query.ts), so they narrow the worksheet BEFORE it is grouped and cut to the row
 * cap: a filter that matches only rows past the cap still finds them. Two kinds, both as the SPA
 * applies them to other sources' rows:
 * - the binding's own filters (`transform.filter`: eq, ne, gt, gte, lt, lte, contains) — numbers
 *   compared as numbers when the column is numeric and the value a number, else as text;
 * - the values of the communication group the widget listens to: a list matches any of its
 *   items, two ISO dates are a range of days (ends included), anything else is equal as text.
 *
 * Values are always bound (`?`, in order), never written into the statement; the one expression
 * a condition reads is the caller's (a quoted column, or an aggregate for HAVING).
 */

/** One condition and the values it binds, in the order its `?` appear. */
export interface Condition {
  sql: string;
  params: (string | number)[];
}

/** What narrows an aggregate: the binding's filters and the listened group's values. */
export interface RowNarrowing {
  filter: readonly RowFilter[];
  values: GroupValues;
}

export const NO_NARROWING: RowNarrowing = { filter: [], values: {} };

type Comparison = Exclude<(typeof FILTER_OPERATORS)[number], 'contains'>;

const COMPARE: Record<Comparison, string> = { eq: '=', ne: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** A column's value as text, as the SPA's rows show it (`true`, `7.5`, `2024-01-02`). */
const asText = (expression: string): string => `CAST(${expression} AS VARCHAR)`;

/** `expression` against one of the binding's filters; `numeric` when the column holds numbers. */
export function filterCondition(expression: string, numeric: boolean, filter: RowFilter): Condition {
  if (filter.op === 'contains')
    return { sql: `STRPOS(LOWER(${asText(expression)}), LOWER(?)) > 0`, params: [String(filter.value)] };
  const number = numeric ? numberOf(filter.value) : null;
  return number === null
    ? { sql: `${asText(expression)} ${COMPARE[filter.op]} ?`, params: [String(filter.value)] }
    : { sql: `${expression} ${COMPARE[filter.op]} ?`, params: [number] };
}

/** Two ISO dates (a date range or time-range filter's value): a range of days, not a set. */
const isDateRange = (value: GroupValue): value is readonly [string, string] =>
  Array.isArray(value) && value.length === 2 && value.every((item) => ISO_DAY.test(String(item)));

/** `expression` against one value of the listened communication group. */
export function valueCondition(expression: string, numeric: boolean, value: GroupValue): Condition {
  if (isDateRange(value))
    return {
      sql: `SUBSTR(${asText(expression)}, 1, 10) BETWEEN ? AND ?`,
      params: value.map((day) => day.slice(0, 10)),
    };
  // An empty list matches nothing, as on the SPA's rows.
  if (Array.isArray(value))
    return value.length === 0
      ? { sql: '1 = 0', params: [] }
      : { sql: `${asText(expression)} IN (${value.map(() => '?').join(', ')})`, params: [...value] };
  return numeric && typeof value === 'number'
    ? { sql: `${expression} = ?`, params: [value] }
    : { sql: `${asText(expression)} = ?`, params: [String(value)] };
}

/** Conditions joined by AND into one clause (`WHERE …`, `HAVING …`), or nothing. */
export function clause(keyword: 'WHERE' | 'HAVING', conditions: readonly Condition[]): Condition | null {
  if (conditions.length === 0) return null;
  return {
    sql: `${keyword} ${conditions.map((condition) => condition.sql).join(' AND ')}`,
    params: conditions.flatMap((condition) => condition.params),
  };
}
