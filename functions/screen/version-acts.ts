import type { ActTable } from '../lib/act.js';
import { auditAct } from '../lib/audit.js';
import { idsOf } from '../lib/idempotency.js';
import { loadScreen } from '../core/screens/index.js';
import { awsStore as store } from '../core/store/index.js';
import {
  noticeRelease,
  changeVersionText,
  deleteVersion,
  listScreenVersions,
  onwardVersion,
  publishVersion,
  releaseVersion,
  replaceWithVersion,
  versionDetail,
} from '../core/versions/index.js';
import { withShareRefresh } from '../core/shares/index.js';

/**
 * The version acts of `v1/screen/*`: publish (recorded on the audit log, the screen's name and the
 * version's), and what the version page does. Moves of the latest refresh the shares.
 */
export const versionActs: ActTable = {
  'v1/screen/version_add': {
    access: 'session',
    needs: 'screen_publish',
    run: async (args, request, caller) => {
      const ids = idsOf(request, caller, `v1/screen/version_add:${args._id}`);
      const version = await withShareRefresh((s) => publishVersion(s, caller, args, request.now, ids));
      if (args.latest) await noticeRelease(store, caller.tenantId, args._id, version._id, request.now);
      const screen = await store.getScreen(caller.tenantId, args._id);
      await auditAct(caller, request, 'version_publish', screen?.name ?? args._id, version.name);
      return version;
    },
  },
  'v1/screen/version_list': { access: 'session', run: ({ _id }, _r, caller) => listScreenVersions(store, caller, _id) },
  'v1/screen/version_get': {
    access: 'session',
    run: ({ _id, version_id }, _r, caller) => versionDetail(store, caller, _id, version_id),
  },
  'v1/screen/version_latest': {
    access: 'session',
    run: async ({ _id }, _r, caller) => ({
      version_id: (await loadScreen(store, caller, _id, 'read')).latestVersionId ?? null,
    }),
  },
  'v1/screen/version_rename': {
    access: 'session',
    run: ({ _id, version_id, name }, _r, caller) => changeVersionText(store, caller, _id, version_id, { name }),
  },
  'v1/screen/version_remark': {
    access: 'session',
    run: ({ _id, version_id, remark }, _r, caller) => changeVersionText(store, caller, _id, version_id, { remark }),
  },
  'v1/screen/version_release': {
    access: 'session',
    needs: 'screen_publish',
    run: async ({ _id, version_id }, { now }, caller) => {
      const version = await withShareRefresh((s) => releaseVersion(s, caller, _id, version_id));
      await noticeRelease(store, caller.tenantId, _id, version._id, now);
      return version;
    },
  },
  'v1/screen/version_onward': {
    access: 'session',
    needs: 'screen_publish',
    run: ({ _id, version_id, name }, { now }, caller) => onwardVersion(store, caller, _id, version_id, name, now),
  },
  'v1/screen/version_delete': {
    access: 'session',
    needs: 'screen_publish',
    run: ({ _id, version_id }, { now }, caller) =>
      withShareRefresh((s) => deleteVersion(s, caller, _id, version_id, now)),
  },
  'v1/screen/version_replace': {
    access: 'session',
    run: ({ _id, version_id, name }, { now }, caller) => replaceWithVersion(store, caller, _id, version_id, name, now),
  },
};
