import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { SqlFailure } from '../../../sql/failure.js';

/** What `json_serialize_sql` answers: DuckDB's parse trees of the statements, or why it has none. */
interface SerializedSql {
  error: boolean;
  error_message?: string;
  statements?: unknown[];
}

function isSerializedSql(value: unknown): value is SerializedSql {
  return typeof value === 'object' && value !== null && 'error' in value && typeof value.error === 'boolean';
}

export const refuse = (message: string): SqlFailure => new SqlFailure(ErrorCode.SQL_ERROR, message);

let parser: Promise<DuckDBConnection> | undefined;

/** A connection of an empty DuckDB that reaches no file and cannot be reconfigured: only for parsing. */
async function parserConnection(): Promise<DuckDBConnection> {
  const instance = await DuckDBInstance.create(':memory:', {
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
    enable_external_access: 'false',
    lock_configuration: 'true',
  });
  return instance.connect();
}

/**
 * DuckDB's parse tree of `statement` when it is exactly one SELECT (with WITH, VALUES, FROM-first,
 * set operations), else a SqlFailure. `json_serialize_sql` serializes SELECT parse trees only,
 * before any rewriting: PRAGMA, CALL, SET, COPY and the like are refused here even where DuckDB
 * would plan them as SELECTs over table functions.
 */
export async function parseSelect(statement: string, connection?: DuckDBConnection): Promise<unknown> {
  const on = connection ?? (await (parser ??= parserConnection()));
  const answer = await on.runAndReadAll('SELECT json_serialize_sql(?::VARCHAR)', [statement]);
  const parsed: unknown = JSON.parse(String(answer.getRows()[0]?.[0] ?? 'null'));
  if (!isSerializedSql(parsed)) throw refuse('the statement could not be parsed');
  if (parsed.error) {
    const message = parsed.error_message ?? '';
    throw refuse(message.startsWith('Only SELECT') ? 'only a SELECT statement may be run' : message);
  }
  if (parsed.statements?.length !== 1) throw refuse('only one statement may be run');
  return parsed.statements[0];
}
