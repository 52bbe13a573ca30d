import { SCREEN_SCHEMAS } from '../../shared/acts/families/screen.js';
import type { ActTable } from '../lib/act.js';
import { idsOf } from '../lib/idempotency.js';
import { auditAct } from '../lib/audit.js';
import { familyHandler } from '../lib/family-handler.js';
import { awsStore as store } from '../core/store/index.js';
import {
  loadScreen,
  changeScreen,
  changeThumbnail,
  deployPermission,
  mayCreateScreens,
  duplicateScreen,
  exportSelected,
  moveScreens,
  openScreen,
  removeScreens,
  renameScreen,
  screenSystemShare,
  setScreenSystemShare,
  setSecurityLevel,
  sortScreens,
  addFromTemplate,
  listScreens,
} from '../core/screens/index.js';
import { apiIdsByPath } from '../lib/data/data-apis.js';
import { withProfile } from '../lib/data/caller-items.js';
import {
  withShareRefresh,
  changeShare,
  changeTeamShare,
  shareableTeams,
  shareTeams,
  shareUsers,
} from '../core/shares/index.js';
import { editorActs } from './editor-acts.js';
import { screenLinkShareActs } from './link-share-acts.js';
import { versionActs } from './version-acts.js';

/**
 * `v1/screen/*` acts: the screen list's here, the editor's in editor-acts.ts. Each calls the
 * domain core (functions/core); acts that write run through `withShareRefresh`, which
 * refreshes the link shares their writes touched.
 */
export const screenActs: ActTable = {
  'v1/screen/list': { access: 'session', run: (args, _r, caller) => listScreens(store, caller, args) },
  'v1/screen/add': {
    access: 'session',
    needs: 'screen_create',
    // New blank screens start with the creator's screen theme.
    profile: withProfile,
    run: async (args, request, caller, profile) =>
      addFromTemplate(
        store,
        caller,
        args,
        request.language,
        request.now,
        apiIdsByPath,
        profile?.screenTheme,
        idsOf(request, caller, 'v1/screen/add'),
      ),
  },
  'v1/screen/get': { access: 'session', run: ({ _id }, _r, caller) => openScreen(store, caller, _id) },
  'v1/screen/change': {
    access: 'session',
    run: ({ _id, name, remark }, { now }, caller) =>
      withShareRefresh((s) => changeScreen(s, caller, _id, { name, remark }, now)),
  },
  'v1/screen/change_name': {
    access: 'session',
    run: async ({ _id, name }, { now }, caller) => {
      await withShareRefresh((s) => renameScreen(s, caller, _id, name, now));
      return { _id, name };
    },
  },
  'v1/screen/remove': {
    access: 'session',
    run: ({ ids }, { now }, caller) => withShareRefresh((s) => removeScreens(s, caller, ids, now)),
  },
  'v1/screen/copy': {
    access: 'session',
    needs: 'screen_create',
    run: ({ _id }, request, caller) =>
      duplicateScreen(
        store,
        caller,
        _id,
        request.language,
        request.now,
        idsOf(request, caller, `v1/screen/copy:${_id}`),
      ),
  },
  'v1/screen/change_group': {
    access: 'session',
    run: ({ ids, group_id }, { now }, caller) => withShareRefresh((s) => moveScreens(s, caller, ids, group_id, now)),
  },
  'v1/screen/sort': {
    access: 'session',
    run: async ({ group_id, ids }, { now }, caller) => {
      await withShareRefresh((s) => sortScreens(s, caller, group_id, ids, now));
      return null;
    },
  },
  'v1/screen/change_thumbnail': {
    access: 'session',
    run: ({ _id, image }, { now }, caller) => changeThumbnail(store, caller, _id, image, now),
  },
  'v1/screen/has_create': { access: 'session', run: (_args, _r, caller) => mayCreateScreens(caller) },
  'v1/screen/deploy_permission': {
    access: 'session',
    run: ({ _id }, _r, caller) => deployPermission(store, caller, _id),
  },
  'v1/screen/add_edit_user': {
    access: 'session',
    run: async ({ _id, user_id, permission }, request, caller) => {
      const name = await changeShare(store, caller, _id, user_id, permission, request.now);
      await auditAct(caller, request, 'account_share_add', name, 'account');
      return null;
    },
  },
  'v1/screen/remove_edit_user': {
    access: 'session',
    run: async ({ _id, user_id }, request, caller) => {
      const name = await changeShare(store, caller, _id, user_id, null, request.now);
      await auditAct(caller, request, 'account_share_remove', name, 'account');
      return null;
    },
  },
  'v1/screen/get_edit_user': { access: 'session', run: ({ _id }, _r, caller) => shareUsers(store, caller, _id) },
  'v1/screen/share_team': {
    access: 'session',
    run: async ({ _id, team_id, permission }, request, caller) => {
      const name = await changeTeamShare(store, caller, _id, team_id, permission, request.now);
      await auditAct(caller, request, permission ? 'team_share_add' : 'team_share_remove', name, 'team');
      return null;
    },
  },
  'v1/screen/share_teams': { access: 'session', run: ({ _id }, _r, caller) => shareTeams(store, caller, _id) },
  'v1/screen/shareable_teams': { access: 'session', run: (_a, _r, caller) => shareableTeams(store, caller) },
  'v1/screen/get_screen_system_share': {
    access: 'session',
    run: ({ _id }, _r, caller) => screenSystemShare(store, caller, _id),
  },
  'v1/screen/save_screen_system_share': {
    access: 'session',
    run: async ({ _id, share }, { now }, caller) => {
      await setScreenSystemShare(store, caller, _id, share, now);
      return { share };
    },
  },
  'v1/screen/save_security_level': {
    access: 'session',
    run: async ({ _id, level }, { now }, caller) => {
      await withShareRefresh((s) => setSecurityLevel(s, caller, _id, level, now));
      return { level };
    },
  },
  'v1/screen/get_security_level': {
    access: 'session',
    run: async ({ _id }, _r, caller) => ({ level: (await loadScreen(store, caller, _id, 'read')).securityLevel }),
  },
  'v1/screen/resource_export': {
    access: 'session',
    run: async ({ ids }, request, caller) => {
      const ticket = await exportSelected(store, caller, ids, request.now);
      await auditAct(caller, request, 'export', ticket.filename, 'screen');
      return ticket;
    },
  },
  ...editorActs,
  ...versionActs,
  ...screenLinkShareActs,
};

export const handler = familyHandler('screen', screenActs, SCREEN_SCHEMAS);
