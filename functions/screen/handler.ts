import type { ActTable } from '../lib/act.js';
import { newId } from '../lib/crypto/tokens.js';
import { getScreenDocument, setScreenSystemShare, updateScreen, deleteScreen } from '../lib/data/screens.js';
import { fail } from '../lib/errors.js';
import { familyHandler } from '../lib/family-handler.js';
import { decodeImage } from '../lib/images.js';
import { assetUrl, putAsset } from '../lib/s3-objects.js';
import { documentFor } from '../../shared/widgets/secret-headers.js';
import { canEdit, loadScreen } from '../core/access.js';
import { editorActs } from './editor-acts.js';
import { exportScreens } from '../core/export.js';
import { addFromTemplate, copyScreen, listScreens, requireGroup, summarize } from '../core/screens.js';
import { closeScreenShare } from '../core/link-share.js';
import { screenLinkShareActs } from './link-share-acts.js';
import { refreshGroupShare, refreshScreenShares } from '../core/share-payload.js';
import { versionActs } from './version-acts.js';
import { forgetVersions } from '../core/versions.js';
import { changeShare, shareUsers } from '../core/sharing.js';

const THUMB_MAX_BYTES = 3 * 1024 * 1024;

/** `v1/screen/*` acts: the screen list's here, the editor's in editor-acts.ts. */
export const screenActs: ActTable = {
  'v1/screen/list': { access: 'session', run: (args, _r, caller) => listScreens(caller, args) },
  'v1/screen/add': { access: 'session', run: (args, { now }, caller) => addFromTemplate(caller, args, now) },
  'v1/screen/get': {
    access: 'session',
    run: async ({ _id }, _r, caller) => {
      const screen = await loadScreen(caller, _id, 'read');
      const found = await getScreenDocument(caller.tenantId, screen.screenId);
      if (!found) fail('SCREEN_NOT_FOUND');
      return {
        ...(await summarize(found.screen, caller)),
        // Request headers of HTTP sources: masked for editors, left out for readers.
        document: documentFor(found.document, canEdit(found.screen, caller)),
        revisions: found.revisions,
        config_revision: found.screen.configRevision ?? 0,
      };
    },
  },
  'v1/screen/change': {
    access: 'session',
    run: async ({ _id, name, remark }, { now }, caller) => {
      const screen = await loadScreen(caller, _id, 'edit');
      if (!(await updateScreen(screen, { name, remark }, now))) fail('SCREEN_NOT_FOUND');
      if (name !== undefined && name !== screen.name) await refreshScreenShares(caller.tenantId, screen.screenId);
      return summarize({ ...screen, name: name ?? screen.name, remark: remark ?? screen.remark, updatedAt: now }, caller);
    },
  },
  'v1/screen/change_name': {
    access: 'session',
    run: async ({ _id, name }, { now }, caller) => {
      const screen = await loadScreen(caller, _id, 'edit');
      if (!(await updateScreen(screen, { name }, now))) fail('SCREEN_NOT_FOUND');
      await refreshScreenShares(caller.tenantId, screen.screenId);
      return { _id, name };
    },
  },
  'v1/screen/remove': {
    access: 'session',
    run: async ({ ids }, { now }, caller) => {
      const screens = await Promise.all(ids.map((id) => loadScreen(caller, id, 'manage')));
      for (const screen of screens) {
        await closeScreenShare(caller.tenantId, screen.screenId, now);
        await forgetVersions(screen);
        await deleteScreen(screen);
      }
      for (const screen of new Map(screens.map((s) => [`${s.ownerId}/${s.groupId}`, s])).values()) {
        await refreshGroupShare(caller.tenantId, screen.ownerId, screen.groupId);
      }
      return { removed: screens.length };
    },
  },
  'v1/screen/copy': {
    access: 'session',
    run: async ({ _id }, { now, language }, caller) => copyScreen(caller, await loadScreen(caller, _id, 'edit'), language, now),
  },
  'v1/screen/change_group': {
    access: 'session',
    run: async ({ ids, group_id }, { now }, caller) => {
      await requireGroup(caller, group_id);
      const screens = await Promise.all(ids.map((id) => loadScreen(caller, id, 'manage')));
      if (screens.some((s) => s.ownerId !== caller.userId)) fail('SCREEN_PERMISSION_DENIED');
      if (screens.every((s) => s.groupId === group_id)) fail('SCREEN_MOVE_SAME_GROUP');
      for (const screen of screens) {
        if (screen.groupId === group_id) continue;
        await updateScreen(screen, { groupId: group_id }, now);
        await refreshScreenShares(caller.tenantId, screen.screenId, [screen.groupId]);
      }
      return { moved: screens.filter((s) => s.groupId !== group_id).length };
    },
  },
  'v1/screen/sort': {
    access: 'session',
    run: async ({ group_id, ids }, { now }, caller) => {
      await requireGroup(caller, group_id);
      const screens = await Promise.all(ids.map((id) => loadScreen(caller, id, 'manage')));
      if (screens.some((s) => s.groupId !== group_id || s.ownerId !== caller.userId)) fail('SCREEN_GROUP_SORT_FAILED');
      await Promise.all(screens.map((screen, index) => updateScreen(screen, { sort: index + 1 }, now)));
      await refreshGroupShare(caller.tenantId, caller.userId, group_id);
      return null;
    },
  },
  'v1/screen/change_thumbnail': {
    access: 'session',
    run: async ({ _id, image }, { now }, caller) => {
      const screen = await loadScreen(caller, _id, 'edit');
      const png = decodeImage(image, ['png'], THUMB_MAX_BYTES);
      if (!png) fail('UPLOAD_TYPE_ILLEGAL');
      const key = `thumbs/${caller.tenantId}/${screen.screenId}/${newId()}.png`;
      await putAsset(key, png.bytes, 'image/png');
      await updateScreen(screen, { thumbKey: key }, now);
      return { thumb: await assetUrl(key, 24 * 3600) };
    },
  },
  'v1/screen/has_create': { access: 'session', run: async () => ({ has: true }) },
  'v1/screen/deploy_permission': {
    access: 'session',
    run: async ({ _id }, _r, caller) => {
      const screen = await loadScreen(caller, _id, 'edit');
      return { deploy: screen.ownerId === caller.userId || caller.isAdmin };
    },
  },
  'v1/screen/add_edit_user': {
    access: 'session',
    run: async ({ _id, user_id, permission }, { now }, caller) => {
      await changeShare(caller, _id, user_id, permission, now);
      return null;
    },
  },
  'v1/screen/remove_edit_user': {
    access: 'session',
    run: async ({ _id, user_id }, { now }, caller) => {
      await changeShare(caller, _id, user_id, null, now);
      return null;
    },
  },
  'v1/screen/get_edit_user': { access: 'session', run: ({ _id }, _r, caller) => shareUsers(caller, _id) },
  'v1/screen/get_screen_system_share': {
    access: 'session',
    run: async ({ _id }, _r, caller) => ({ share: (await loadScreen(caller, _id, 'manage')).systemShare === true }),
  },
  'v1/screen/save_screen_system_share': {
    access: 'session',
    run: async ({ _id, share }, { now }, caller) => {
      await setScreenSystemShare(await loadScreen(caller, _id, 'manage'), share, now);
      return { share };
    },
  },
  'v1/screen/save_security_level': {
    access: 'session',
    run: async ({ _id, level }, { now }, caller) => {
      const screen = await loadScreen(caller, _id, 'manage');
      await updateScreen(screen, { securityLevel: level }, now);
      await refreshScreenShares(caller.tenantId, screen.screenId);
      return { level };
    },
  },
  'v1/screen/get_security_level': {
    access: 'session',
    run: async ({ _id }, _r, caller) => ({ level: (await loadScreen(caller, _id, 'read')).securityLevel }),
  },
  'v1/screen/resource_export': {
    access: 'session',
    run: async ({ ids }, { now }, caller) => {
      const screens = await Promise.all(ids.map((id) => loadScreen(caller, id, 'edit')));
      return exportScreens(caller, screens, screens.length === 1 ? (screens[0]?.name ?? 'screens') : 'screens', now);
    },
  },
  ...editorActs,
  ...versionActs,
  ...screenLinkShareActs,
};

export const handler = familyHandler('screen', screenActs);
