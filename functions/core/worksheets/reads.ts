import { getWorksheet } from '../../lib/data/worksheets.js';
import type { WorksheetTable } from '../../lib/worksheet/contract.js';
import { engineFor } from '../../lib/worksheet/engine/index.js';
import { tableOf } from './data.js';
import type { WorksheetReads } from './widget-data.js';

/**
 * The worksheet of a tenant as a query sees it (its current Parquet keys, the fields they were
 * written with, its data generation), or undefined when the tenant has no such worksheet: the
 * lookup is by the tenant's own key, so another tenant's id finds nothing.
 */
export async function loadWorksheetTable(tenantId: string, worksheetId: string): Promise<WorksheetTable | undefined> {
  const record = await getWorksheet(tenantId, worksheetId);
  return record ? tableOf(record) : undefined;
}

/**
 * What worksheet-bound widgets read in production: the data layer's worksheets and the engine for
 * them (DuckDB; Athena on AWS past `athenaMinBytes`, as engine-for.ts decides).
 */
export const worksheetReads: WorksheetReads = {
  loadTable: loadWorksheetTable,
  engineFor: (tables) => engineFor(tables),
};
