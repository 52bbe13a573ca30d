import type { ActTable } from '../lib/act.js';
import { addShare, removeShare, screenShareTarget, shareBefore, shareCheck, shareInfo, shareView } from '../core/link-share.js';
import { shareData } from '../core/link-share-data.js';

/** `v1/screen/link_share_*`: link sharing of one screen (a group's screens are shared one by one, see the SPA's batch dialog). */
export const screenLinkShareActs: ActTable = {
  'v1/screen/link_share_add': { access: 'session', run: async (args, { now }, caller) => addShare(await screenShareTarget(caller, args._id, true), args, now) },
  'v1/screen/link_share_info': { access: 'session', run: async ({ _id }, _r, caller) => shareInfo(await screenShareTarget(caller, _id)) },
  'v1/screen/link_share_remove': { access: 'session', run: async ({ _id }, { now }, caller) => removeShare(await screenShareTarget(caller, _id), now) },
  'v1/screen/link_share_before': { access: 'public', run: ({ token }, request) => shareBefore(token, 'screen', request) },
  'v1/screen/link_share_check': { access: 'public', run: ({ token, password }, request) => shareCheck(token, 'screen', password, request) },
  'v1/screen/link_share_view': { access: 'public', run: ({ token, access }, request) => shareView(token, 'screen', access, request) },
  'v1/screen/link_share_data': { access: 'public', run: (args, request) => shareData(args, 'screen', request) },
};
