import { describe, expect, it } from 'vitest';
import type { UserPreferences } from '../../shared/acts/user.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { callAs, mailedInviteCode, registerUser, rpc, type Registered } from './helpers/client.js';
import { faultStats } from './helpers/faults.js';

/**
 * What an authenticated read costs in storage (docs/ARCHITECTURE.md, the middy chain): the
 * requests the handlers send through the stack's fault proxies, counted around one act. The
 * stack's own timers (worksheet schedules, upload sweep) may add requests to a sample, never take
 * any away, so the fewest of a few samples is the act's own.
 */
const SAMPLES = 5;

/** The fewest storage requests one call of `act` sent, over SAMPLES calls. */
async function requestsOf(user: Registered, act: string): Promise<number> {
  const counts: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const before = (await faultStats()).requests;
    expect((await callAs(user, act)).code).toBe(200);
    counts.push((await faultStats()).requests - before);
  }
  return Math.min(...counts);
}

describe('an authenticated read (functions/lib/data/caller-items.ts)', () => {
  it('reads the session, the membership and the profile in two storage requests', async () => {
    const user = await registerUser();
    // The token's first act in this container: its user is not remembered yet.
    expect((await callAs<UserPreferences>(user, 'v1/user/preferences')).msg).toEqual({ lang: '', theme: '' });
    // From the second: the session with the profile in one BatchGetItem, beside the member's GetItem.
    expect(await requestsOf(user, 'v1/user/preferences')).toBe(2);
    expect((await faultStats()).shapes).toContain('dynamodb BatchGetItem RequestItems');
  });

  it('answers the profile as stored now, and refuses at once a member disabled or a session ended', async () => {
    const admin = await registerUser({ company: 'Host Co' });
    const guest = await registerUser({ company: 'Guest Co' });
    const hostId = String(admin.login.corp[0]?._id);
    const inHost = <T>(user: Registered, act: string, args: Record<string, unknown> = {}) =>
      rpc<T>(String(act.split('/')[1]), act, { auth: user.login.auth, corp_id: hostId, ...args });
    // Before joining, the profile act is refused in a tenant the session may not act in.
    expect((await inHost(guest, 'v1/user/preferences')).code).toBe(ErrorCode.TENANT_INVALID);
    expect((await inHost(admin, 'v2/admin/max_user/invite', { email: guest.email, role: 'member' })).code).toBe(200);
    const code = await mailedInviteCode(guest.email);
    expect((await rpc('user', 'v1/user/accept_invite', { auth: guest.login.auth, code })).code).toBe(200);

    // The guest's token is remembered by now: its session and profile come in one request.
    expect((await inHost(guest, 'v1/user/preferences_save', { lang: 'en', theme: 'neon' })).code).toBe(200);
    expect((await inHost<UserPreferences>(guest, 'v1/user/preferences')).msg).toEqual({ lang: 'en', theme: 'neon' });
    expect((await inHost(guest, 'v1/user/preferences_save', { lang: 'zh' })).code).toBe(200);
    expect((await inHost<UserPreferences>(guest, 'v1/user/preferences')).msg).toEqual({ lang: 'zh', theme: 'neon' });

    const disabled = await inHost(admin, 'v2/admin/max_user/disable', { user_id: guest.login.user._id });
    expect(disabled.code).toBe(200);
    expect((await inHost(guest, 'v1/user/preferences')).code).toBe(ErrorCode.ACCOUNT_DISABLED);
    expect((await callAs(guest, 'v1/user/preferences')).code).toBe(200);

    expect((await rpc('user', 'v1/user/logout', { auth: guest.login.auth })).code).toBe(200);
    expect((await callAs(guest, 'v1/user/preferences')).code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});
