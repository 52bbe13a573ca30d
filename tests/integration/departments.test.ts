import { describe, expect, it } from 'vitest';
import type { Paged, TenantUser } from '../../shared/acts/admin.js';
import type { AuditEntry } from '../../shared/acts/audit.js';
import type { ApiDetail, ApiGroup, ApiSummary } from '../../shared/acts/data-api.js';
import type { DepartmentApi, DepartmentView } from '../../shared/acts/departments.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { LIMITS } from '../../shared/limits.js';
import { registerUser, rpc, type Answer, type Registered } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';

/** Calls an act as `user` in `owner`'s tenant (the first corp of the owner). */
function inTenantOf<T = unknown>(owner: Registered, user: Registered, act: string, args: Record<string, unknown> = {}) {
  const family = String(act.split('/')[1]);
  return rpc<T>(family, act, { auth: user.login.auth, corp_id: owner.login.corp[0]?._id, ...args });
}

function addDepartment(admin: Registered, name: string): Promise<Answer<DepartmentView>> {
  return inTenantOf<DepartmentView>(admin, admin, 'v2/admin/department/add', { name });
}

async function departments(admin: Registered): Promise<DepartmentView[]> {
  return (await inTenantOf<DepartmentView[]>(admin, admin, 'v2/admin/department/list')).msg;
}

let seq = 0;
/** A proxy data API made by `user` (adding it contacts nothing). */
async function addApi(owner: Registered, user: Registered, label: string): Promise<ApiDetail> {
  seq += 1;
  const name = `${label}${Date.now().toString(36)}${seq}`;
  const added = await inTenantOf<ApiDetail>(owner, user, 'v1/api/add', {
    definition: { name, path: name, type: 'proxy', http: { url: 'https://example.com/x' } },
  });
  expect(added.code).toBe(200);
  return added.msg;
}

function setDepartment(admin: Registered, user: Registered, departmentId: string) {
  return inTenantOf(admin, admin, 'v2/admin/max_user/set_department', {
    _id: user.login.user._id,
    department_id: departmentId,
  });
}

function setApi(admin: Registered, apiId: string, departmentId: string) {
  return inTenantOf(admin, admin, 'v2/admin/department/set_api', { _id: apiId, department_id: departmentId });
}

async function apiIdsSeenBy(owner: Registered, user: Registered): Promise<string[]> {
  const list = await inTenantOf<ApiSummary[]>(owner, user, 'v1/api/list', { group_id: '', keyword: '' });
  expect(list.code).toBe(200);
  return list.msg.map((api) => api._id);
}

describe('departments', () => {
  it('adds, renames and removes departments; names are unique ignoring case; audit records each', async () => {
    const admin = await registerUser({ name: 'Ada Admin' });
    const sales = await addDepartment(admin, 'Sales');
    expect(sales.code).toBe(200);
    expect(sales.msg).toMatchObject({ name: 'Sales', members: 0, apis: 0 });
    expect((await addDepartment(admin, '  sales ')).code).toBe(ErrorCode.DEPARTMENT_NAME_DUPLICATE);
    expect((await addDepartment(admin, '')).code).toBe(ErrorCode.NAME_INVALID);
    const ops = await addDepartment(admin, 'Operations');
    expect((await departments(admin)).map((d) => d.name)).toEqual(['Sales', 'Operations']);

    const renamedToTaken = await inTenantOf(admin, admin, 'v2/admin/department/change', {
      _id: ops.msg._id,
      name: 'SALES',
    });
    expect(renamedToTaken.code).toBe(ErrorCode.DEPARTMENT_NAME_DUPLICATE);
    const renamed = await inTenantOf<DepartmentView>(admin, admin, 'v2/admin/department/change', {
      _id: ops.msg._id,
      name: 'Logistics',
    });
    expect(renamed.msg).toMatchObject({ _id: ops.msg._id, name: 'Logistics' });
    // The old name is free again.
    expect((await addDepartment(admin, 'operations')).code).toBe(200);

    expect((await inTenantOf(admin, admin, 'v2/admin/department/remove', { _id: sales.msg._id })).code).toBe(200);
    expect((await departments(admin)).map((d) => d.name)).toEqual(['Logistics', 'operations']);
    expect((await inTenantOf(admin, admin, 'v2/admin/department/remove', { _id: sales.msg._id })).code).toBe(
      ErrorCode.DEPARTMENT_NOT_FOUND,
    );
    expect((await addDepartment(admin, 'Sales')).code).toBe(200);

    const log = await inTenantOf<Paged<AuditEntry>>(admin, admin, 'v2/admin/audit/list', { pageSize: 200 });
    const rows = log.msg.list.map((e) => [e.action, e.target]);
    expect(rows).toContainEqual(['department_add', 'Sales']);
    expect(rows).toContainEqual(['department_edit', 'Logistics']);
    expect(rows).toContainEqual(['department_remove', 'Sales']);
  });

  it('a department holding members or APIs cannot be removed; members and APIs are counted', async () => {
    const admin = await registerUser();
    const member = await joinTenantOf(admin, await registerUser({ name: 'Mia Member' }));
    const dept = (await addDepartment(admin, 'Finance')).msg;
    expect((await setDepartment(admin, member, dept._id)).code).toBe(200);
    const api = await addApi(admin, admin, 'fin');
    expect((await setApi(admin, api._id, dept._id)).code).toBe(200);
    expect((await departments(admin))[0]).toMatchObject({ members: 1, apis: 1 });

    const users = await inTenantOf<Paged<TenantUser>>(admin, admin, 'v2/admin/max_user/list', { pageSize: 200 });
    expect(users.msg.list.find((u) => u._id === member.login.user._id)?.department_id).toBe(dept._id);
    const apis = await inTenantOf<DepartmentApi[]>(admin, admin, 'v2/admin/department/api_list');
    expect(apis.msg.find((a) => a._id === api._id)?.department_id).toBe(dept._id);

    const remove = () => inTenantOf(admin, admin, 'v2/admin/department/remove', { _id: dept._id });
    expect((await remove()).code).toBe(ErrorCode.DEPARTMENT_IN_USE);
    expect((await setDepartment(admin, member, '')).code).toBe(200);
    expect((await remove()).code).toBe(ErrorCode.DEPARTMENT_IN_USE);
    // Removing the API itself counts it out of its department.
    expect((await inTenantOf(admin, admin, 'v1/api/remove', { _id: api._id })).code).toBe(200);
    expect((await departments(admin))[0]).toMatchObject({ members: 0, apis: 0 });
    expect((await remove()).code).toBe(200);

    // A member removed from the tenant leaves the department's count too.
    const other = (await addDepartment(admin, 'Other')).msg;
    await setDepartment(admin, member, other._id);
    expect((await inTenantOf(admin, admin, 'v2/admin/max_user/remove', { user_id: member.login.user._id })).code).toBe(
      200,
    );
    expect((await departments(admin))[0]).toMatchObject({ name: 'Other', members: 0 });
    expect((await inTenantOf(admin, admin, 'v2/admin/department/remove', { _id: other._id })).code).toBe(200);
  });

  it("a member of department A sees and reads A's API, not B's; the rest of the tenant sees neither", async () => {
    const admin = await registerUser();
    const alice = await joinTenantOf(admin, await registerUser({ name: 'Alice A' }));
    const bob = await joinTenantOf(admin, await registerUser({ name: 'Bob B' }));
    const carol = await joinTenantOf(admin, await registerUser({ name: 'Carol' }));
    const a = (await addDepartment(admin, 'Dept A')).msg;
    const b = (await addDepartment(admin, 'Dept B')).msg;
    await setDepartment(admin, alice, a._id);
    await setDepartment(admin, bob, b._id);

    const apiA = await addApi(admin, admin, 'alpha');
    const apiB = await addApi(admin, admin, 'beta');
    const open = await addApi(admin, admin, 'open');
    const carols = await addApi(admin, carol, 'carol');
    await setApi(admin, apiA._id, a._id);
    await setApi(admin, apiB._id, b._id);
    // Carol's own API stays hers to see even once it is in department A.
    await setApi(admin, carols._id, a._id);

    const seenByAlice = await apiIdsSeenBy(admin, alice);
    expect(seenByAlice).toEqual(expect.arrayContaining([apiA._id, open._id, carols._id]));
    expect(seenByAlice).not.toContain(apiB._id);
    const got = await inTenantOf<ApiDetail>(admin, alice, 'v1/api/get', { _id: apiA._id });
    expect(got.msg).toMatchObject({ _id: apiA._id, department_id: a._id });
    expect((await inTenantOf(admin, alice, 'v1/api/get', { _id: apiB._id })).code).toBe(ErrorCode.API_NOT_FOUND);
    expect((await inTenantOf(admin, alice, 'v1/api/run', { _id: apiB._id, values: {} })).code).toBe(
      ErrorCode.API_NOT_FOUND,
    );
    // Read-only: a department member may not change the API.
    const change = await inTenantOf(admin, alice, 'v1/api/remove', { _id: apiA._id });
    expect(change.code).toBe(ErrorCode.PERMISSION_DENIED);

    const seenByCarol = await apiIdsSeenBy(admin, carol);
    expect(seenByCarol).toEqual(expect.arrayContaining([open._id, carols._id]));
    expect(seenByCarol).not.toContain(apiA._id);
    expect(seenByCarol).not.toContain(apiB._id);
    // The group counts are of what the caller sees.
    const groups = await inTenantOf<ApiGroup[]>(admin, carol, 'v1/api/group_list');
    expect(groups.msg[0]?.count).toBe(2);

    // Moving Bob to A shows him A's API from his next act.
    await setDepartment(admin, bob, a._id);
    expect(await apiIdsSeenBy(admin, bob)).toContain(apiA._id);
    expect(await apiIdsSeenBy(admin, bob)).not.toContain(apiB._id);
    // The administrator sees every API.
    expect(await apiIdsSeenBy(admin, admin)).toEqual(
      expect.arrayContaining([apiA._id, apiB._id, open._id, carols._id]),
    );
  });

  it("another tenant's administrator reaches nothing, and a plain member is refused", async () => {
    const admin = await registerUser();
    const member = await joinTenantOf(admin, await registerUser());
    const dept = (await addDepartment(admin, 'Private')).msg;
    const api = await addApi(admin, admin, 'priv');
    const stranger = await registerUser();

    // The stranger acts in their own tenant: our ids are not there.
    const ownDept = (await addDepartment(stranger, 'Theirs')).msg;
    expect((await inTenantOf(stranger, stranger, 'v2/admin/department/remove', { _id: dept._id })).code).toBe(
      ErrorCode.DEPARTMENT_NOT_FOUND,
    );
    expect(
      (await inTenantOf(stranger, stranger, 'v2/admin/department/change', { _id: dept._id, name: 'Mine' })).code,
    ).toBe(ErrorCode.DEPARTMENT_NOT_FOUND);
    expect((await setDepartment(stranger, member, ownDept._id)).code).toBe(ErrorCode.USER_NOT_FOUND);
    expect((await setApi(stranger, api._id, ownDept._id)).code).toBe(ErrorCode.API_NOT_FOUND);
    // Nor can our administrator place our member into their department.
    expect((await setDepartment(admin, member, ownDept._id)).code).toBe(ErrorCode.DEPARTMENT_NOT_FOUND);
    expect((await setApi(admin, api._id, ownDept._id)).code).toBe(ErrorCode.DEPARTMENT_NOT_FOUND);
    // Naming our tenant does not help the stranger either.
    expect((await inTenantOf(admin, stranger, 'v2/admin/department/list')).code).not.toBe(200);
    expect((await departments(stranger)).map((d) => d.name)).toEqual(['Theirs']);

    for (const [act, args] of [
      ['v2/admin/department/list', {}],
      ['v2/admin/department/add', { name: 'Mine' }],
      ['v2/admin/department/remove', { _id: dept._id }],
      ['v2/admin/department/api_list', {}],
      ['v2/admin/department/set_api', { _id: api._id, department_id: dept._id }],
      ['v2/admin/max_user/set_department', { _id: member.login.user._id, department_id: dept._id }],
    ] as const) {
      expect((await inTenantOf(admin, member, act, args)).code, act).toBe(ErrorCode.FUNCTION_PERMISSION_DENIED);
    }
    expect((await departments(admin))[0]).toMatchObject({ name: 'Private', members: 0, apis: 0 });
  });

  it('parallel adds never pass the limit of departments', async () => {
    const admin = await registerUser();
    for (let i = 0; i < LIMITS.departmentsMax - 2; i++)
      expect((await addDepartment(admin, `Dept ${i}`)).code).toBe(200);
    const racing = await Promise.all(Array.from({ length: 6 }, (_, i) => addDepartment(admin, `Racer ${i}`)));
    expect(racing.filter((r) => r.code === 200)).toHaveLength(2);
    expect(racing.filter((r) => r.code === ErrorCode.DEPARTMENTS_FULL)).toHaveLength(4);
    expect(await departments(admin)).toHaveLength(LIMITS.departmentsMax);
  });

  it('a department removed while a member is moved into it ends either holding them or gone, never both', async () => {
    const admin = await registerUser();
    const member = await joinTenantOf(admin, await registerUser());
    for (let round = 0; round < 4; round++) {
      const dept = (await addDepartment(admin, `Race ${round}`)).msg;
      const [moved, removed] = await Promise.all([
        setDepartment(admin, member, dept._id),
        inTenantOf(admin, admin, 'v2/admin/department/remove', { _id: dept._id }),
      ]);
      const still = (await departments(admin)).find((d) => d._id === dept._id);
      if (moved.code === 200) {
        expect(removed.code).toBe(ErrorCode.DEPARTMENT_IN_USE);
        expect(still?.members).toBe(1);
        await setDepartment(admin, member, '');
        await inTenantOf(admin, admin, 'v2/admin/department/remove', { _id: dept._id });
      } else {
        expect([moved.code, removed.code]).toEqual([ErrorCode.DEPARTMENT_NOT_FOUND, 200]);
        expect(still).toBeUndefined();
      }
    }
  });
});
