import type { config as MssqlConfig } from 'mssql';
import { SQL_LIMITS, type SqlConnection } from '../../../../../shared/datasource/connection.js';
import type { SqlTarget } from '../../target.js';

/**
 * A SQL Server connection's settings as `mssql` (tedious) options: the vetted address, the host
 * name kept for TLS (SNI and the certificate check), the named instance (whose port the server's
 * SQL Browser answers, so `port` is then unused), the statement timeout as tedious'
 * `requestTimeout` (past it tedious sends an attention that cancels the statement on the server),
 * and a pool of at most SQL_LIMITS.poolMaxSessions sessions closed when idle.
 */
export function sqlServerConfig(settings: SqlConnection, target: SqlTarget): MssqlConfig {
  const instanceName = settings.instance.trim();
  return {
    server: target.address,
    port: target.port,
    database: settings.database || undefined,
    user: settings.username,
    password: settings.password,
    connectionTimeout: 10_000,
    requestTimeout: settings.timeoutSeconds * 1000,
    pool: { max: SQL_LIMITS.poolMaxSessions, min: 0, idleTimeoutMillis: SQL_LIMITS.poolIdleSeconds * 1000 },
    options: {
      encrypt: settings.tls,
      trustServerCertificate: false,
      serverName: target.hostname,
      ...(instanceName ? { instanceName } : {}),
      appName: 'wallboard',
      abortTransactionOnError: true,
      enableArithAbort: true,
    },
  };
}
