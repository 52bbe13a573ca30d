import { describe, expect, it } from 'vitest';
import type { ActiveSession, LoginResult, UserPreferences } from '../../shared/acts/user.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import type { ScreenDetail } from '../../shared/acts/results.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { callAs, registerUser, rpc, type Registered } from './helpers/client.js';
import { firstGroup } from './helpers/realtime.js';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Signs the user in again from another "device": a second session. */
async function signInAgain(user: Registered, userAgent: string): Promise<Registered> {
  const login = await rpc<LoginResult>(
    'user',
    'v1/user/max_login',
    { account: user.mobile, password: user.password },
    { 'user-agent': userAgent },
  );
  expect(login.code).toBe(200);
  return { ...user, login: login.msg };
}

const list = async (user: Registered) => {
  const answer = await callAs<ActiveSession[]>(user, 'v1/user/session_list');
  expect(answer.code).toBe(200);
  return answer.msg;
};

describe('active sessions (docs/protocol.md#active-sessions)', () => {
  it('lists both sign-ins with device, address and the current one; revoking one refuses its token', async () => {
    const first = await registerUser();
    const second = await signInAgain(first, FIREFOX_ON_WINDOWS);
    const sessions = await list(first);
    expect(sessions).toHaveLength(2);
    for (const session of sessions) {
      expect(session.id).toMatch(/^[0-9a-f]{24}$/);
      expect(session.ip).not.toBe('');
      expect(session.created_at).toBeGreaterThan(0);
      expect(JSON.stringify(session)).not.toContain(second.login.auth);
    }
    const mine = sessions.find((s) => s.current);
    const other = sessions.find((s) => !s.current);
    expect(mine).toBeDefined();
    expect(other?.device).toBe('Firefox on Windows');
    expect((await list(second)).find((s) => s.current)?.id).toBe(other?.id);

    expect((await callAs(first, 'v1/user/session_revoke', { id: other?.id })).code).toBe(200);
    expect((await callAs(second, 'v1/user/session_list')).code).toBe(ErrorCode.NOT_LOGGED_IN);
    expect((await callAs(first, 'v1/user/grants')).code).toBe(200);
    expect((await list(first)).map((s) => s.id)).toEqual([mine?.id]);
    expect((await callAs(first, 'v1/user/session_revoke', { id: other?.id })).code).toBe(ErrorCode.SESSION_NOT_FOUND);
  });

  it('signs out all other sessions, or all of them', async () => {
    const user = await registerUser();
    const second = await signInAgain(user, FIREFOX_ON_WINDOWS);
    const third = await signInAgain(user, 'curl/8.5.0');
    const others = await callAs<{ revoked: number }>(user, 'v1/user/session_revoke_all', { keep_current: true });
    expect(others.msg).toEqual({ revoked: 2 });
    expect((await callAs(second, 'v1/user/grants')).code).toBe(ErrorCode.NOT_LOGGED_IN);
    expect((await callAs(third, 'v1/user/grants')).code).toBe(ErrorCode.NOT_LOGGED_IN);
    expect(await list(user)).toHaveLength(1);

    const fourth = await signInAgain(user, FIREFOX_ON_WINDOWS);
    const all = await callAs<{ revoked: number }>(fourth, 'v1/user/session_revoke_all', { keep_current: false });
    expect(all.msg).toEqual({ revoked: 2 });
    expect((await callAs(user, 'v1/user/grants')).code).toBe(ErrorCode.NOT_LOGGED_IN);
    expect((await callAs(fourth, 'v1/user/grants')).code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it("cannot revoke another user's session; malformed ids are refused by the schema", async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const [session] = await list(owner);
    expect((await callAs(stranger, 'v1/user/session_revoke', { id: session?.id })).code).toBe(
      ErrorCode.SESSION_NOT_FOUND,
    );
    expect((await callAs(owner, 'v1/user/grants')).code).toBe(200);
    for (const id of ['', 'x', owner.login.auth, '../../etc', 42]) {
      expect((await callAs(owner, 'v1/user/session_revoke', { id })).code).toBe(ErrorCode.PARAMS_INCOMPLETE);
    }
  });
});

describe('preferences (docs/protocol.md#preferences)', () => {
  it('saves language and default theme, answers them at sign-in, and blank screens start in the theme', async () => {
    const user = await registerUser();
    expect(user.login.preferences).toEqual({ lang: '', theme: '' });
    const saved = await callAs<UserPreferences>(user, 'v1/user/preferences_save', { lang: 'en', theme: 'neon' });
    expect(saved.msg).toEqual({ lang: 'en', theme: 'neon' });
    expect((await callAs(user, 'v1/user/preferences_save', { theme: 'no-such-theme' })).code).toBe(
      ErrorCode.PARAMS_INCOMPLETE,
    );
    expect((await callAs(user, 'v1/user/preferences_save', { lang: 'fr' })).code).toBe(ErrorCode.PARAMS_INCOMPLETE);
    expect((await callAs<UserPreferences>(user, 'v1/user/preferences')).msg).toEqual({ lang: 'en', theme: 'neon' });
    const again = await signInAgain(user, FIREFOX_ON_WINDOWS);
    expect(again.login.preferences).toEqual({ lang: 'en', theme: 'neon' });

    const groupId = await firstGroup(user);
    const added = await callAs<ScreenSummary>(user, 'v1/screen/add', {
      group_id: groupId,
      name: 'Themed',
      template: 'blank',
    });
    expect(added.code).toBe(200);
    const opened = await callAs<ScreenDetail>(user, 'v1/screen/get', { _id: added.msg._id });
    expect(opened.msg.document.config.background.theme).toBe('neon');
  });
});
