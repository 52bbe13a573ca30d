import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { env } from '../../env.js';
import { SqlFailure } from '../../sql/failure.js';
import type { WorksheetEngine, WorksheetQuery } from '../contract.js';
import { ParquetCache } from './duckdb/parquet-cache.js';
import { forgetInstancesReading, queryLocal } from './duckdb/query-local.js';

let cache: ParquetCache | undefined;

/**
 * Worksheets queried in-process: their Parquet copied from the assets bucket to a local cache
 * (duckdb/parquet-cache.ts), then one locked-down DuckDB SELECT over them (duckdb/query-local.ts).
 * A worksheet whose Parquet cannot be fetched fails as DATABASE_CONNECTION_FAILED.
 */
export const duckdbEngine: WorksheetEngine = {
  kind: 'duckdb',
  async query(query: WorksheetQuery) {
    cache ??= new ParquetCache(env.worksheetCacheBytes(), forgetInstancesReading);
    try {
      return await cache.using(query.tables, (tables, root) =>
        queryLocal({
          tables,
          statement: query.statement,
          params: query.params,
          maxRows: query.maxRows,
          timeoutSeconds: query.timeoutSeconds,
          hiddenPaths: [root],
        }),
      );
    } catch (error) {
      if (error instanceof SqlFailure) throw error;
      throw new SqlFailure(ErrorCode.DATABASE_CONNECTION_FAILED, 'the worksheet data could not be read');
    }
  },
};
