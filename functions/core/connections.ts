import { engineSettings, type SqlConnection } from '../../shared/datasource/connection.js';
import { openSecrets } from '../lib/crypto/secret-box.js';
import { getDatasource, type DatasourceRecord } from '../lib/data/datasources.js';
import { env } from '../lib/env.js';
import { fail } from '../lib/errors.js';
import type { PoolKey } from '../lib/sql/pools.js';

/**
 * A stored database connection made ready for the SQL engine (`runReadonly`, `introspect`): the
 * pool key (tenant, connection, revision), the engine settings with the secrets opened, and the
 * private `host:port` entries this deployment may reach. Shared by the `datasource` acts and the
 * `api` family's data APIs; the caller checks who may use the connection.
 */
export interface QueryConnection {
  key: PoolKey;
  settings: SqlConnection;
  allowHosts: readonly string[];
}

/** The connection of a stored record; DATABASE_TYPE_UNAVAILABLE when no engine speaks its type. */
export async function queryConnectionOf(record: DatasourceRecord): Promise<QueryConnection> {
  const secrets = await openSecrets(record.sealed, { tenantId: record.tenantId, connectionId: record.connectionId });
  const settings = engineSettings({ ...record.settings, ...secrets });
  if (!settings) fail('DATABASE_TYPE_UNAVAILABLE');
  return {
    key: { tenantId: record.tenantId, connectionId: record.connectionId, revision: record.revision },
    settings,
    allowHosts: env.datasourceAllowHosts(),
  };
}

/** A tenant's stored connection, or DATASOURCE_NOT_FOUND (also for another tenant's id). */
export async function requireDatasource(tenantId: string, connectionId: string): Promise<DatasourceRecord> {
  const record = await getDatasource(tenantId, connectionId);
  if (!record) fail('DATASOURCE_NOT_FOUND');
  return record;
}

/**
 * The connection `connectionId` of `tenantId` ready for a query: DATASOURCE_NOT_FOUND when the
 * tenant has no such connection, DATABASE_TYPE_UNAVAILABLE when its type has no engine here.
 */
export async function connectionForQuery(tenantId: string, connectionId: string): Promise<QueryConnection> {
  return queryConnectionOf(await requireDatasource(tenantId, connectionId));
}
