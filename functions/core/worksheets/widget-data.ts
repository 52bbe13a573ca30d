import { WORKSHEET_LIMITS, type WorksheetFieldType } from '../../../shared/datasource/worksheet.js';
import type { WorksheetDataResult } from '../../../shared/acts/worksheet-data.js';
import type { WorksheetAggregateQuery } from '../../../shared/widgets/data.js';
import { NO_NARROWING, type RowNarrowing } from '../../../shared/widgets/worksheet-filters.js';
import { aggregateStatement, type AggregateColumn } from '../../../shared/widgets/worksheet-query.js';
import { sha256 } from '../../lib/crypto/tokens.js';
import { fail } from '../../lib/errors.js';
import { waitBeforeStatementMs } from '../../lib/sql/timeout-cap.js';
import type { WorksheetEngine, WorksheetTable } from '../../lib/worksheet/contract.js';
import { sharedAnswer } from '../data-apis/shared-answer.js';

/**
 * The rows of a widget bound to a worksheet: the one aggregate its binding describes
 * (shared/widgets/worksheet-query.ts), run by the worksheet engine over the worksheet of the
 * caller's tenant — the signed-in editor's (`v1/worksheet/data`) or the share owner's
 * (`link_share_data`). Another tenant's worksheet id finds nothing (WORKSHEET_NOT_FOUND); a
 * field the worksheet lacks, or cannot aggregate so, is WORKSHEET_BINDING_INVALID.
 *
 * Answers are shared per (tenant, worksheet generation, statement) for ANSWER_TTL_MS in every
 * container (shared-answer.ts), so a wall of many displays costs one engine run per distinct
 * aggregate and TTL. The generation changes whenever the worksheet's data does, so a finished
 * load is seen at the next poll, never answered from the data before it.
 */
const ANSWER_TTL_MS = 30_000;

/**
 * How long callers wait for another caller's run of the same aggregate before running it
 * themselves; less while their own request would otherwise have no time left to run it
 * (sql/timeout-cap.ts waitBeforeStatementMs).
 */
const WAIT_MS = WORKSHEET_LIMITS.queryTimeoutSeconds * 1000 + 2000;

/** What the aggregate needs of the worksheet pieces: a worksheet as a query sees it, and an engine for it. */
export interface WorksheetReads {
  loadTable: (tenantId: string, worksheetId: string) => Promise<WorksheetTable | undefined>;
  engineFor: (tables: readonly WorksheetTable[]) => WorksheetEngine | Promise<WorksheetEngine>;
}

type Computed = Omit<WorksheetDataResult, 'fetched_at' | 'cached'>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A value as JSON carries it for its column's type: dates `YYYY-MM-DD`, instants ISO, big integers as text. */
function cell(value: unknown, type: WorksheetFieldType): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return type === 'date'
      ? `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`
      : value.toISOString();
  }
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if ((type === 'decimal' || type === 'integer') && typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    if (Number.isFinite(number) && (type === 'decimal' || Number.isSafeInteger(number))) return number;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (typeof value === 'object') return String(value);
  return value;
}

function rowObjects(columns: readonly AggregateColumn[], rows: readonly unknown[][]): Record<string, unknown>[] {
  return rows.map((row) => {
    const object: Record<string, unknown> = {};
    columns.forEach((column, index) => {
      object[column.name] = cell(row[index], column.type);
    });
    return object;
  });
}

/**
 * The aggregate `query` over the tenant's worksheet `worksheetId`, narrowed by the binding's row
 * filters and the listened group's values in the statement itself (before grouping and the row
 * cap), shared per generation, statement and bound values, and TTL.
 */
export async function worksheetAggregate(
  reads: WorksheetReads,
  tenantId: string,
  worksheetId: string,
  query: WorksheetAggregateQuery,
  narrowing: RowNarrowing = NO_NARROWING,
): Promise<WorksheetDataResult> {
  const table = await reads.loadTable(tenantId, worksheetId);
  if (!table || table.tenantId !== tenantId) fail('WORKSHEET_NOT_FOUND');
  const built = aggregateStatement(query, table, narrowing);
  if ('refused' in built) fail('WORKSHEET_BINDING_INVALID');
  // Before its first load a worksheet has no Parquet: no rows to aggregate (and nothing to cache).
  if (table.keys.length === 0)
    return { data: [], columns: built.columns, truncated: false, fetched_at: Date.now(), cached: false };
  const produce = async (): Promise<Computed> => {
    const engine = await reads.engineFor([table]);
    const result = await engine.query({
      tables: [table],
      statement: built.statement,
      params: built.params,
      maxRows: built.limit,
      timeoutSeconds: WORKSHEET_LIMITS.queryTimeoutSeconds,
    });
    return { data: rowObjects(built.columns, result.rows), columns: built.columns, truncated: result.truncated };
  };
  const { answer, fetched } = await sharedAnswer({
    tenantId,
    hash: sha256(JSON.stringify(['worksheet', worksheetId, table.generation, built.statement, built.params])),
    ttlMs: ANSWER_TTL_MS,
    waitMs: waitBeforeStatementMs(WAIT_MS),
    produce: async () => ({ status: 200, contentType: 'application/json', text: JSON.stringify(await produce()) }),
  });
  const computed = JSON.parse(answer.text) as Computed;
  return { ...computed, fetched_at: answer.fetchedAt, cached: !fetched };
}
