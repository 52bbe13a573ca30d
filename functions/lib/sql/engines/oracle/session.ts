import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { redact, SqlFailure } from '../../failure.js';
import { RowCollector, type RunLimits, type SqlColumn, type SqlRows, type SqlValue } from '../../session.js';

/**
 * One read-only query on a session of an engine with Oracle's protocol model (oracle/pool.ts,
 * dameng/pool.ts): the server parses the statement and must call it a query (one SELECT: a
 * second statement, a PL/SQL block or any DML/DDL is refused before it runs), the transaction is
 * made read-only, and rows are fetched from a result set in batches up to the caps. The pool ends
 * the transaction (rollback) and resets or drops the session.
 */
export interface QuerySession {
  /** Whether the server parses `statement` as a query (getStatementInfo: STMT_TYPE_SELECT). */
  isQuery(statement: string): Promise<boolean>;
  /** Runs a statement without rows (`SET TRANSACTION READ ONLY`). */
  execute(statement: string): Promise<void>;
  /** Opens a result set of the query, values bound by position, rows as arrays. */
  open(statement: string, params: readonly SqlValue[], batch: number): Promise<QueryCursor>;
}

export interface QueryCursor {
  columns: SqlColumn[];
  fetch(rows: number): Promise<unknown[][]>;
  close(): Promise<void>;
}

export const FETCH_BATCH = 500;

/**
 * A session that could not be had (refused, timed out while logging in, no pooled session free
 * in time) is a connection failure, whatever the driver's code: dmdb words a login the server
 * never answers as its socket timeout, oracledb as its pool's queue timeout.
 */
export function sessionFailure(error: unknown, password: string): SqlFailure {
  if (error instanceof SqlFailure) return error;
  const message = error instanceof Error ? error.message : 'no database session';
  return new SqlFailure(ErrorCode.DATABASE_CONNECTION_FAILED, redact(message, [password]));
}

export const ONE_QUERY = 'a data API runs one query (a SELECT): the server parsed another kind of statement';

export async function runQuery(
  session: QuerySession,
  statement: string,
  params: readonly SqlValue[],
  limits: RunLimits,
): Promise<SqlRows> {
  if (!(await session.isQuery(statement))) throw new SqlFailure(ErrorCode.SQL_ERROR, ONE_QUERY);
  await session.execute('SET TRANSACTION READ ONLY');
  const cursor = await session.open(statement, params, FETCH_BATCH);
  try {
    const collector = new RowCollector(limits);
    for (;;) {
      const want = Math.min(FETCH_BATCH, limits.maxRows + 1 - collector.rows.length);
      const batch = await cursor.fetch(want);
      const kept = batch.every((row) => collector.add(row));
      if (!kept || batch.length < want) break;
    }
    return { columns: cursor.columns, rows: collector.rows, truncated: collector.truncated };
  } finally {
    // A cursor that cannot close leaves a session whose rollback fails too: the pool drops it then.
    await cursor.close().catch(() => undefined);
  }
}
