import type { WorksheetPreview } from '../../../shared/acts/worksheet.js';
import { WORKSHEET_LIMITS, worksheetTableName } from '../../../shared/datasource/worksheet.js';
import type { EngineType } from '../../../shared/datasource/types.js';
import { sha256 } from '../../lib/crypto/tokens.js';
import { listWorksheets, type WorksheetRecord } from '../../lib/data/worksheets.js';
import type { SqlRows, SqlValue } from '../../lib/sql/session.js';
import type { WorksheetTable } from '../../lib/worksheet/contract.js';
import type { WorksheetServices } from './services.js';

/**
 * Queries over worksheets' Parquet through the engine: a worksheet's preview and export rows, and
 * the SQL of data APIs over worksheets, which may name any worksheet of the caller's tenant by
 * its `ws_<id>` table name (only those it names are given to the engine; any other name is the
 * engine's SQL_ERROR).
 */
/**
 * The dialect whose quoting rules find a worksheet statement's `:name` parameters: DuckDB parses
 * with PostgreSQL's grammar (E'…' strings, $tag$ bodies, nested comments), and the Athena path
 * runs only statements DuckDB's parser accepts.
 */
export const WORKSHEET_SQL_SYNTAX = 'postgresql' satisfies EngineType;

/** The fields as the Parquet has them: a change of fields applies once its reload has run. */
export const dataFieldsOf = (record: WorksheetRecord) => record.loadedFields ?? record.fields;

/**
 * What the worksheet's data is now, for the caches that key on it (the DuckDB engine's local
 * Parquet, shared answers of bound widgets, Glue tables): its Parquet generation and the parts in
 * it. A full load writes a new generation; an incremental run appends a part to the current one,
 * so the generation alone would keep serving the data from before the run.
 */
export const dataVersionOf = (record: WorksheetRecord): string =>
  `${record.generation}/${sha256(record.dataKeys.join('\n')).slice(0, 16)}`;

export function tableOf(record: WorksheetRecord): WorksheetTable {
  return {
    tenantId: record.tenantId,
    worksheetId: record.worksheetId,
    name: worksheetTableName(record.worksheetId),
    keys: record.dataKeys,
    fields: dataFieldsOf(record),
    bytes: record.bytes,
    generation: dataVersionOf(record),
  };
}

/** A value as JSON carries it: whole numbers past 2^53 and decimals the engine gives as text stay text, instants ISO. */
export function jsonCell(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
}

/** Every row of one worksheet (at most `maxRows`), columns in field order; none before its first load. */
export async function worksheetRows(
  services: WorksheetServices,
  record: WorksheetRecord,
  maxRows: number,
): Promise<SqlRows> {
  const table = tableOf(record);
  if (table.keys.length === 0)
    return {
      columns: record.fields.map((field) => ({ name: field.name, type: field.type })),
      rows: [],
      truncated: false,
    };
  const columns = record.fields.map((field) => `"${field.name}"`).join(', ');
  return services.engineFor([table]).query({
    tables: [table],
    statement: `SELECT ${columns} FROM ${table.name}`,
    params: [],
    maxRows,
    timeoutSeconds: WORKSHEET_LIMITS.queryTimeoutSeconds,
  });
}

export async function previewOf(services: WorksheetServices, record: WorksheetRecord): Promise<WorksheetPreview> {
  const result = await worksheetRows(services, record, WORKSHEET_LIMITS.previewRows);
  return {
    columns: dataFieldsOf(record).map((field) => ({ name: field.name, type: field.type })),
    rows: result.rows.map((row) => row.map(jsonCell)),
    record_count: record.recordCount,
  };
}

/** The tenant's worksheets a statement names (`ws_<id>`, any case), as the engine reads them. */
export async function tablesNamedIn(tenantId: string, statement: string): Promise<WorksheetTable[]> {
  const named = new Set(statement.toLowerCase().match(/\bws_[a-z0-9_]+\b/g) ?? []);
  if (named.size === 0) return [];
  const records = await listWorksheets(tenantId);
  return records.filter((record) => named.has(worksheetTableName(record.worksheetId))).map(tableOf);
}

/** One read-only SELECT over the tenant's worksheets (data APIs of type direct with a worksheet). */
export async function queryWorksheets(
  services: Pick<WorksheetServices, 'engineFor'>,
  tenantId: string,
  statement: string,
  params: readonly SqlValue[],
  maxRows: number,
): Promise<SqlRows> {
  const tables = await tablesNamedIn(tenantId, statement);
  return services.engineFor(tables).query({
    tables,
    statement,
    params,
    maxRows: Math.min(maxRows, WORKSHEET_LIMITS.queryMaxRows),
    timeoutSeconds: WORKSHEET_LIMITS.queryTimeoutSeconds,
  });
}
