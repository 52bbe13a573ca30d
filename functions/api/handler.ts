import type { ActTable } from '../lib/act.js';
import { familyHandler } from '../lib/family-handler.js';
import { proxyRequest } from '../core/data-proxy.js';
import { awsScreenReads, awsVersionReads } from '../core/aws-screen-reads.js';
import { requestFor } from '../core/stored-request.js';
import { API_DATA_PREFIX } from '../../shared/protocol/routes.js';
import {
  addApi,
  addGroup,
  changeApi,
  getApiDetail,
  listApisOf,
  listGroupsOf,
  publishApi,
  removeApi,
  removeGroup,
  renameGroup,
  runApiOf,
  testApi,
} from '../core/data-apis-manage.js';
import { addToken, removeToken, tokensOf } from '../core/data-apis-tokens.js';
import { dataRoute } from './data-route.js';

/** What a stored request reads: the screen, its widget's kept headers, a released version's bindings. */
const store = { ...awsScreenReads, ...awsVersionReads };

/**
 * `api` acts: the data proxy of widgets' HTTP sources, and data APIs (functions/core/data-apis*):
 * definitions, groups, runs, tokens. Permissions are checked in core (data-apis-manage.ts).
 */
export const apiActs: ActTable = {
  'v1/api/proxy': {
    access: 'session',
    run: async ({ ttl, widget, ...given }, _request, caller) => {
      const { spec, ttl: seconds } = await requestFor(store, caller, given, ttl, widget);
      return proxyRequest(caller.tenantId, spec, seconds);
    },
  },
  'v1/api/list': {
    access: 'session',
    run: ({ group_id, keyword }, _r, caller) => listApisOf(caller, group_id, keyword),
  },
  'v1/api/get': { access: 'session', run: ({ _id }, _r, caller) => getApiDetail(caller, _id) },
  'v1/api/add': { access: 'session', run: ({ definition }, { now }, caller) => addApi(caller, definition, now) },
  'v1/api/change': {
    access: 'session',
    run: ({ _id, definition }, { now }, caller) => changeApi(caller, _id, definition, now),
  },
  'v1/api/remove': { access: 'session', run: ({ _id }, _r, caller) => removeApi(caller, _id) },
  'v1/api/test': {
    access: 'session',
    run: ({ definition, values }, _r, caller) => testApi(caller, definition, values),
  },
  'v1/api/run': { access: 'session', run: ({ _id, values }, _r, caller) => runApiOf(caller, _id, values) },
  'v1/api/publish': { access: 'session', run: ({ _id }, { now }, caller) => publishApi(caller, _id, true, now) },
  'v1/api/unpublish': { access: 'session', run: ({ _id }, { now }, caller) => publishApi(caller, _id, false, now) },
  'v1/api/group_list': { access: 'session', run: (_args, { language }, caller) => listGroupsOf(caller, language) },
  'v1/api/group_add': { access: 'session', run: ({ name }, { now }, caller) => addGroup(caller, name, now) },
  'v1/api/group_change_name': {
    access: 'session',
    run: ({ _id, name }, _r, caller) => renameGroup(caller, _id, name),
  },
  'v1/api/group_remove': { access: 'session', run: ({ _id }, _r, caller) => removeGroup(caller, _id) },
  'v1/api/token_list': { access: 'session', run: (_args, _r, caller) => tokensOf(caller) },
  'v1/api/token_add': { access: 'session', run: ({ name }, { now }, caller) => addToken(caller, name, now) },
  'v1/api/token_remove': { access: 'session', run: ({ _id }, _r, caller) => removeToken(caller, _id) },
};

const acts = familyHandler('api', apiActs);

/** One Lambda: the `api` family's RPC, and outside calls of `/api/data/{path}`. */
export const handler = (...[event, context]: Parameters<typeof acts>) =>
  event.rawPath.startsWith(API_DATA_PREFIX) ? dataRoute(event, context) : acts(event, context);
