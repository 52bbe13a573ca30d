import { DATASOURCE_SCHEMAS } from '../../shared/acts/families/datasource.js';
import type { ActTable } from '../lib/act.js';
import { auditChange, auditedChange } from '../lib/audit.js';
import { familyHandler } from '../lib/family-handler.js';
import { receiveMarketingSource } from '../core/members/index.js';
import {
  addConnection,
  changeConnection,
  connectionColumns,
  connectionPreview,
  connectionSchemas,
  connectionTables,
  datasourceEnvironment,
  getConnection,
  listConnections,
  removeConnection,
  testConnection,
} from '../core/datasources/index.js';

/**
 * `v1/datasource/*`: a tenant's database connections and the schema browser over them
 * (functions/core/datasources/datasources.ts; queries through functions/lib/sql, read-only).
 */
export const datasourceActs: ActTable = {
  'v2/datasource/maidian_receiver': { access: 'public', run: (args, request) => receiveMarketingSource(args, request) },
  'v1/datasource/list': { access: 'session', run: ({ keyword }, _r, caller) => listConnections(caller, keyword) },
  'v1/datasource/get': { access: 'session', run: ({ _id }, _r, caller) => getConnection(caller, _id) },
  'v1/datasource/add': {
    access: 'session',
    needs: 'datasource_manage',
    run: async ({ name, settings }, request, caller) =>
      auditedChange(await addConnection(caller, name, settings, request.now), caller, request, 'v1/datasource/add'),
  },
  'v1/datasource/change': {
    access: 'session',
    needs: 'datasource_manage',
    run: async ({ _id, name, settings }, request, caller) =>
      auditedChange(
        await changeConnection(caller, _id, name, settings, request.now),
        caller,
        request,
        'v1/datasource/change',
      ),
  },
  'v1/datasource/remove': {
    access: 'session',
    needs: 'datasource_manage',
    run: async ({ _id }, request, caller) => {
      await auditChange(caller, request, 'v1/datasource/remove', await removeConnection(caller, _id));
      return null;
    },
  },
  'v1/datasource/test': {
    access: 'session',
    needs: 'datasource_manage',
    run: (args, _r, caller) => testConnection(caller, args, Date.now),
  },
  'v1/datasource/schemas': { access: 'session', run: ({ _id }, _r, caller) => connectionSchemas(caller, _id) },
  'v1/datasource/tables': {
    access: 'session',
    run: ({ _id, schema }, _r, caller) => connectionTables(caller, _id, schema),
  },
  'v1/datasource/columns': {
    access: 'session',
    run: ({ _id, schema, table }, _r, caller) => connectionColumns(caller, _id, schema, table),
  },
  'v1/datasource/preview': {
    access: 'session',
    run: ({ _id, schema, table }, _r, caller) => connectionPreview(caller, _id, schema, table),
  },
  'v1/datasource/environment': { access: 'session', run: () => Promise.resolve(datasourceEnvironment()) },
};

export const handler = familyHandler('datasource', datasourceActs, DATASOURCE_SCHEMAS);
