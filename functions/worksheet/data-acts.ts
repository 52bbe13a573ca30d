import type { ActTable } from '../lib/act.js';
import { worksheetReads, worksheetAggregate } from '../core/worksheets/index.js';

/**
 * The worksheet family's act for widgets bound to a worksheet: `v1/worksheet/data`,
 * the aggregate of the editor's binding over a worksheet of the caller's tenant. Spread into the
 * family's act table (handler.ts).
 */
export const worksheetDataActs: ActTable = {
  'v1/worksheet/data': {
    access: 'session',
    run: ({ _id, query, filter, values }, _request, caller) =>
      worksheetAggregate(worksheetReads, caller.tenantId, _id, query, { filter, values }),
  },
};
