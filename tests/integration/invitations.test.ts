import { describe, expect, it } from 'vitest';
import type { InviteAccepted, InviteInfo, InviteSent } from '../../shared/acts/invite.js';
import type { RoleView } from '../../shared/acts/roles.js';
import type { CorpRef, LoginResult } from '../../shared/acts/user.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import {
  freshMobile,
  latestCode,
  mailedInviteCode,
  post,
  registerUser,
  rpc,
  STRONG_PASSWORD,
  type Registered,
} from './helpers/client.js';

function asIn<T = unknown>(user: Registered, tenantId: string, act: string, args: Record<string, unknown> = {}) {
  const family = String(act.split('/')[1]);
  return rpc<T>(family, act, { auth: user.login.auth, corp_id: tenantId, ...args });
}

const tenantOf = (user: Registered): string => String(user.login.corp[0]?._id);

function invite(admin: Registered, email: string, role = 'member') {
  return asIn<InviteSent>(admin, tenantOf(admin), 'v2/admin/max_user/invite', { email, role });
}

describe('invitations into a tenant', () => {
  it('an invited user of another tenant accepts, and then works in both', async () => {
    const owner = await registerUser({ company: 'Acme Wall' });
    const guest = await registerUser({ company: 'Guest Co' });
    const sent = await invite(owner, guest.email.toUpperCase(), 'auditor');
    expect(sent).toMatchObject({ code: 200, msg: { email: guest.email } });
    const code = await mailedInviteCode(guest.email);

    // Before accepting, the guest cannot name the owner's tenant.
    expect((await asIn(guest, tenantOf(owner), 'v1/group/list')).code).toBe(ErrorCode.TENANT_INVALID);

    const info = await rpc<InviteInfo>('user', 'v1/user/invite_info', { code });
    expect(info.msg).toMatchObject({ tenant_name: 'Acme Wall', inviter_name: 'Test User', email: guest.email });

    // A session opened before the invitation is accepted (another device).
    const earlier = await rpc<LoginResult>('user', 'v1/user/max_login', {
      account: guest.email,
      password: guest.password,
    });
    const accepted = await rpc<InviteAccepted>('user', 'v1/user/accept_invite', { auth: guest.login.auth, code });
    expect(accepted.code).toBe(200);
    expect(accepted.msg.tenant_id).toBe(tenantOf(owner));
    expect(accepted.msg.corp.map((c) => [c.name, c.default, c.is_admin])).toEqual([
      ['Guest Co', 1, 1],
      ['Acme Wall', 0, 0],
    ]);
    // The same session acts in the new tenant at once, with the invited role (auditor: no creating).
    expect((await asIn(guest, tenantOf(owner), 'v1/group/list')).code).toBe(200);
    expect((await asIn(guest, tenantOf(owner), 'v2/admin/role/list')).code).toBe(ErrorCode.FUNCTION_PERMISSION_DENIED);
    const roles = await asIn<RoleView[]>(owner, tenantOf(owner), 'v2/admin/role/list');
    expect(roles.msg.find((r) => r._id === 'auditor')?.members).toBe(1);
    // …and still in its own.
    expect((await asIn(guest, tenantOf(guest), 'v2/admin/role/list')).code).toBe(200);

    // The earlier session may switch once it has asked for the tenant list.
    const other = { ...guest, login: earlier.msg };
    expect((await asIn(other, tenantOf(owner), 'v1/group/list')).code).toBe(ErrorCode.TENANT_INVALID);
    const list = await rpc<CorpRef[]>('user', 'v1/user/tenant_list', { auth: earlier.msg.auth });
    expect(list.msg.map((c) => c.name)).toEqual(['Guest Co', 'Acme Wall']);
    expect((await asIn(other, tenantOf(owner), 'v1/group/list')).code).toBe(200);

    // A new sign-in lists both tenants.
    const again = await rpc<LoginResult>('user', 'v1/user/max_login', {
      account: guest.email,
      password: guest.password,
    });
    expect(again.msg.corp.map((c) => c.name)).toEqual(['Guest Co', 'Acme Wall']);

    // The code worked once.
    expect((await rpc('user', 'v1/user/accept_invite', { auth: guest.login.auth, code })).code).toBe(
      ErrorCode.INVITE_CODE_USED,
    );
    expect((await rpc('user', 'v1/user/invite_info', { code })).code).toBe(ErrorCode.INVITE_CODE_USED);
    // Inviting a member again is refused.
    expect((await invite(owner, guest.email)).code).toBe(ErrorCode.MANAGED_USER_EXISTS);
  });

  it('a new person registers straight into the inviting tenant', async () => {
    const owner = await registerUser({ company: 'Acme Wall' });
    const mobile = freshMobile();
    const email = `new${mobile}@example.com`;
    await invite(owner, email);
    const inviteCode = await mailedInviteCode(email);
    await post('/api/smsvcode', { mobile, purpose: 'register' });
    const registered = await rpc<LoginResult>('user', 'v1/user/register_max', {
      mobile,
      vcode: await latestCode(mobile),
      password: STRONG_PASSWORD,
      name: 'Nina New',
      company: 'Acme Wall',
      email,
      invite_code: inviteCode,
    });
    expect(registered.code).toBe(200);
    expect(registered.msg.corp).toEqual([{ _id: tenantOf(owner), name: 'Acme Wall', default: 1, is_admin: 0 }]);
    expect(registered.msg.is_admin).toBe(0);
    expect((await rpc('user', 'v1/user/invite_info', { code: inviteCode })).code).toBe(ErrorCode.INVITE_CODE_USED);
  });

  it('only the addressee may use a code, and a code accepted twice at once works once', async () => {
    const owner = await registerUser();
    const addressee = await registerUser();
    const other = await registerUser();
    await invite(owner, addressee.email);
    const code = await mailedInviteCode(addressee.email);
    expect((await rpc('user', 'v1/user/accept_invite', { auth: other.login.auth, code })).code).toBe(
      ErrorCode.INVITE_CODE_USED,
    );
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => rpc('user', 'v1/user/accept_invite', { auth: addressee.login.auth, code })),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    const again = await rpc<LoginResult>('user', 'v1/user/max_login', {
      account: addressee.email,
      password: addressee.password,
    });
    expect(again.msg.corp.filter((c) => c._id === tenantOf(owner))).toHaveLength(1);
  });

  it('only the administrator invites, never as administrator, and one address once per wait', async () => {
    const owner = await registerUser();
    const email = `wait${freshMobile()}@example.com`;
    expect((await invite(owner, email, 'admin')).code).toBe(ErrorCode.ADMIN_IMMUTABLE);
    expect((await invite(owner, email, 'no_such_role')).code).toBe(ErrorCode.ROLE_NOT_FOUND);
    expect((await invite(owner, 'not-an-email')).code).toBe(ErrorCode.EMAIL_INVALID);
    const first = await Promise.all([invite(owner, email), invite(owner, email), invite(owner, email)]);
    expect(first.filter((a) => a.code === 200)).toHaveLength(1);
    expect(first.filter((a) => a.code === ErrorCode.INVITE_EMAIL_THROTTLED)).toHaveLength(2);

    const guest = await registerUser();
    await invite(owner, guest.email);
    await rpc('user', 'v1/user/accept_invite', { auth: guest.login.auth, code: await mailedInviteCode(guest.email) });
    const byMember = await asIn(guest, tenantOf(owner), 'v2/admin/max_user/invite', {
      email: `x${freshMobile()}@example.com`,
    });
    expect(byMember.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await rpc('user', 'v1/user/invite_info', { code: 'x'.repeat(43) })).code).toBe(ErrorCode.INVITE_CODE_USED);
    expect((await rpc('user', 'v1/user/invite_info', { code: '../../etc' })).code).toBe(ErrorCode.INVITE_CODE_MISSING);
  });
});
