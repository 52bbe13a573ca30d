import type { Row } from '../data/rows';
import type { GroupValues } from './groups';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** Two ISO dates (a date range or time-range filter's value): a range, not a set. */
const isDateRange = (value: GroupValues[string]): value is readonly [string, string] =>
  Array.isArray(value) && value.length === 2 && value.every((v) => ISO_DAY.test(String(v)));

/**
 * A communication group's values applied to a widget's data: rows of static data keep those
 * matching every value whose field they have (a list matches any of its items, two ISO dates
 * are a range, ends included). An HTTP source gets them through `withValues`
 * (shared/widgets/group-values.ts), which the server applies too on shared screens.
 */
export function matchesValues(values: GroupValues): (row: Row) => boolean {
  const entries = Object.entries(values);
  return (row) =>
    entries.every(([field, value]) => {
      if (!(field in row)) return true;
      const cell = String(row[field]);
      if (isDateRange(value))
        return cell.slice(0, 10) >= value[0].slice(0, 10) && cell.slice(0, 10) <= value[1].slice(0, 10);
      return Array.isArray(value) ? value.includes(cell) : cell === String(value);
    });
}
