import type { Paged, TenantUser } from '../../shared/acts/admin.js';
import type { ActTable } from '../lib/act.js';
import { listMembers } from '../lib/data/tenants.js';
import { getUsers } from '../lib/data/users.js';
import { fail } from '../lib/errors.js';
import { familyHandler } from '../lib/family-handler.js';

/** `v2/admin/*`: administration of the caller's tenant; administrators only. */
export const adminActs: ActTable = {
  'v2/admin/max_user/list': {
    access: 'session',
    run: async ({ pageNum, pageSize, keyword }, _request, caller): Promise<Paged<TenantUser>> => {
      if (!caller.isAdmin) fail('PERMISSION_DENIED');
      const members = await listMembers(caller.tenantId);
      const users = new Map((await getUsers(members.map((m) => m.userId))).map((u) => [u.userId, u]));
      const needle = keyword?.toLowerCase();
      const all = members
        .flatMap((member) => {
          const user = users.get(member.userId);
          if (!user) return [];
          const row: TenantUser = {
            _id: user.userId,
            name: user.name,
            email: user.email,
            mobile: user.mobile,
            is_admin: member.role === 'admin' ? 1 : 0,
            joined_at: member.joinedAt,
          };
          return [row];
        })
        .filter((row) => !needle || `${row.name} ${row.email} ${row.mobile}`.toLowerCase().includes(needle))
        .sort((a, b) => a.joined_at - b.joined_at || a._id.localeCompare(b._id));
      const start = (pageNum - 1) * pageSize;
      return { pageNum, pageSize, total: all.length, list: all.slice(start, start + pageSize) };
    },
  },
};

export const handler = familyHandler('admin', adminActs);
