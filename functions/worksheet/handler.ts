import { WORKSHEET_SCHEMAS } from '../../shared/acts/families/worksheet.js';
import {
  addWorksheetGroup,
  listWorksheetGroupsOf,
  removeWorksheetGroupOf,
  renameWorksheetGroupOf,
  exportWorksheet,
  previewOf,
  extractColumns,
  inspectUpload,
  addWorksheet,
  changeWorksheetOf,
  getWorksheetDetail,
  listWorksheetsOf,
  refreshWorksheet,
  removeWorksheetOf,
  requireWorksheet,
  runsOf,
} from '../core/worksheets/index.js';
import type { ActTable } from '../lib/act.js';
import { auditAct, auditChange, auditedChange } from '../lib/audit.js';
import { familyHandler } from '../lib/family-handler.js';
import { worksheetDataActs } from './data-acts.js';
import { worksheetServices } from './services.js';

/**
 * `v1/worksheet/*` (docs/worksheets.md): worksheets, their runs and groups, over
 * functions/core/worksheet*.ts with the real importer, engine and run dispatch (services.ts).
 */
export const worksheetActs: ActTable = {
  'v1/worksheet/list': {
    access: 'session',
    run: ({ group_id, keyword }, _r, caller) => listWorksheetsOf(caller, group_id, keyword),
  },
  'v1/worksheet/get': { access: 'session', run: ({ _id }, _r, caller) => getWorksheetDetail(caller, _id) },
  'v1/worksheet/inspect': {
    access: 'session',
    run: (args, _r, caller) => inspectUpload(worksheetServices, caller, args),
  },
  'v1/worksheet/extract_columns': {
    access: 'session',
    run: ({ source }, _r, caller) => extractColumns(caller, source),
  },
  'v1/worksheet/add': {
    access: 'session',
    needs: 'datasource_manage',
    run: async (args, request, caller) =>
      auditedChange(
        await addWorksheet(worksheetServices, caller, args, request.now),
        caller,
        request,
        'v1/worksheet/add',
      ),
  },
  'v1/worksheet/change': {
    access: 'session',
    needs: 'datasource_manage',
    run: async (args, request, caller) =>
      auditedChange(
        await changeWorksheetOf(worksheetServices, caller, args, request.now),
        caller,
        request,
        'v1/worksheet/change',
      ),
  },
  'v1/worksheet/remove': {
    access: 'session',
    needs: 'datasource_manage',
    run: async ({ _id }, request, caller) => {
      await auditChange(caller, request, 'v1/worksheet/remove', await removeWorksheetOf(caller, _id));
      return null;
    },
  },
  'v1/worksheet/preview': {
    access: 'session',
    run: async ({ _id }, _r, caller) => previewOf(worksheetServices, await requireWorksheet(caller, _id)),
  },
  'v1/worksheet/refresh': {
    access: 'session',
    needs: 'datasource_manage',
    run: ({ _id, full }, { now }, caller) => refreshWorksheet(worksheetServices, caller, _id, full, now),
  },
  'v1/worksheet/runs': { access: 'session', run: ({ _id }, _r, caller) => runsOf(caller, _id) },
  'v1/worksheet/export': {
    access: 'session',
    run: async ({ _id }, request, caller) => {
      const ticket = await exportWorksheet(worksheetServices, caller, _id, request.now);
      await auditAct(caller, request, 'export', ticket.filename, 'worksheet');
      return ticket;
    },
  },
  'v1/worksheet/group_list': {
    access: 'session',
    run: (_a, { language }, caller) => listWorksheetGroupsOf(caller, language),
  },
  'v1/worksheet/group_add': {
    access: 'session',
    needs: 'datasource_manage',
    run: ({ name }, { now }, caller) => addWorksheetGroup(caller, name, now),
  },
  'v1/worksheet/group_change_name': {
    access: 'session',
    needs: 'datasource_manage',
    run: ({ _id, name }, _r, caller) => renameWorksheetGroupOf(caller, _id, name),
  },
  'v1/worksheet/group_remove': {
    access: 'session',
    needs: 'datasource_manage',
    run: ({ _id }, _r, caller) => removeWorksheetGroupOf(caller, _id),
  },
  ...worksheetDataActs,
};

export const handler = familyHandler('worksheet', worksheetActs, WORKSHEET_SCHEMAS);
