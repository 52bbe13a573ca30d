import { canManage } from '../../../shared/datasource/access.js';
import { engineSettings, type SqlConnection } from '../../../shared/datasource/connection.js';
import type { Caller } from '../../lib/act.js';
import { openSecrets } from '../../lib/crypto/secret-box.js';
import { getDatasource, type DatasourceRecord } from '../../lib/data/datasources.js';
import { env } from '../../lib/env.js';
import { fail } from '../../lib/errors.js';
import type { PoolKey } from '../../lib/sql/pools.js';

/**
 * A stored database connection made ready for the SQL engine (`runReadonly`, `introspect`): the
 * pool key (tenant, connection, revision), the engine settings with the secrets opened, and the
 * private `host:port` entries this deployment may reach. Shared by the `datasource` acts and the
 * `api` and `worksheet` families. Running SQL of the caller's choosing (the schema browser, a direct
 * data API's test and save, a worksheet extract's columns and its add or change) goes through
 * `queryableConnection`; stored definitions (an API run, a worksheet's extract) through
 * `connectionForQuery`, whoever asks.
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

/**
 * A connection the caller may change, test, remove or query with SQL of their choosing: its creator
 * or the tenant's administrator (shared/datasource/access.ts). DATASOURCE_NOT_FOUND as
 * requireDatasource, else PERMISSION_DENIED.
 */
export async function managedDatasource(caller: Caller, connectionId: string): Promise<DatasourceRecord> {
  const record = await requireDatasource(caller.tenantId, connectionId);
  if (!canManage(record, caller)) fail('PERMISSION_DENIED');
  return record;
}

/** A managed connection (managedDatasource) ready for a query of the caller's choosing. */
export async function queryableConnection(caller: Caller, connectionId: string): Promise<QueryConnection> {
  return queryConnectionOf(await managedDatasource(caller, connectionId));
}
