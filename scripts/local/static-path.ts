import { confinePath } from '../../functions/lib/net/plain-path.js';

/*
 * The keys the local gateway serves from the published bucket. Paths are confined first by
 * `confinePath` (functions/lib/net/plain-path.ts), as the SPA's files are in gateway.ts.
 */

/** The characters of a key under `published/` (share tokens, hex ids, extensions). */
const PUBLISHED_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

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
