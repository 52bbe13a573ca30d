import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Paged } from '../../shared/acts/admin.js';
import type { AuditEntry } from '../../shared/acts/audit.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { LicenseStatus } from '../../shared/acts/license.js';
import type { RoleView } from '../../shared/acts/roles.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
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
  type Answer,
  type Registered,
} from './helpers/client.js';
import { applyLicence, issued, licenceStatus } from './helpers/licence.js';
import { ssoSignIn } from './helpers/oidc-browser.js';

/**
 * In one story as a company adopting Wallboard lives it: two workspaces;
 * a person invited into both who switches between them; one workspace that enforces single
 * sign-on through the local OpenID provider (password refused); a licence that runs out and is
 * renewed; a member whose role lacks link sharing refused; and each workspace's audit log
 * showing every one of these. Runs on DynamoDB Local and on moto like every integration file.
 */

type AuditRow = Pick<AuditEntry, 'action' | 'actor_id' | 'target' | 'detail'>;

const unique = () => randomBytes(4).toString('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An act as `user` in the named workspace (the `Tenant-Id` the switcher sends). */
function inTenant<T = unknown>(user: LoginResult, tenantId: string, act: string, args: Record<string, unknown> = {}) {
  return rpc<T>(String(act.split('/')[1]), act, { auth: user.auth, corp_id: tenantId, ...args });
}

const tenantOf = (user: Registered): string => String(user.login.corp[0]?._id);

async function auditRows(admin: LoginResult, tenantId: string): Promise<AuditRow[]> {
  const page = await inTenant<Paged<AuditEntry>>(admin, tenantId, 'v2/admin/audit/list', { pageSize: 200 });
  expect(page.code, JSON.stringify(page.body)).toBe(200);
  return page.msg.list.map(({ action, actor_id, target, detail }) => ({ action, actor_id, target, detail }));
}

async function licenceFor(owner: Registered, expiresAt: number): Promise<Answer<LicenseStatus>> {
  const { fingerprint } = (await licenceStatus(owner)).msg;
  const license = await issued({
    tenant_id: tenantOf(owner),
    fingerprint,
    licensee: 'Northwind Traders',
    max_users: 25,
    expires_at: expiresAt,
  });
  return applyLicence(owner, license);
}

describe('a company adopts Wallboard: tenancy, single sign-on, licence, roles and the audit log', () => {
  it('walks the whole story on one stack, and both audit logs show each step', async () => {
    const northwind = await registerUser({ company: 'Northwind', name: 'Alice Admin' });
    const contoso = await registerUser({ company: 'Contoso', name: 'Bob Admin' });
    const alice = northwind.login;
    const bob = contoso.login;
    const [northwindId, contosoId] = [tenantOf(northwind), tenantOf(contoso)];

    // Carol is invited into Northwind and registers with the invitation's code.
    const mobile = freshMobile();
    const carolEmail = `carol${mobile}@example.com`;
    const toNorthwind = await inTenant(alice, northwindId, 'v2/admin/max_user/invite', {
      email: carolEmail,
      role: 'member',
    });
    expect(toNorthwind.code).toBe(200);
    await post('/api/smsvcode', { mobile, purpose: 'register' });
    const registered = await rpc<LoginResult>('user', 'v1/user/register_max', {
      mobile,
      vcode: await latestCode(mobile),
      password: STRONG_PASSWORD,
      name: 'Carol Chen',
      company: 'Northwind',
      email: carolEmail,
      invite_code: await mailedInviteCode(carolEmail),
    });
    expect(registered.code).toBe(200);
    let carol = registered.msg;
    const carolId = carol.user._id;

    // Contoso invites her too; she accepts while signed in and works in both, switching by tenant id.
    expect(
      (await inTenant(bob, contosoId, 'v2/admin/max_user/invite', { email: carolEmail, role: 'member' })).code,
    ).toBe(200);
    const accepted = await rpc('user', 'v1/user/accept_invite', {
      auth: carol.auth,
      code: await mailedInviteCode(carolEmail),
    });
    expect(accepted.code).toBe(200);
    const tenants = await rpc<CorpRef[]>('user', 'v1/user/tenant_list', { auth: carol.auth });
    expect(tenants.msg.map((t) => t.name).sort()).toEqual(['Contoso', 'Northwind']);
    for (const tenantId of [northwindId, contosoId]) {
      const groups = await inTenant<ScreenGroup[]>(carol, tenantId, 'v1/group/list');
      expect(groups.code).toBe(200);
    }
    // A stranger's tenant id is refused, whatever the header says.
    const stranger = await registerUser();
    expect((await inTenant(stranger.login, northwindId, 'v1/group/list')).code).toBe(ErrorCode.TENANT_INVALID);

    // Contoso enforces single sign-on through the local OpenID provider.
    const ssoCode = `contoso-${unique()}`;
    const saved = await inTenant(bob, contosoId, 'v2/admin/sso/save', {
      enabled: true,
      issuer: String(process.env.DEMO_IDP_ISSUER),
      client_id: String(process.env.DEMO_IDP_CLIENT_ID),
      client_secret: String(process.env.DEMO_IDP_CLIENT_SECRET),
      code: ssoCode,
      domains: [],
      enforce: true,
    });
    expect(saved.code, JSON.stringify(saved.body)).toBe(200);
    // Bob's only workspace enforces it: his password opens nothing.
    const bobPassword = await rpc('user', 'v1/user/max_login', { account: contoso.mobile, password: contoso.password });
    expect(bobPassword.code).toBe(ErrorCode.SSO_REQUIRED);
    // Carol's password opens Northwind only; her old password session is refused in Contoso.
    expect((await inTenant(carol, contosoId, 'v1/group/list')).code).toBe(ErrorCode.SSO_REQUIRED);
    const carolPassword = await rpc<LoginResult>('user', 'v1/user/max_login', {
      account: mobile,
      password: STRONG_PASSWORD,
    });
    expect(carolPassword.code).toBe(200);
    expect(carolPassword.msg.corp.map((c) => c._id)).toEqual([northwindId]);
    carol = carolPassword.msg;
    // Contoso's provider does not link her by e-mail: her account belongs to Northwind too, and one
    // workspace's provider never speaks for an account others share; she is told to link it once
    // from a password session (docs/sso.md).
    const carolSso = await ssoSignIn({ code: ssoCode }, carolEmail);
    expect(carolSso.code, JSON.stringify(carolSso.body)).toBe(ErrorCode.SSO_LINK_REQUIRED);
    expect((await inTenant(carol, northwindId, 'v1/group/list')).code).toBe(200);
    const bobSso = await ssoSignIn({ code: ssoCode }, contoso.email);
    expect(bobSso.code).toBe(200);
    expect(bobSso.msg.is_admin).toBe(1);

    // Northwind's licence runs out and is renewed.
    expect((await licenceFor(northwind, Date.now() + 2_000)).code).toBe(200);
    await sleep(2_500);
    expect((await inTenant(carol, northwindId, 'v1/group/list')).code).toBe(ErrorCode.LICENSE_EXPIRED);
    const renewed = await licenceFor(northwind, Date.now() + 365 * 86_400_000);
    expect(renewed.code).toBe(200);
    expect(renewed.msg).toMatchObject({ licensee: 'Northwind Traders', max_users: 25, expired: false });
    expect((await inTenant(carol, northwindId, 'v1/group/list')).code).toBe(200);

    // A role without "share by link": Carol may make screens but not share them by link.
    const role = await inTenant<RoleView>(alice, northwindId, 'v2/admin/role/add', {
      name: 'Wall author',
      permissions: ['screen_create', 'screen_publish'],
    });
    expect(role.code).toBe(200);
    const changed = await inTenant(alice, northwindId, 'v2/admin/max_user/change_role', {
      _id: carolId,
      role: role.msg._id,
    });
    expect(changed.code).toBe(200);
    const [group] = (await inTenant<ScreenGroup[]>(carol, northwindId, 'v1/group/list')).msg;
    const screen = await inTenant<ScreenSummary>(carol, northwindId, 'v1/screen/add', {
      group_id: group?._id,
      name: 'Ops wall',
      template: 'blank',
    });
    expect(screen.code).toBe(200);
    const refused = await inTenant(carol, northwindId, 'v1/screen/link_share_add', { _id: screen.msg._id });
    expect(refused.code).toBe(ErrorCode.FUNCTION_PERMISSION_DENIED);

    // Northwind's log: the invitation, Carol joining, the licence, the role change, the refusal.
    const northwindLog = await auditRows(alice, northwindId);
    const aliceId = alice.user._id;
    expect(northwindLog).toContainEqual({
      action: 'member_change',
      actor_id: aliceId,
      target: carolEmail,
      detail: 'v2/admin/max_user/invite',
    });
    expect(northwindLog).toContainEqual({
      action: 'member_change',
      actor_id: carolId,
      target: carolEmail,
      detail: 'v1/user/register_max',
    });
    expect(northwindLog.filter((row) => row.action === 'license_update')).toHaveLength(2);
    expect(northwindLog).toContainEqual(
      expect.objectContaining({ action: 'role_change', actor_id: aliceId, detail: `member->${role.msg._id}` }),
    );
    expect(northwindLog).toContainEqual({
      action: 'permission_denied',
      actor_id: carolId,
      target: 'share_link',
      detail: 'v1/screen/link_share_add',
    });
    expect(northwindLog).toContainEqual(
      expect.objectContaining({ action: 'sign_in', actor_id: carolId, detail: 'password' }),
    );

    // Contoso's log: the invitation accepted, the SSO settings, Bob's refused password, Bob's SSO sign-in.
    const contosoLog = await auditRows(bobSso.msg, contosoId);
    const bobId = bob.user._id;
    expect(contosoLog).toContainEqual({
      action: 'member_change',
      actor_id: bobId,
      target: carolEmail,
      detail: 'v2/admin/max_user/invite',
    });
    expect(contosoLog).toContainEqual({
      action: 'member_change',
      actor_id: carolId,
      target: carolEmail,
      detail: 'v1/user/accept_invite',
    });
    expect(contosoLog).toContainEqual(expect.objectContaining({ action: 'sso_settings', actor_id: bobId }));
    expect(contosoLog).toContainEqual(
      expect.objectContaining({ action: 'sign_in_failed', actor_id: bobId, detail: 'sso_required' }),
    );
    // Carol was not linked, so no single sign-on of hers is on record.
    expect(contosoLog).not.toContainEqual(
      expect.objectContaining({ action: 'sign_in', actor_id: carolId, detail: 'sso' }),
    );
    expect(contosoLog).toContainEqual(expect.objectContaining({ action: 'sign_in', actor_id: bobId, detail: 'sso' }));
    // Each workspace's log holds only its own story.
    expect(contosoLog.some((row) => row.action === 'license_update' || row.action === 'permission_denied')).toBe(false);
    expect(northwindLog.some((row) => row.action === 'sso_settings' || row.detail === 'sso')).toBe(false);
  });
});
