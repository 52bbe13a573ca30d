import { describe, expect, it } from 'vitest';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { LIMITS } from '../../shared/limits.js';
import { callAs as call, type Registered, registerUser, rpc } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';

/** The group carousel's intervals: change_interval, change_single_interval, through the real handlers. */

async function groupWithScreens(user: Registered, names: string[]) {
  const group = (await call<ScreenGroup>(user, 'v1/group/add', { name: `Wall ${Date.now()}` })).msg;
  const screens: ScreenSummary[] = [];
  for (const name of names)
    screens.push((await call<ScreenSummary>(user, 'v1/screen/add', { group_id: group._id, name })).msg);
  return { group, screens };
}

const getGroup = async (user: Registered, id: string) =>
  (await call<ScreenGroup>(user, 'v1/group/get', { _id: id })).msg;
const listScreens = async (user: Registered, groupId: string) =>
  (await call<{ list: ScreenSummary[] }>(user, 'v1/screen/list', { group_id: groupId })).msg.list;

describe('group carousel interval', () => {
  it(`starts at ${LIMITS.carouselDefaultSeconds} s, is stored on the group and listed with it`, async () => {
    const owner = await registerUser();
    const { group } = await groupWithScreens(owner, []);
    expect(group.interval).toBe(LIMITS.carouselDefaultSeconds);

    const changed = await call(owner, 'v1/group/change_interval', { _id: group._id, interval: 25 });
    expect(changed.code).toBe(200);
    expect(changed.msg).toEqual({ _id: group._id, interval: 25 });
    expect((await getGroup(owner, group._id)).interval).toBe(25);
    const listed = (await call<ScreenGroup[]>(owner, 'v1/group/list')).msg.find((g) => g._id === group._id);
    expect(listed?.interval).toBe(25);
  });

  it.each([
    ['zero', 0],
    ['negative', -5],
    ['fractional', 1.5],
    ['a string', '10'],
    ['absent', undefined],
    ['over a day', LIMITS.carouselMaxSeconds + 1],
  ])('refuses an interval that is %s with the carousel code, and keeps the old one', async (_label, interval) => {
    const owner = await registerUser();
    const { group } = await groupWithScreens(owner, []);
    await call(owner, 'v1/group/change_interval', { _id: group._id, interval: 7 });
    const refused = await call(owner, 'v1/group/change_interval', { _id: group._id, interval });
    expect(refused.code).toBe(ErrorCode.CAROUSEL_INTERVAL_INVALID);
    expect(refused.body.msg).toMatch(/1/);
    expect((await getGroup(owner, group._id)).interval).toBe(7);
  });

  it('accepts exactly 1 s, the minimum', async () => {
    const owner = await registerUser();
    const { group } = await groupWithScreens(owner, []);
    expect((await call(owner, 'v1/group/change_interval', { _id: group._id, interval: 1 })).code).toBe(200);
    expect((await getGroup(owner, group._id)).interval).toBe(1);
  });

  it('answers in the caller language', async () => {
    const owner = await registerUser();
    const { group } = await groupWithScreens(owner, []);
    const args = { auth: owner.login.auth, corp_id: owner.login.corp[0]?._id, _id: group._id, interval: 0 };
    const en = await rpc('group', 'v1/group/change_interval', args, { language: 'en' });
    const zh = await rpc('group', 'v1/group/change_interval', args, { language: 'zh' });
    expect(en.body.msg).toBe('The carousel interval cannot be under 1 second');
    expect(zh.body.msg).toBe('轮播间隔不能小于 1 秒');
  });

  it('is the owner’s to change: a colleague and another tenant find no such group, and nothing changes', async () => {
    const owner = await registerUser();
    const { group } = await groupWithScreens(owner, ['Lobby']);
    const colleague = await joinTenantOf(owner, await registerUser());
    const sameTenant = { ...colleague, login: { ...colleague.login, corp: owner.login.corp } };
    const outsider = await registerUser();
    for (const stranger of [sameTenant, outsider]) {
      const refused = await call(stranger, 'v1/group/change_interval', { _id: group._id, interval: 3 });
      expect(refused.code).toBe(ErrorCode.SCREEN_GROUP_NOT_FOUND);
    }
    expect((await getGroup(owner, group._id)).interval).toBe(LIMITS.carouselDefaultSeconds);
  });

  it('needs a session', async () => {
    const refused = await rpc('group', 'v1/group/change_interval', { _id: 'whatever', interval: 5 });
    expect(refused.code).not.toBe(200);
  });
});

describe('one screen’s own interval', () => {
  it('is stored per screen, listed with it, and cleared with null', async () => {
    const owner = await registerUser();
    const { group, screens } = await groupWithScreens(owner, ['North', 'South']);
    const [north, south] = screens as [ScreenSummary, ScreenSummary];
    expect(north.interval).toBeNull();

    const set = await call(owner, 'v1/group/change_single_interval', {
      _id: group._id,
      screen_id: north._id,
      interval: 3,
    });
    expect(set.code).toBe(200);
    expect(set.msg).toEqual({ _id: group._id, screen_id: north._id, interval: 3 });
    const listed = new Map((await listScreens(owner, group._id)).map((s) => [s._id, s.interval]));
    expect(listed.get(north._id)).toBe(3);
    expect(listed.get(south._id)).toBeNull();
    // The group's own interval is untouched.
    expect((await getGroup(owner, group._id)).interval).toBe(LIMITS.carouselDefaultSeconds);

    expect(
      (await call(owner, 'v1/group/change_single_interval', { _id: group._id, screen_id: north._id, interval: null }))
        .code,
    ).toBe(200);
    expect((await listScreens(owner, group._id)).find((s) => s._id === north._id)?.interval).toBeNull();
  });

  it.each([0, -1, 2.5, '3'])('refuses %s with the carousel code', async (interval) => {
    const owner = await registerUser();
    const { group, screens } = await groupWithScreens(owner, ['East']);
    const refused = await call(owner, 'v1/group/change_single_interval', {
      _id: group._id,
      screen_id: screens[0]?._id,
      interval,
    });
    expect(refused.code).toBe(ErrorCode.CAROUSEL_INTERVAL_INVALID);
    expect((await listScreens(owner, group._id))[0]?.interval).toBeNull();
  });

  it('refuses a screen of another group of the owner, of a colleague and of another tenant', async () => {
    const owner = await registerUser();
    const { group } = await groupWithScreens(owner, ['West']);
    const {
      screens: [elsewhere],
    } = await groupWithScreens(owner, ['Elsewhere']);
    const colleague = await joinTenantOf(owner, await registerUser());
    const sameTenant = { ...colleague, login: { ...colleague.login, corp: owner.login.corp } };
    const {
      group: theirGroup,
      screens: [theirs],
    } = await groupWithScreens(sameTenant, ['Theirs']);
    const outsider = await registerUser();
    const {
      screens: [foreign],
    } = await groupWithScreens(outsider, ['Foreign']);

    for (const screen of [elsewhere, theirs, foreign]) {
      const refused = await call(owner, 'v1/group/change_single_interval', {
        _id: group._id,
        screen_id: screen?._id,
        interval: 4,
      });
      expect(refused.code).toBe(ErrorCode.SCREEN_NOT_FOUND);
    }
    // A colleague cannot set the owner's screen through their own group, nor use the owner's group.
    const viaTheirGroup = await call(sameTenant, 'v1/group/change_single_interval', {
      _id: theirGroup._id,
      screen_id: (await listScreens(owner, group._id))[0]?._id,
      interval: 4,
    });
    expect(viaTheirGroup.code).toBe(ErrorCode.SCREEN_NOT_FOUND);
    const viaOwnersGroup = await call(sameTenant, 'v1/group/change_single_interval', {
      _id: group._id,
      screen_id: theirs?._id,
      interval: 4,
    });
    expect(viaOwnersGroup.code).toBe(ErrorCode.SCREEN_GROUP_NOT_FOUND);
    const outsiderTry = await call(outsider, 'v1/group/change_single_interval', {
      _id: group._id,
      screen_id: (await listScreens(owner, group._id))[0]?._id,
      interval: 4,
    });
    expect(outsiderTry.code).toBe(ErrorCode.SCREEN_GROUP_NOT_FOUND);

    expect((await listScreens(owner, group._id))[0]?.interval).toBeNull();
    expect((await listScreens(sameTenant, theirGroup._id))[0]?.interval).toBeNull();
  });
});
