import { describe, expect, it } from 'vitest';
import type { Paged, TenantUser } from '../../shared/acts/admin.js';
import type { DepartmentView } from '../../shared/acts/departments.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { callAs as call, registerUser, type Registered } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';

/**
 * The member values those who manage roles set (role, clearance, department) go through one
 * guard (functions/core/members/members.ts changeMember); these are the cases where the three acts differ.
 */
async function tenantWith(name: string) {
  const admin = await registerUser({ name: 'Ada Admin' });
  const joined = await joinTenantOf(admin, await registerUser({ name }));
  const colleague: Registered = { ...joined, login: { ...joined.login, corp: admin.login.corp } };
  return { admin, colleague };
}

describe('changing a member', () => {
  it("asking for the administrator's own clearance answers it as is; any other change of them is refused", async () => {
    const { admin, colleague: sam } = await tenantWith('Sam Security');
    const target = { _id: admin.login.user._id };
    expect(
      (await call(admin, 'v2/admin/max_user/change_role', { _id: sam.login.user._id, role: 'security' })).code,
    ).toBe(200);
    // Sam, lowered, still gets the administrator's `secret` answered as is rather than "too low".
    expect(
      (await call(admin, 'v2/admin/max_user/set_clearance', { _id: sam.login.user._id, level: 'internal' })).code,
    ).toBe(200);
    const asIs = await call(sam, 'v2/admin/max_user/set_clearance', { ...target, level: 'secret' });
    expect(asIs.msg).toEqual({ ...target, clearance: 'secret' });
    expect((await call(sam, 'v2/admin/max_user/change_role', { ...target, role: 'admin' })).code).toBe(
      ErrorCode.ADMIN_IMMUTABLE,
    );
    expect((await call(sam, 'v2/admin/max_user/change_role', { _id: sam.login.user._id, role: 'security' })).code).toBe(
      ErrorCode.OWN_ROLE_IMMUTABLE,
    );
  });

  it('a department may hold anyone, the administrator included, but nobody moves themselves', async () => {
    const { admin, colleague: sam } = await tenantWith('Sam Security');
    expect(
      (await call(admin, 'v2/admin/max_user/change_role', { _id: sam.login.user._id, role: 'security' })).code,
    ).toBe(200);
    const sales = (await call<DepartmentView>(admin, 'v2/admin/department/add', { name: 'Sales' })).msg;
    const target = { _id: admin.login.user._id, department_id: sales._id };
    expect((await call(admin, 'v2/admin/max_user/set_department', target)).code).toBe(ErrorCode.OWN_ROLE_IMMUTABLE);
    expect((await call(sam, 'v2/admin/max_user/set_department', target)).msg).toEqual(target);
    const members = await call<Paged<TenantUser>>(admin, 'v2/admin/max_user/list', {});
    expect(members.msg.list.find((u) => u.name === 'Ada Admin')?.department_id).toBe(sales._id);
    const stranger = await registerUser({ name: 'Other Admin' });
    expect(
      (await call(stranger, 'v2/admin/max_user/set_department', { _id: admin.login.user._id, department_id: '' })).code,
    ).toBe(ErrorCode.USER_NOT_FOUND);
  });
});
