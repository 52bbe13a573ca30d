/**
 * One check for URL paths that must name exactly what they spell: the local gateway's static
 * files and `/published/*` keys, and the data proxy's allow-listed prefixes. A path is decoded
 * once and taken apart into segments; a segment that is empty (`//`), `.` or `..`, or a
 * backslash or control character anywhere, refuses the whole path rather than being resolved.
 * Nothing is normalised into a different file, key or upstream path, so `..%2F`, `%2e%2e%2f`,
 * `..\` and their mixtures cannot climb out of a prefix. What is left after one decoding is
 * literal (a double-encoded `%252e` stays the three characters `%2e`); `refuseLeftoverPercent`
 * refuses it instead, for paths handed to an upstream that may decode them again.
 */
export type Confined = { ok: true; segments: string[] } | { ok: false; reason: 'malformed' | 'outside' };

export interface ConfineOptions {
  /** The last segment may be empty (`/`, `/editor/`), as folder paths and SPA routes may be. */
  trailingSlash?: boolean;
  /** Refuse a `%` left after the one decoding. */
  refuseLeftoverPercent?: boolean;
}

const FORBIDDEN = /[\\\p{Cc}]/u;

/** One decoding of a URL path, or undefined when its percent-encoding is broken (`%E0%A4%A`). */
export function decodePath(rawPath: string): string | undefined {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
}

/** The segments of a path after one decoding (a trailing empty one dropped), if every one is a plain name. */
export function confinePath(rawPath: string, options: ConfineOptions = {}): Confined {
  const decoded = decodePath(rawPath);
  if (decoded === undefined || !decoded.startsWith('/') || FORBIDDEN.test(decoded))
    return { ok: false, reason: 'malformed' };
  if (options.refuseLeftoverPercent && decoded.includes('%')) return { ok: false, reason: 'malformed' };
  const segments = decoded.slice(1).split('/');
  const last = segments.length - 1;
  for (const [i, segment] of segments.entries()) {
    if (segment === '' && options.trailingSlash && i === last) continue;
    if (segment === '' || segment === '.' || segment === '..') return { ok: false, reason: 'outside' };
  }
  return { ok: true, segments: segments[last] === '' ? segments.slice(0, -1) : segments };
}
