import type { SqlConnection } from '../../../shared/datasource/connection.js';
import { createMysqlPool } from './mysql-pool.js';
import { createPgPool } from './pg-pool.js';
import type { SqlPool } from './session.js';
import { resolveTarget } from './target.js';

/**
 * The database pools of this container (one Lambda instance), one per connection id: at most
 * SQL_LIMITS.poolMaxSessions sessions each, closed when idle, and replaced (the old one closed)
 * when the connection's settings revision changes, so 200 previews in a row hold a bounded
 * number of database sessions. The host is resolved and vetted once per pool (target.ts).
 */
export interface PoolKey {
  connectionId: string;
  /** Changes whenever the stored settings change (e.g. their `updatedAt`). */
  revision: string;
}

interface Entry {
  revision: string;
  pool: Promise<SqlPool>;
}

const pools = new Map<string, Entry>();

async function createPool(settings: SqlConnection, allowHosts: Iterable<string>): Promise<SqlPool> {
  const target = await resolveTarget(settings.server, settings.port, allowHosts);
  return settings.type === 'postgresql' ? createPgPool(settings, target) : createMysqlPool(settings, target);
}

function closeEntry(entry: Entry): Promise<void> {
  return entry.pool.then(
    (pool) => pool.close(),
    () => undefined,
  );
}

export function poolFor(key: PoolKey, settings: SqlConnection, allowHosts: Iterable<string>): Promise<SqlPool> {
  const current = pools.get(key.connectionId);
  if (current?.revision === key.revision) return current.pool;
  if (current) void closeEntry(current);
  const pool = createPool(settings, allowHosts);
  const entry = { revision: key.revision, pool };
  pools.set(key.connectionId, entry);
  // A pool that could not be made (refused address) is not kept: the next call tries again.
  pool.catch(() => {
    if (pools.get(key.connectionId) === entry) pools.delete(key.connectionId);
  });
  return pool;
}

/** Closes a connection's pool (settings changed or connection removed). */
export async function closePool(connectionId: string): Promise<void> {
  const entry = pools.get(connectionId);
  if (!entry) return;
  pools.delete(connectionId);
  await closeEntry(entry);
}
