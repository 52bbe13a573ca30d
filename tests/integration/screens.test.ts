import { describe, expect, it } from 'vitest';
import type { Paged } from '../../shared/acts/admin.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import type { ScreenDocument } from '../../shared/screen/document.js';
import { registerUser, rpc, type Registered } from './helpers/client.js';

// A 1×1 PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const act = <T = unknown>(
  user: Registered,
  family: string,
  name: string,
  args: Record<string, unknown> = {},
  language = 'en',
) => rpc<T>(family, `v1/${family}/${name}`, { auth: user.login.auth, ...args }, { language });

async function groups(user: Registered): Promise<ScreenGroup[]> {
  return (await act<ScreenGroup[]>(user, 'group', 'list')).msg;
}

async function newScreen(user: Registered, groupId: string, name: string, template = 'blank'): Promise<ScreenSummary> {
  const created = await act<ScreenSummary>(user, 'screen', 'add', { group_id: groupId, name, template });
  expect(created.code).toBe(200);
  return created.msg;
}

describe('screen groups', () => {
  it('gives every user a fixed default group, first in the list', async () => {
    const user = await registerUser();
    const list = await groups(user);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ default: 1, count: 0 });
    const id = list[0]?._id;
    expect((await act(user, 'group', 'change_name', { _id: id, name: 'Mine' })).code).toBe(
      ErrorCode.SCREEN_GROUP_DEFAULT_IMMUTABLE,
    );
    expect((await act(user, 'group', 'remove', { _id: id })).code).toBe(ErrorCode.SCREEN_GROUP_DEFAULT_IMMUTABLE);
    expect((await act(user, 'group', 'sort', { ids: [id] })).code).toBe(ErrorCode.SCREEN_GROUP_DEFAULT_IMMUTABLE);
  });

  it('creates, renames and orders groups; names are required, ≤ 50, unique per user', async () => {
    const user = await registerUser();
    const a = (await act<ScreenGroup>(user, 'group', 'add', { name: 'Wall A' })).msg;
    const b = (await act<ScreenGroup>(user, 'group', 'add', { name: 'Wall B' })).msg;
    expect((await act(user, 'group', 'add', { name: 'wall a' })).code).toBe(ErrorCode.SCREEN_GROUP_NAME_DUPLICATE);
    expect((await act(user, 'group', 'add', { name: '   ' })).code).toBe(ErrorCode.NAME_INVALID);
    expect((await act(user, 'group', 'add', { name: 'x'.repeat(51) })).code).toBe(ErrorCode.NAME_INVALID);
    expect((await act(user, 'group', 'change_name', { _id: a._id, name: 'Wall B' })).code).toBe(
      ErrorCode.SCREEN_GROUP_NAME_DUPLICATE,
    );
    expect((await act(user, 'group', 'change_name', { _id: a._id, name: 'Lobby' })).code).toBe(200);
    expect((await act(user, 'group', 'add', { name: 'Wall A' })).code).toBe(200); // the old name is free again
    expect((await act(user, 'group', 'sort', { ids: [b._id, a._id] })).code).toBe(200);
    const names = (await groups(user)).map((g) => g.name);
    expect(names.slice(1, 3)).toEqual(['Wall B', 'Lobby']);
    // Someone else may use the same names.
    const other = await registerUser();
    expect((await act(other, 'group', 'add', { name: 'Lobby' })).code).toBe(200);
  });

  it('removing a group moves its screens to the default group, or deletes them, as chosen', async () => {
    const user = await registerUser();
    const [defaultGroup] = await groups(user);
    const keep = (await act<ScreenGroup>(user, 'group', 'add', { name: 'Keep' })).msg;
    const drop = (await act<ScreenGroup>(user, 'group', 'add', { name: 'Drop' })).msg;
    await newScreen(user, keep._id, 'Moved one');
    await newScreen(user, drop._id, 'Deleted one');
    expect((await act(user, 'group', 'remove', { _id: keep._id, screens: 'move' })).msg).toEqual({
      moved: 1,
      deleted: 0,
    });
    expect((await act(user, 'group', 'remove', { _id: drop._id, screens: 'delete' })).msg).toEqual({
      moved: 0,
      deleted: 1,
    });
    const list = await groups(user);
    expect(list).toHaveLength(1);
    const inDefault = await act<Paged<ScreenSummary>>(user, 'screen', 'list', { group_id: defaultGroup?._id });
    expect(inDefault.msg.list.map((s) => s.name)).toEqual(['Moved one']);
  });
});

describe('screens of the screen list', () => {
  it('creates from a template, and gets the whole document back', async () => {
    const user = await registerUser();
    const [group] = await groups(user);
    const screen = await newScreen(user, String(group?._id), 'Ops wall', 'operations-centre');
    expect(screen).toMatchObject({
      name: 'Ops wall',
      width: 1920,
      height: 1080,
      published: false,
      can_edit: true,
      can_manage: true,
    });
    const got = await act<ScreenSummary & { document: ScreenDocument }>(user, 'screen', 'get', { _id: screen._id });
    expect(Object.keys(got.msg.document.widgets).length).toBeGreaterThanOrEqual(5);
    expect(got.msg.document.layout.map((l) => l.widgetId).sort()).toEqual(Object.keys(got.msg.document.widgets).sort());
    const mobile = await newScreen(user, String(group?._id), 'Phone', 'mobile-blank');
    expect(mobile).toMatchObject({ mobile: true, width: 750 });
    const desktopList = await act<Paged<ScreenSummary>>(user, 'screen', 'list', { group_id: group?._id });
    expect(desktopList.msg.list.map((s) => s.name)).toEqual(['Ops wall']);
    const mobileList = await act<Paged<ScreenSummary>>(user, 'screen', 'list', { group_id: group?._id, mobile: true });
    expect(mobileList.msg.list.map((s) => s.name)).toEqual(['Phone']);
  });

  it('creates a template in the language of the request', async () => {
    const user = await registerUser();
    const [group] = await groups(user);
    const created = async (language: string) => {
      const added = await act<ScreenSummary>(
        user,
        'screen',
        'add',
        { group_id: group?._id, name: `Sales ${language}`, template: 'sales' },
        language,
      );
      const got = await act<{ document: ScreenDocument }>(user, 'screen', 'get', { _id: added.msg._id });
      const widgets = Object.values(got.msg.document.widgets);
      return {
        title: widgets.find((w) => w.type === 'decor.titlebar')?.attr.text,
        kpi: widgets.find((w) => w.type === 'kpi.number')?.attr.label,
        months: (widgets.find((w) => w.type === 'chart.line')?.data as { static: Array<{ x: string }> }).static
          .slice(0, 2)
          .map((row) => row.x),
      };
    };
    expect(await created('en')).toEqual({
      title: 'Sales performance',
      kpi: 'Revenue this month',
      months: ['Jan', 'Feb'],
    });
    expect(await created('zh')).toEqual({ title: '销售业绩看板', kpi: '本月营收', months: ['1月', '2月'] });
  });

  it('renames, remarks, searches, sorts and pages', async () => {
    const user = await registerUser();
    const [group] = await groups(user);
    const gid = String(group?._id);
    const made = [];
    for (const name of ['Charlie', 'alpha', 'Bravo']) made.push(await newScreen(user, gid, name));
    expect((await act(user, 'screen', 'change', { _id: made[0]?._id, remark: 'Lobby wall, 4K' })).code).toBe(200);
    expect((await act(user, 'screen', 'change_name', { _id: made[1]?._id, name: '' })).code).toBe(
      ErrorCode.NAME_INVALID,
    );
    const byName = await act<Paged<ScreenSummary>>(user, 'screen', 'list', { group_id: gid, order: 'name' });
    expect(byName.msg.list.map((s) => s.name)).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(byName.msg.list.find((s) => s.name === 'Charlie')?.remark).toBe('Lobby wall, 4K');
    const search = await act<Paged<ScreenSummary>>(user, 'screen', 'list', { group_id: gid, keyword: 'RAV' });
    expect(search.msg.list.map((s) => s.name)).toEqual(['Bravo']);
    const page = await act<Paged<ScreenSummary>>(user, 'screen', 'list', {
      group_id: gid,
      order: 'name',
      pageSize: 2,
      pageNum: 2,
    });
    expect(page.msg).toMatchObject({ total: 3, pageNum: 2 });
    expect(page.msg.list.map((s) => s.name)).toEqual(['Charlie']);
    const ids = [made[2]?._id, made[0]?._id, made[1]?._id];
    expect((await act(user, 'screen', 'sort', { group_id: gid, ids })).code).toBe(200);
    const custom = await act<Paged<ScreenSummary>>(user, 'screen', 'list', { group_id: gid });
    expect(custom.msg.list.map((s) => s._id)).toEqual(ids);
  });

  it('copies deeply with a unique "copy" name, and moves only to another group', async () => {
    const user = await registerUser();
    const [group] = await groups(user);
    const gid = String(group?._id);
    const original = await newScreen(user, gid, 'Sales', 'sales');
    const first = (await act<ScreenSummary>(user, 'screen', 'copy', { _id: original._id })).msg;
    const second = (await act<ScreenSummary>(user, 'screen', 'copy', { _id: original._id })).msg;
    expect([first.name, second.name]).toEqual(['Sales copy', 'Sales copy 2']);
    const zh = (await act<ScreenSummary>(user, 'screen', 'copy', { _id: original._id }, 'zh')).msg;
    expect(zh.name).toBe('Sales 副本');
    const a = (await act<{ document: ScreenDocument }>(user, 'screen', 'get', { _id: original._id })).msg.document;
    const b = (await act<{ document: ScreenDocument }>(user, 'screen', 'get', { _id: first._id })).msg.document;
    expect(b).toEqual({ ...a, config: { ...a.config, title: b.config.title } });
    const target = (await act<ScreenGroup>(user, 'group', 'add', { name: 'Target' })).msg;
    expect((await act(user, 'screen', 'change_group', { ids: [first._id], group_id: gid })).code).toBe(
      ErrorCode.SCREEN_MOVE_SAME_GROUP,
    );
    expect((await act(user, 'screen', 'change_group', { ids: [], group_id: target._id })).code).toBe(
      ErrorCode.PARAMS_INCOMPLETE,
    );
    expect(
      (await act(user, 'screen', 'change_group', { ids: [first._id, second._id], group_id: target._id })).msg,
    ).toEqual({ moved: 2 });
    const counts = Object.fromEntries((await groups(user)).map((g) => [g.name, g.count]));
    expect(counts.Target).toBe(2);
  });

  it('stores a PNG thumbnail and refuses other bytes', async () => {
    const user = await registerUser();
    const [group] = await groups(user);
    const screen = await newScreen(user, String(group?._id), 'Thumbed');
    const set = await act<{ thumb: string }>(user, 'screen', 'change_thumbnail', {
      _id: screen._id,
      image: `data:image/png;base64,${PNG}`,
    });
    expect(set.code).toBe(200);
    expect((await fetch(set.msg.thumb)).status).toBe(200);
    const fake = Buffer.from('GIF89a not a png').toString('base64');
    expect(
      (await act(user, 'screen', 'change_thumbnail', { _id: screen._id, image: `data:image/png;base64,${fake}` })).code,
    ).toBe(ErrorCode.UPLOAD_TYPE_ILLEGAL);
  });

  it('deletes screens in a batch', async () => {
    const user = await registerUser();
    const [group] = await groups(user);
    const one = await newScreen(user, String(group?._id), 'One');
    const two = await newScreen(user, String(group?._id), 'Two');
    expect((await act(user, 'screen', 'remove', { ids: [one._id, two._id] })).msg).toEqual({ removed: 2 });
    expect((await act(user, 'screen', 'get', { _id: one._id })).code).toBe(ErrorCode.SCREEN_NOT_FOUND);
    expect((await act<Paged<ScreenSummary>>(user, 'screen', 'list', {})).msg.total).toBe(0);
  });
});
