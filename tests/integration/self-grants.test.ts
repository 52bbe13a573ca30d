import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/acts/audit.js';
import type { Paged } from '../../shared/acts/admin.js';
import type { DepartmentView } from '../../shared/acts/departments.js';
import type { TeamView } from '../../shared/acts/teams.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { callAs as call, registerUser, type Registered } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';

/**
 * A role manager never grants themselves data, nor silences the auditor (docs/permissions.md#roles):
 * nobody changes their own teams or department, and only the tenant's administrator gives or takes
 * the security and audit administrators' roles. Through the real handlers and the local gateway.
 */
async function colleagueOf(admin: Registered, name: string): Promise<Registered> {
  const joined = await joinTenantOf(admin, await registerUser({ name }));
  return { ...joined, login: { ...joined.login, corp: admin.login.corp } };
}

async function threeRoles() {
  const admin = await registerUser({ name: 'Ada Admin' });
  const sam = await colleagueOf(admin, 'Sam Security');
  const aud = await colleagueOf(admin, 'Aud Auditor');
  const max = await colleagueOf(admin, 'Max Member');
  for (const [user, role] of [
    [sam, 'security'],
    [aud, 'auditor'],
  ] as const)
    expect((await call(admin, 'v2/admin/max_user/change_role', { _id: user.login.user._id, role })).code).toBe(200);
  return { admin, sam, aud, max };
}

const roleOf = (admin: Registered, user: Registered) =>
  call<Paged<{ _id: string; role: string }>>(admin, 'v2/admin/max_user/list', { pageSize: 200 }).then(
    (page) => page.msg.list.find((row) => row._id === user.login.user._id)?.role,
  );

describe('nobody grants themselves data', () => {
  it('a security administrator cannot put themselves in a team or take themselves out', async () => {
    const { admin, sam, max } = await threeRoles();
    const team = (await call<TeamView>(sam, 'v2/admin/team/add', { name: 'Finance' })).msg;
    const own = { _id: team._id, user_id: sam.login.user._id };
    expect((await call(sam, 'v2/admin/team/add_member', own)).code).toBe(ErrorCode.OWN_ROLE_IMMUTABLE);
    expect((await call(admin, 'v2/admin/team/members', { _id: team._id })).msg).toEqual([]);
    // Someone else may put them in; they still cannot take themselves out.
    expect((await call(admin, 'v2/admin/team/add_member', own)).code).toBe(200);
    expect((await call(sam, 'v2/admin/team/remove_member', own)).code).toBe(ErrorCode.OWN_ROLE_IMMUTABLE);
    // Others they manage as before.
    expect((await call(sam, 'v2/admin/team/add_member', { _id: team._id, user_id: max.login.user._id })).code).toBe(
      200,
    );
    // The administrator neither.
    const admins = { _id: team._id, user_id: admin.login.user._id };
    expect((await call(admin, 'v2/admin/team/add_member', admins)).code).toBe(ErrorCode.OWN_ROLE_IMMUTABLE);
  });

  it('nobody moves themselves into a department; the administrator may still be placed by another', async () => {
    const { admin, sam, max } = await threeRoles();
    const sales = (await call<DepartmentView>(sam, 'v2/admin/department/add', { name: 'Sales' })).msg;
    for (const user of [sam, admin])
      expect(
        (await call(user, 'v2/admin/max_user/set_department', { _id: user.login.user._id, department_id: sales._id }))
          .code,
      ).toBe(ErrorCode.OWN_ROLE_IMMUTABLE);
    expect(
      (await call(sam, 'v2/admin/max_user/set_department', { _id: admin.login.user._id, department_id: sales._id }))
        .code,
    ).toBe(200);
    expect(
      (await call(sam, 'v2/admin/max_user/set_department', { _id: max.login.user._id, department_id: sales._id })).code,
    ).toBe(200);
    const departments = await call<DepartmentView[]>(admin, 'v2/admin/department/list', {});
    expect(departments.msg.find((d) => d._id === sales._id)?.members).toBe(2);
  });
});

describe('only the administrator gives or takes the security and audit roles', () => {
  it('a security administrator cannot demote the auditor, nor make another security or audit administrator', async () => {
    const { admin, sam, aud, max } = await threeRoles();
    const attempts: [Registered, string][] = [
      [aud, 'member'],
      [aud, 'security'],
      [max, 'security'],
      [max, 'auditor'],
    ];
    for (const [user, role] of attempts)
      expect([
        role,
        (await call(sam, 'v2/admin/max_user/change_role', { _id: user.login.user._id, role })).code,
      ]).toEqual([role, ErrorCode.FUNCTION_PERMISSION_DENIED]);
    expect(await roleOf(admin, aud)).toBe('auditor');
    expect(await roleOf(admin, max)).toBe('member');
    // What the auditor reads: the attempt is on the log.
    const log = await call<Paged<AuditEntry>>(aud, 'v2/admin/audit/list', { action: 'permission_denied' });
    expect(log.code).toBe(200);
    expect(log.msg.list.filter((entry) => entry.detail === 'v2/admin/max_user/change_role').length).toBe(4);
    // The security administrator still manages everyone else's role, and the administrator these ones.
    expect((await call(admin, 'v2/admin/max_user/change_role', { _id: aud.login.user._id, role: 'member' })).code).toBe(
      200,
    );
    const viewers = await call<{ _id: string }>(sam, 'v2/admin/role/add', { name: 'Viewers', permissions: [] });
    expect(
      (await call(sam, 'v2/admin/max_user/change_role', { _id: aud.login.user._id, role: viewers.msg._id })).code,
    ).toBe(200);
    expect((await call(admin, 'v2/admin/max_user/change_role', { _id: sam.login.user._id, role: 'member' })).code).toBe(
      200,
    );
  });
});
