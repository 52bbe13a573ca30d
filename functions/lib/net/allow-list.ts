import { confinePath, decodePath } from './plain-path.js';

/**
 * The data proxy's allow-list of private upstreams (`PROXY_ALLOW_HOSTS`, local development only):
 * entries `host:port/path/prefix/`, e.g. the local stack's `127.0.0.1:8787/__dev/sample/`. An
 * entry without a path (`host:port`) admits the whole port. A URL is admitted when its host and
 * port match an entry and its path lies under the entry's prefix both as sent and after one
 * percent-decoding, and is plain (`confinePath` of plain-path.ts): no empty (`//`), `.` or `..`
 * segment, no backslash or control character, no `%` left after decoding (a double encoding an
 * upstream may decode again). The
 * WHATWG URL parser has already resolved literal dot segments and `%2e`; `..%2F` and `..\` it
 * keeps, and they are refused here, so an allow-listed prefix cannot be climbed out of.
 */
export interface AllowEntry {
  /** `host:port`, lower case, IPv6 without brackets. */
  hostPort: string;
  /** Starts (and for a folder ends) with `/`. */
  pathPrefix: string;
}

export function parseAllowEntry(text: string): AllowEntry | undefined {
  const entry = text.trim().toLowerCase();
  if (!entry) return undefined;
  const slash = entry.indexOf('/');
  const hostPort = slash < 0 ? entry : entry.slice(0, slash);
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(hostPort)) return undefined;
  return { hostPort: hostPort.replace(/^\[|\](?=:)/g, ''), pathPrefix: slash < 0 ? '/' : entry.slice(slash) };
}

/** Whether `url` may be fetched although it resolves to a private address. */
export function isAllowListed(url: URL, entries: Iterable<string>): boolean {
  const hostPort = `${url.hostname.replace(/^\[|\]$/g, '').toLowerCase()}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
  if (!confinePath(url.pathname, { trailingSlash: true, refuseLeftoverPercent: true }).ok) return false;
  const decoded = decodePath(url.pathname) ?? '';
  for (const text of entries) {
    const entry = parseAllowEntry(text);
    if (
      entry &&
      entry.hostPort === hostPort &&
      url.pathname.startsWith(entry.pathPrefix) &&
      decoded.startsWith(entry.pathPrefix)
    )
      return true;
  }
  return false;
}

/** The ports the allow-list admits `hostname` on (under any path), in the list's order, each once. */
export function allowedPorts(hostname: string, entries: Iterable<string>): number[] {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const ports: number[] = [];
  for (const text of entries) {
    const entry = parseAllowEntry(text);
    if (!entry) continue;
    const colon = entry.hostPort.lastIndexOf(':');
    const port = Number(entry.hostPort.slice(colon + 1));
    if (entry.hostPort.slice(0, colon) === host && !ports.includes(port)) ports.push(port);
  }
  return ports;
}
