import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { MemberStateResult, Paged, PendingInvite, TenantUser } from '../../shared/acts/admin.js';
import type { InviteSent } from '../../shared/acts/invite.js';
import type { RoleView } from '../../shared/acts/roles.js';
import type { LoginResult } from '../../shared/acts/user.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { DEV_OUTBOX_PATH } from '../../shared/protocol/routes.js';
import { dynamo } from '../../functions/lib/clients.js';
import { keys } from '../../functions/lib/data/keys.js';
import { env } from '../../functions/lib/env.js';
import {
  freshMobile,
  get,
  latestCode,
  post,
  registerUser,
  rpc,
  STRONG_PASSWORD,
  type Registered,
} from './helpers/client.js';

const tenantOf = (user: Registered): string => String(user.login.corp[0]?._id);

/** Calls an act as `user` in `tenantId`. */
function asIn<T = unknown>(user: Registered, tenantId: string, act: string, args: Record<string, unknown> = {}) {
  const family = String(act.split('/')[1]);
  return rpc<T>(family, act, { auth: user.login.auth, corp_id: tenantId, ...args });
}

/** The administrator `admin` acts on `target` in the admin's tenant. */
function onMember<T = MemberStateResult>(admin: Registered, act: string, target: Registered) {
  return asIn<T>(admin, tenantOf(admin), `v2/admin/max_user/${act}`, { user_id: target.login.user._id });
}

interface Mail {
  link: string;
  subject: string;
  text: string;
}

async function lastMail(email: string): Promise<Mail> {
  const { body } = await get(`${DEV_OUTBOX_PATH}?to=${encodeURIComponent(email)}`);
  const last = (body.messages as Mail[]).at(-1);
  if (!last) throw new Error(`no mail to ${email}`);
  return last;
}

async function inviteCodeOf(email: string): Promise<string> {
  const code = new URL((await lastMail(email)).link).searchParams.get('invite');
  if (!code) throw new Error('no invitation code');
  return code;
}

function invite(admin: Registered, email: string) {
  return asIn<InviteSent>(admin, tenantOf(admin), 'v2/admin/max_user/invite', { email, role: 'member' });
}

/** A new person invited into `admin`'s tenant who registers with the code: a member of that tenant only. */
async function invitedNewMember(admin: Registered, name = 'Ivy Invited'): Promise<Registered> {
  const mobile = freshMobile();
  const email = `inv${mobile}@example.com`;
  expect((await invite(admin, email)).code).toBe(200);
  const inviteCode = await inviteCodeOf(email);
  await post('/api/smsvcode', { mobile, purpose: 'register' });
  const registered = await rpc<LoginResult>('user', 'v1/user/register_max', {
    mobile,
    vcode: await latestCode(mobile),
    password: STRONG_PASSWORD,
    name,
    company: 'ignored',
    email,
    invite_code: inviteCode,
  });
  expect(registered.code).toBe(200);
  return { mobile, email, password: STRONG_PASSWORD, login: registered.msg };
}

async function members(admin: Registered): Promise<TenantUser[]> {
  const list = await asIn<Paged<TenantUser>>(admin, tenantOf(admin), 'v2/admin/max_user/list', { pageSize: 200 });
  return list.msg.list;
}

const signIn = (user: Registered, password = user.password) =>
  rpc<LoginResult>('user', 'v1/user/max_login', { account: user.email, password });

describe('user administration', () => {
  it('disables a member (refused from the next act and at sign-in), then enables them', async () => {
    const admin = await registerUser({ name: 'Ada Admin' });
    const member = await invitedNewMember(admin);
    expect((await members(admin)).find((m) => m._id === member.login.user._id)?.state).toBe('active');
    expect((await asIn(member, tenantOf(admin), 'v1/group/list')).code).toBe(200);

    const disabled = await onMember(admin, 'disable', member);
    expect(disabled.msg).toEqual({ _id: member.login.user._id, state: 'disabled' });
    expect((await asIn(member, tenantOf(admin), 'v1/group/list')).code).toBe(ErrorCode.ACCOUNT_DISABLED);
    expect((await signIn(member)).code).toBe(ErrorCode.ACCOUNT_DISABLED);
    expect((await members(admin)).find((m) => m._id === member.login.user._id)?.state).toBe('disabled');

    expect((await onMember(admin, 'enable', member)).msg.state).toBe('active');
    expect((await asIn(member, tenantOf(admin), 'v1/group/list')).code).toBe(200);
    expect((await signIn(member)).code).toBe(200);
  });

  it('a user disabled in one tenant still signs in to their others', async () => {
    const admin = await registerUser({ company: 'Host Co' });
    const guest = await registerUser({ company: 'Guest Co' });
    await invite(admin, guest.email);
    const accepted = await rpc('user', 'v1/user/accept_invite', {
      auth: guest.login.auth,
      code: await inviteCodeOf(guest.email),
    });
    expect(accepted.code).toBe(200);
    await onMember(admin, 'disable', guest);
    const again = await signIn(guest);
    expect(again.code).toBe(200);
    expect(again.msg.corp.map((c) => c.name)).toEqual(['Guest Co']);
    // …and reset_password is refused: the account is shared with another tenant.
    expect((await onMember(admin, 'reset_password', guest)).code).toBe(ErrorCode.PERMISSION_DENIED);
  });

  it('a session acts in each tenant it joins, and from its next act not in one it was removed from', async () => {
    // From a token's second act its session and membership are read in one request, the user
    // remembered (functions/lib/data/caller-items.ts): the membership must still be read afresh.
    const admin = await registerUser({ company: 'Host Co' });
    const guest = await registerUser({ company: 'Guest Co' });
    expect((await asIn(guest, tenantOf(guest), 'v1/group/list')).code).toBe(200);
    expect((await asIn(guest, tenantOf(admin), 'v1/group/list')).code).toBe(ErrorCode.TENANT_INVALID);

    await invite(admin, guest.email);
    const code = await inviteCodeOf(guest.email);
    expect((await rpc('user', 'v1/user/accept_invite', { auth: guest.login.auth, code })).code).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect((await asIn(guest, tenantOf(admin), 'v1/group/list')).code).toBe(200);
      expect((await asIn(guest, tenantOf(guest), 'v1/group/list')).code).toBe(200);
    }

    expect((await onMember<null>(admin, 'remove', guest)).code).toBe(200);
    expect((await asIn(guest, tenantOf(admin), 'v1/group/list')).code).toBe(ErrorCode.TENANT_INVALID);
    expect((await asIn(guest, tenantOf(guest), 'v1/group/list')).code).toBe(200);
    expect((await rpc('user', 'v1/user/logout', { auth: guest.login.auth })).code).toBe(200);
    expect((await asIn(guest, tenantOf(guest), 'v1/group/list')).code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('refuses acting on oneself, on the administrator, on another tenant’s user, and to non-administrators', async () => {
    const admin = await registerUser();
    const member = await invitedNewMember(admin);
    const stranger = await registerUser();
    for (const act of ['approve', 'disable', 'enable', 'reset_password', 'remove']) {
      expect((await onMember(admin, act, admin)).code).toBe(ErrorCode.OWN_ROLE_IMMUTABLE);
      expect((await onMember(admin, act, stranger)).code).toBe(ErrorCode.USER_NOT_FOUND);
      expect(
        (await asIn(member, tenantOf(admin), `v2/admin/max_user/${act}`, { user_id: admin.login.user._id })).code,
      ).toBe(ErrorCode.PERMISSION_DENIED);
    }
    // A second member item with the administrator's role (as a migration could leave) is never a target.
    const other = await registerUser();
    await dynamo().send(
      new PutCommand({
        TableName: env.mainTable(),
        Item: {
          ...keys.member(tenantOf(admin), other.login.user._id),
          userId: other.login.user._id,
          role: 'admin',
          joinedAt: 1,
        },
      }),
    );
    for (const act of ['approve', 'disable', 'reset_password', 'remove']) {
      expect((await onMember(admin, act, other)).code).toBe(ErrorCode.ADMIN_IMMUTABLE);
    }
  });

  it('resets a password: mailed, sessions end, the next sign-in must change it', async () => {
    const admin = await registerUser({ company: 'Reset Co' });
    const member = await invitedNewMember(admin);
    expect((await onMember(admin, 'reset_password', member)).code).toBe(200);
    const mail = await lastMail(member.email);
    const temporary = /[:：] ?(\S+)\n/.exec(mail.text)?.[1];
    expect(temporary).toBeTruthy();
    expect((await asIn(member, tenantOf(admin), 'v1/group/list')).code).toBe(ErrorCode.NOT_LOGGED_IN);
    expect((await signIn(member)).code).toBe(ErrorCode.CREDENTIALS_WRONG);
    expect((await signIn(member, String(temporary))).code).toBe(ErrorCode.PASSWORD_EXPIRED);
    const changed = await rpc('user', 'v1/user/change_pass_no_login', {
      account: member.email,
      old_password: String(temporary),
      new_password: 'Green#Leaf2027y',
      confirm_password: 'Green#Leaf2027y',
    });
    expect(changed.code).toBe(200);
    expect((await signIn(member, 'Green#Leaf2027y')).code).toBe(200);
  });

  it('removes a member once, however many removals run at once', async () => {
    const admin = await registerUser({ company: 'Remove Co' });
    const member = await invitedNewMember(admin);
    const tenantKey = keys.tenant(tenantOf(admin));
    const before = await dynamo().send(new GetCommand({ TableName: env.mainTable(), Key: tenantKey }));
    const removals = await Promise.all([1, 2, 3].map(() => onMember<null>(admin, 'remove', member)));
    expect(removals.map((r) => r.code).sort()).toEqual(
      [200, ErrorCode.USER_NOT_FOUND, ErrorCode.USER_NOT_FOUND].sort(),
    );
    const after = await dynamo().send(new GetCommand({ TableName: env.mainTable(), Key: tenantKey }));
    expect(Number(after.Item?.memberCount)).toBe(Number(before.Item?.memberCount) - 1);
    const roles = await asIn<RoleView[]>(admin, tenantOf(admin), 'v2/admin/role/list');
    expect(roles.msg.find((r) => r._id === 'member')?.members).toBe(0);
    expect((await members(admin)).map((m) => m._id)).toEqual([admin.login.user._id]);
    // Their live session is refused in the tenant; their user item no longer lists it.
    expect((await asIn(member, tenantOf(admin), 'v1/group/list')).code).toBe(ErrorCode.TENANT_INVALID);
    const user = await dynamo().send(
      new GetCommand({ TableName: env.mainTable(), Key: keys.user(member.login.user._id) }),
    );
    expect(user.Item?.corps).toEqual([]);
  });

  it('with approval required, an invited person waits for the administrator', async () => {
    const admin = await registerUser({ company: 'Strict Co' });
    const saved = await asIn(admin, tenantOf(admin), 'v2/admin/max_user/settings_save', { approval_required: 1 });
    expect(saved.msg).toEqual({ approval_required: 1 });
    expect((await asIn(admin, tenantOf(admin), 'v2/admin/max_user/settings_get')).msg).toEqual({
      approval_required: 1,
    });
    const guest = await registerUser({ company: 'Waiting Co' });
    await invite(admin, guest.email);
    await rpc('user', 'v1/user/accept_invite', { auth: guest.login.auth, code: await inviteCodeOf(guest.email) });
    expect((await members(admin)).find((m) => m._id === guest.login.user._id)?.state).toBe('pending');
    expect((await asIn(guest, tenantOf(admin), 'v1/group/list')).code).toBe(ErrorCode.ACCOUNT_NOT_APPROVED);
    expect((await onMember(admin, 'enable', guest)).msg.state).toBe('pending');
    expect((await onMember(admin, 'approve', guest)).msg.state).toBe('active');
    expect((await asIn(guest, tenantOf(admin), 'v1/group/list')).code).toBe(200);
  });

  it('lists pending invitations, revokes one, and resends only after the wait', async () => {
    const admin = await registerUser({ name: 'Ada Admin' });
    const first = `a${freshMobile()}@example.com`;
    const second = `b${freshMobile()}@example.com`;
    await invite(admin, first);
    await invite(admin, second);
    const listed = await asIn<PendingInvite[]>(admin, tenantOf(admin), 'v2/admin/max_user/invite_list');
    expect(listed.msg.map((i) => i.email).sort()).toEqual([first, second].sort());
    expect(listed.msg[0]).toMatchObject({
      role: 'member',
      invited_by: admin.login.user._id,
      invited_by_name: 'Ada Admin',
    });
    const target = listed.msg.find((i) => i.email === first);
    const code = await inviteCodeOf(first);
    const revoked = await asIn(admin, tenantOf(admin), 'v2/admin/max_user/invite_revoke', { id: target?._id });
    expect(revoked.code).toBe(200);
    expect((await rpc('user', 'v1/user/invite_info', { code })).code).toBe(ErrorCode.INVITE_CODE_USED);
    const again = await asIn<PendingInvite[]>(admin, tenantOf(admin), 'v2/admin/max_user/invite_list');
    expect(again.msg.map((i) => i.email)).toEqual([second]);
    expect((await asIn(admin, tenantOf(admin), 'v2/admin/max_user/invite_revoke', { id: target?._id })).code).toBe(
      ErrorCode.INVITE_CODE_USED,
    );
    // Another tenant cannot see or revoke it.
    const stranger = await registerUser();
    const secondId = again.msg[0]?._id;
    expect((await asIn(stranger, tenantOf(stranger), 'v2/admin/max_user/invite_revoke', { id: secondId })).code).toBe(
      ErrorCode.INVITE_CODE_USED,
    );
    // Resending inside the wait is refused.
    expect((await invite(admin, second)).code).toBe(ErrorCode.INVITE_EMAIL_THROTTLED);
  });
});
