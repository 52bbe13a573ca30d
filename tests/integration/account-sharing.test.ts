import { describe, expect, it } from 'vitest';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenShareUser, ScreenSummary } from '../../shared/acts/screen.js';
import type { ShareSearchResult } from '../../shared/acts/user.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { LIMITS } from '../../shared/limits.js';
import { batchWrite } from '../../functions/lib/data/batch.js';
import { keys } from '../../functions/lib/data/keys.js';
import { callAs as call, type Registered, registerUser } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';

/** Account sharing, system share and the share search, through the real handlers. */

const widget = (id: string, name: string) => ({ id, type: 'text.title', attr: { globeStyle: { name } } });

/** An owner with a screen holding one widget, and colleagues of the same tenant. */
async function team(...names: string[]) {
  const owner = await registerUser({ name: 'Olivia Owner' });
  const [group] = (await call<ScreenGroup[]>(owner, 'v1/group/list')).msg;
  const screen = (await call<ScreenSummary>(owner, 'v1/screen/add', { group_id: group?._id, name: 'Ops wall' })).msg;
  await call(owner, 'v1/screen/append_widget', {
    _id: screen._id,
    widgets: [
      { widget: widget('w1', 'Title'), layout: { widgetId: 'w1', x: 0, y: 0, w: 100, h: 50, z: 1, rotation: 0 } },
    ],
  });
  const colleagues: Registered[] = [];
  for (const name of names) {
    const joined = await joinTenantOf(owner, await registerUser({ name }));
    // Their session's tenant is the owner's: every call below names it.
    colleagues.push({ ...joined, login: { ...joined.login, corp: owner.login.corp } });
  }
  return { owner, group: group as ScreenGroup, screen, colleagues };
}

const listOf = async (user: Registered, args: Record<string, unknown> = {}) =>
  (await call<{ list: ScreenSummary[] }>(user, 'v1/screen/list', args)).msg.list;

describe('share search', () => {
  it('finds colleagues by name or email, case-insensitively, never the caller, never another tenant, nothing secret', async () => {
    const { owner, colleagues } = await team('Grace Hopper', 'Alan Turing');
    const [grace, alan] = colleagues as [Registered, Registered];
    const outsider = await registerUser({ name: 'Grace Outsider' });

    const byName = await call<ShareSearchResult>(owner, 'v1/user/share_search', { keyword: 'gRACE' });
    expect(byName.code).toBe(200);
    expect(byName.msg.list.map((u) => u._id)).toEqual([grace.login.user._id]);
    expect(byName.msg.list.map((u) => u._id)).not.toContain(outsider.login.user._id);
    expect(Object.keys(byName.msg.list[0] ?? {}).sort()).toEqual(['_id', 'email', 'name']);

    const byEmail = await call<ShareSearchResult>(owner, 'v1/user/share_search', { keyword: alan.email.toUpperCase() });
    expect(byEmail.msg.list.map((u) => u.name)).toEqual(['Alan Turing']);

    const everyone = await call<ShareSearchResult>(owner, 'v1/user/share_search', {});
    expect(everyone.msg.list.map((u) => u.name)).toEqual(['Alan Turing', 'Grace Hopper']);
    const self = await call<ShareSearchResult>(owner, 'v1/user/share_search', { keyword: 'Olivia' });
    expect(self.msg).toEqual({ list: [], total: 0 });
    expect(JSON.stringify(everyone.body)).not.toMatch(/passwordHash|scrypt|mobile/);
  });

  it(`shows at most ${LIMITS.accountShareListMax} users and counts the rest`, async () => {
    const { owner } = await team();
    const corp = String(owner.login.corp[0]?._id);
    const now = Date.now();
    const many = Array.from(
      { length: LIMITS.accountShareListMax + 5 },
      (_, i) => `bulk-${now}-${String(i).padStart(3, '0')}`,
    );
    await batchWrite(
      many.flatMap((userId, i) => [
        {
          PutRequest: {
            Item: {
              ...keys.user(userId),
              userId,
              name: `Bulk member ${i}`,
              email: `${userId}@example.com`,
              mobile: '',
              passwordHash: 'scrypt$secret',
              passwordChangedAt: now,
              isNew: false,
              updateTip: false,
              corps: [],
              createdAt: now,
            },
          },
        },
        { PutRequest: { Item: { ...keys.member(corp, userId), userId, role: 'member', joinedAt: now } } },
      ]),
    );
    const found = await call<ShareSearchResult>(owner, 'v1/user/share_search', { keyword: 'bulk member' });
    expect(found.msg.list).toHaveLength(LIMITS.accountShareListMax);
    expect(found.msg.total).toBe(LIMITS.accountShareListMax + 5);
    expect(JSON.stringify(found.body)).not.toContain('scrypt$secret');
  });
});

describe('account sharing', () => {
  it('lets a read user list and preview the screen but refuses every edit act', async () => {
    const { owner, screen, colleagues } = await team('Rita Reader');
    const [reader] = colleagues as [Registered];
    expect(
      (
        await call(owner, 'v1/screen/add_edit_user', {
          _id: screen._id,
          user_id: reader.login.user._id,
          permission: 'read',
        })
      ).code,
    ).toBe(200);

    const listed = await listOf(reader, { group_id: 'shared' });
    expect(listed.map((s) => [s.name, s.can_edit, s.can_manage])).toEqual([['Ops wall', false, false]]);
    expect((await listOf(reader)).map((s) => s._id)).toContain(screen._id);
    const opened = await call<{ document: { widgets: Record<string, unknown> }; can_edit: boolean }>(
      reader,
      'v1/screen/get',
      { _id: screen._id },
    );
    expect(opened.code).toBe(200);
    expect(opened.msg.can_edit).toBe(false);
    expect(Object.keys(opened.msg.document.widgets)).toEqual(['w1']);

    const denied = ErrorCode.SCREEN_PERMISSION_DENIED;
    expect(
      (
        await call(reader, 'v1/screen/change_widget', {
          _id: screen._id,
          widget: widget('w1', 'Hijacked'),
          revision: 1,
        })
      ).code,
    ).toBe(denied);
    expect((await call(reader, 'v1/screen/change', { _id: screen._id, remark: 'no' })).code).toBe(denied);
    expect((await call(reader, 'v1/screen/delete_widget', { _id: screen._id, widget_ids: ['w1'] })).code).toBe(denied);
    expect(
      (
        await call(reader, 'v1/screen/add_edit_user', {
          _id: screen._id,
          user_id: owner.login.user._id,
          permission: 'edit',
        })
      ).code,
    ).toBe(denied);
    const after = await call<{ document: { widgets: Record<string, { attr: { globeStyle: { name: string } } }> } }>(
      owner,
      'v1/screen/get',
      { _id: screen._id },
    );
    expect(after.msg.document.widgets.w1?.attr.globeStyle.name).toBe('Title');
  });

  it('lets an edit user change widgets; a share changes from read to edit and back, and is removed', async () => {
    const { owner, screen, colleagues } = await team('Eddie Editor');
    const [editor] = colleagues as [Registered];
    const share = (permission: 'read' | 'edit') =>
      call(owner, 'v1/screen/add_edit_user', { _id: screen._id, user_id: editor.login.user._id, permission });
    const write = (name: string, revision: number) =>
      call(editor, 'v1/screen/change_widget', { _id: screen._id, widget: widget('w1', name), revision });

    await share('read');
    expect((await write('Edited', 1)).code).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);
    await share('edit');
    const shares = await call<ScreenShareUser[]>(owner, 'v1/screen/get_edit_user', { _id: screen._id });
    expect(shares.msg).toEqual([
      { _id: editor.login.user._id, name: 'Eddie Editor', email: editor.email, permission: 'edit' },
    ]);
    expect((await write('Edited', 1)).code).toBe(200);
    expect((await listOf(editor, { group_id: 'shared' })).map((s) => [s.can_edit, s.can_manage])).toEqual([
      [true, false],
    ]);
    await share('read');
    expect(
      (await call<ScreenShareUser[]>(owner, 'v1/screen/get_edit_user', { _id: screen._id })).msg.map(
        (u) => u.permission,
      ),
    ).toEqual(['read']);
    expect((await write('Again', 2)).code).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);

    expect(
      (await call(owner, 'v1/screen/remove_edit_user', { _id: screen._id, user_id: editor.login.user._id })).code,
    ).toBe(200);
    expect(await listOf(editor, { group_id: 'shared' })).toEqual([]);
    expect((await call(editor, 'v1/screen/get', { _id: screen._id })).code).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);
  });

  it('refuses sharing with yourself, sharing by anyone but the owner, and users of another tenant', async () => {
    const { owner, screen, colleagues } = await team('Ed Editor', 'Nora Nobody');
    const [editor, nobody] = colleagues as [Registered, Registered];
    const outsider = await registerUser();
    const add = (who: Registered, userId: string, permission = 'edit') =>
      call(who, 'v1/screen/add_edit_user', { _id: screen._id, user_id: userId, permission });

    expect((await add(owner, owner.login.user._id)).code).toBe(ErrorCode.SCREEN_SHARE_SELF);
    expect((await add(owner, owner.login.user._id, 'read')).code).toBe(ErrorCode.SCREEN_SHARE_SELF);
    expect((await add(owner, outsider.login.user._id)).code).toBe(ErrorCode.USER_NOT_FOUND);
    expect((await add(owner, editor.login.user._id)).code).toBe(200);
    // An edit user does not manage: they cannot share it on, nor remove others.
    expect((await add(editor, nobody.login.user._id, 'read')).code).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);
    expect(
      (await call(editor, 'v1/screen/remove_edit_user', { _id: screen._id, user_id: editor.login.user._id })).code,
    ).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);
    expect((await add(nobody, nobody.login.user._id)).code).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);
    expect(await listOf(nobody)).toEqual([]);
  });

  it('keeps every share when several are added at once', async () => {
    const { owner, screen, colleagues } = await team('Ann One', 'Ben Two', 'Cai Three');
    const answers = await Promise.all(
      colleagues.map((c, i) =>
        call(owner, 'v1/screen/add_edit_user', {
          _id: screen._id,
          user_id: c.login.user._id,
          permission: i % 2 ? 'read' : 'edit',
        }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual([200, 200, 200]);
    const shares = await call<ScreenShareUser[]>(owner, 'v1/screen/get_edit_user', { _id: screen._id });
    expect(shares.msg.map((u) => [u.name, u.permission])).toEqual([
      ['Ann One', 'edit'],
      ['Ben Two', 'read'],
      ['Cai Three', 'edit'],
    ]);
  });
});

describe('system share', () => {
  it('shows a system-shared screen read-only to every user of the tenant, and only there', async () => {
    const { owner, screen, colleagues } = await team('Sam Someone');
    const [sam] = colleagues as [Registered];
    const outsider = await registerUser();
    expect((await call(owner, 'v1/screen/get_screen_system_share', { _id: screen._id })).msg).toEqual({ share: false });
    expect((await call(sam, 'v1/screen/save_screen_system_share', { _id: screen._id, share: true })).code).toBe(
      ErrorCode.SCREEN_PERMISSION_DENIED,
    );
    expect((await call(owner, 'v1/screen/save_screen_system_share', { _id: screen._id, share: true })).msg).toEqual({
      share: true,
    });
    expect((await call(owner, 'v1/screen/get_screen_system_share', { _id: screen._id })).msg).toEqual({ share: true });

    expect(
      (await listOf(sam, { group_id: 'shared' })).map((s) => [s.name, s.can_edit, s.can_manage, s.system_share]),
    ).toEqual([['Ops wall', false, false, true]]);
    expect((await call(sam, 'v1/screen/get', { _id: screen._id })).code).toBe(200);
    expect(
      (await call(sam, 'v1/screen/change_widget', { _id: screen._id, widget: widget('w1', 'No'), revision: 1 })).code,
    ).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);
    // The owner's own list shows it once, in its group, flagged.
    expect((await listOf(owner)).map((s) => [s._id, s.system_share])).toEqual([[screen._id, true]]);
    // Another tenant sees nothing of it.
    expect(await listOf(outsider)).toEqual([]);
    expect((await call(outsider, 'v1/screen/get', { _id: screen._id })).code).toBe(ErrorCode.SCREEN_NOT_FOUND);

    await call(owner, 'v1/screen/save_screen_system_share', { _id: screen._id, share: false });
    expect(await listOf(sam)).toEqual([]);
    expect((await call(sam, 'v1/screen/get', { _id: screen._id })).code).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);
  });

  it('shares every screen of a system-shared group read-only, including screens added later', async () => {
    const { owner, group, screen, colleagues } = await team('Gus Groupie');
    const [gus] = colleagues as [Registered];
    expect((await call(gus, 'v1/group/save_system_share', { _id: group._id, share: true })).code).toBe(
      ErrorCode.SCREEN_GROUP_NOT_FOUND,
    );
    expect((await call(owner, 'v1/group/save_system_share', { _id: group._id, share: true })).msg).toEqual({
      share: true,
    });
    expect((await call(owner, 'v1/group/get_system_share', { _id: group._id })).msg).toEqual({ share: true });
    expect((await call<ScreenGroup[]>(owner, 'v1/group/list')).msg.find((g) => g._id === group._id)?.system_share).toBe(
      true,
    );
    const later = (await call<ScreenSummary>(owner, 'v1/screen/add', { group_id: group._id, name: 'Later wall' })).msg;

    const seen = await listOf(gus, { group_id: 'shared', order: 'name' });
    expect(seen.map((s) => [s.name, s.can_edit])).toEqual([
      ['Later wall', false],
      ['Ops wall', false],
    ]);
    expect((await call(gus, 'v1/screen/get', { _id: later._id })).code).toBe(200);
    expect((await call(gus, 'v1/screen/change', { _id: screen._id, remark: 'no' })).code).toBe(
      ErrorCode.SCREEN_PERMISSION_DENIED,
    );

    await call(owner, 'v1/group/save_system_share', { _id: group._id, share: false });
    expect(await listOf(gus, { group_id: 'shared' })).toEqual([]);
    expect((await call(gus, 'v1/screen/get', { _id: later._id })).code).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);
  });
});
