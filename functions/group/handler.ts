import { GROUP_SCHEMAS } from '../../shared/acts/families/group.js';
import type { ActTable } from '../lib/act.js';
import { idsOf } from '../lib/idempotency.js';
import { auditAct } from '../lib/audit.js';
import { familyHandler } from '../lib/family-handler.js';
import { awsStore as store } from '../core/store/index.js';
import {
  addGroup,
  exportGroup,
  groupsWithCounts,
  groupWithCounts,
  removeGroup,
  renameGroup,
  setGroupInterval,
  setGroupMobileRules,
  setGroupSystemShare,
  setScreenIntervalInGroup,
  sortGroups,
  importArchive,
  requireGroup,
} from '../core/screens/index.js';
import { mobileControl, mobileControlList } from '../core/realtime/index.js';
import { withShareRefresh } from '../core/shares/index.js';
import { groupLinkShareActs } from './link-share-acts.js';

/**
 * `v1/group/*`: a user's screen groups (functions/core/screens/groups.ts). Acts that write run through
 * `withShareRefresh`, which refreshes the link shares their writes touched.
 */
export const groupActs: ActTable = {
  'v1/group/list': {
    access: 'session',
    run: (_args, { language, now }, caller) => groupsWithCounts(store, caller, language, now),
  },
  'v1/group/get': { access: 'session', run: ({ _id }, _r, caller) => groupWithCounts(store, caller, _id) },
  'v1/group/get_system_share': {
    access: 'session',
    run: async ({ _id }, _r, caller) => ({ share: (await requireGroup(store, caller, _id)).systemShare === true }),
  },
  'v1/group/save_system_share': {
    access: 'session',
    run: async ({ _id, share }, { now }, caller) => {
      await setGroupSystemShare(store, caller, _id, share, now);
      return { share };
    },
  },
  'v1/group/change_interval': {
    access: 'session',
    run: async ({ _id, interval }, { now }, caller) => {
      await withShareRefresh((s) => setGroupInterval(s, caller, _id, interval, now));
      return { _id, interval };
    },
  },
  'v1/group/change_single_interval': {
    access: 'session',
    run: async ({ _id, screen_id, interval }, { now }, caller) => {
      await withShareRefresh((s) => setScreenIntervalInGroup(s, caller, _id, screen_id, interval, now));
      return { _id, screen_id, interval };
    },
  },
  'v1/group/mobile_group': {
    access: 'session',
    run: async ({ _id, mode, screens }, { now }, caller) => ({
      _id,
      mobile_rules: await withShareRefresh((s) => setGroupMobileRules(s, caller, _id, mode, screens, now)),
    }),
  },
  'v1/group/add': { access: 'session', run: ({ name }, { now }, caller) => addGroup(store, caller, name, now) },
  'v1/group/change_name': {
    access: 'session',
    run: async ({ _id, name }, { now }, caller) => {
      await renameGroup(store, caller, _id, name, now);
      return { _id, name };
    },
  },
  'v1/group/remove': {
    access: 'session',
    run: ({ _id, screens }, { now }, caller) => withShareRefresh((s) => removeGroup(s, caller, _id, screens, now)),
  },
  'v1/group/sort': {
    access: 'session',
    run: async ({ ids }, _r, caller) => {
      await sortGroups(store, caller, ids);
      return null;
    },
  },
  'v1/group/resource_export': {
    access: 'session',
    run: async ({ _id }, request, caller) => {
      const ticket = await exportGroup(store, caller, _id, request.now);
      await auditAct(caller, request, 'export', ticket.filename, 'group');
      return ticket;
    },
  },
  'v1/group/resource_import': {
    access: 'session',
    needs: 'screen_create',
    run: (args, request, caller) =>
      importArchive(
        store,
        caller,
        args,
        request.language,
        request.now,
        idsOf(request, caller, 'v1/group/resource_import'),
      ),
  },
  'v1/group/get_mobile_control_list': {
    access: 'session',
    run: ({ _id }, { now }, caller) => mobileControlList(store, caller, _id, now),
  },
  'v1/group/mobile_control': {
    access: 'session',
    run: (args, { now }, caller) => mobileControl(store, caller, args, now),
  },
  ...groupLinkShareActs,
};

export const handler = familyHandler('group', groupActs, GROUP_SCHEMAS);
