import type { ActTable } from '../lib/act.js';
import { awsStore as store } from '../core/aws-store.js';
import {
  addShare,
  groupShareTarget,
  removeShare,
  shareBefore,
  shareCheck,
  shareInfo,
  shareView,
} from '../core/link-share.js';
import { shareData } from '../core/link-share-data.js';

/** `v1/group/link_share_*`: link sharing of a group, whose link plays the group's screens. */
export const groupLinkShareActs: ActTable = {
  'v1/group/link_share_add': {
    access: 'session',
    run: async (args, { now }, caller) => addShare(store, await groupShareTarget(store, caller, args._id), args, now),
  },
  'v1/group/link_share_info': {
    access: 'session',
    run: async ({ _id }, _r, caller) => shareInfo(store, await groupShareTarget(store, caller, _id)),
  },
  'v1/group/link_share_remove': {
    access: 'session',
    run: async ({ _id }, { now }, caller) => removeShare(store, await groupShareTarget(store, caller, _id), now),
  },
  'v1/group/link_share_before': {
    access: 'public',
    run: ({ token }, request) => shareBefore(store, token, 'group', request),
  },
  'v1/group/link_share_check': {
    access: 'public',
    run: ({ token, password }, request) => shareCheck(store, token, 'group', password, request),
  },
  'v1/group/link_share_view': {
    access: 'public',
    run: ({ token, access }, request) => shareView(store, token, 'group', access, request),
  },
  'v1/group/link_share_data': { access: 'public', run: (args, request) => shareData(store, args, 'group', request) },
};
