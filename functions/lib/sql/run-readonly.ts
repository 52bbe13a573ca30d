import { SQL_LIMITS, type SqlConnection } from '../../../shared/datasource/connection.js';
import { WORKSHEET_LIMITS } from '../../../shared/datasource/worksheet.js';
import { ENGINES } from './engines.js';
import { sqlFailureOf, type SqlFailure } from './failure.js';
import { poolFor, type PoolKey } from './pools.js';
import { checkQueryShape } from './statement-shape.js';
import type { RowStream, RunLimits, SqlRows, SqlValue } from './session.js';
import { statementTimeoutSeconds } from './timeout-cap.js';

/**
 * The engine's one entry for a query: ONE statement that opens as a query (statement-shape.ts),
 * read-only in the database session itself,
 * parameters bound by the driver (the engine's placeholders, engine.ts), under the
 * connection's statement timeout cut to what the request has left (timeout-cap.ts), at most
 * `maxRows` rows (widgets SQL_LIMITS.widgetRowCap,
 * previews SQL_LIMITS.previewRowCap) and SQL_LIMITS.resultMaxBytes. Failures are SqlFailure
 * (catalogue code, the database's own message without secrets).
 */
export interface QueryRequest {
  key: PoolKey;
  settings: SqlConnection;
  /** `host:port` entries reachable although private (allow-list.ts); local development only. */
  allowHosts: Iterable<string>;
  statement: string;
  params?: readonly SqlValue[];
  maxRows?: number;
}

/**
 * The caps of a worksheet extract (worksheet-runs.ts): WORKSHEET_LIMITS.extractMaxRows rows and
 * this many bytes (as RowCap counts them, JSON), far past a widget's answer; the rows past them
 * are cut, as a widget's are.
 */
export const EXTRACT_MAX_BYTES = 1024 * 1024 * 1024;

type Caps = Pick<RunLimits, 'maxRows' | 'maxBytes'>;

export function runReadonly(request: QueryRequest): Promise<SqlRows> {
  return runCapped(request, {
    maxRows: Math.min(request.maxRows ?? SQL_LIMITS.widgetRowCap, SQL_LIMITS.widgetRowCap),
    maxBytes: SQL_LIMITS.resultMaxBytes,
  });
}

/** Rows a streamed extract asks its driver for at a time: what it holds of the answer at once. */
export const EXTRACT_BATCH_ROWS = 5000;

/**
 * One read-only statement of a worksheet extract, under the extract's caps instead of a widget's
 * and the connection's own timeout (an extract runs in the worksheet runner, not in a request:
 * never cut by a request's deadline), its rows handed to `consume` in batches as the database
 * sends them (the engine's `stream`), so memory stays bounded whatever the table's size. An engine
 * whose driver cannot stream reads the capped answer at once and hands it on as one batch.
 * Failures of the database, also those met while `consume` reads the batches, are SqlFailure;
 * `consume`'s own failures pass unchanged.
 */
export async function streamExtract<T>(
  request: Omit<QueryRequest, 'maxRows'>,
  consume: (rows: RowStream) => Promise<T>,
): Promise<T> {
  const { settings } = request;
  const engine = ENGINES[settings.type];
  const failure = (error: unknown): SqlFailure =>
    sqlFailureOf(error, [settings.password, settings.keyPem], settings.timeoutSeconds, engine?.failureKind);
  const limits = {
    maxRows: WORKSHEET_LIMITS.extractMaxRows,
    maxBytes: EXTRACT_MAX_BYTES,
    timeoutSeconds: settings.timeoutSeconds,
    batchRows: EXTRACT_BATCH_ROWS,
  };
  let escaped: { error: unknown } | undefined;
  const guarded = async (rows: RowStream): Promise<T> => {
    try {
      return await consume({
        columns: rows.columns,
        batches: failuresOf(rows.batches, failure),
        get truncated() {
          return rows.truncated;
        },
      });
    } catch (error) {
      escaped = { error };
      throw error;
    }
  };
  try {
    if (engine?.queryShape) checkQueryShape(request.statement, engine.queryShape);
    const pool = await poolFor(request.key, settings, request.allowHosts);
    const params = request.params ?? [];
    if (pool.stream) return await pool.stream(request.statement, params, limits, guarded);
    const all = await pool.run(request.statement, params, limits);
    return await guarded({ columns: all.columns, batches: oneBatch(all.rows), truncated: all.truncated });
  } catch (error) {
    if (escaped?.error === error) throw error;
    throw failure(error);
  }
}

/** The batches, a driver's error met while reading them thrown as its SqlFailure. */
async function* failuresOf(
  batches: AsyncIterable<unknown[][]>,
  failure: (error: unknown) => SqlFailure,
): AsyncGenerator<unknown[][]> {
  try {
    yield* batches;
  } catch (error) {
    throw failure(error);
  }
}

async function* oneBatch(rows: unknown[][]): AsyncGenerator<unknown[][]> {
  if (rows.length > 0) yield rows;
}

async function runCapped(request: QueryRequest, caps: Caps): Promise<SqlRows> {
  const { settings } = request;
  const engine = ENGINES[settings.type];
  const timeoutSeconds = statementTimeoutSeconds(settings.timeoutSeconds);
  try {
    if (engine?.queryShape) checkQueryShape(request.statement, engine.queryShape);
    const pool = await poolFor(request.key, settings, request.allowHosts);
    return await pool.run(request.statement, request.params ?? [], { ...caps, timeoutSeconds });
  } catch (error) {
    throw sqlFailureOf(error, [settings.password, settings.keyPem], timeoutSeconds, engine?.failureKind);
  }
}
