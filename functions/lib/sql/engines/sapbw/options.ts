import type { SqlConnection } from '../../../../../shared/datasource/connection.js';

/**
 * The schema where BW/4HANA generates the calculation views of its InfoProviders (DataStore
 * objects, CompositeProviders marked "External SAP HANA View"), named `<package>/<view>`, e.g.
 * `system-local.bw.bw2hana/SALES`.
 */
export const BW_SCHEMA = '_SYS_BIC';

/**
 * A BW connection as HANA's pool runs it (saphana/pool.ts, with HANA's client options, user check
 * and read-only transaction): the session's schema is always `_SYS_BIC`, so a statement may name
 * a view without its schema.
 */
export function bwSettings(settings: SqlConnection): SqlConnection {
  return { ...settings, schema: BW_SCHEMA };
}

/**
 * The catalogue statements of the schema browser: `_SYS_BIC` itself when the user may read it,
 * its calculation views, a view's columns in order.
 */
export const BW_CATALOG = {
  schemas: `SELECT SCHEMA_NAME FROM SYS.SCHEMAS WHERE SCHEMA_NAME = ? AND HAS_PRIVILEGES = 'TRUE'`,
  views: `SELECT VIEW_NAME FROM SYS.VIEWS WHERE SCHEMA_NAME = ? AND VIEW_TYPE = 'CALC' ORDER BY VIEW_NAME`,
  columns: `SELECT COLUMN_NAME, DATA_TYPE_NAME FROM SYS.VIEW_COLUMNS WHERE SCHEMA_NAME = ? AND VIEW_NAME = ? ORDER BY POSITION`,
} as const;

/**
 * HANA's own type names (as its protocol and catalogue report them) that the standard names
 * miss: LONGDATE and SECONDDATE are timestamps, DAYDATE a day, SECONDTIME a time, FIXED8/12/16
 * and SMALLDECIMAL decimals (BW's key figures).
 */
export const BW_TYPE_NAMES: Readonly<Record<string, string>> = {
  longdate: 'timestamp',
  seconddate: 'timestamp',
  daydate: 'date',
  secondtime: 'time',
  fixed8: 'decimal',
  fixed12: 'decimal',
  fixed16: 'decimal',
  smalldecimal: 'decimal',
};
