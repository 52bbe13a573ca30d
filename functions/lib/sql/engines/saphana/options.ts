import type { HdbClientOptions } from 'hdb';
import type { SqlConnection } from '../../../../../shared/datasource/connection.js';
import type { SqlTarget } from '../../target.js';

/**
 * A SAP HANA connection's settings as `hdb` client options: the vetted address and the port as
 * entered (the SQL port of the tenant or single-container database, 3<nn>15 / 3<nn>41…), TLS
 * verified against the host name the user typed. Never `databaseName` or `instanceNumber`: with
 * them hdb asks the system database where the tenant lives and connects to the host it answers,
 * an address the address policy never saw. The tenant's name is checked after login instead
 * (saphana/pool.ts), and the instance number only documents the port.
 */
export function hanaClientOptions(settings: SqlConnection, target: SqlTarget): HdbClientOptions {
  return {
    host: target.address,
    port: target.port,
    user: settings.username,
    password: settings.password,
    ...(settings.tls ? { useTLS: true, servername: target.hostname, rejectUnauthorized: true } : {}),
    initializationTimeout: Math.min(10, settings.timeoutSeconds) * 1000,
    rowsAsArray: true,
  };
}

/** A name quoted as HANA quotes identifiers ("" inside). */
export function hanaQuoteId(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Column type names by the HANA protocol's type code (hdb's lib/protocol/common/TypeCode.js). */
const HANA_TYPES: Readonly<Record<number, string>> = {
  0: 'null',
  1: 'tinyint',
  2: 'smallint',
  3: 'integer',
  4: 'bigint',
  5: 'decimal',
  6: 'real',
  7: 'double',
  8: 'char',
  9: 'varchar',
  10: 'nchar',
  11: 'nvarchar',
  12: 'binary',
  13: 'varbinary',
  14: 'date',
  15: 'time',
  16: 'timestamp',
  25: 'clob',
  26: 'nclob',
  27: 'blob',
  28: 'boolean',
  29: 'string',
  30: 'nstring',
  33: 'bstring',
  51: 'text',
  52: 'shorttext',
  53: 'bintext',
  55: 'alphanum',
  61: 'longdate',
  62: 'seconddate',
  63: 'daydate',
  64: 'secondtime',
  74: 'st_geometry',
  75: 'st_point',
  76: 'fixed16',
  81: 'fixed8',
  82: 'fixed12',
  96: 'real_vector',
};

export function hanaTypeName(code: number): string {
  return HANA_TYPES[code] ?? String(code);
}
