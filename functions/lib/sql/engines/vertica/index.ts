import type { EngineDriver, SchemaBrowser } from '../../engine.js';
import { verticaQuoteId } from './options.js';
import { standardFieldType } from '../../type-names.js';

/** Vertica through `vertica-nodejs` (vertica/pool.ts says how a statement runs). */
const placeholder = (): string => '?';

/** Vertica's own schemas (`v_catalog`, `v_monitor`, `v_internal`, `v_func`, `v_txtindex`, …). */
export function isVerticaSystemSchema(name: string): boolean {
  return name.toLowerCase().startsWith('v_');
}

const browse: SchemaBrowser = {
  async schemas(run) {
    const result = await run(
      'SELECT schema_name FROM v_catalog.schemata WHERE NOT is_system_schema ORDER BY schema_name',
    );
    return result.rows.map((row) => String(row[0])).filter((name) => !isVerticaSystemSchema(name));
  },
  async tables(run, schema) {
    const result = await run(
      `SELECT table_name FROM v_catalog.tables WHERE table_schema = ?
       UNION ALL SELECT table_name FROM v_catalog.views WHERE table_schema = ? ORDER BY 1`,
      [schema, schema],
    );
    return result.rows.map((row) => String(row[0]));
  },
  async columns(run, schema, table) {
    const result = await run(
      `SELECT column_name, data_type, ordinal_position FROM v_catalog.columns WHERE table_schema = ? AND table_name = ?
       UNION ALL SELECT column_name, data_type, ordinal_position FROM v_catalog.view_columns
         WHERE table_schema = ? AND table_name = ?
       ORDER BY 3`,
      [schema, table, schema, table],
    );
    return result.rows.map((row) => ({ name: String(row[0]), type: String(row[1]).toLowerCase() }));
  },
  preview(run, schema, table) {
    return run(`SELECT * FROM ${verticaQuoteId(schema)}.${verticaQuoteId(table)}`);
  },
};

export const verticaEngine: EngineDriver = {
  queryShape: { keywords: ['SELECT', 'WITH', 'VALUES'], hashComments: false },
  placeholder,
  quoteId: verticaQuoteId,
  versionQuery: 'SELECT version()',
  browse,
  fieldType: (databaseType) => standardFieldType(databaseType),
  createPool: async (settings, target) => (await import('./pool.js')).createVerticaPool(settings, target),
};
