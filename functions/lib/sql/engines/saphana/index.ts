import type { EngineDriver, SchemaBrowser } from '../../engine.js';
import type { FailureKind } from '../../failure.js';
import { hanaQuoteId } from './options.js';
import { standardFieldType } from '../../type-names.js';

/** SAP HANA through `hdb` (saphana/pool.ts says how a statement runs). */
const placeholder = (): string => '?';

/** Schemas of the system and of SAP's own services, left out of the browser. */
const SYSTEM_SCHEMAS = new Set(['SYS', 'SYSTEM', 'PUBLIC', 'UIS', 'HANA_XS_BASE']);
const SYSTEM_PREFIXES = ['_SYS', 'SAP_XS', 'SAP_HANA', 'SAP_REST'];

export function isHanaSystemSchema(name: string): boolean {
  const upper = name.toUpperCase();
  return SYSTEM_SCHEMAS.has(upper) || SYSTEM_PREFIXES.some((prefix) => upper.startsWith(prefix));
}

const browse: SchemaBrowser = {
  async schemas(run) {
    const result = await run(`SELECT SCHEMA_NAME FROM SYS.SCHEMAS WHERE HAS_PRIVILEGES = 'TRUE' ORDER BY SCHEMA_NAME`);
    return result.rows.map((row) => String(row[0])).filter((name) => !isHanaSystemSchema(name));
  },
  async tables(run, schema) {
    const result = await run(
      `SELECT TABLE_NAME FROM SYS.TABLES WHERE SCHEMA_NAME = ?
       UNION ALL SELECT VIEW_NAME FROM SYS.VIEWS WHERE SCHEMA_NAME = ? ORDER BY 1`,
      [schema, schema],
    );
    return result.rows.map((row) => String(row[0]));
  },
  async columns(run, schema, table) {
    const result = await run(
      `SELECT COLUMN_NAME, DATA_TYPE_NAME, POSITION FROM SYS.TABLE_COLUMNS WHERE SCHEMA_NAME = ? AND TABLE_NAME = ?
       UNION ALL SELECT COLUMN_NAME, DATA_TYPE_NAME, POSITION FROM SYS.VIEW_COLUMNS WHERE SCHEMA_NAME = ? AND VIEW_NAME = ?
       ORDER BY 3`,
      [schema, table, schema, table],
    );
    return result.rows.map((row) => ({ name: String(row[0]), type: String(row[1]).toLowerCase() }));
  },
  preview(run, schema, table) {
    return run(`SELECT * FROM ${hanaQuoteId(schema)}.${hanaQuoteId(table)}`);
  },
};

/** hdb's own codes for a session never made (open, handshake, login), and HANA's login refusals. */
const CONNECTION_CODES = new Set<unknown>([
  'EHDBOPENCONN',
  'EHDBINIT',
  'EHDBTIMEOUT',
  'EHDBCLOSE',
  'EHDBCONNECT',
  'EHDBNOAUTHMETH',
  'EHDBSERVERAUTH',
  'EHDBAUTHPROTOCOL',
  // 10 authentication failed, 414 password change required, 416 user deactivated.
  10,
  414,
  416,
]);

function failureKind(error: object): FailureKind | undefined {
  return 'code' in error && CONNECTION_CODES.has(error.code) ? 'connection' : undefined;
}

export const saphanaEngine: EngineDriver = {
  queryShape: { keywords: ['SELECT', 'WITH'], hashComments: false },
  placeholder,
  quoteId: hanaQuoteId,
  versionQuery: 'SELECT VERSION FROM SYS.M_DATABASE',
  browse,
  failureKind,
  fieldType: (databaseType) => standardFieldType(databaseType),
  createPool: async (settings, target) => (await import('./pool.js')).createHanaPool(settings, target),
};
