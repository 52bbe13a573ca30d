import type { HttpSource } from '../../../../shared/widgets/data.js';
import type { Row } from '../data/rows';
import type { GroupValues } from './groups';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** Two ISO dates (a date range or time-range filter's value): a range, not a set. */
const isDateRange = (value: GroupValues[string]): value is readonly [string, string] =>
  Array.isArray(value) && value.length === 2 && value.every((v) => ISO_DAY.test(String(v)));

/**
 * A communication group's values applied to a widget's data: rows of static data keep those
 * matching every value whose field they have (a list matches any of its items, two ISO dates
 * are a range, ends included); an HTTP source gets them as query parameters (GET) or merged
 * into its JSON body (POST).
 */
export function matchesValues(values: GroupValues): (row: Row) => boolean {
  const entries = Object.entries(values);
  return (row) =>
    entries.every(([field, value]) => {
      if (!(field in row)) return true;
      const cell = String(row[field]);
      if (isDateRange(value)) return cell.slice(0, 10) >= value[0].slice(0, 10) && cell.slice(0, 10) <= value[1].slice(0, 10);
      return Array.isArray(value) ? value.includes(cell) : cell === String(value);
    });
}

export function withValues(source: HttpSource, values: GroupValues): HttpSource {
  const entries = Object.entries(values);
  if (entries.length === 0) return source;
  const text = (value: GroupValues[string]) => (Array.isArray(value) ? value.join(',') : String(value));
  if (source.method === 'POST') {
    try {
      const body: unknown = source.body ? JSON.parse(source.body) : {};
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return source;
      return { ...source, body: JSON.stringify({ ...body, ...values }) };
    } catch {
      return source;
    }
  }
  const url = new URL(source.url);
  for (const [field, value] of entries) url.searchParams.set(field, text(value));
  return { ...source, url: url.toString() };
}
