import { SQL_LIMITS } from '../../../../../shared/datasource/connection.js';
import type { BrowseRunner, EngineDriver, SchemaBrowser } from '../../engine.js';
import type { FailureKind } from '../../failure.js';
import type { SqlColumn } from '../../session.js';
import { KYLIN_METADATA, kylinQuoteId } from './options.js';
import { standardFieldType } from '../../type-names.js';

/**
 * Apache Kylin through its REST query API (kylin/pool.ts says how a query is sent). Its bound
 * parameters are `?` (query/prestate); its schema browser reads the project's tables and columns
 * from Kylin's metadata API (`tables_and_columns`), which the pool answers for the catalog
 * statement of kylin/options.ts.
 */
const placeholder = (): string => '?';

async function catalogRows(run: BrowseRunner): Promise<string[][]> {
  return (await run(KYLIN_METADATA.catalog)).rows.map((row) => row.map(String));
}

const unique = (names: string[]): string[] => [...new Set(names)].sort();

const browse: SchemaBrowser = {
  async schemas(run) {
    return unique((await catalogRows(run)).map((row) => row[0] ?? ''));
  },
  async tables(run, schema) {
    return unique((await catalogRows(run)).filter((row) => row[0] === schema).map((row) => row[1] ?? ''));
  },
  async columns(run, schema, table): Promise<SqlColumn[]> {
    return (await catalogRows(run))
      .filter((row) => row[0] === schema && row[1] === table && row[2])
      .map((row) => ({ name: row[2] ?? '', type: (row[3] ?? '').toLowerCase() }));
  },
  preview(run, schema, table) {
    return run(`SELECT * FROM ${kylinQuoteId(schema)}.${kylinQuoteId(table)} LIMIT ${SQL_LIMITS.previewRowCap + 1}`);
  },
};

/** The pinned HTTP client's failures (net/fetch-upstream.ts UpstreamError). */
function failureKind(error: object): FailureKind | undefined {
  if (!('failure' in error)) return undefined;
  if (error.failure === 'timeout') return 'timeout';
  if (error.failure === 'network' || error.failure === 'refused') return 'connection';
  if (error.failure === 'tooLarge') return 'statement';
  return undefined;
}

export const kylinEngine: EngineDriver = {
  queryShape: null,
  placeholder,
  quoteId: kylinQuoteId,
  versionQuery: KYLIN_METADATA.version,
  browse,
  failureKind,
  fieldType: (databaseType) => standardFieldType(databaseType),
  createPool: async (settings, target) => (await import('./pool.js')).createKylinPool(settings, target),
};
