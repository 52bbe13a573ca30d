/**
 * The paths the local gateway serves from storage (the SPA's files and `/published/*`), decoded
 * once and confined. A path is taken apart into segments after one percent-decoding; a segment
 * that is empty (`//`), `.` or `..`, or that holds a backslash or a control character, refuses the
 * whole path rather than being resolved: nothing is normalised into a different file or key, so
 * `..%2F`, `%2e%2e%2f`, `..\` and their mixtures cannot climb out. What is left after one decoding
 * is literal (a double-encoded `%252e` stays the three characters `%2e`).
 */
export type Confined = { ok: true; segments: string[] } | { ok: false; reason: 'malformed' | 'outside' };

/** The characters of a key under `published/` (share tokens, hex ids, extensions). */
const PUBLISHED_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;
const FORBIDDEN = /[\\\p{Cc}]/u;

/** One decoding of a URL path, or undefined when its percent-encoding is broken (`%E0%A4%A`). */
export function decodePath(rawPath: string): string | undefined {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
}

/**
 * The segments of a raw URL path (`/a/b`) after one decoding, if every one of them is a plain
 * name. `trailingSlash` lets the last segment be empty (`/`, `/editor/`), as SPA routes may be.
 */
export function confinePath(rawPath: string, options: { trailingSlash?: boolean } = {}): Confined {
  const decoded = decodePath(rawPath);
  if (decoded === undefined || !decoded.startsWith('/') || FORBIDDEN.test(decoded))
    return { ok: false, reason: 'malformed' };
  const segments = decoded.slice(1).split('/');
  const last = segments.length - 1;
  for (const [i, segment] of segments.entries()) {
    if (segment === '' && options.trailingSlash && i === last) continue;
    if (segment === '' || segment === '.' || segment === '..') return { ok: false, reason: 'outside' };
  }
  return { ok: true, segments: segments[last] === '' ? segments.slice(0, -1) : segments };
}

export const PUBLISHED_KEY_PREFIX = 'published/';
/** S3's longest key, in UTF-8 bytes (every published key is ASCII). */
const MAX_KEY_LENGTH = 1024;

/**
 * The published bucket's key for a `/published/…` path: the confined path without its slash,
 * and only under `published/` with the characters published keys are made of, at most S3's
 * 1,024 bytes. Nothing else of the bucket (`versions/…`) is ever named.
 */
export function publishedKeyOf(
  rawPath: string,
): { ok: true; key: string } | { ok: false; reason: 'malformed' | 'outside' } {
  const confined = confinePath(rawPath);
  if (!confined.ok) return confined;
  const [first, ...rest] = confined.segments;
  if (first !== PUBLISHED_KEY_PREFIX.slice(0, -1) || rest.length === 0 || !rest.every((s) => PUBLISHED_SEGMENT.test(s)))
    return { ok: false, reason: 'outside' };
  const key = confined.segments.join('/');
  return key.length > MAX_KEY_LENGTH ? { ok: false, reason: 'outside' } : { ok: true, key };
}
