import { describe, expect, it } from 'vitest';
import type { OutsideRenewed, OutsideUse } from '../../shared/acts/admin.js';
import type { ShareInfo } from '../../shared/acts/link-share.js';
import type { PushChannelWithToken } from '../../shared/acts/push.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { baseUrl, callAs as call, registerUser, rpc, type Registered } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';

/**
 * What a removed member leaves behind (docs/tenants.md#what-a-removed-member-leaves): their push
 * channels and link shares are the tenant's and keep working; the administrator sees them
 * (`v2/admin/max_user/outside_use`) and renews them in one act (`outside_renew`). Through the real
 * handlers and the local gateway.
 */
async function colleagueOf(admin: Registered, name: string): Promise<Registered> {
  const joined = await joinTenantOf(admin, await registerUser({ name }));
  return { ...joined, login: { ...joined.login, corp: admin.login.corp } };
}

async function push(channel: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/push/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{"v":1}',
  });
  return ((await response.json()) as { code: number }).code;
}

const shareBefore = async (token: string) => (await rpc('screen', 'v1/screen/link_share_before', { token })).code;

async function memberWithOutsideUse() {
  const admin = await registerUser({ name: 'Ada Admin' });
  const leo = await colleagueOf(admin, 'Leo Leaver');
  const channel = (await call<PushChannelWithToken>(leo, 'v1/api/push_channel_add', { name: 'Line 3 counter' })).msg;
  const [group] = (await call<ScreenGroup[]>(leo, 'v1/group/list')).msg;
  const screen = await call<ScreenSummary>(leo, 'v1/screen/add', {
    group_id: group?._id,
    name: 'Lobby wall',
    template: 'blank',
  });
  expect(screen.code).toBe(200);
  const share = await call<ShareInfo>(leo, 'v1/screen/link_share_add', { _id: screen.msg._id });
  expect(share.code).toBe(200);
  return { admin, leo, channel, screen: screen.msg, shareToken: share.msg.token };
}

describe('what a removed member leaves behind', () => {
  it('the administrator sees it before and after the removal, and renews it in one act', async () => {
    const { admin, leo, channel, screen, shareToken } = await memberWithOutsideUse();
    const target = { user_id: leo.login.user._id };
    const expected: OutsideUse = {
      api_tokens: [],
      push_channels: [{ _id: channel._id, name: 'Line 3 counter', token_hint: channel.token_hint }],
      link_shares: [{ kind: 'screen', _id: screen._id, name: 'Lobby wall', expires_at: null }],
    };
    expect((await call<OutsideUse>(admin, 'v2/admin/max_user/outside_use', target)).msg).toEqual(expected);
    expect((await call(admin, 'v2/admin/max_user/remove', target)).code).toBe(200);

    // Removed: what they made is the tenant's and keeps working, and is still shown.
    expect(await push(channel._id, channel.token)).toBe(200);
    expect(await shareBefore(shareToken)).toBe(200);
    expect((await call<OutsideUse>(admin, 'v2/admin/max_user/outside_use', target)).msg).toEqual(expected);

    const renewed = await call<OutsideRenewed>(admin, 'v2/admin/max_user/outside_renew', {
      ...target,
      close_shares: 1,
    });
    expect(renewed.code).toBe(200);
    expect(renewed.msg).toMatchObject({ api_tokens_removed: 0, link_shares_closed: 1 });
    const [fresh] = renewed.msg.push_channels;
    expect(fresh).toMatchObject({ _id: channel._id, name: 'Line 3 counter' });
    expect(await push(channel._id, channel.token)).toBe(ErrorCode.PUSH_TOKEN_INVALID);
    expect(await push(channel._id, fresh?.token ?? '')).toBe(200);
    expect(await shareBefore(shareToken)).toBe(ErrorCode.SCREEN_SHARE_CLOSED);
    expect((await call<OutsideUse>(admin, 'v2/admin/max_user/outside_use', target)).msg.link_shares).toEqual([]);
  });

  it('is the administrator’s alone, and finds nothing of another tenant', async () => {
    const { admin, leo } = await memberWithOutsideUse();
    const sam = await colleagueOf(admin, 'Sam Security');
    expect(
      (await call(admin, 'v2/admin/max_user/change_role', { _id: sam.login.user._id, role: 'security' })).code,
    ).toBe(200);
    const target = { user_id: leo.login.user._id };
    for (const act of ['v2/admin/max_user/outside_use', 'v2/admin/max_user/outside_renew'])
      expect([act, (await call(sam, act, target)).code]).toEqual([act, ErrorCode.PERMISSION_DENIED]);
    const stranger = await registerUser();
    expect((await call<OutsideUse>(stranger, 'v2/admin/max_user/outside_use', target)).msg).toEqual({
      api_tokens: [],
      push_channels: [],
      link_shares: [],
    });
  });
});
