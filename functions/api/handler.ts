import { API_SCHEMAS } from '../../shared/acts/families/api.js';
import type { ActTable } from '../lib/act.js';
import { auditAct, auditChange, auditedChange } from '../lib/audit.js';
import { familyHandler } from '../lib/family-handler.js';
import {
  proxyRequest,
  requestFor,
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
  addToken,
  removeToken,
  tokensOf,
} from '../core/data-apis/index.js';
import { awsScreenReads, awsVersionReads } from '../core/store/index.js';
import { API_DATA_PREFIX, API_PUSH_PREFIX } from '../../shared/protocol/routes.js';
import {
  addPushChannel,
  pushChannelsOf,
  removeChannel,
  renameChannel,
  renewChannelToken,
} from '../core/realtime/index.js';
import { dataRoute } from './data-route.js';
import { pushRoute } from './push-route.js';

/** What a stored request reads: the screen, its widget's kept headers, a released version's bindings. */
const store = { ...awsScreenReads, ...awsVersionReads };

/**
 * `api` acts: the data proxy of widgets' HTTP sources, and data APIs (functions/core/data-apis*):
 * definitions, groups, runs, tokens, push channels. Permissions are checked in core
 * (data-apis-manage.ts). Changes of definitions, tokens and channels are on the audit log.
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
  'v1/api/add': {
    access: 'session',
    needs: 'api_manage',
    run: async ({ definition }, request, caller) =>
      auditedChange(await addApi(caller, definition, request.now), caller, request, 'v1/api/add'),
  },
  'v1/api/change': {
    access: 'session',
    needs: 'api_manage',
    run: async ({ _id, definition }, request, caller) =>
      auditedChange(await changeApi(caller, _id, definition, request.now), caller, request, 'v1/api/change'),
  },
  'v1/api/remove': {
    access: 'session',
    needs: 'api_manage',
    run: async ({ _id }, request, caller) => {
      await auditChange(caller, request, 'v1/api/remove', await removeApi(caller, _id));
      return null;
    },
  },
  'v1/api/test': {
    access: 'session',
    needs: 'api_manage',
    run: ({ _id, definition, values }, _r, caller) => testApi(caller, definition, values, _id),
  },
  'v1/api/run': { access: 'session', run: ({ _id, values }, _r, caller) => runApiOf(caller, _id, values) },
  'v1/api/publish': {
    access: 'session',
    needs: 'api_manage',
    run: async ({ _id }, request, caller) =>
      auditedChange(await publishApi(caller, _id, true, request.now), caller, request, 'v1/api/publish'),
  },
  'v1/api/unpublish': {
    access: 'session',
    needs: 'api_manage',
    run: async ({ _id }, request, caller) =>
      auditedChange(await publishApi(caller, _id, false, request.now), caller, request, 'v1/api/unpublish'),
  },
  'v1/api/group_list': { access: 'session', run: (_args, { language }, caller) => listGroupsOf(caller, language) },
  'v1/api/group_add': {
    access: 'session',
    needs: 'api_manage',
    run: ({ name }, { now }, caller) => addGroup(caller, name, now),
  },
  'v1/api/group_change_name': {
    access: 'session',
    needs: 'api_manage',
    run: ({ _id, name }, _r, caller) => renameGroup(caller, _id, name),
  },
  'v1/api/group_remove': {
    access: 'session',
    needs: 'api_manage',
    run: ({ _id }, _r, caller) => removeGroup(caller, _id),
  },
  'v1/api/token_list': { access: 'session', run: (_args, _r, caller) => tokensOf(caller) },
  'v1/api/token_add': {
    access: 'session',
    needs: 'api_manage',
    run: async ({ name }, request, caller) => {
      const added = await addToken(caller, name, request.now);
      await auditAct(caller, request, 'api_token_add', added.token.name, added.token.prefix);
      return added;
    },
  },
  'v1/api/token_remove': {
    access: 'session',
    needs: 'api_manage',
    run: async ({ _id }, request, caller) => {
      const removed = await removeToken(caller, _id);
      await auditAct(caller, request, 'api_token_remove', removed.name, removed.prefix);
      return null;
    },
  },
  'v1/api/push_channel_list': { access: 'session', run: (_args, _r, caller) => pushChannelsOf(caller) },
  'v1/api/push_channel_add': {
    access: 'session',
    needs: 'api_manage',
    run: async ({ name }, request, caller) => {
      const added = await addPushChannel(caller, name, request.now);
      await auditAct(caller, request, 'push_channel_add', added.name, '');
      return added;
    },
  },
  'v1/api/push_channel_rename': {
    access: 'session',
    needs: 'api_manage',
    run: ({ _id, name }, _r, caller) => renameChannel(caller, _id, name),
  },
  'v1/api/push_channel_remove': {
    access: 'session',
    needs: 'api_manage',
    run: async ({ _id }, request, caller) => {
      await auditAct(caller, request, 'push_channel_remove', await removeChannel(caller, _id), '');
      return null;
    },
  },
  'v1/api/push_channel_renew_token': {
    access: 'session',
    needs: 'api_manage',
    run: async ({ _id }, request, caller) => {
      const renewed = await renewChannelToken(caller, _id);
      await auditAct(caller, request, 'push_channel_renew', renewed.name, '');
      return renewed;
    },
  },
};

const acts = familyHandler('api', apiActs, API_SCHEMAS);

/** One Lambda: the `api` family's RPC, outside calls of `/api/data/{path}` and posts to `/api/push/{channel}`. */
export const handler = (...[event, context]: Parameters<typeof acts>) => {
  if (event.rawPath.startsWith(API_DATA_PREFIX)) return dataRoute(event, context);
  if (event.rawPath.startsWith(API_PUSH_PREFIX)) return pushRoute(event, context);
  return acts(event, context);
};
