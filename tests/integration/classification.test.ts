import { describe, expect, it } from 'vitest';
import type { Paged, TenantUser } from '../../shared/acts/admin.js';
import type { AuditEntry } from '../../shared/acts/audit.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { callAs as call, type Registered, registerUser } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';

/** Classification management (docs/permissions.md#classification), through the real gateway. */

/** An administrator with a secret screen shared three ways, and colleagues of the same tenant. */
async function tenant(...names: string[]) {
  const admin = await registerUser({ name: 'Ada Admin' });
  const [group] = (await call<ScreenGroup[]>(admin, 'v1/group/list')).msg;
  const add = (name: string) =>
    call<ScreenSummary>(admin, 'v1/screen/add', { group_id: group?._id, name, template: 'blank' });
  const secret = (await add('Secret wall')).msg;
  const internal = (await add('Internal wall')).msg;
  expect((await call(admin, 'v1/screen/save_security_level', { _id: secret._id, level: 'secret' })).code).toBe(200);
  expect((await call(admin, 'v1/screen/save_security_level', { _id: internal._id, level: 'internal' })).code).toBe(200);
  const colleagues: Registered[] = [];
  for (const name of names) {
    const joined = await joinTenantOf(admin, await registerUser({ name }));
    colleagues.push({ ...joined, login: { ...joined.login, corp: admin.login.corp } });
  }
  return { admin, secret, internal, colleagues };
}

const idsListed = async (user: Registered) =>
  (await call<{ list: ScreenSummary[] }>(user, 'v1/screen/list', { group_id: 'shared' })).msg.list.map((s) => s._id);

const setClearance = (who: Registered, target: Registered, level: string) =>
  call<{ _id: string; clearance: string }>(who, 'v2/admin/max_user/set_clearance', {
    _id: target.login.user._id,
    level,
  });

describe('classification', () => {
  it('everybody is secret by default and sees every screen shared with them; the list shows clearances', async () => {
    const { admin, secret, internal, colleagues } = await tenant('Rita Reader');
    const [rita] = colleagues as [Registered];
    await call(admin, 'v1/screen/add_edit_user', { _id: secret._id, user_id: rita.login.user._id, permission: 'read' });
    await call(admin, 'v1/screen/save_screen_system_share', { _id: internal._id, share: true });
    expect((await idsListed(rita)).sort()).toEqual([secret._id, internal._id].sort());
    expect((await call(rita, 'v1/screen/get', { _id: secret._id })).code).toBe(200);

    const members = await call<Paged<TenantUser>>(admin, 'v2/admin/max_user/list', {});
    expect(members.msg.list.map((u) => [u.name, u.clearance]).sort()).toEqual([
      ['Ada Admin', 'secret'],
      ['Rita Reader', 'secret'],
    ]);
  });

  it('a member lowered to internal loses the secret screens shared with them, at once; the owner keeps theirs', async () => {
    const { admin, secret, internal, colleagues } = await tenant('Rita Reader', 'Eddie Editor');
    const [rita, eddie] = colleagues as [Registered, Registered];
    await call(admin, 'v1/screen/add_edit_user', { _id: secret._id, user_id: rita.login.user._id, permission: 'read' });
    await call(admin, 'v1/screen/add_edit_user', {
      _id: secret._id,
      user_id: eddie.login.user._id,
      permission: 'edit',
    });
    await call(admin, 'v1/screen/save_screen_system_share', { _id: secret._id, share: true });
    await call(admin, 'v1/screen/save_screen_system_share', { _id: internal._id, share: true });

    const lowered = await setClearance(admin, rita, 'internal');
    expect(lowered).toMatchObject({ code: 200, msg: { _id: rita.login.user._id, clearance: 'internal' } });
    expect((await setClearance(admin, eddie, 'internal')).code).toBe(200);

    // Hidden from the list (account share and system share alike), refused on opening and previewing.
    expect(await idsListed(rita)).toEqual([internal._id]);
    expect((await call(rita, 'v1/screen/get', { _id: secret._id })).code).toBe(ErrorCode.SCREEN_CLEARANCE_TOO_LOW);
    expect((await call(rita, 'v1/screen/version_latest', { _id: secret._id })).code).toBe(
      ErrorCode.SCREEN_CLEARANCE_TOO_LOW,
    );
    expect((await call(rita, 'v1/screen/get', { _id: internal._id })).code).toBe(200);
    // The editor user can neither open the editor nor write.
    expect((await call(eddie, 'v1/user/ws_ticket', { role: 'editor', screen: secret._id })).code).toBe(
      ErrorCode.SCREEN_CLEARANCE_TOO_LOW,
    );
    expect((await call(eddie, 'v1/screen/change_name', { _id: secret._id, name: 'Mine now' })).code).toBe(
      ErrorCode.SCREEN_CLEARANCE_TOO_LOW,
    );
    expect(await idsListed(eddie)).toEqual([internal._id]);

    // Raised again, it is back.
    expect((await setClearance(admin, rita, 'secret')).code).toBe(200);
    expect((await call(rita, 'v1/screen/get', { _id: secret._id })).code).toBe(200);

    // The change is on the audit log.
    const log = await call<Paged<AuditEntry>>(admin, 'v2/admin/audit/list', { pageSize: 200 });
    const rows = log.msg.list.map((e) => [e.action, e.actor_id, e.target, e.detail]);
    expect(rows).toContainEqual(['clearance_change', admin.login.user._id, 'Rita Reader', 'secret->internal']);
    expect(rows).toContainEqual(['clearance_change', admin.login.user._id, 'Rita Reader', 'internal->secret']);
  });

  it('the owner reaches their own screens whatever their clearance, but classifies none above it', async () => {
    const { admin, colleagues } = await tenant('Olga Owner');
    const [olga] = colleagues as [Registered];
    const [group] = (await call<ScreenGroup[]>(olga, 'v1/group/list')).msg;
    const own = (
      await call<ScreenSummary>(olga, 'v1/screen/add', { group_id: group?._id, name: 'Own wall', template: 'blank' })
    ).msg;
    expect((await call(olga, 'v1/screen/save_security_level', { _id: own._id, level: 'secret' })).code).toBe(200);
    expect((await setClearance(admin, olga, 'public')).code).toBe(200);

    expect((await call(olga, 'v1/screen/get', { _id: own._id })).code).toBe(200);
    const mine = (await call<{ list: ScreenSummary[] }>(olga, 'v1/screen/list', {})).msg.list.map((s) => s._id);
    expect(mine).toContain(own._id);
    // Lowering is fine, raising above "public" is refused and the level stays.
    expect((await call(olga, 'v1/screen/save_security_level', { _id: own._id, level: 'internal' })).code).toBe(
      ErrorCode.SCREEN_CLEARANCE_TOO_LOW,
    );
    expect((await call(olga, 'v1/screen/save_security_level', { _id: own._id, level: 'public' })).code).toBe(200);
    expect((await call(olga, 'v1/screen/save_security_level', { _id: own._id, level: 'secret' })).code).toBe(
      ErrorCode.SCREEN_CLEARANCE_TOO_LOW,
    );
    const level = await call<{ level: string }>(olga, 'v1/screen/get_security_level', { _id: own._id });
    expect(level.msg.level).toBe('public');
  });

  it('who sets clearances: not oneself, not a plain member, a security administrator yes, the administrator never lowered', async () => {
    const { admin, colleagues } = await tenant('Sam Security', 'Max Member');
    const [sam, max] = colleagues as [Registered, Registered];

    expect((await setClearance(max, max, 'public')).code).toBe(ErrorCode.FUNCTION_PERMISSION_DENIED);
    expect((await setClearance(max, sam, 'public')).code).toBe(ErrorCode.FUNCTION_PERMISSION_DENIED);
    expect((await setClearance(admin, admin, 'public')).code).toBe(ErrorCode.OWN_ROLE_IMMUTABLE);

    expect(
      (await call(admin, 'v2/admin/max_user/change_role', { _id: sam.login.user._id, role: 'security' })).code,
    ).toBe(200);
    expect((await setClearance(sam, max, 'internal')).msg).toEqual({ _id: max.login.user._id, clearance: 'internal' });
    expect((await setClearance(sam, sam, 'public')).code).toBe(ErrorCode.OWN_ROLE_IMMUTABLE);
    expect((await setClearance(sam, admin, 'internal')).code).toBe(ErrorCode.ADMIN_IMMUTABLE);
    expect((await setClearance(sam, max, 'top')).code).not.toBe(200);

    // A security administrator whose own clearance was lowered grants nobody more than they hold.
    expect((await setClearance(admin, sam, 'internal')).code).toBe(200);
    expect((await setClearance(sam, max, 'secret')).code).toBe(ErrorCode.SCREEN_CLEARANCE_TOO_LOW);
    expect((await setClearance(sam, max, 'public')).code).toBe(200);

    const members = await call<Paged<TenantUser>>(sam, 'v2/admin/max_user/list', {});
    const byName = Object.fromEntries(members.msg.list.map((u) => [u.name, u.clearance]));
    expect(byName).toEqual({ 'Ada Admin': 'secret', 'Sam Security': 'internal', 'Max Member': 'public' });
  });

  it("another tenant's administrator reaches neither the members nor the screens", async () => {
    const { admin, secret, colleagues } = await tenant('Rita Reader');
    const [rita] = colleagues as [Registered];
    const stranger = await registerUser({ name: 'Other Admin' });

    expect((await setClearance(stranger, rita, 'public')).code).toBe(ErrorCode.USER_NOT_FOUND);
    expect((await setClearance(stranger, admin, 'public')).code).toBe(ErrorCode.USER_NOT_FOUND);
    // Naming the other tenant is refused: the tenant comes from the session.
    const forged = await call(
      { ...stranger, login: { ...stranger.login, corp: admin.login.corp } },
      'v2/admin/max_user/set_clearance',
      { _id: rita.login.user._id, level: 'public' },
    );
    expect(forged.code).toBe(ErrorCode.TENANT_INVALID);
    expect((await call(stranger, 'v1/screen/get', { _id: secret._id })).code).toBe(ErrorCode.SCREEN_NOT_FOUND);

    const members = await call<Paged<TenantUser>>(admin, 'v2/admin/max_user/list', {});
    expect(members.msg.list.find((u) => u.name === 'Rita Reader')?.clearance).toBe('secret');
  });
});
