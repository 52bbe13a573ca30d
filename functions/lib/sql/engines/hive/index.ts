import { SQL_LIMITS } from '../../../../../shared/datasource/connection.js';
import type { EngineDriver, SchemaBrowser } from '../../engine.js';
import { hiveQuoteId } from './options.js';
import { standardFieldType } from '../../type-names.js';

/**
 * Hive through `hive-driver` (hive/pool.ts says how a statement runs). HiveServer2's protocol
 * binds no parameters: `placeholder` is null, so an API with `:name` parameters is refused with
 * API_PARAM_INVALID (named-params.ts), never interpolated.
 */
const SYSTEM_DATABASES = new Set(['information_schema', 'sys']);

const browse: SchemaBrowser = {
  async schemas(run) {
    const result = await run('SHOW DATABASES');
    return result.rows.map((row) => String(row[0])).filter((name) => !SYSTEM_DATABASES.has(name.toLowerCase()));
  },
  async tables(run, schema) {
    const result = await run(`SHOW TABLES IN ${hiveQuoteId(schema)}`);
    return result.rows.map((row) => String(row[0]));
  },
  async columns(run, schema, table) {
    const result = await run(`DESCRIBE ${hiveQuoteId(schema)}.${hiveQuoteId(table)}`);
    const columns = [];
    // DESCRIBE lists the columns, then (after an empty row) "# Partition Information" and the
    // partition columns again: the list ends at the first empty or commented name.
    for (const row of result.rows) {
      const name = String(row[0] ?? '').trim();
      if (!name || name.startsWith('#')) break;
      columns.push({
        name,
        type: String(row[1] ?? '')
          .trim()
          .toLowerCase(),
      });
    }
    return columns;
  },
  preview(run, schema, table) {
    return run(`SELECT * FROM ${hiveQuoteId(schema)}.${hiveQuoteId(table)} LIMIT ${SQL_LIMITS.previewRowCap + 1}`);
  },
};

export const hiveEngine: EngineDriver = {
  queryShape: { keywords: ['SELECT', 'WITH', 'SHOW', 'DESCRIBE', 'DESC'], hashComments: false },
  placeholder: null,
  quoteId: hiveQuoteId,
  versionQuery: 'SELECT version()',
  browse,
  fieldType: (databaseType) => standardFieldType(databaseType),
  createPool: async (settings, target) => (await import('./pool.js')).createHivePool(settings, target),
};
