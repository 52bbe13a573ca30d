import { dispatchRun, runWorksheet } from '../core/worksheets/index.js';
import type { WorksheetServices } from '../core/worksheets/index.js';
import { engineFor } from '../lib/worksheet/engine/index.js';
import { worksheetImporter } from '../lib/worksheet/import/index.js';

/**
 * The real importer and engine for the worksheet core, and how its runs start: an asynchronous
 * invoke of the runner on AWS, this process locally (worksheet-dispatch.ts). Shared by the act
 * handler, the run handler and the local stack's timer.
 */
export const worksheetServices: WorksheetServices = {
  importer: worksheetImporter,
  // DuckDB, or Athena on AWS past WORKSHEET_LIMITS.athenaMinBytes.
  engineFor,
  dispatch: (event) => dispatchRun(event, async (local) => void (await runWorksheet(worksheetServices, local))),
};
