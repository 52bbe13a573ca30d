import type { Paged, TenantUser } from '../../shared/acts/admin.js';
import type { ActTable } from '../lib/act.js';
import { fail } from '../lib/errors.js';
import { familyHandler } from '../lib/family-handler.js';
import { matchesKeyword, tenantUsers } from '../core/directory.js';

/** `v2/admin/*`: administration of the caller's tenant; administrators only. */
export const adminActs: ActTable = {
  'v2/admin/max_user/list': {
    access: 'session',
    run: async ({ pageNum, pageSize, keyword }, _request, caller): Promise<Paged<TenantUser>> => {
      if (!caller.isAdmin) fail('PERMISSION_DENIED');
      const all = (await tenantUsers(caller.tenantId))
        .filter((row) => matchesKeyword(keyword, row.name, row.email, row.mobile))
        .sort((a, b) => a.joined_at - b.joined_at || a._id.localeCompare(b._id));
      const start = (pageNum - 1) * pageSize;
      return { pageNum, pageSize, total: all.length, list: all.slice(start, start + pageSize) };
    },
  },
};

export const handler = familyHandler('admin', adminActs);
