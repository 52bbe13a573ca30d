import type { FileInspection, RunTrigger } from '../../../shared/acts/worksheet.js';
import type { FileReading, WorksheetField } from '../../../shared/datasource/worksheet.js';
import type { SqlRows, SqlValue } from '../sql/session.js';

/**
 * What the worksheet pieces promise each other:
 * - import/: reads an uploaded file (CSV or xlsx) into typed rows and writes Parquet;
 * - engine/: runs one read-only SELECT over worksheets' Parquet (DuckDB, or Athena past
 *   WORKSHEET_LIMITS.athenaMinBytes on AWS);
 * - functions/core/worksheets*.ts: the acts, the runs and their schedule, over both.
 * Values in Parquet are typed by the field's type: integer → BIGINT, decimal → DOUBLE,
 * date → DATE, datetime → TIMESTAMP, boolean → BOOLEAN, text → VARCHAR; a cell that does not
 * parse as its field's type is NULL (never a failed load).
 */

/** A file on local disk (Lambda's /tmp) and the format its upload was opened for. */
export interface LocalFile {
  path: string;
  format: 'csv' | 'xlsx';
}

/** Parquet written to local disk, ready to be put in S3. */
export interface ParquetOutput {
  path: string;
  rows: number;
  bytes: number;
}

export interface WorksheetImporter {
  /** Sheets, inferred fields and sample rows; throws a DomainError of the catalogue on a bad file. */
  inspect(file: LocalFile, reading: FileReading): Promise<FileInspection>;
  /** All data rows of the file (after the title row) into one Parquet file at `outPath`. */
  importFile(file: LocalFile, reading: FileReading, fields: WorksheetField[], outPath: string): Promise<ParquetOutput>;
  /** Rows (in `fields` order, values as drivers give them) into one Parquet file at `outPath`. */
  writeParquet(
    fields: WorksheetField[],
    rows: AsyncIterable<readonly unknown[]>,
    outPath: string,
  ): Promise<ParquetOutput>;
}

/** One worksheet as a query sees it. */
export interface WorksheetTable {
  tenantId: string;
  worksheetId: string;
  /** Its SQL name, `ws_<id>` (worksheetTableName). */
  name: string;
  /** Its Parquet objects in the assets bucket (assetKeys.worksheetData). */
  keys: string[];
  fields: WorksheetField[];
  /** Parquet bytes of all keys. */
  bytes: number;
  /**
   * Changes whenever the keys' contents change (a new Parquet generation, or a part appended to
   * it: dataVersionOf in core/worksheet-data.ts): caches key on it.
   */
  generation: string;
}

export interface WorksheetQuery {
  /** The worksheets the statement may name; any other table or file is refused. */
  tables: WorksheetTable[];
  /** One SELECT; parameters as `?` in order. */
  statement: string;
  params: readonly SqlValue[];
  maxRows: number;
  timeoutSeconds: number;
}

export interface WorksheetEngine {
  readonly kind: 'duckdb' | 'athena';
  /** Fails with SqlFailure (SQL_ERROR with the engine's message; DATABASE_CONNECTION_FAILED for Athena outages). */
  query(query: WorksheetQuery): Promise<SqlRows>;
}

/**
 * What starts a run of a worksheet's update: the run handler's event (functions/worksheet/
 * run-handler.ts `handler`), sent by an asynchronous invoke (first load, refresh) or by its
 * EventBridge Scheduler schedule (`trigger: 'schedule'`, no run id: the handler makes one).
 */
export interface WorksheetRunEvent {
  tenantId: string;
  worksheetId: string;
  trigger: RunTrigger;
  /** A full reload even where the mode's next run would be incremental. */
  full?: boolean;
  runId?: string;
}

/**
 * What starts a sweep of runs that never started or died (functions/core/worksheets/sweep.ts):
 * the run handler's other event, sent by the sweep's EventBridge Scheduler schedule.
 */
export interface WorksheetSweepEvent {
  sweep: true;
}
