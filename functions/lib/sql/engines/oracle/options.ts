import type { PoolAttributes } from 'oracledb';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { SQL_LIMITS, type SqlConnection } from '../../../../../shared/datasource/connection.js';
import { SqlFailure } from '../../failure.js';
import type { SqlTarget } from '../../target.js';

/**
 * An Oracle connection's settings as `oracledb` (thin mode) pool attributes. `mode` says what
 * `sid` holds: a service name (Easy Connect `host:port/service`) or a SID (a connect descriptor
 * with `(SID=…)`). The name goes into the connect string, so it is held to the characters a
 * service name or SID can have: `(`, `)`, `=`, `/`, `?` or a space could add an address or an
 * option the address policy never saw. The host is the vetted address; with TLS (`tcps`) the
 * server's certificate must name that address (oracledb matches the connect string's host).
 */
const SERVICE_NAME = /^[A-Za-z][A-Za-z0-9_.$#-]{0,127}$/;

export function oracleConnectString(settings: SqlConnection, target: SqlTarget): string {
  const name = settings.sid.trim();
  const bySid = settings.mode === 'sid';
  if (!SERVICE_NAME.test(name))
    throw new SqlFailure(
      ErrorCode.DATABASE_CONNECTION_FAILED,
      `"${name.slice(0, 128)}" is not a valid Oracle ${bySid ? 'SID' : 'service name'}`,
    );
  const protocol = settings.tls ? 'tcps' : 'tcp';
  if (bySid)
    return `(DESCRIPTION=(ADDRESS=(PROTOCOL=${protocol})(HOST=${target.address})(PORT=${target.port}))(CONNECT_DATA=(SID=${name})))`;
  const host = target.address.includes(':') ? `[${target.address}]` : target.address;
  return `${settings.tls ? 'tcps://' : ''}${host}:${target.port}/${name}`;
}

export function oraclePoolAttributes(settings: SqlConnection, target: SqlTarget): PoolAttributes {
  return {
    user: settings.username,
    password: settings.password,
    connectString: oracleConnectString(settings, target),
    poolMin: 0,
    poolMax: SQL_LIMITS.poolMaxSessions,
    poolIncrement: 1,
    poolTimeout: SQL_LIMITS.poolIdleSeconds,
    queueTimeout: 10_000,
    transportConnectTimeout: 10,
    connectTimeout: 10,
    sslServerDNMatch: true,
  };
}
