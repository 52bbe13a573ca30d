import type { HttpRequestSpec } from '../acts/api.js';
import type { GroupValue } from './events.js';

/** The values published in one communication group: field → value. */
export type GroupValues = Readonly<Record<string, GroupValue>>;

/**
 * A communication group's values applied to an HTTP source: query parameters of a GET (a list
 * joined by commas), fields merged into the JSON body of a POST (a POST whose body is not a JSON
 * object is sent as it is). One implementation for both sides: the SPA applies it before it
 * calls the data proxy, the server applies it to a shared screen's source (whose headers only
 * the server has) before it calls the same proxy.
 */
export function withValues<S extends HttpRequestSpec>(source: S, values: GroupValues): S {
  const entries = Object.entries(values);
  if (entries.length === 0) return source;
  const text = (value: GroupValue) => (Array.isArray(value) ? value.join(',') : String(value));
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
