import type {
  WorksheetEngine,
  WorksheetImporter,
  WorksheetRunEvent,
  WorksheetTable,
} from '../../lib/worksheet/contract.js';

/**
 * What the worksheet core needs besides DynamoDB and S3: the file importer (lib/worksheet/import),
 * the query engine for a set of worksheets (lib/worksheet/engine: DuckDB, or Athena past
 * WORKSHEET_LIMITS.athenaMinBytes), and how a run is started without waiting for it
 * (worksheet-dispatch.ts). The handlers wire the real ones; the core never imports them.
 */
export interface WorksheetServices {
  importer: WorksheetImporter;
  engineFor(tables: readonly WorksheetTable[]): WorksheetEngine;
  dispatch(event: WorksheetRunEvent): Promise<void>;
}
