import { describe, expect, it } from 'vitest';
import type { Paged } from '../../shared/acts/admin.js';
import type { AuditEntry } from '../../shared/acts/audit.js';
import type { ShareInfo } from '../../shared/acts/link-share.js';
import type { MyGrants, RoleView } from '../../shared/acts/roles.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { LIMITS } from '../../shared/limits.js';
import { registerUser, rpc, type Answer, type Registered } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';

/** Calls an act as `user` in `owner`'s tenant (the first corp of the owner). */
function inTenantOf<T = unknown>(owner: Registered, user: Registered, act: string, args: Record<string, unknown> = {}) {
  const family = String(act.split('/')[1]);
  return rpc<T>(family, act, { auth: user.login.auth, corp_id: owner.login.corp[0]?._id, ...args });
}

async function tenantWithMember(): Promise<{ admin: Registered; member: Registered }> {
  const admin = await registerUser({ name: 'Ada Admin' });
  const member = await joinTenantOf(admin, await registerUser({ name: 'Max Member' }));
  return { admin, member };
}

async function addRole(admin: Registered, name: string, permissions: string[]): Promise<Answer<RoleView>> {
  return inTenantOf<RoleView>(admin, admin, 'v2/admin/role/add', { name, permissions });
}

async function firstGroupIn(owner: Registered, user: Registered): Promise<string> {
  const groups = await inTenantOf<ScreenGroup[]>(owner, user, 'v1/group/list');
  return String(groups.msg[0]?._id);
}

describe('roles and function permissions', () => {
  it('lists the built-in roles with who holds them, and refuses plain members', async () => {
    const { admin, member } = await tenantWithMember();
    const roles = await inTenantOf<RoleView[]>(admin, admin, 'v2/admin/role/list');
    expect(roles.code).toBe(200);
    expect(roles.msg.map((r) => [r._id, r.builtin, r.members])).toEqual([
      ['admin', 1, 1],
      ['security', 1, 0],
      ['auditor', 1, 0],
      ['member', 1, 1],
    ]);
    expect((await inTenantOf(admin, member, 'v2/admin/role/list')).code).toBe(ErrorCode.FUNCTION_PERMISSION_DENIED);
    expect((await inTenantOf(admin, member, 'v2/admin/max_user/list')).code).toBe(ErrorCode.FUNCTION_PERMISSION_DENIED);
  });

  it('a member whose role lacks "share by link" is refused, and gets it back the moment the role has it', async () => {
    const { admin, member } = await tenantWithMember();
    const viewer = await addRole(admin, 'Viewer', ['screen_create']);
    expect(viewer.code).toBe(200);
    expect(viewer.msg).toMatchObject({ name: 'Viewer', builtin: 0, permissions: ['screen_create'], members: 0 });

    const group = await firstGroupIn(admin, member);
    const screen = await inTenantOf<{ _id: string }>(admin, member, 'v1/screen/add', {
      group_id: group,
      name: 'Sales',
      template: 'blank',
    });
    expect(screen.code).toBe(200);

    const changed = await inTenantOf(admin, admin, 'v2/admin/max_user/change_role', {
      _id: member.login.user._id,
      role: viewer.msg._id,
    });
    expect(changed).toMatchObject({ code: 200, msg: { role: viewer.msg._id } });

    const grants = await inTenantOf<MyGrants>(admin, member, 'v1/user/grants');
    expect(grants.msg).toEqual({ role: viewer.msg._id, permissions: ['screen_create'], manage_roles: 0, is_admin: 0 });
    // Refused without a new sign-in, and nothing was shared.
    const refused = await inTenantOf(admin, member, 'v1/screen/link_share_add', { _id: screen.msg._id });
    expect(refused.code).toBe(ErrorCode.FUNCTION_PERMISSION_DENIED);
    const info = await inTenantOf<ShareInfo>(admin, member, 'v1/screen/link_share_info', { _id: screen.msg._id });
    expect(info.msg).toMatchObject({ state: 'off', token: '' });
    // Reading still works, and so does what the role grants.
    expect((await inTenantOf(admin, member, 'v1/screen/get', { _id: screen.msg._id })).code).toBe(200);
    expect((await inTenantOf(admin, member, 'v1/worksheet/group_add', { name: 'Sales files' })).code).toBe(
      ErrorCode.FUNCTION_PERMISSION_DENIED,
    );

    const edited = await inTenantOf<RoleView>(admin, admin, 'v2/admin/role/change', {
      _id: viewer.msg._id,
      name: 'Viewer',
      permissions: ['share_link', 'screen_create'],
    });
    expect(edited.msg.permissions).toEqual(['screen_create', 'share_link']);
    expect((await inTenantOf(admin, member, 'v1/screen/link_share_add', { _id: screen.msg._id })).code).toBe(200);

    // Each refusal and each role change is on the audit log.
    const log = await inTenantOf<Paged<AuditEntry>>(admin, admin, 'v2/admin/audit/list', { pageSize: 200 });
    const rows = log.msg.list.map((e) => [e.action, e.actor_id, e.detail]);
    expect(rows).toContainEqual(['permission_denied', member.login.user._id, 'v1/screen/link_share_add']);
    expect(rows).toContainEqual(['permission_denied', member.login.user._id, 'v1/worksheet/group_add']);
    expect(rows).toContainEqual(['role_change', admin.login.user._id, `member->${viewer.msg._id}`]);
    expect(rows).toContainEqual(['role_edit', admin.login.user._id, 'screen_create share_link']);
  });

  it('tells a member what their role lets them do with screens, as the acts then decide', async () => {
    const { admin, member } = await tenantWithMember();
    const group = await firstGroupIn(admin, member);
    const screen = await inTenantOf<{ _id: string }>(admin, member, 'v1/screen/add', {
      group_id: group,
      name: 'Lobby',
      template: 'blank',
    });
    const ask = async () => ({
      create: (await inTenantOf<{ has: boolean }>(admin, member, 'v1/screen/has_create')).msg.has,
      deploy: (
        await inTenantOf<{ deploy: boolean }>(admin, member, 'v1/screen/deploy_permission', {
          _id: screen.msg._id,
        })
      ).msg.deploy,
      publish: (await inTenantOf(admin, member, 'v1/screen/version_add', { _id: screen.msg._id, name: 'v' })).code,
    });
    // The built-in member role grants both.
    expect(await ask()).toMatchObject({ create: true, deploy: true, publish: 200 });

    const reader = await addRole(admin, 'Reader', ['share_link']);
    await inTenantOf(admin, admin, 'v2/admin/max_user/change_role', {
      _id: member.login.user._id,
      role: reader.msg._id,
    });
    expect(await ask()).toEqual({ create: false, deploy: false, publish: ErrorCode.FUNCTION_PERMISSION_DENIED });
    const refused = await inTenantOf(admin, member, 'v1/screen/add', {
      group_id: group,
      name: 'More',
      template: 'blank',
    });
    expect(refused.code).toBe(ErrorCode.FUNCTION_PERMISSION_DENIED);

    // On a colleague's screen the member may not publish whatever the role grants.
    const theirs = await inTenantOf<{ _id: string }>(admin, admin, 'v1/screen/add', {
      group_id: await firstGroupIn(admin, admin),
      name: 'Board',
      template: 'blank',
    });
    await inTenantOf(admin, admin, 'v1/screen/add_edit_user', {
      _id: theirs.msg._id,
      user_id: member.login.user._id,
      permission: 'edit',
    });
    await inTenantOf(admin, admin, 'v2/admin/max_user/change_role', { _id: member.login.user._id, role: 'member' });
    const onTheirs = await inTenantOf<{ deploy: boolean }>(admin, member, 'v1/screen/deploy_permission', {
      _id: theirs.msg._id,
    });
    expect(onTheirs.msg.deploy).toBe(false);
  });

  it('nobody changes their own role, the unique administrator is neither changed nor made', async () => {
    const { admin, member } = await tenantWithMember();
    const own = await inTenantOf(admin, admin, 'v2/admin/max_user/change_role', {
      _id: admin.login.user._id,
      role: 'member',
    });
    expect(own.code).toBe(ErrorCode.OWN_ROLE_IMMUTABLE);
    const promote = await inTenantOf(admin, admin, 'v2/admin/max_user/change_role', {
      _id: member.login.user._id,
      role: 'admin',
    });
    expect(promote.code).toBe(ErrorCode.ADMIN_IMMUTABLE);

    // A security administrator manages roles, but cannot touch the administrator nor themselves.
    await inTenantOf(admin, admin, 'v2/admin/max_user/change_role', { _id: member.login.user._id, role: 'security' });
    const demote = await inTenantOf(admin, member, 'v2/admin/max_user/change_role', {
      _id: admin.login.user._id,
      role: 'member',
    });
    expect(demote.code).toBe(ErrorCode.ADMIN_IMMUTABLE);
    const self = await inTenantOf(admin, member, 'v2/admin/max_user/change_role', {
      _id: member.login.user._id,
      role: 'auditor',
    });
    expect(self.code).toBe(ErrorCode.OWN_ROLE_IMMUTABLE);
    expect((await inTenantOf<RoleView[]>(admin, member, 'v2/admin/role/list')).code).toBe(200);
    // …and holds no creator permission.
    const group = await firstGroupIn(admin, member);
    const add = await inTenantOf(admin, member, 'v1/screen/add', { group_id: group, name: 'X', template: 'blank' });
    expect(add.code).toBe(ErrorCode.FUNCTION_PERMISSION_DENIED);
  });

  it('role names are unique per tenant, built-ins are fixed, and a held role cannot be removed', async () => {
    const { admin, member } = await tenantWithMember();
    const editors = await addRole(admin, 'Editors', ['screen_create', 'screen_publish']);
    expect((await addRole(admin, ' editors ', [])).code).toBe(ErrorCode.ROLE_NAME_DUPLICATE);
    expect((await addRole(admin, 'Bad', ['fly'])).code).toBe(ErrorCode.ROLE_PERMISSION_FAILED);
    expect((await addRole(admin, 'Twice', ['share_link', 'share_link'])).code).toBe(ErrorCode.ROLE_PERMISSION_FAILED);
    for (const builtin of ['admin', 'member']) {
      const change = await inTenantOf(admin, admin, 'v2/admin/role/change', {
        _id: builtin,
        name: 'Mine',
        permissions: [],
      });
      expect(change.code).toBe(ErrorCode.ROLE_BUILTIN_IMMUTABLE);
      expect((await inTenantOf(admin, admin, 'v2/admin/role/remove', { _id: builtin })).code).toBe(
        ErrorCode.ROLE_BUILTIN_IMMUTABLE,
      );
    }
    await inTenantOf(admin, admin, 'v2/admin/max_user/change_role', {
      _id: member.login.user._id,
      role: editors.msg._id,
    });
    expect((await inTenantOf(admin, admin, 'v2/admin/role/remove', { _id: editors.msg._id })).code).toBe(
      ErrorCode.ROLE_IN_USE,
    );
    await inTenantOf(admin, admin, 'v2/admin/max_user/change_role', { _id: member.login.user._id, role: 'member' });
    expect((await inTenantOf(admin, admin, 'v2/admin/role/remove', { _id: editors.msg._id })).code).toBe(200);
    // The name is free again.
    expect((await addRole(admin, 'Editors', [])).code).toBe(200);
  });

  it('another tenant’s administrator reaches neither our members nor our roles', async () => {
    const { admin, member } = await tenantWithMember();
    const ours = await addRole(admin, 'Ours', []);
    const stranger = await registerUser();
    const change = await inTenantOf(stranger, stranger, 'v2/admin/max_user/change_role', {
      _id: member.login.user._id,
      role: 'auditor',
    });
    expect(change.code).toBe(ErrorCode.USER_NOT_FOUND);
    const theirs = await inTenantOf(stranger, stranger, 'v2/admin/role/change', {
      _id: ours.msg._id,
      name: 'Taken',
      permissions: ['share_link'],
    });
    expect(theirs.code).toBe(ErrorCode.ROLE_NOT_FOUND);
    // Naming our tenant in corp_id is refused outright.
    expect((await inTenantOf(admin, stranger, 'v2/admin/role/list')).code).toBe(ErrorCode.TENANT_INVALID);
    const strangerMember = await joinTenantOf(stranger, await registerUser());
    const foreignRole = await inTenantOf(stranger, stranger, 'v2/admin/max_user/change_role', {
      _id: strangerMember.login.user._id,
      role: ours.msg._id,
    });
    expect(foreignRole.code).toBe(ErrorCode.ROLE_NOT_FOUND);
  });

  it('parallel adds never pass the limit of custom roles', async () => {
    const admin = await registerUser();
    for (let i = 0; i < LIMITS.customRolesMax - 2; i++) expect((await addRole(admin, `Role ${i}`, [])).code).toBe(200);
    const racing = await Promise.all(Array.from({ length: 6 }, (_, i) => addRole(admin, `Racer ${i}`, [])));
    expect(racing.filter((r) => r.code === 200)).toHaveLength(2);
    expect(racing.filter((r) => r.code === ErrorCode.ROLES_FULL)).toHaveLength(4);
    const roles = await inTenantOf<RoleView[]>(admin, admin, 'v2/admin/role/list');
    expect(roles.msg.filter((r) => r.builtin === 0)).toHaveLength(LIMITS.customRolesMax);
  });

  it('a role removed while it is being given away ends either given or removed, never both', async () => {
    const { admin, member } = await tenantWithMember();
    for (let round = 0; round < 5; round++) {
      const role = await addRole(admin, `Race ${round}`, ['share_link']);
      const [given, removed] = await Promise.all([
        inTenantOf(admin, admin, 'v2/admin/max_user/change_role', { _id: member.login.user._id, role: role.msg._id }),
        inTenantOf(admin, admin, 'v2/admin/role/remove', { _id: role.msg._id }),
      ]);
      const roles = await inTenantOf<RoleView[]>(admin, admin, 'v2/admin/role/list');
      const still = roles.msg.find((r) => r._id === role.msg._id);
      if (given.code === 200) {
        expect(removed.code).toBe(ErrorCode.ROLE_IN_USE);
        expect(still?.members).toBe(1);
      } else {
        expect([given.code, removed.code]).toEqual([ErrorCode.ROLE_NOT_FOUND, 200]);
        expect(still).toBeUndefined();
      }
      await inTenantOf(admin, admin, 'v2/admin/max_user/change_role', { _id: member.login.user._id, role: 'member' });
    }
  });
});
