import type { ActTable } from '../lib/act.js';
import { newId } from '../lib/crypto/tokens.js';
import { createGroup, defaultGroupId, deleteGroup, listGroups, renameGroup, setGroupInterval, setGroupSort, setGroupSystemShare } from '../lib/data/groups.js';
import { deleteScreen, listOwnedScreens, setScreenInterval, updateScreen } from '../lib/data/screens.js';
import { fail } from '../lib/errors.js';
import { familyHandler } from '../lib/family-handler.js';
import { exportScreens } from '../core/export.js';
import { requireGroup } from '../core/screens.js';
import { groupView, groupsWithCounts, screenOfGroup } from './groups.js';
import { importArchive } from './import.js';
import { groupLinkShareActs } from './link-share-acts.js';
import { closeGroupShare, closeScreenShare } from '../core/link-share.js';
import { refreshGroupShare } from '../core/share-payload.js';
import { forgetVersions } from '../core/versions.js';

/** `v1/group/*`: a user's screen groups. The default group is fixed: not renamed, removed or moved. */
export const groupActs: ActTable = {
  'v1/group/list': { access: 'session', run: (_args, { language, now }, caller) => groupsWithCounts(caller, language, now) },
  'v1/group/get': {
    access: 'session',
    run: async ({ _id }, _r, caller) => {
      const group = await requireGroup(caller, _id);
      const screens = await listOwnedScreens(caller.tenantId, caller.userId, group.groupId);
      return groupView(group, screens.filter((s) => !s.mobile).length, screens.filter((s) => s.mobile).length);
    },
  },
  'v1/group/get_system_share': {
    access: 'session',
    run: async ({ _id }, _r, caller) => ({ share: (await requireGroup(caller, _id)).systemShare === true }),
  },
  'v1/group/save_system_share': {
    access: 'session',
    run: async ({ _id, share }, { now }, caller) => {
      await setGroupSystemShare(await requireGroup(caller, _id), share, now);
      return { share };
    },
  },
  'v1/group/change_interval': {
    access: 'session',
    run: async ({ _id, interval }, { now }, caller) => {
      const group = await requireGroup(caller, _id);
      if (!(await setGroupInterval(group, interval, now))) fail('SCREEN_GROUP_NOT_FOUND');
      await refreshGroupShare(caller.tenantId, group.ownerId, group.groupId);
      return { _id, interval };
    },
  },
  'v1/group/change_single_interval': {
    access: 'session',
    run: async ({ _id, screen_id, interval }, { now }, caller) => {
      const screen = await screenOfGroup(caller, _id, screen_id);
      if (!(await setScreenInterval(screen, interval, now))) fail('SCREEN_NOT_FOUND');
      await refreshGroupShare(caller.tenantId, screen.ownerId, screen.groupId);
      return { _id, screen_id, interval };
    },
  },
  'v1/group/add': {
    access: 'session',
    run: async ({ name }, { now }, caller) => {
      const group = { groupId: newId(), tenantId: caller.tenantId, ownerId: caller.userId, name, isDefault: false, sort: now, createdAt: now, updatedAt: now };
      if (!(await createGroup(group))) fail('SCREEN_GROUP_NAME_DUPLICATE');
      return groupView(group, 0);
    },
  },
  'v1/group/change_name': {
    access: 'session',
    run: async ({ _id, name }, { now }, caller) => {
      const group = await requireGroup(caller, _id);
      if (group.isDefault) fail('SCREEN_GROUP_DEFAULT_IMMUTABLE');
      if (!(await renameGroup(group, name, now))) fail('SCREEN_GROUP_NAME_DUPLICATE');
      return { _id, name };
    },
  },
  'v1/group/remove': {
    access: 'session',
    run: async ({ _id, screens: choice }, { now }, caller) => {
      const group = await requireGroup(caller, _id);
      if (group.isDefault) fail('SCREEN_GROUP_DEFAULT_IMMUTABLE');
      const screens = await listOwnedScreens(caller.tenantId, caller.userId, group.groupId);
      const target = defaultGroupId(caller.userId);
      for (const screen of screens) {
        if (choice === 'delete') {
          await closeScreenShare(caller.tenantId, screen.screenId, now);
          await forgetVersions(screen);
          await deleteScreen(screen);
        } else await updateScreen(screen, { groupId: target }, now);
      }
      await closeGroupShare(caller.tenantId, caller.userId, group.groupId, now);
      await deleteGroup(group);
      if (choice === 'move') await refreshGroupShare(caller.tenantId, caller.userId, target);
      return { moved: choice === 'move' ? screens.length : 0, deleted: choice === 'delete' ? screens.length : 0 };
    },
  },
  'v1/group/sort': {
    access: 'session',
    run: async ({ ids }, _r, caller) => {
      const groups = new Map((await listGroups(caller.tenantId, caller.userId)).map((g) => [g.groupId, g]));
      for (const id of ids) {
        const group = groups.get(id);
        if (!group) fail('SCREEN_GROUP_NOT_FOUND');
        if (group.isDefault) fail('SCREEN_GROUP_DEFAULT_IMMUTABLE');
      }
      if (new Set(ids).size !== ids.length) fail('SCREEN_GROUP_SORT_FAILED');
      await Promise.all(ids.map((id, index) => setGroupSort(caller.tenantId, caller.userId, id, index + 1)));
      return null;
    },
  },
  'v1/group/resource_export': {
    access: 'session',
    run: async ({ _id }, { now }, caller) => {
      const group = await requireGroup(caller, _id);
      const screens = await listOwnedScreens(caller.tenantId, caller.userId, group.groupId);
      if (screens.length === 0) fail('SCREEN_GROUP_EMPTY');
      return exportScreens(caller, screens, group.name, now, { name: group.name });
    },
  },
  'v1/group/resource_import': { access: 'session', run: (args, { language, now }, caller) => importArchive(caller, args, language, now) },
  ...groupLinkShareActs,
};

export const handler = familyHandler('group', groupActs);
