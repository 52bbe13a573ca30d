import { describe, expect, it } from 'vitest';
import { ACT_SCHEMAS } from '../../shared/acts/registry.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { registerUser, rpc, type Registered } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';

const act = <T = unknown>(user: Registered, family: string, name: string, args: Record<string, unknown> = {}) =>
  rpc<T>(family, `v1/${family}/${name}`, { auth: user.login.auth, ...args });

async function ownerWithScreen() {
  const owner = await registerUser();
  const [group] = (await act<ScreenGroup[]>(owner, 'group', 'list')).msg;
  const screen = (
    await act<ScreenSummary>(owner, 'screen', 'add', { group_id: group?._id, name: 'Secret plans', template: 'sales' })
  ).msg;
  return { owner, group: group as ScreenGroup, screen };
}

describe('tenant isolation of groups and screens', () => {
  it('lets no group or screen act of another tenant touch them: every one answers not found', async () => {
    const { owner, group, screen } = await ownerWithScreen();
    const stranger = await registerUser();
    const ids = { _id: screen._id, ids: [screen._id], group_id: group._id, user_id: owner.login.user._id };
    const payloads: Record<string, Record<string, unknown>> = {
      'v1/group/get': { _id: group._id },
      'v1/group/change_name': { _id: group._id, name: 'Hijacked' },
      'v1/group/remove': { _id: group._id, screens: 'delete' },
      'v1/group/sort': { ids: [group._id] },
      'v1/group/resource_export': { _id: group._id },
      'v1/group/get_system_share': { _id: group._id },
      'v1/group/save_system_share': { _id: group._id, share: true },
      'v1/group/resource_import': { upload_key: `uploads/${owner.login.corp[0]?._id}/${owner.login.user._id}/x/a.zip` },
      'v1/screen/list': { group_id: group._id },
      'v1/screen/add': { group_id: group._id, name: 'Planted' },
      'v1/screen/get': ids,
      'v1/screen/change': { _id: screen._id, name: 'Hijacked' },
      'v1/screen/change_name': { _id: screen._id, name: 'Hijacked' },
      'v1/screen/remove': ids,
      'v1/screen/copy': ids,
      'v1/screen/sort': { group_id: group._id, ids: [screen._id] },
      'v1/screen/change_group': ids,
      'v1/screen/change_thumbnail': { _id: screen._id, image: 'data:image/png;base64,iVBORw0KGgo=' },
      'v1/screen/deploy_permission': ids,
      'v1/screen/add_edit_user': { _id: screen._id, user_id: stranger.login.user._id },
      'v1/screen/remove_edit_user': ids,
      'v1/screen/get_edit_user': ids,
      'v1/screen/save_security_level': { _id: screen._id, level: 'public' },
      'v1/screen/get_security_level': ids,
      'v1/screen/get_screen_system_share': ids,
      'v1/screen/save_screen_system_share': { _id: screen._id, share: true },
      'v1/screen/resource_export': ids,
    };
    const tried = Object.keys(ACT_SCHEMAS).filter((name) => /^v1\/(group|screen)\//.test(name) && payloads[name]);
    expect(tried.length).toBe(Object.keys(payloads).length);
    const succeeded: string[] = [];
    for (const name of tried) {
      const [, family] = name.split('/');
      const answer = await rpc(String(family), name, { auth: stranger.login.auth, ...payloads[name] });
      if (answer.code === 200) succeeded.push(name);
      else
        expect([ErrorCode.SCREEN_NOT_FOUND, ErrorCode.SCREEN_GROUP_NOT_FOUND, ErrorCode.IMPORT_INVALID]).toContain(
          answer.code,
        );
    }
    expect(succeeded).toEqual([]);
    // And the stranger's own lists show nothing of the owner's.
    const theirs = await act<{ total: number }>(stranger, 'screen', 'list', {});
    expect(theirs.msg.total).toBe(0);
    // The owner's things are untouched.
    const mine = await act<ScreenSummary & { name: string }>(owner, 'screen', 'get', { _id: screen._id });
    expect(mine.msg.name).toBe('Secret plans');
    expect((await act<ScreenGroup[]>(owner, 'group', 'list')).msg[0]?.count).toBe(1);
  });
});

describe('permissions inside a tenant', () => {
  it('refuses a colleague who was not given the screen, with the permission code', async () => {
    const { owner, screen } = await ownerWithScreen();
    const colleague = await joinTenantOf(owner, await registerUser());
    const asColleague = (name: string, args: Record<string, unknown>) =>
      rpc('screen', `v1/screen/${name}`, { auth: colleague.login.auth, corp_id: owner.login.corp[0]?._id, ...args });
    expect((await asColleague('get', { _id: screen._id })).code).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);
    expect((await asColleague('remove', { ids: [screen._id] })).code).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);
    expect((await asColleague('list', {})).msg).toMatchObject({ total: 0 });
    // The screen's edit history, whether an entry exists or not, answers the same refusal.
    const entry = await act<{ _id: string }>(owner, 'screen', 'start_edit_history', { _id: screen._id, label: 'x' });
    expect(entry.code).toBe(200);
    for (const history_id of [entry.msg._id, 'no-such-entry'])
      expect((await asColleague('revoke_edit_history', { _id: screen._id, history_id })).code).toBe(
        ErrorCode.SCREEN_PERMISSION_DENIED,
      );
  });

  it('lets an editor user edit and copy, but only the creator delete or set the security level', async () => {
    const { owner, screen } = await ownerWithScreen();
    const editor = await joinTenantOf(owner, await registerUser());
    const corp = owner.login.corp[0]?._id;
    const asEditor = (name: string, args: Record<string, unknown>) =>
      rpc(`screen`, `v1/screen/${name}`, { auth: editor.login.auth, corp_id: corp, ...args });
    expect((await act(owner, 'screen', 'add_edit_user', { _id: screen._id, user_id: owner.login.user._id })).code).toBe(
      ErrorCode.SCREEN_SHARE_SELF,
    );
    expect(
      (await act(owner, 'screen', 'add_edit_user', { _id: screen._id, user_id: editor.login.user._id })).code,
    ).toBe(200);
    const editors = await act<{ _id: string }[]>(owner, 'screen', 'get_edit_user', { _id: screen._id });
    expect(editors.msg.map((u) => u._id)).toEqual([editor.login.user._id]);

    const shared = await rpc<{ list: ScreenSummary[] }>('screen', 'v1/screen/list', {
      auth: editor.login.auth,
      corp_id: corp,
      group_id: 'shared',
    });
    expect(shared.msg.list.map((s) => [s.name, s.can_edit, s.can_manage])).toEqual([['Secret plans', true, false]]);
    expect((await asEditor('change', { _id: screen._id, remark: 'edited by a colleague' })).code).toBe(200);
    expect((await asEditor('remove', { ids: [screen._id] })).code).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);
    expect((await asEditor('save_security_level', { _id: screen._id, level: 'public' })).code).toBe(
      ErrorCode.SCREEN_PERMISSION_DENIED,
    );
    expect((await act(owner, 'screen', 'save_security_level', { _id: screen._id, level: 'secret' })).code).toBe(200);
    expect((await asEditor('get_security_level', { _id: screen._id })).msg).toEqual({ level: 'secret' });

    expect(
      (await act(owner, 'screen', 'remove_edit_user', { _id: screen._id, user_id: editor.login.user._id })).code,
    ).toBe(200);
    expect((await asEditor('get', { _id: screen._id })).code).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);
  });
});
