import { StatementType, type DuckDBConnection, type DuckDBPreparedStatement } from '@duckdb/node-api';
import { checkTableRefs } from '../table-refs.js';
import { parseSelect, refuse } from './parse.js';

/**
 * The user's statement prepared, once DuckDB's own parser says it is exactly one SELECT
 * (parse.ts) naming no table but `tables` (table-refs.ts), and the prepared statement's type is
 * SELECT too.
 */
export async function prepareSelect(
  connection: DuckDBConnection,
  statement: string,
  tables: readonly string[],
): Promise<DuckDBPreparedStatement> {
  checkTableRefs(await parseSelect(statement, connection), tables);
  const extracted = await connection.extractStatements(statement);
  if (extracted.count !== 1) throw refuse('only one statement may be run');
  const prepared = await extracted.prepare(0);
  if (prepared.statementType !== StatementType.SELECT) {
    prepared.destroySync();
    throw refuse('only a SELECT statement may be run');
  }
  return prepared;
}
