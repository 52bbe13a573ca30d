import type { VerticaConfig } from 'vertica-nodejs';
import type { SqlConnection } from '../../../../../shared/datasource/connection.js';
import type { SqlTarget } from '../../target.js';

/**
 * A Vertica connection's settings as `vertica-nodejs` options: the vetted address, and with TLS
 * the certificate verified (CA and host name) against the name the user typed, through
 * `tls_config` (the driver's own `verify-full` would check the address it connects to).
 */
export function verticaConfig(settings: SqlConnection, target: SqlTarget): VerticaConfig {
  return {
    host: target.address,
    port: target.port,
    user: settings.username,
    password: settings.password,
    database: settings.database,
    ...(settings.tls ? { tls_config: { servername: target.hostname, rejectUnauthorized: true } } : {}),
    connectionTimeoutMillis: Math.min(10, settings.timeoutSeconds) * 1000,
    client_label: 'wallboard',
  };
}

/** A name quoted as Vertica quotes identifiers ("" inside). */
export function verticaQuoteId(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The statements that make a pooled session read-only with the run's timeout, before each run. */
export function verticaSessionSetup(timeoutSeconds: number, schema: string): string[] {
  return [
    'SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY',
    `SET SESSION RUNTIMECAP '${Math.trunc(timeoutSeconds)} SECONDS'`,
    schema ? `SET SEARCH_PATH TO ${verticaQuoteId(schema)}, public` : 'SET SEARCH_PATH TO DEFAULT',
  ];
}

/** Vertica's type ids (its protocol's data type OIDs), lower-case names. */
const VERTICA_TYPES: Readonly<Record<number, string>> = {
  5: 'boolean',
  6: 'int',
  7: 'float',
  8: 'char',
  9: 'varchar',
  10: 'date',
  11: 'time',
  12: 'timestamp',
  13: 'timestamptz',
  14: 'interval',
  15: 'timetz',
  16: 'numeric',
  17: 'varbinary',
  20: 'uuid',
  114: 'interval year to month',
  115: 'long varchar',
  116: 'long varbinary',
  117: 'binary',
};

export function verticaTypeName(id: number): string {
  return VERTICA_TYPES[id] ?? String(id);
}
