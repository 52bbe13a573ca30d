import type { DuckDBConnection, DuckDBResult } from '@duckdb/node-api';
import type { SqlRows, SqlValue } from '../../../sql/session.js';
import { sqlFailureOf } from '../../../sql/failure.js';
import { statementTimeoutSeconds } from '../../../sql/timeout-cap.js';
import { InstanceCache, type LocalTable } from './instances.js';
import { prepareSelect } from './statement.js';
import { worksheetValue } from './values.js';

export interface LocalQuery {
  tables: readonly LocalTable[];
  statement: string;
  params: readonly SqlValue[];
  maxRows: number;
  timeoutSeconds: number;
  /** Local folders named in no message the caller sees (the cache's root). */
  hiddenPaths?: readonly string[];
}

const instances = new InstanceCache(8);

/** Forgets every locked instance over files under `folder` (the cache is about to delete them). */
export const forgetInstancesReading = (folder: string): void => instances.dropReading(folder);

/** Rows of a streamed result until `maxRows`; `truncated` when one more row was there. */
async function readCapped(result: DuckDBResult, maxRows: number): Promise<Pick<SqlRows, 'rows' | 'truncated'>> {
  const rows: unknown[][] = [];
  for (;;) {
    const chunk = await result.fetchChunk();
    if (!chunk || chunk.rowCount === 0) return { rows, truncated: false };
    for (const row of chunk.convertRows(worksheetValue)) {
      if (rows.length >= maxRows) return { rows, truncated: true };
      rows.push(row);
    }
  }
}

async function run(connection: DuckDBConnection, query: LocalQuery): Promise<SqlRows> {
  const prepared = await prepareSelect(
    connection,
    query.statement,
    query.tables.map((table) => table.name),
  );
  try {
    prepared.bind([...query.params]);
    const result = await prepared.stream();
    const columns = result.columnNames().map((name, index) => ({ name, type: result.columnType(index).toString() }));
    return { columns, ...(await readCapped(result, query.maxRows)) };
  } finally {
    prepared.destroySync();
  }
}

/**
 * One read-only SELECT over local Parquet files, each table a view of a locked instance
 * (instances.ts), on a fresh connection interrupted after `timeoutSeconds`, cut to what the
 * request has left (sql/timeout-cap.ts). Fails with a SqlFailure: SQL_ERROR and DuckDB's message,
 * local folders masked.
 */
export async function queryLocal(query: LocalQuery): Promise<SqlRows> {
  const timeoutSeconds = statementTimeoutSeconds(query.timeoutSeconds);
  let timedOut = false;
  let connection: DuckDBConnection | undefined;
  const timer = setTimeout(() => {
    timedOut = true;
    connection?.interrupt();
  }, timeoutSeconds * 1000);
  try {
    return await instances.use(query.tables, async (instance) => {
      const opened = await instance.connect();
      connection = opened;
      try {
        if (timedOut) throw new Error('interrupted before it started');
        return await run(opened, query);
      } finally {
        opened.closeSync();
      }
    });
  } catch (error) {
    throw sqlFailureOf(error, query.hiddenPaths ?? [], timeoutSeconds, () => (timedOut ? 'timeout' : 'statement'));
  } finally {
    clearTimeout(timer);
  }
}
