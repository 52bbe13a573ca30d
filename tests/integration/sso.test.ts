import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/acts/audit.js';
import type { SsoSettingsView, SsoStart } from '../../shared/acts/sso.js';
import type { ActiveSession, LoginResult, SsoLinkStatus } from '../../shared/acts/user.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { errorText } from '../../shared/errors/texts.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../functions/lib/clients.js';
import { keys } from '../../functions/lib/data/keys.js';
import { env } from '../../functions/lib/env.js';
import { DEV_OUTBOX_PATH } from '../../shared/protocol/routes.js';
import { callAs, get, registerUser, rpc, type Answer, type Registered } from './helpers/client.js';
import { signInAtProvider, ssoSignIn, ssoStart } from './helpers/oidc-browser.js';
import { joinTenantOf } from './helpers/tenancy.js';

const provider = () => ({
  issuer: String(process.env.DEMO_IDP_ISSUER),
  client_id: String(process.env.DEMO_IDP_CLIENT_ID),
  client_secret: String(process.env.DEMO_IDP_CLIENT_SECRET),
});
const unique = () => randomBytes(4).toString('hex');

/**
 * A tenant whose administrator names the demo provider, by a fresh code and e-mail domain (listed,
 * not proven: `/ssosaas` by e-mail domain is in sso-domains.test.ts).
 */
async function ssoTenant(enforce = false) {
  const owner = await registerUser({ company: 'Single Sign-On Co' });
  const code = `co-${unique()}`;
  const domain = `${unique()}.example`;
  const saved = await callAs<SsoSettingsView>(owner, 'v2/admin/sso/save', {
    enabled: true,
    ...provider(),
    code,
    domains: [domain],
    enforce,
  });
  expect(saved.code).toBe(200);
  return { owner, code, domain };
}

const asSession = (login: LoginResult): Registered => ({ mobile: '', email: '', password: '', login });

describe('single sign-on through the local OpenID provider', () => {
  it('starts with PKCE, state and nonce, provisions a member on first sign-in, and links them after', async () => {
    const { owner, code, domain } = await ssoTenant();
    const started = await ssoStart({ code });
    const url = new URL(started.msg.url);
    expect(url.origin).toBe(provider().issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(32);
    expect(url.searchParams.get('nonce')?.length).toBeGreaterThanOrEqual(32);
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/sso$/);

    const first = await ssoSignIn({ code }, `ada.lovelace@${domain}`);
    expect(first.code).toBe(200);
    expect(first.msg.name).toBe('Ada Lovelace');
    expect(first.msg.corp).toHaveLength(1);
    expect(first.msg.corp[0]?._id).toBe(owner.login.corp[0]?._id);
    expect(first.msg.is_admin).toBe(0);
    const again = await ssoSignIn({ code }, `ada.lovelace@${domain}`);
    expect(again.msg.user._id).toBe(first.msg.user._id);
    // The session works in the tenant, with the default role's permissions.
    const grants = await callAs<{ permissions: string[] }>(asSession(again.msg), 'v1/user/grants');
    expect(grants.code).toBe(200);
    const members = await callAs<{ list: { _id: string; role: string }[] }>(owner, 'v2/admin/max_user/list', {
      pageNum: 1,
      pageSize: 50,
    });
    expect(members.msg.list.find((m) => m._id === first.msg.user._id)?.role).toBe('member');
    // The administrator reads the settings back without the secret; the sign-ins are on record.
    const view = await callAs<SsoSettingsView>(owner, 'v2/admin/sso/get');
    expect(view.msg).toMatchObject({ enabled: true, client_secret_set: true, code, domains: [domain] });
    expect(JSON.stringify(view.body)).not.toContain(provider().client_secret);
    const audit = await callAs<{ list: AuditEntry[] }>(owner, 'v2/admin/audit/list', { action: 'sign_in' });
    expect(audit.msg.list.filter((e) => e.detail === 'sso' && e.actor_id === first.msg.user._id)).toHaveLength(2);
  });

  it('takes a state once: a replay, a forged state and the other variant’s act all fail', async () => {
    const { code, domain } = await ssoTenant();
    const started = await ssoStart({ code });
    const back = await signInAtProvider(started.msg.url, `grace@${domain}`);
    const args = Object.fromEntries(back.searchParams);
    const wrongVariant = await rpc('user', 'v1/user/saas_sso_login', args);
    expect(wrongVariant.code).toBe(ErrorCode.SSO_FAILED);
    // The failed try used the state up: the right act now finds nothing either.
    expect((await rpc('user', 'v1/user/sso_login', args)).code).toBe(ErrorCode.SSO_FAILED);
    const forged = await rpc('user', 'v1/user/sso_login', { ...args, state: 'x'.repeat(43) });
    expect(forged.code).toBe(ErrorCode.SSO_FAILED);
  });

  it('an e-mail with an account outside the workspace is a new person there, as an unknown e-mail is', async () => {
    const { code, domain } = await ssoTenant();
    const outsider = await registerUser();
    const asOutsider = await ssoSignIn({ code }, outsider.email);
    const unknown = await ssoSignIn({ code }, `nobody-${unique()}@${domain}`);
    // One answer whatever the e-mail: the provider learns nothing of which e-mails have accounts.
    for (const answer of [asOutsider, unknown]) {
      expect(answer.code).toBe(200);
      expect(answer.msg.is_max_new).toBe(1);
      expect(answer.msg.corp).toHaveLength(1);
    }
    expect(asOutsider.msg.user._id).not.toBe(outsider.login.user._id);
    // The outsider's own account is untouched: their password still signs them in, as themselves.
    const own = await rpc<LoginResult>('user', 'v1/user/max_login', {
      account: outsider.email,
      password: outsider.password,
    });
    expect(own.code).toBe(200);
    expect(own.msg.user._id).toBe(outsider.login.user._id);
  });

  it('does not link a member who belongs to another workspace too: the provider cannot take the account', async () => {
    const { owner, code } = await ssoTenant();
    // The victim administers their own workspace and is a member of the provider's one.
    const victim = await joinTenantOf(owner, await registerUser());
    const refused = await ssoSignIn({ code }, victim.email);
    // The answer shows the way: the password, then a link from the account page.
    expect(refused.code).toBe(ErrorCode.SSO_LINK_REQUIRED);
    expect(refused.body.msg).toBe(errorText(ErrorCode.SSO_LINK_REQUIRED, 'zh'));
    expect(refused.body.msg).toContain('个性化设置');
    expect(errorText(ErrorCode.SSO_LINK_REQUIRED, 'en')).toMatch(/password.*link.*Personalization/);
    // Nothing was linked: the password still signs in, into both workspaces.
    const again = await rpc<LoginResult>('user', 'v1/user/max_login', {
      account: victim.mobile,
      password: victim.password,
    });
    expect(again.code).toBe(200);
    expect(again.msg.corp).toHaveLength(2);
  });

  it('a session a provider opened changes nothing account-wide and reaches only that workspace’s sessions', async () => {
    const { owner, code } = await ssoTenant();
    // Linked while the workspace was their only one; later they join another one with their password.
    expect((await ssoSignIn({ code }, owner.email)).code).toBe(200);
    const other = await registerUser();
    const person = await joinTenantOf(other, owner);
    const viaSso = await ssoSignIn({ code }, owner.email);
    expect(viaSso.code).toBe(200);
    expect(viaSso.msg.user._id).toBe(owner.login.user._id);
    // The login result tells the client, so the personal page hides what the session may not do.
    expect(viaSso.msg.sso).toBe(1);
    expect(person.login.sso).toBe(0);
    const sso = asSession(viaSso.msg);

    const refusals: [string, Record<string, unknown>][] = [
      ['v1/user/change_email', { email: `taken-${unique()}@example.com` }],
      ['v1/user/change_mobile', { mobile: '13800000000', vcode: '123456' }],
      ['v1/user/change_name', { name: 'Somebody Else' }],
      ['v1/user/change_avatar', { image: 'data:image/png;base64,iVBORw0KGgo=' }],
      [
        'v1/user/change_password',
        { old_password: owner.password, new_password: 'Green#Field2026y', confirm_password: 'Green#Field2026y' },
      ],
      ['v1/user/accept_invite', { code: 'x'.repeat(43) }],
    ];
    for (const [act, args] of refusals) {
      expect({ act, code: (await callAs(sso, act, args)).code }).toEqual({ act, code: ErrorCode.PERMISSION_DENIED });
    }

    // The password sessions (with their addresses) are not the provider's to see or end.
    const listed = await callAs<ActiveSession[]>(sso, 'v1/user/session_list');
    expect(listed.code).toBe(200);
    expect(listed.msg.filter((s) => s.current)).toHaveLength(1);
    const fromPassword = await callAs<ActiveSession[]>(person, 'v1/user/session_list');
    const passwordIds = fromPassword.msg.filter((s) => !listed.msg.some((l) => l.id === s.id)).map((s) => s.id);
    expect(passwordIds.length).toBeGreaterThanOrEqual(2);
    for (const id of passwordIds) {
      expect((await callAs(sso, 'v1/user/session_revoke', { id })).code).toBe(ErrorCode.SESSION_NOT_FOUND);
    }
    const revoked = await callAs<{ revoked: number }>(sso, 'v1/user/session_revoke_all', { keep_current: false });
    expect(revoked.code).toBe(200);
    expect(revoked.msg.revoked).toBe(listed.msg.length);
    // The password session lives on, with the name, e-mail and mobile the person chose.
    const profile = await callAs<ActiveSession[]>(person, 'v1/user/session_list');
    expect(profile.code).toBe(200);
    expect(profile.msg.map((s) => s.id).sort()).toEqual([...passwordIds].sort());
    const own = await rpc<LoginResult>('user', 'v1/user/max_login', { account: owner.email, password: owner.password });
    expect(own.code).toBe(200);
    expect(own.msg.name).toBe(owner.login.name);
  });

  it('a provider’s e-mail reserves nothing: no login, no invitation taken, no e-mail or password change', async () => {
    const { owner, code, domain } = await ssoTenant();
    const email = `eve@${domain}`;
    const provisioned = await ssoSignIn({ code }, email);
    expect(provisioned.code).toBe(200);
    const eve = asSession(provisioned.msg);
    // No login item: the address stays free for its real owner, and no password signs in with it.
    const login = await dynamo().send(new GetCommand({ TableName: env.mainTable(), Key: keys.login(email) }));
    expect(login.Item).toBeUndefined();
    expect((await rpc('user', 'v1/user/max_login', { account: email, password: 'Blue#Sky2026x' })).code).toBe(
      ErrorCode.CREDENTIALS_WRONG,
    );
    // An invitation mailed to that address elsewhere is not this provisioned person's to take.
    const other = await registerUser();
    expect((await callAs(other, 'v2/admin/max_user/invite', { email, role: 'member' })).code).toBe(200);
    const mails = (await get(`${DEV_OUTBOX_PATH}?to=${encodeURIComponent(email)}`)).body.messages as { link: string }[];
    const inviteCode = new URL(String(mails.at(-1)?.link)).searchParams.get('invite');
    expect((await callAs(eve, 'v1/user/accept_invite', { code: inviteCode })).code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await callAs(eve, 'v1/user/change_email', { email: `eve2@${domain}` })).code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
    const reset = await callAs(owner, 'v2/admin/max_user/reset_password', { user_id: provisioned.msg.user._id });
    expect(reset.code).toBe(ErrorCode.PERMISSION_DENIED);
  });

  it('enforced: password sign-in, the password change and old password sessions are refused; SSO lets the member in', async () => {
    const { owner, code } = await ssoTenant();
    const member = await joinTenantOf(owner, await registerUser());
    const enforced = await callAs(owner, 'v2/admin/sso/save', { enabled: true, ...provider(), code, enforce: true });
    expect(enforced.code).toBe(200);
    // The administrator's only tenant enforces SSO: no password opens it.
    const password = await rpc('user', 'v1/user/max_login', { account: owner.mobile, password: owner.password });
    expect(password.code).toBe(ErrorCode.SSO_REQUIRED);
    const renew = await rpc('user', 'v1/user/change_pass_no_login', {
      account: owner.mobile,
      old_password: owner.password,
      new_password: 'Green#Field2026y',
      confirm_password: 'Green#Field2026y',
    });
    expect(renew.code).toBe(ErrorCode.SSO_REQUIRED);
    // The session opened with a password before is refused in the tenant.
    const oldSession = await callAs(owner, 'v1/group/list');
    expect(oldSession.code).toBe(ErrorCode.SSO_REQUIRED);
    // A member of two tenants still signs in with a password, into the other one only.
    const memberLogin = await rpc<LoginResult>('user', 'v1/user/max_login', {
      account: member.mobile,
      password: member.password,
    });
    expect(memberLogin.code).toBe(200);
    expect(memberLogin.msg.corp.map((c) => c._id)).not.toContain(owner.login.corp[0]?._id);
    const switched = await rpc('group', 'v1/group/list', {
      auth: memberLogin.msg.auth,
      corp_id: owner.login.corp[0]?._id,
    });
    expect(switched.code).toBe(ErrorCode.TENANT_INVALID);
    // Through the provider, the administrator is linked by e-mail and is the administrator.
    const viaSso = await ssoSignIn({ code }, owner.email);
    expect(viaSso.code).toBe(200);
    expect(viaSso.msg.user._id).toBe(owner.login.user._id);
    expect(viaSso.msg.is_admin).toBe(1);
    expect((await callAs(asSession(viaSso.msg), 'v1/group/list')).code).toBe(200);
  });

  it('checks the settings: administrator only, the provider must answer, codes are unique', async () => {
    const { owner, code } = await ssoTenant();
    const member = await joinTenantOf(owner, await registerUser());
    const asMember = await rpc('admin', 'v2/admin/sso/get', {
      auth: member.login.auth,
      corp_id: owner.login.corp[0]?._id,
    });
    expect(asMember.code).toBe(ErrorCode.PERMISSION_DENIED);
    const other = await registerUser();
    const taken = await callAs(other, 'v2/admin/sso/save', { enabled: true, ...provider(), code });
    expect(taken.code).toBe(ErrorCode.SSO_CODE_TAKEN);
    // Plain HTTP, and private addresses the address policy refuses (a closed port, a private network, the metadata service).
    for (const issuer of [
      'http://127.0.0.1:1',
      'https://127.0.0.1:1',
      'https://10.1.2.3',
      'https://169.254.169.254/latest',
    ]) {
      const refused = await callAs(other, 'v2/admin/sso/save', {
        ...provider(),
        enabled: true,
        issuer,
        code: `x-${unique()}`,
      });
      expect(refused.code).toBe(ErrorCode.SSO_ISSUER_UNREACHABLE);
    }
    const malformed = await callAs(other, 'v2/admin/sso/save', { ...provider(), enabled: true, code: 'A B' });
    expect(malformed.code).toBe(ErrorCode.SSO_SETTINGS_INVALID);
    expect((await ssoStart({ code: `none-${unique()}` })).code).toBe(ErrorCode.SSO_NOT_CONFIGURED);
  });

  it('refuses a public mail domain: nobody may send everyone at gmail.com to their provider', async () => {
    const owner = await registerUser();
    for (const domain of ['gmail.com', 'QQ.com', 'outlook.com', 'mail.163.com']) {
      const claimed = await callAs(owner, 'v2/admin/sso/save', {
        enabled: true,
        ...provider(),
        code: `pub-${unique()}`,
        domains: [domain],
      });
      expect({ domain, code: claimed.code }).toEqual({ domain, code: ErrorCode.SSO_SETTINGS_INVALID });
    }
    expect((await ssoStart({ email: 'someone@gmail.com', variant: 'saas' })).code).toBe(ErrorCode.SSO_NOT_CONFIGURED);
  });
});

/** Calls an act as `person` in the tenant `corpId` (one of the session's). */
function inTenant(person: Registered, corpId: string) {
  return <T = unknown>(act: string, args: Record<string, unknown> = {}): Promise<Answer<T>> =>
    rpc<T>(String(act.split('/')[1]), act, { auth: person.login.auth, corp_id: corpId, ...args });
}

/** A link's way out and back: started in a session, signed in at the provider as `login`. */
async function linkTrip(call: ReturnType<typeof inTenant>, login: string): Promise<Record<string, string>> {
  const started = await call<SsoStart>('v1/user/sso_link_start');
  expect(started.code).toBe(200);
  return Object.fromEntries((await signInAtProvider(started.msg.url, login)).searchParams);
}

/** An SSO workspace, and a member of it (with a password session in it) whose account has another workspace. */
async function memberOfTwo() {
  const tenant = await ssoTenant();
  const corpId = String(tenant.owner.login.corp[0]?._id);
  const person = await joinTenantOf(tenant.owner, await registerUser({ name: 'Multi Member' }));
  expect(person.login.corp.map((c) => c._id)).toContain(corpId);
  expect(person.login.corp).toHaveLength(2);
  return { ...tenant, corpId, person, call: inTenant(person, corpId) };
}

describe('linking a workspace’s single sign-on to an account of several workspaces', () => {
  it('a password session links it once; then the provider signs the person in, into that workspace', async () => {
    const { owner, code, corpId, person, call } = await memberOfTwo();
    const subject = `multi.member-${unique()}@corp.example`;
    // Before: refused by the provider alone, and not linked.
    expect((await ssoSignIn({ code }, person.email)).code).toBe(ErrorCode.SSO_LINK_REQUIRED);
    const before = await call<SsoLinkStatus>('v1/user/sso_link_status');
    expect(before.msg).toEqual({ enabled: true, linked: false, workspace: owner.login.corp[0]?.name });
    const sessionsBefore = await call<ActiveSession[]>('v1/user/session_list');

    const started = await call<SsoStart>('v1/user/sso_link_start');
    expect(started.code).toBe(200);
    const url = new URL(started.msg.url);
    expect(url.origin).toBe(provider().issuer);
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/sso$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(32);
    expect(url.searchParams.get('nonce')?.length).toBeGreaterThanOrEqual(32);
    // The provider signs the person in afresh: a provider session someone left in the browser is not linked.
    expect(url.searchParams.get('prompt')).toBe('login');
    // The provider's e-mail need not be the account's: the password session vouches for the account.
    const back = Object.fromEntries((await signInAtProvider(started.msg.url, subject)).searchParams);
    const linked = await call<SsoLinkStatus>('v1/user/sso_link_finish', back);
    expect(linked.code).toBe(200);
    expect(linked.msg).toMatchObject({ enabled: true, linked: true });
    // No session opened, and the current one is as it was: it still acts in both workspaces.
    expect(linked.body).not.toHaveProperty('msg.auth');
    const sessionsAfter = await call<ActiveSession[]>('v1/user/session_list');
    expect(sessionsAfter.msg.map((s) => s.id).sort()).toEqual(sessionsBefore.msg.map((s) => s.id).sort());
    expect((await callAs(person, 'v1/user/grants')).code).toBe(200);
    expect((await call<SsoLinkStatus>('v1/user/sso_link_status')).msg.linked).toBe(true);
    // The state was used: the same answer does not link (or sign in) twice.
    expect((await call('v1/user/sso_link_finish', back)).code).toBe(ErrorCode.SSO_FAILED);

    // Now the provider signs this person in, into the provider's workspace only.
    const viaSso = await ssoSignIn({ code }, subject);
    expect(viaSso.code).toBe(200);
    expect(viaSso.msg.user._id).toBe(person.login.user._id);
    expect(viaSso.msg.corp.map((c) => c._id)).toEqual([corpId]);
    expect(viaSso.msg.sso).toBe(1);
    // Linking the same subject again is no error; the administrator sees the link on record.
    expect((await call('v1/user/sso_link_finish', await linkTrip(call, subject))).code).toBe(200);
    const audit = await callAs<{ list: AuditEntry[] }>(owner, 'v2/admin/audit/list', { action: 'sso_link' });
    expect(audit.msg.list.filter((e) => e.actor_id === person.login.user._id)).toHaveLength(2);
    // The password still opens both workspaces.
    const password = await rpc<LoginResult>('user', 'v1/user/max_login', {
      account: person.mobile,
      password: person.password,
    });
    expect(password.msg.corp).toHaveLength(2);
  });

  it('a session a provider opened cannot link, nor can a workspace without single sign-on', async () => {
    const { owner, code } = await ssoTenant();
    const viaSso = await ssoSignIn({ code }, owner.email);
    expect(viaSso.code).toBe(200);
    const sso = asSession(viaSso.msg);
    expect((await callAs(sso, 'v1/user/sso_link_start')).code).toBe(ErrorCode.PERMISSION_DENIED);
    const finish = await callAs(sso, 'v1/user/sso_link_finish', { code: 'x', state: 'y'.repeat(43) });
    expect(finish.code).toBe(ErrorCode.PERMISSION_DENIED);
    // A workspace that offers no single sign-on has nothing to link.
    const plain = await registerUser();
    expect((await callAs<SsoLinkStatus>(plain, 'v1/user/sso_link_status')).msg).toMatchObject({
      enabled: false,
      linked: false,
    });
    expect((await callAs(plain, 'v1/user/sso_link_start')).code).toBe(ErrorCode.SSO_NOT_CONFIGURED);
  });

  it('a link in flight is bound to its session: another session, another user or the sign-in act cannot use it', async () => {
    const { owner, code, corpId, person, call } = await memberOfTwo();
    const subject = `bound-${unique()}@corp.example`;
    // The same person's other password session.
    const again = await rpc<LoginResult>('user', 'v1/user/max_login', {
      account: person.mobile,
      password: person.password,
    });
    const otherSession = inTenant({ ...person, login: again.msg }, corpId);
    const first = await linkTrip(call, subject);
    expect((await otherSession('v1/user/sso_link_finish', first)).code).toBe(ErrorCode.SSO_FAILED);
    // The try used the state up: its own session cannot finish it now.
    expect((await call('v1/user/sso_link_finish', first)).code).toBe(ErrorCode.SSO_FAILED);

    // Another member of the workspace.
    const second = await linkTrip(call, subject);
    expect((await callAs(owner, 'v1/user/sso_link_finish', second)).code).toBe(ErrorCode.SSO_FAILED);
    expect((await callAs<SsoLinkStatus>(owner, 'v1/user/sso_link_status')).msg.linked).toBe(false);

    // The sign-in act: a link's state never opens a session.
    const third = await linkTrip(call, subject);
    const signIn = await rpc<LoginResult>('user', 'v1/user/sso_login', third);
    expect(signIn.code).toBe(ErrorCode.SSO_FAILED);
    expect(signIn.body).not.toHaveProperty('msg.auth');

    // A sign-in's state does not finish a link.
    const started = await ssoStart({ code });
    const signInBack = Object.fromEntries((await signInAtProvider(started.msg.url, subject)).searchParams);
    expect((await call('v1/user/sso_link_finish', signInBack)).code).toBe(ErrorCode.SSO_FAILED);

    // Nothing was linked by any of them.
    expect((await call<SsoLinkStatus>('v1/user/sso_link_status')).msg.linked).toBe(false);
    expect((await ssoSignIn({ code }, subject)).msg.user?._id).not.toBe(person.login.user._id);
  });

  it('a subject linked to somebody else is refused, and stays theirs', async () => {
    const { code, call, person } = await memberOfTwo();
    const subject = `taken-${unique()}@corp.example`;
    const holder = await ssoSignIn({ code }, subject);
    expect(holder.code).toBe(200);
    const refused = await call('v1/user/sso_link_finish', await linkTrip(call, subject));
    expect(refused.code).toBe(ErrorCode.SSO_IDENTITY_TAKEN);
    expect((await call<SsoLinkStatus>('v1/user/sso_link_status')).msg.linked).toBe(false);
    const still = await ssoSignIn({ code }, subject);
    expect(still.msg.user._id).toBe(holder.msg.user._id);
    expect(still.msg.user._id).not.toBe(person.login.user._id);
  });
});
