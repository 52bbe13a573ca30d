import { TENANT_SCHEMAS } from '../../shared/acts/families/tenant.js';
import type { ActTable } from '../lib/act.js';
import { env } from '../lib/env.js';
import { familyHandler } from '../lib/family-handler.js';

/** Start-up calls (`/chameleon/*`, docs/protocol.md#routes-that-are-not-rpc); their answers are whole bodies. */
export const tenantActs: ActTable = {
  'POST /chameleon/tenant/enable': {
    access: 'public',
    raw: true,
    run: async () => ({ code: 200, data: { enable: env.tenantFeature() } }),
  },
  'GET /chameleon/start': {
    access: 'public',
    raw: true,
    run: async () => ({
      code: 200,
      data: { data: { name: 'Wallboard', version: env.appVersion(), build: env.appBuild() } },
    }),
  },
};

export const handler = familyHandler('tenant', tenantActs, TENANT_SCHEMAS);
