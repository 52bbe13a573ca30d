import type { ActTable } from '../lib/act.js';
import { familyHandler } from '../lib/family-handler.js';
import { proxyRequest } from './proxy.js';

/** `api` acts: the data proxy of widgets' HTTP sources (API definitions come with their issue). */
export const apiActs: ActTable = {
  'v1/api/proxy': {
    access: 'session',
    run: async ({ ttl, ...spec }, _request, caller) => proxyRequest(caller.tenantId, spec, ttl),
  },
};

export const handler = familyHandler('api', apiActs);
