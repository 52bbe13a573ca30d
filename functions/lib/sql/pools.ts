import type { SqlConnection } from '../../../shared/datasource/connection.js';
import type { SqlPool } from './session.js';
import { engineDriver } from './engines.js';
import { resolveTarget } from './target.js';

/**
 * The database pools of this container (one Lambda instance), one per tenant and connection: at most
 * SQL_LIMITS.poolMaxSessions sessions each, closed when idle, and replaced (the old one closed)
 * when the connection's settings revision changes, so 200 previews in a row hold a bounded
 * number of database sessions. The host is resolved and vetted once per pool (target.ts).
 */
export interface PoolKey {
  /** The connection's tenant: two tenants never share a pool, whatever their ids. */
  tenantId: string;
  connectionId: string;
  /** Changes whenever the stored settings change (e.g. their `updatedAt`). */
  revision: string;
}

interface Entry {
  revision: string;
  pool: Promise<SqlPool>;
}

const pools = new Map<string, Entry>();

const mapKey = (tenantId: string, connectionId: string): string => `${tenantId}\u0000${connectionId}`;

/**
 * The drivers are imported when a pool of their engine is first made (engine.ts): the screen and
 * group functions carry them for shared widgets' data APIs, and their other acts (the editor's)
 * never evaluate them on a cold start.
 */
async function createPool(settings: SqlConnection, allowHosts: Iterable<string>): Promise<SqlPool> {
  const engine = engineDriver(settings.type);
  const target = await resolveTarget(settings.server, settings.port, allowHosts);
  return engine.createPool(settings, target);
}

function closeEntry(entry: Entry): Promise<void> {
  return entry.pool.then(
    (pool) => pool.close(),
    () => undefined,
  );
}

export function poolFor(key: PoolKey, settings: SqlConnection, allowHosts: Iterable<string>): Promise<SqlPool> {
  const id = mapKey(key.tenantId, key.connectionId);
  const current = pools.get(id);
  if (current?.revision === key.revision) return current.pool;
  if (current) void closeEntry(current);
  const pool = createPool(settings, allowHosts);
  const entry = { revision: key.revision, pool };
  pools.set(id, entry);
  // A pool that could not be made (refused address) is not kept: the next call tries again.
  pool.catch(() => {
    if (pools.get(id) === entry) pools.delete(id);
  });
  return pool;
}

/** Closes a connection's pool (settings changed or connection removed). */
export async function closePool(tenantId: string, connectionId: string): Promise<void> {
  const id = mapKey(tenantId, connectionId);
  const entry = pools.get(id);
  if (!entry) return;
  pools.delete(id);
  await closeEntry(entry);
}
