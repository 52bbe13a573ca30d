import type { ActTable } from '../lib/act.js';
import { awsStore as store } from '../core/store/index.js';
import {
  addShare,
  screenShareTarget,
  shareBefore,
  shareCheck,
  shareView,
  auditShare,
  removeShare,
  shareInfo,
  shareData,
} from '../core/shares/index.js';
import { shareTicket } from '../core/realtime/index.js';

/** `v1/screen/link_share_*`: link sharing of one screen (a group's screens are shared one by one, see the SPA's batch dialog). */
export const screenLinkShareActs: ActTable = {
  'v1/screen/link_share_add': {
    access: 'session',
    needs: 'share_link',
    run: async (args, request, caller) => {
      const target = await screenShareTarget(store, caller, args._id, true);
      return auditShare(caller, request, 'share_add', target, await addShare(store, target, args, request.now));
    },
  },
  'v1/screen/link_share_info': {
    access: 'session',
    run: async ({ _id }, _r, caller) => shareInfo(store, await screenShareTarget(store, caller, _id)),
  },
  'v1/screen/link_share_remove': {
    access: 'session',
    run: async ({ _id }, request, caller) => {
      const target = await screenShareTarget(store, caller, _id);
      return auditShare(caller, request, 'share_remove', target, await removeShare(store, target, request.now));
    },
  },
  'v1/screen/link_share_before': {
    access: 'public',
    run: ({ token }, request) => shareBefore(store, token, 'screen', request),
  },
  'v1/screen/link_share_check': {
    access: 'public',
    run: ({ token, password }, request) => shareCheck(store, token, 'screen', password, request),
  },
  'v1/screen/link_share_view': {
    access: 'public',
    run: ({ token, access }, request) => shareView(store, token, 'screen', access, request),
  },
  'v1/screen/link_share_ws_ticket': {
    access: 'public',
    run: (args, request) => shareTicket(store, 'screen', args, request),
  },
  'v1/screen/link_share_data': { access: 'public', run: (args, request) => shareData(store, args, 'screen', request) },
};
