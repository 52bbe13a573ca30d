import { describe, expect, it } from 'vitest';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ShareInfo } from '../../shared/acts/link-share.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { registerUser, rpc, type Registered } from './helpers/client.js';
import { titleWidget } from './helpers/widgets.js';

/**
 * The share password throttle under a burst: every try is counted before the password is
 * checked, so 40 parallel wrong tries get at most five checks, and the right password sent
 * after them is refused while the window lasts.
 */
type Family = 'screen' | 'group';
const act = <T = unknown>(family: Family, user: Registered | null, name: string, args: Record<string, unknown> = {}) =>
  rpc<T>(family, `v1/${family}/${name}`, { ...(user ? { auth: user.login.auth } : {}), ...args });

const PASSWORD = 'open-sesame';

/** A published screen in a new group of a new owner. */
async function publishedScreen(): Promise<{ owner: Registered; screenId: string; groupId: string }> {
  const owner = await registerUser();
  const group = (await act<ScreenGroup>('group', owner, 'add', { name: 'Throttled' })).msg;
  const screen = (
    await act<ScreenSummary>('screen', owner, 'add', { group_id: group._id, name: 'Wall', template: 'blank' })
  ).msg;
  expect(
    (await act('screen', owner, 'append_widget', { _id: screen._id, widgets: [titleWidget('t1', 'Hello')] })).code,
  ).toBe(200);
  expect((await act('screen', owner, 'version_add', { _id: screen._id, name: 'V1' })).code).toBe(200);
  return { owner, screenId: screen._id, groupId: group._id };
}

async function burst(family: Family, token: string): Promise<number[]> {
  const tries = Array.from({ length: 40 }, (_, i) =>
    act(family, null, 'link_share_check', { token, password: `wrong-${i}` }),
  );
  return (await Promise.all(tries)).map((answer) => answer.code);
}

describe('share password throttle', () => {
  for (const family of ['screen', 'group'] as const) {
    it(`checks at most five of 40 parallel wrong tries on a ${family} share, then refuses the right password`, async () => {
      const { owner, screenId, groupId } = await publishedScreen();
      const added = await act<ShareInfo>(family, owner, 'link_share_add', {
        _id: family === 'screen' ? screenId : groupId,
        password: PASSWORD,
      });
      expect(added.code).toBe(200);
      const codes = await burst(family, added.msg.token);
      const checked = codes.filter((code) => code === ErrorCode.SCREEN_SHARE_PASSWORD_WRONG).length;
      const refused = codes.filter((code) => code === ErrorCode.SCREEN_SHARE_THROTTLED).length;
      expect(checked).toBeLessThanOrEqual(5);
      expect(checked + refused).toBe(40);
      expect((await act(family, null, 'link_share_check', { token: added.msg.token, password: PASSWORD })).code).toBe(
        ErrorCode.SCREEN_SHARE_THROTTLED,
      );
    });
  }

  it('does not count a right password against the allowance', async () => {
    const { owner, screenId } = await publishedScreen();
    const { token } = (await act<ShareInfo>('screen', owner, 'link_share_add', { _id: screenId, password: PASSWORD }))
      .msg;
    for (let i = 0; i < 6; i++)
      expect((await act('screen', null, 'link_share_check', { token, password: PASSWORD })).code).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await act('screen', null, 'link_share_check', { token, password: `wrong-${i}` })).code).toBe(
        ErrorCode.SCREEN_SHARE_PASSWORD_WRONG,
      );
    expect((await act('screen', null, 'link_share_check', { token, password: PASSWORD })).code).toBe(
      ErrorCode.SCREEN_SHARE_THROTTLED,
    );
  });

  it('refuses a share password shorter than six characters with the length rule, screen and group alike', async () => {
    const { owner, screenId, groupId } = await publishedScreen();
    for (const [family, id] of [
      ['screen', screenId],
      ['group', groupId],
    ] as const) {
      const short = await rpc(
        family,
        `v1/${family}/link_share_add`,
        { auth: owner.login.auth, _id: id, password: '12345' },
        { language: 'en' },
      );
      expect(short.code).toBe(ErrorCode.SHARE_PASSWORD_TOO_SHORT);
      expect(short.body.msg).toMatch(/at least 6 characters/);
      expect((await act(family, owner, 'link_share_add', { _id: id, password: '123456' })).code).toBe(200);
    }
  });
});
