import { SQL_LIMITS } from '../../../shared/datasource/connection.js';
import type { BrowseRunner } from './engine.js';
import { engineDriver } from './engines.js';
import { runReadonly, type QueryRequest } from './run-readonly.js';
import type { SqlColumn, SqlRows } from './session.js';

/**
 * The schema browser: schemas, the tables of a schema, the columns of a table, the first rows of
 * a table, by the connection's engine (engine.ts `browse`). Every look runs through runReadonly
 * (read-only, timeout, caps); names reach the text only quoted by the engine's own rules, values
 * only as bound parameters.
 */
export type Connection = Omit<QueryRequest, 'statement' | 'params' | 'maxRows'>;

/** Names a list answers at most. */
const LIST_MAX = 5000;

function runnerOf(connection: Connection, defaultRows: number): BrowseRunner {
  return (statement, params = [], maxRows = defaultRows) => runReadonly({ ...connection, statement, params, maxRows });
}

export function listSchemas(connection: Connection): Promise<string[]> {
  return engineDriver(connection.settings.type).browse.schemas(runnerOf(connection, LIST_MAX));
}

export function listTables(connection: Connection, schema: string): Promise<string[]> {
  return engineDriver(connection.settings.type).browse.tables(runnerOf(connection, LIST_MAX), schema);
}

export function listColumns(connection: Connection, schema: string, table: string): Promise<SqlColumn[]> {
  return engineDriver(connection.settings.type).browse.columns(runnerOf(connection, LIST_MAX), schema, table);
}

export function previewTable(connection: Connection, schema: string, table: string): Promise<SqlRows> {
  const runner = runnerOf(connection, SQL_LIMITS.previewRowCap);
  return engineDriver(connection.settings.type).browse.preview(runner, schema, table);
}
