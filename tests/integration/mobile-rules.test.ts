import { describe, expect, it } from 'vitest';
import type { MobileRules, ScreenGroup } from '../../shared/acts/group.js';
import type { GroupSharePayload, ShareInfo } from '../../shared/acts/link-share.js';
import { shareObjectPath } from '../../shared/protocol/routes.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { LIMITS } from '../../shared/limits.js';
import { baseUrl, callAs as call, type Registered, registerUser, rpc } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';
import { titleWidget } from './helpers/widgets.js';

/** A group's mobile display rules: `v1/group/mobile_group` through the real handlers. */

async function groupWith(user: Registered, walls: string[], phones: string[]) {
  const group = (await call<ScreenGroup>(user, 'v1/group/add', { name: `Rules ${Date.now()}` })).msg;
  const add = async (name: string, template: string) =>
    (await call<ScreenSummary>(user, 'v1/screen/add', { group_id: group._id, name, template })).msg;
  const wall: ScreenSummary[] = [];
  for (const name of walls) wall.push(await add(name, 'blank'));
  const mobile: ScreenSummary[] = [];
  for (const name of phones) mobile.push(await add(name, 'mobile-blank'));
  return { group, wall, mobile };
}

const rulesOf = async (user: Registered, id: string): Promise<MobileRules | null> =>
  (await call<ScreenGroup>(user, 'v1/group/get', { _id: id })).msg.mobile_rules;

const ids = (screens: readonly ScreenSummary[]) => screens.map((s) => s._id);

async function publish(user: Registered, screen: ScreenSummary): Promise<void> {
  const widgets = [titleWidget('t1', screen.name)];
  expect((await call(user, 'v1/screen/append_widget', { _id: screen._id, widgets })).code).toBe(200);
  expect((await call(user, 'v1/screen/version_add', { _id: screen._id, name: 'V1' })).code).toBe(200);
}

describe('mobile display rules of a group', () => {
  it('are stored in order, read back with the group and the list, and cleared by an empty list', async () => {
    const owner = await registerUser();
    const { group, mobile } = await groupWith(owner, ['Wall'], ['Phone A', 'Phone B']);
    expect(group.mobile_rules).toBeNull();
    const [a, b] = ids(mobile);
    const set = await call(owner, 'v1/group/mobile_group', { _id: group._id, mode: 'mobile', screens: [b, a] });
    expect(set.code).toBe(200);
    expect(set.msg).toEqual({ _id: group._id, mobile_rules: { mode: 'mobile', screens: [b, a] } });
    expect(await rulesOf(owner, group._id)).toEqual({ mode: 'mobile', screens: [b, a] });
    const listed = (await call<ScreenGroup[]>(owner, 'v1/group/list')).msg.find((g) => g._id === group._id);
    expect(listed?.mobile_rules).toEqual({ mode: 'mobile', screens: [b, a] });

    const cleared = await call(owner, 'v1/group/mobile_group', { _id: group._id, mode: 'mobile', screens: [] });
    expect(cleared.msg).toEqual({ _id: group._id, mobile_rules: null });
    expect(await rulesOf(owner, group._id)).toBeNull();
  });

  it('list wall screens to reflow in mode reflow', async () => {
    const owner = await registerUser();
    const { group, wall } = await groupWith(owner, ['North', 'South'], []);
    const order = ids(wall).reverse();
    expect((await call(owner, 'v1/group/mobile_group', { _id: group._id, mode: 'reflow', screens: order })).code).toBe(
      200,
    );
    expect(await rulesOf(owner, group._id)).toEqual({ mode: 'reflow', screens: order });
  });

  it('refuse a screen of the wrong kind, of another group or unknown, with the mobile adaptation code', async () => {
    const owner = await registerUser();
    const { group, wall, mobile } = await groupWith(owner, ['Wall'], ['Phone']);
    const other = await groupWith(owner, [], ['Elsewhere']);
    await call(owner, 'v1/group/mobile_group', { _id: group._id, mode: 'mobile', screens: ids(mobile) });
    for (const [mode, screens] of [
      ['mobile', ids(wall)],
      ['reflow', ids(mobile)],
      ['mobile', ids(other.mobile)],
      ['mobile', ['no-such-screen']],
    ] as const) {
      const refused = await call(owner, 'v1/group/mobile_group', { _id: group._id, mode, screens });
      expect(refused.code, `${mode} ${screens.join()}`).toBe(ErrorCode.MOBILE_ADAPTATION_FAILED);
    }
    // Nothing changed.
    expect(await rulesOf(owner, group._id)).toEqual({ mode: 'mobile', screens: ids(mobile) });
  });

  const refusedWith = ErrorCode.MOBILE_ADAPTATION_FAILED;
  it.each([
    ['an unknown mode', { mode: 'tablet', screens: [] }, refusedWith],
    ['no mode', { screens: [] }, refusedWith],
    ['screens not a list', { mode: 'mobile', screens: 'abc' }, refusedWith],
    ['a repeated screen', { mode: 'mobile', screens: ['x1', 'x1'] }, refusedWith],
    [
      'too many screens',
      { mode: 'mobile', screens: Array.from({ length: LIMITS.mobileRulesMaxScreens + 1 }, (_, i) => `s${i}`) },
      refusedWith,
    ],
    // A malformed id is refused as any act's malformed id is.
    ['a malformed id', { mode: 'mobile', screens: ['../etc'] }, ErrorCode.PARAMS_INCOMPLETE],
    ['no group id', { _id: undefined, mode: 'mobile', screens: [] }, ErrorCode.PARAMS_INCOMPLETE],
  ])('refuse a payload with %s', async (_label, payload, code) => {
    const owner = await registerUser();
    const { group } = await groupWith(owner, [], []);
    const refused = await call(owner, 'v1/group/mobile_group', { _id: group._id, ...payload });
    expect(refused.code).toBe(code);
    expect(await rulesOf(owner, group._id)).toBeNull();
  });

  it('answer the catalogue text in the caller language', async () => {
    const owner = await registerUser();
    const { group } = await groupWith(owner, [], []);
    const args = { auth: owner.login.auth, _id: group._id, mode: 'mobile', screens: ['gone'] };
    expect((await rpc('group', 'v1/group/mobile_group', args, { language: 'en' })).body.msg).toBe(
      'Mobile adaptation could not be saved',
    );
  });

  it('are the owner’s to set: a colleague and another tenant find no such group', async () => {
    const owner = await registerUser();
    const { group, mobile } = await groupWith(owner, [], ['Phone']);
    const colleague = await joinTenantOf(owner, await registerUser());
    const sameTenant = { ...colleague, login: { ...colleague.login, corp: owner.login.corp } };
    const outsider = await registerUser();
    for (const stranger of [sameTenant, outsider]) {
      const refused = await call(stranger, 'v1/group/mobile_group', {
        _id: group._id,
        mode: 'mobile',
        screens: ids(mobile),
      });
      expect(refused.code).toBe(ErrorCode.SCREEN_GROUP_NOT_FOUND);
    }
    expect(await rulesOf(owner, group._id)).toBeNull();
    expect(
      (await rpc('group', 'v1/group/mobile_group', { _id: group._id, mode: 'mobile', screens: [] })).code,
    ).not.toBe(200);
  });

  it('skip a screen deleted or moved out of the group', async () => {
    const owner = await registerUser();
    const { group, mobile } = await groupWith(owner, [], ['One', 'Two', 'Three']);
    const other = await groupWith(owner, [], []);
    const [one, two, three] = ids(mobile);
    await call(owner, 'v1/group/mobile_group', { _id: group._id, mode: 'mobile', screens: [three, two, one] });
    expect((await call(owner, 'v1/screen/remove', { ids: [two] })).code).toBe(200);
    expect((await call(owner, 'v1/screen/change_group', { ids: [one], group_id: other.group._id })).code).toBe(200);
    expect(await rulesOf(owner, group._id)).toEqual({ mode: 'mobile', screens: [three] });
  });
});

describe('mobile display rules through the group share', () => {
  it('give the phone list of shown screens, serve the named mobile screen, and follow changes', async () => {
    const owner = await registerUser();
    const { group, wall, mobile } = await groupWith(owner, ['Wall'], ['Phone A', 'Phone B', 'Unpublished phone']);
    const [phoneA, phoneB, unpublished] = mobile as [ScreenSummary, ScreenSummary, ScreenSummary];
    for (const screen of [...wall, phoneA, phoneB]) await publish(owner, screen);
    const token = (await call<ShareInfo>(owner, 'v1/group/link_share_add', { _id: group._id })).msg.token;
    const payload = async () => {
      const response = await fetch(`${baseUrl()}${shareObjectPath('group', token)}`);
      expect(response.status).toBe(200);
      return (await response.json()) as GroupSharePayload;
    };
    expect((await payload()).phone).toBeUndefined();

    const rules = [phoneB._id, unpublished._id, phoneA._id];
    expect((await call(owner, 'v1/group/mobile_group', { _id: group._id, mode: 'mobile', screens: rules })).code).toBe(
      200,
    );
    const shown = await payload();
    // The unpublished screen is not shown, so the phone skips it; nothing else is added.
    expect(shown.phone).toEqual({ mode: 'mobile', screens: [phoneB._id, phoneA._id] });
    expect(shown.screens.map((s) => s._id).sort()).toEqual([...ids(wall), phoneA._id, phoneB._id].sort());
    expect(shown.screens.find((s) => s._id === phoneB._id)?.document.widgets.t1?.attr.text).toBe('Phone B');
    expect(JSON.stringify(shown)).not.toContain(unpublished._id);

    // Switching to reflow names the wall screens; clearing removes the phone list.
    await call(owner, 'v1/group/mobile_group', { _id: group._id, mode: 'reflow', screens: ids(wall) });
    expect((await payload()).phone).toEqual({ mode: 'reflow', screens: ids(wall) });
    await call(owner, 'v1/group/mobile_group', { _id: group._id, mode: 'reflow', screens: [] });
    expect((await payload()).phone).toBeUndefined();
  });
});
