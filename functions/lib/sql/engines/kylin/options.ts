import type { SqlConnection } from '../../../../../shared/datasource/connection.js';
import type { SqlValue } from '../../session.js';
import type { SqlTarget } from '../../target.js';

/**
 * Apache Kylin's REST query API as the Kylin engine speaks it: the base URL (the host name the
 * user typed, so TLS checks it; the connection itself goes to the vetted address), the basic
 * authorization header, the query request body, and the two metadata calls the engine's
 * statements name.
 */
export function kylinBaseUrl(settings: SqlConnection, target: SqlTarget): URL {
  const host = target.hostname.includes(':') ? `[${target.hostname}]` : target.hostname;
  return new URL(`${settings.tls ? 'https' : 'http'}://${host}:${target.port}/kylin/api/`);
}

export function kylinAuthorization(settings: SqlConnection): string {
  return `Basic ${Buffer.from(`${settings.username}:${settings.password}`, 'utf8').toString('base64')}`;
}

/** Kylin's PrepareSqlRequest parameter: a Java class name and the value as text. */
export interface KylinParam {
  className: string;
  value: string | null;
}

export function kylinParam(value: SqlValue): KylinParam {
  if (typeof value === 'boolean') return { className: 'java.lang.Boolean', value: String(value) };
  if (typeof value === 'number')
    return { className: Number.isSafeInteger(value) ? 'java.lang.Long' : 'java.lang.Double', value: String(value) };
  return { className: 'java.lang.String', value };
}

export interface KylinQueryRequest {
  path: 'query' | 'query/prestate';
  body: { sql: string; project: string; offset: number; limit: number; acceptPartial: boolean; params?: KylinParam[] };
}

/** The query call: `query/prestate` (bound `?` values) when there are parameters, else `query`. */
export function kylinQuery(
  settings: SqlConnection,
  sql: string,
  params: readonly SqlValue[],
  maxRows: number,
): KylinQueryRequest {
  const body = { sql, project: settings.database, offset: 0, limit: maxRows + 1, acceptPartial: false };
  return params.length === 0
    ? { path: 'query', body }
    : { path: 'query/prestate', body: { ...body, params: params.map(kylinParam) } };
}

/**
 * Statements the Kylin engine answers from Kylin's metadata API instead of its query API (the
 * schema browser's list and the connection test): Kylin's SQL has no catalog to query.
 */
export const KYLIN_METADATA = {
  /** Rows of [schema, table, column, type] of the project. */
  catalog: '-- wallboard: kylin tables_and_columns',
  /** One row: the product, with the user's authentication checked. */
  version: '-- wallboard: kylin version',
} as const;

/** A name quoted as Kylin's SQL (Calcite) quotes identifiers ("" inside). */
export function kylinQuoteId(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
