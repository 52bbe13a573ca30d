import type { WorksheetField, WorksheetSource } from '../../../shared/datasource/worksheet.js';
import { fail } from '../../lib/errors.js';
import type { Watermark } from '../../lib/data/worksheets.js';
import { engineDriver } from '../../lib/sql/engines.js';
import { streamExtract } from '../../lib/sql/run-readonly.js';
import type { RowStream, SqlRows, SqlValue } from '../../lib/sql/session.js';
import { connectionForQuery } from '../datasources/connections.js';

/**
 * The rows of a table or SQL extract: all of them (a full load), or those whose incremental
 * column is past the watermark (`> ?`, the value bound by the driver, never written into the
 * text; a SQL source is wrapped as a subquery so its own WHERE and ORDER stay its own). Runs
 * read-only under the extract's caps, its rows streamed in batches (run-readonly.ts streamExtract),
 * the watermark followed along as they pass.
 */
export type ExtractSource = Extract<WorksheetSource, { kind: 'table' | 'sql' }>;

export interface ExtractRequest {
  tenantId: string;
  source: ExtractSource;
  /** Rows after this value of `column` only; undefined loads every row. */
  after?: { column: string; value: Watermark };
}

/** The statement and its bound values for an extract, in the connection's engine's dialect. */
export function extractStatement(
  type: Parameters<typeof engineDriver>[0],
  request: Pick<ExtractRequest, 'source' | 'after'>,
): { statement: string; params: SqlValue[] } {
  const { quoteId, placeholder } = engineDriver(type);
  const { source, after } = request;
  const from =
    source.kind === 'table' ? `${quoteId(source.schema)}.${quoteId(source.table)}` : `(${source.sql}) ws_source`;
  if (!after)
    return source.kind === 'table'
      ? { statement: `SELECT * FROM ${from}`, params: [] }
      : { statement: source.sql, params: [] };
  if (!placeholder) fail('WORKSHEET_INCREMENTAL_UNSUPPORTED');
  return {
    statement: `SELECT * FROM ${from} WHERE ${quoteId(after.column)} > ${placeholder(1)}`,
    params: [after.value],
  };
}

/** The extract's rows, streamed to `consume` as the database sends them (run-readonly.ts streamExtract). */
export async function streamExtractRows<T>(
  request: ExtractRequest,
  consume: (rows: RowStream) => Promise<T>,
): Promise<T> {
  const connection = await connectionForQuery(request.tenantId, request.source.datasource_id);
  const { statement, params } = extractStatement(connection.settings.type, request);
  return streamExtract({ ...connection, statement, params }, consume);
}

/** Each field's column index in the extract's answer (by its source column name); WORKSHEET_FIELD_INVALID for a column gone. */
export function fieldColumns(fields: readonly WorksheetField[], result: Pick<SqlRows, 'columns'>): number[] {
  return fields.map((field) => {
    const index = result.columns.findIndex((column) => column.name === String(field.source));
    if (index < 0) fail('WORKSHEET_FIELD_INVALID');
    return index;
  });
}

/** A value as a watermark: instants as ISO text, big integers as text. */
function watermarkOf(value: unknown): Watermark | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return value;
  return undefined;
}

const INTEGER_TEXT = /^-?\d+$/;

/** Whether `a` is past `b`: numbers as numbers, integer texts as integers, other texts (ISO instants) as text. */
function isAfter(a: Watermark, b: Watermark): boolean {
  if (typeof a === 'number' && typeof b === 'number') return a > b;
  const [x, y] = [String(a), String(b)];
  if (INTEGER_TEXT.test(x) && INTEGER_TEXT.test(y)) return BigInt(x) > BigInt(y);
  return x > y;
}

/** The largest value of column `index` in the rows, or `start` when none is larger. */
export function maxWatermark(
  rows: readonly unknown[][],
  index: number,
  start: Watermark | undefined,
): Watermark | undefined {
  let mark = start;
  for (const row of rows) {
    const value = watermarkOf(row[index]);
    if (value !== undefined && (mark === undefined || isAfter(value, mark))) mark = value;
  }
  return mark;
}

/** An extract's rows in field order, read once, and the watermark they carry. */
export interface FieldRows {
  /** True when the extract answered no row. */
  empty: boolean;
  /** The rows in field order, one at a time (what the Parquet writer reads). */
  rows: AsyncIterable<readonly unknown[]>;
  /**
   * The largest value of the incremental column (index `markIndex` of the answer; none when it is
   * -1) in the rows read so far, or `start` when none is larger: every row's once `rows` has ended.
   */
  watermark(): Watermark | undefined;
}

/** The streamed rows in field order (`columns`: fieldColumns), the first batch read already to say whether there is any. */
export async function fieldRows(
  stream: RowStream,
  columns: readonly number[],
  markIndex: number,
  start: Watermark | undefined,
): Promise<FieldRows> {
  const batches = stream.batches[Symbol.asyncIterator]();
  const first = await batches.next();
  let mark = start;
  async function* rows(): AsyncGenerator<readonly unknown[]> {
    try {
      for (let step = first; step.done !== true; step = await batches.next()) {
        if (markIndex >= 0) mark = maxWatermark(step.value, markIndex, mark);
        for (const row of step.value) yield columns.map((index) => row[index]);
      }
    } finally {
      await batches.return?.();
    }
  }
  return { empty: first.done === true, rows: rows(), watermark: () => (markIndex < 0 ? undefined : mark) };
}
