import { APP_ORIGINS_OBJECT } from '../../infra/resources.js';
import { readPublishedJson } from '../lib/s3-objects.js';

/**
 * The browser origins a WebSocket may be opened from: `ALLOWED_ORIGINS`, comma-separated (CDK
 * sets the site's domain or the `allowedOrigins` context; the local stack its own URLs). Without
 * it, a deployed function is told (`ALLOWED_ORIGINS_KEY`) where the web stack published the
 * CloudFront distribution's own origin (APP_ORIGINS_OBJECT), read at most every RELOAD_MS.
 * A browser always sends `Origin` on a WebSocket handshake, so a foreign one is a page on another
 * site trying to ride a visitor's token: refused. A request without `Origin` is not
 * from a browser (a display agent, a script); it is let through, since it must present a live
 * session token like anyone else and could write any Origin it liked. With neither variable, or
 * nothing published, no browser origin is accepted (fail closed).
 */
export function allowedOrigins(): Set<string> {
  return parseOrigins((process.env.ALLOWED_ORIGINS ?? '').split(','));
}

function parseOrigins(list: readonly string[]): Set<string> {
  return new Set(list.map((origin) => origin.trim().toLowerCase().replace(/\/+$/, '')).filter(Boolean));
}

/** How long the published list is kept before it is read again. */
const RELOAD_MS = 60_000;
let published: { origins: Set<string>; readAt: number } | undefined;

async function publishedOrigins(now: number): Promise<Set<string>> {
  const key = process.env[APP_ORIGINS_OBJECT.envVar];
  if (!key) return new Set();
  if (published && now - published.readAt < RELOAD_MS) return published.origins;
  const value = await readPublishedJson(key);
  const list = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  published = { origins: parseOrigins(list), readAt: now };
  return published.origins;
}

/** A handshake header, whatever case the gateway gave its name. */
export function headerOf(
  headers: Record<string, string | undefined> | null | undefined,
  wanted: string,
): string | undefined {
  for (const [name, value] of Object.entries(headers ?? {})) if (name.toLowerCase() === wanted) return value;
  return undefined;
}

/** The request's `Origin` header. */
export function originOf(headers: Record<string, string | undefined> | null | undefined): string | undefined {
  return headerOf(headers, 'origin');
}

export async function originAllowed(origin: string | undefined, now = Date.now()): Promise<boolean> {
  if (origin === undefined) return true;
  const wanted = origin.trim().toLowerCase();
  if (process.env.ALLOWED_ORIGINS !== undefined) return allowedOrigins().has(wanted);
  return (await publishedOrigins(now)).has(wanted);
}
