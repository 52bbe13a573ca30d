import { SQL_LIMITS, type SqlConnection } from '../../../shared/datasource/connection.js';
import { sqlFailureOf } from './failure.js';
import { poolFor, type PoolKey } from './pools.js';
import type { SqlRows, SqlValue } from './session.js';

/**
 * The engine's one entry for a query: ONE statement, read-only in the database session itself,
 * parameters bound by the driver (`$1` for PostgreSQL, `?` for MySQL/MariaDB), under the
 * connection's statement timeout, at most `maxRows` rows (widgets SQL_LIMITS.widgetRowCap,
 * previews SQL_LIMITS.previewRowCap) and SQL_LIMITS.resultMaxBytes. Failures are SqlFailure
 * (catalogue code, the database's own message without secrets).
 */
export interface QueryRequest {
  key: PoolKey;
  settings: SqlConnection;
  /** `host:port` entries reachable although private (allow-list.ts); local development only. */
  allowHosts: Iterable<string>;
  statement: string;
  params?: readonly SqlValue[];
  maxRows?: number;
}

export async function runReadonly(request: QueryRequest): Promise<SqlRows> {
  const { settings } = request;
  try {
    const pool = await poolFor(request.key, settings, request.allowHosts);
    return await pool.run(request.statement, request.params ?? [], {
      maxRows: Math.min(request.maxRows ?? SQL_LIMITS.widgetRowCap, SQL_LIMITS.widgetRowCap),
      maxBytes: SQL_LIMITS.resultMaxBytes,
      timeoutSeconds: settings.timeoutSeconds,
    });
  } catch (error) {
    throw sqlFailureOf(error, [settings.password], settings.timeoutSeconds);
  }
}
