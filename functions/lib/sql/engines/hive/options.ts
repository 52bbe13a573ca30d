import type { SqlConnection } from '../../../../../shared/datasource/connection.js';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { SqlFailure } from '../../failure.js';

/**
 * A Hive connection's settings for `hive-driver`: which SASL mechanism the `policy` field names,
 * and the HiveServer2 session request. Kerberos needs a ticket cache and the `kerberos` native
 * module, which a Lambda function does not have: it is refused with a clear message.
 */
export type HiveAuth = { kind: 'plain'; username: string; password: string } | { kind: 'nosasl' };

/** `policy` values the form may hold, as HiveServer2's hive.server2.authentication names them. */
export const HIVE_POLICIES = ['NONE', 'LDAP', 'CUSTOM', 'PAM', 'NOSASL'] as const;

export function hiveAuth(settings: SqlConnection): HiveAuth {
  const policy = (settings.policy || 'NONE').toUpperCase();
  if (policy === 'NOSASL') return { kind: 'nosasl' };
  if (policy === 'KERBEROS')
    throw new SqlFailure(ErrorCode.DATABASE_CONNECTION_FAILED, 'Kerberos authentication is not available here');
  if (!(HIVE_POLICIES as readonly string[]).includes(policy))
    throw new SqlFailure(ErrorCode.DATABASE_CONNECTION_FAILED, `unknown Hive authentication ${settings.policy}`);
  // NONE still speaks SASL PLAIN: HiveServer2 takes the user name and ignores the password.
  return { kind: 'plain', username: settings.username || 'anonymous', password: settings.password };
}

/** HIVE_CLI_SERVICE_PROTOCOL_V10 (Hive 2.3+, whose ExecuteStatement takes a queryTimeout). */
export const HIVE_PROTOCOL_V10 = 9;

/** The OpenSession request: the database as JDBC's `use:database` session setting. */
export function hiveSessionRequest(settings: SqlConnection, auth: HiveAuth) {
  return {
    client_protocol: HIVE_PROTOCOL_V10,
    ...(auth.kind === 'plain' ? { username: auth.username, password: auth.password } : {}),
    configuration: settings.database ? { 'use:database': settings.database } : {},
  };
}

/** A name quoted as HiveQL quotes identifiers (`` ` `` doubled inside). */
export function hiveQuoteId(name: string): string {
  return `\`${name.replace(/`/g, '``')}\``;
}

/** `INT_TYPE` (TCLIService's TTypeId names) → `int`. */
export function hiveTypeName(typeIds: Readonly<Record<string, number>>, id: number | undefined): string {
  const name = Object.keys(typeIds).find((key) => typeIds[key] === id);
  return name ? name.replace(/_TYPE$/, '').toLowerCase() : 'unknown';
}
