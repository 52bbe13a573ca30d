import { SQL_LIMITS } from '../../../shared/datasource/connection.js';
import { placeholder, quoteId } from './dialect.js';
import { runReadonly, type QueryRequest } from './run-readonly.js';
import type { SqlColumn, SqlRows } from './session.js';

/**
 * The schema browser: schemas, the tables of a schema, the columns of a table, the first rows of
 * a table. Every look runs through runReadonly (read-only, timeout, caps); names reach the text
 * only quoted by the driver's own escaping, values only as bound parameters.
 */
export type Connection = Omit<QueryRequest, 'statement' | 'params' | 'maxRows'>;

/** System schemas of PostgreSQL and MySQL/MariaDB, not shown in the browser. */
const SYSTEM_SCHEMAS = new Set(['information_schema', 'pg_catalog', 'mysql', 'performance_schema', 'sys']);
const LIST_MAX = 5000;

function firstColumn(result: SqlRows): string[] {
  return result.rows.map((row) => String(row[0]));
}

export async function listSchemas(connection: Connection): Promise<string[]> {
  const result = await runReadonly({
    ...connection,
    statement: 'SELECT schema_name FROM information_schema.schemata ORDER BY schema_name',
    maxRows: LIST_MAX,
  });
  return firstColumn(result).filter((name) => !SYSTEM_SCHEMAS.has(name.toLowerCase()) && !name.startsWith('pg_'));
}

export async function listTables(connection: Connection, schema: string): Promise<string[]> {
  const type = connection.settings.type;
  const result = await runReadonly({
    ...connection,
    statement: `SELECT table_name FROM information_schema.tables WHERE table_schema = ${placeholder(type, 1)} ORDER BY table_name`,
    params: [schema],
    maxRows: LIST_MAX,
  });
  return firstColumn(result);
}

export async function listColumns(connection: Connection, schema: string, table: string): Promise<SqlColumn[]> {
  const type = connection.settings.type;
  const result = await runReadonly({
    ...connection,
    statement: `SELECT column_name, data_type FROM information_schema.columns
      WHERE table_schema = ${placeholder(type, 1)} AND table_name = ${placeholder(type, 2)} ORDER BY ordinal_position`,
    params: [schema, table],
    maxRows: LIST_MAX,
  });
  return result.rows.map((row) => ({ name: String(row[0]), type: String(row[1]).toLowerCase() }));
}

export function previewTable(connection: Connection, schema: string, table: string): Promise<SqlRows> {
  const type = connection.settings.type;
  return runReadonly({
    ...connection,
    statement: `SELECT * FROM ${quoteId(type, schema)}.${quoteId(type, table)}`,
    maxRows: SQL_LIMITS.previewRowCap,
  });
}
