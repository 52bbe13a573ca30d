import { Resolver } from 'node:dns/promises';

/**
 * One DNS TXT lookup with a deadline (docs/sso.md#domain-ownership). It answers what it found and
 * never throws: the records (each as the character strings DNS answered), `none` when the name or
 * its TXT records do not exist, or `failed` when no server answered in time or they failed.
 */
export type TxtAnswer =
  { kind: 'records'; records: string[][] } | { kind: 'none' } | { kind: 'failed'; reason: string };

/** The resolver's codes for "the name has no TXT record" (no data, no such name). */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND']);

export interface TxtLookupOptions {
  /** `host:port` entries; empty: the system's resolvers. */
  servers: readonly string[];
  /** The whole lookup, retries included. */
  timeoutMs: number;
}

export async function lookupTxt(name: string, { servers, timeoutMs }: TxtLookupOptions): Promise<TxtAnswer> {
  // Two tries per server, each with a third of the time; the timer below bounds the whole lookup.
  const resolver = new Resolver({ timeout: Math.max(100, Math.floor(timeoutMs / 3)), tries: 2 });
  try {
    if (servers.length > 0) resolver.setServers([...servers]);
  } catch (error) {
    return { kind: 'failed', reason: `bad DNS servers ${servers.join(',')}: ${String(error)}` };
  }
  const deadline = setTimeout(() => resolver.cancel(), timeoutMs);
  try {
    return { kind: 'records', records: await resolver.resolveTxt(name) };
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    if (NO_RECORD.has(code)) return { kind: 'none' };
    return { kind: 'failed', reason: code || String(error) };
  } finally {
    clearTimeout(deadline);
  }
}
