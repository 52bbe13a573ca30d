import type { ActTable } from '../lib/act.js';
import { familyHandler } from '../lib/family-handler.js';
import { proxyRequest } from '../core/data-proxy.js';
import { awsScreenReads, awsVersionReads } from '../core/aws-screen-reads.js';
import { requestFor } from '../core/stored-request.js';

/** What a stored request reads: the screen, its widget's kept headers, a released version's bindings. */
const store = { ...awsScreenReads, ...awsVersionReads };

/** `api` acts: the data proxy of widgets' HTTP sources (API definitions come with their issue). */
export const apiActs: ActTable = {
  'v1/api/proxy': {
    access: 'session',
    run: async ({ ttl, widget, ...given }, _request, caller) => {
      const { spec, ttl: seconds } = await requestFor(store, caller, given, ttl, widget);
      return proxyRequest(caller.tenantId, spec, seconds);
    },
  },
};

export const handler = familyHandler('api', apiActs);
