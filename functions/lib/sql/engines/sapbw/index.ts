import type { EngineDriver, SchemaBrowser } from '../../engine.js';
import { bareType, standardFieldType } from '../../type-names.js';
import { saphanaEngine } from '../saphana/index.js';
import { hanaQuoteId } from '../saphana/options.js';
import { BW_CATALOG, BW_SCHEMA, BW_TYPE_NAMES, bwSettings } from './options.js';

/**
 * SAP BW/4HANA through the SQL interface of its SAP HANA database, with HANA's driver, pool,
 * user check and read-only transaction (saphana/): what differs is the browser, which lists the
 * InfoProviders as the calculation views BW generates in `_SYS_BIC`, the session's schema (always
 * `_SYS_BIC`), and the type names of those views.
 */
const browse: SchemaBrowser = {
  async schemas(run) {
    const result = await run(BW_CATALOG.schemas, [BW_SCHEMA]);
    return result.rows.map((row) => String(row[0]));
  },
  async tables(run, schema) {
    if (schema !== BW_SCHEMA) return [];
    const result = await run(BW_CATALOG.views, [schema]);
    return result.rows.map((row) => String(row[0]));
  },
  async columns(run, schema, view) {
    const result = await run(BW_CATALOG.columns, [schema, view]);
    return result.rows.map((row) => ({ name: String(row[0]), type: String(row[1]).toLowerCase() }));
  },
  preview(run, schema, view) {
    return run(`SELECT * FROM ${hanaQuoteId(schema)}.${hanaQuoteId(view)}`);
  },
};

export const sapbwEngine: EngineDriver = {
  queryShape: saphanaEngine.queryShape,
  placeholder: saphanaEngine.placeholder,
  quoteId: hanaQuoteId,
  versionQuery: saphanaEngine.versionQuery,
  browse,
  failureKind: (error) => saphanaEngine.failureKind?.(error),
  fieldType: (databaseType) => standardFieldType(BW_TYPE_NAMES[bareType(databaseType)] ?? databaseType),
  createPool: async (settings, target) =>
    (await import('../saphana/pool.js')).createHanaPool(bwSettings(settings), target),
};
