import * as oidc from 'openid-client';
import type { LoginResult, SsoLinkStatus } from '../../../shared/acts/user.js';
import type { SsoStart, SsoStartArgs, SsoVariant } from '../../../shared/acts/sso.js';
import { DEFAULT_ROLE, isBuiltinRole } from '../../../shared/acts/roles.js';
import { LIMITS } from '../../../shared/limits.js';
import { isPublicMailDomain } from '../../../shared/public-mail-domains.js';
import type { Caller, RequestInfo } from '../../lib/act.js';
import { auditAct } from '../../lib/audit.js';
import { recordAudit } from '../../lib/data/audit.js';
import { hashPassword } from '../../lib/crypto/password.js';
import { newId, newToken, sha256 } from '../../lib/crypto/tokens.js';
import { epochSeconds } from '../../lib/data/keys.js';
import { getRole, roleHeldItem } from '../../lib/data/roles.js';
import {
  findSsoIdentity,
  findSsoTenant,
  getSsoSettings,
  hasSsoIdentity,
  linkSsoIdentity,
  saveSsoState,
  ssoIdentityItem,
  takeSsoState,
  type SsoSettings,
  type SsoState,
} from '../../lib/data/sso.js';
import {
  getMember,
  getTenant,
  initialMemberState,
  joinTenantItems,
  memberJoinsItem,
  newMemberItem,
} from '../../lib/data/tenants.js';
import { transact } from '../../lib/data/transactions.js';
import { createUser, findUserIdByLogin, getUser, type UserRecord } from '../../lib/data/users.js';
import { env } from '../../lib/env.js';
import { fail } from '../../lib/errors.js';
import { log } from '../../lib/log.js';
import { inTenantScope } from '../../lib/tenant-credentials.js';
import { providerConfig, SSO_SCOPE } from './provider.js';

/**
 * Single sign-on (docs/sso.md). `start` finds the workspace by code or e-mail domain and answers
 * the provider's authorization address; the provider sends the browser back to `/sso` or
 * `/ssosaas`, whose page hands `code`, `state` (and `iss`) to `finish`. The state is taken once;
 * the provider's subject is linked to a user in the tenant, provisioned on first sign-in.
 * The session opens on that tenant only. A link (`startSsoLink`, `finishSsoLink`) makes the same
 * trip from a password session and only links the subject to that session's user.
 */

export function ssoRedirectUri(variant: SsoVariant): string {
  const origin = env.appOrigin();
  if (!origin) fail('SSO_NOT_CONFIGURED');
  return `${origin}/${variant === 'saas' ? 'ssosaas' : 'sso'}`;
}

async function enabledSettings(tenantId: string | undefined): Promise<SsoSettings> {
  const settings = tenantId ? await getSsoSettings(tenantId) : undefined;
  if (!settings?.enabled) fail('SSO_NOT_CONFIGURED');
  return settings;
}

async function reachable(settings: SsoSettings): Promise<oidc.Configuration> {
  try {
    return await providerConfig(settings);
  } catch (error) {
    log('warn', 'sso provider unreachable', { tenantId: settings.tenantId, error: String(error) });
    return fail('SSO_ISSUER_UNREACHABLE');
  }
}

/** `GET /chameleon/oauth2/login`: where to send the browser to sign in. */
export async function startSso(args: SsoStartArgs, { now }: RequestInfo): Promise<SsoStart> {
  const domain = args.email?.split('@')[1]?.toLowerCase();
  // A public mail domain is nobody's workspace, whatever lock an older save left for it.
  const tenantId = args.code
    ? await findSsoTenant({ code: args.code })
    : domain && !isPublicMailDomain(domain)
      ? await findSsoTenant({ domain })
      : undefined;
  if (!tenantId) return fail('SSO_NOT_CONFIGURED');
  // The workspace's items are read with its scoped clients (docs/tenants.md#isolation-by-iam).
  return inTenantScope(tenantId, async () => {
    const settings = await enabledSettings(tenantId);
    return depart(settings, args.variant, now, args.email ? { login_hint: args.email } : {});
  });
}

/**
 * Stores a trip to the provider (random PKCE verifier, state and nonce; the state's hash is the
 * key, taken once on the way back) and answers the provider's authorization address.
 */
async function depart(
  settings: SsoSettings,
  variant: SsoVariant,
  now: number,
  extra: Record<string, string>,
  link?: SsoState['link'],
): Promise<SsoStart> {
  const config = await reachable(settings);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await saveSsoState(sha256(state), {
    tenantId: settings.tenantId,
    variant,
    codeVerifier,
    nonce,
    expiresAt: epochSeconds(now) + LIMITS.sso.stateMinutes * 60,
    ...(link ? { link } : {}),
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: ssoRedirectUri(variant),
    scope: SSO_SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  return { url: url.href };
}

/** Takes the trip `state` names, once: unknown, used, late, or of another kind is SSO_FAILED. */
async function arrive(back: { state: string }, now: number, fits: (flight: SsoState) => boolean): Promise<SsoState> {
  const flight = await takeSsoState(sha256(back.state), now);
  if (!flight || !fits(flight)) return fail('SSO_FAILED');
  return flight;
}

interface Claims {
  sub: string;
  email: string | undefined;
  name: string | undefined;
}

async function exchange(
  settings: SsoSettings,
  variant: SsoVariant,
  back: { code: string; state: string; iss?: string | undefined },
  flight: { codeVerifier: string; nonce: string },
): Promise<Claims> {
  const config = await reachable(settings);
  const current = new URL(ssoRedirectUri(variant));
  current.searchParams.set('code', back.code);
  current.searchParams.set('state', back.state);
  if (back.iss !== undefined) current.searchParams.set('iss', back.iss);
  try {
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: flight.codeVerifier,
      expectedState: back.state,
      expectedNonce: flight.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) return fail('SSO_FAILED');
    if (claims.email_verified === false) return fail('SSO_FAILED');
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined;
    const name = typeof claims.name === 'string' ? claims.name.trim().slice(0, 50) : undefined;
    return { sub: claims.sub, email, name };
  } catch (error) {
    log('warn', 'sso code exchange refused', { tenantId: settings.tenantId, error: String(error) });
    return fail('SSO_FAILED');
  }
}

async function provisioningRole(settings: SsoSettings): Promise<string> {
  const role = settings.defaultRole;
  if (role !== 'admin' && (isBuiltinRole(role) || (await getRole(settings.tenantId, role)))) return role;
  return DEFAULT_ROLE;
}

/**
 * The user a subject is in the tenant: the one linked before; else the member with the same
 * e-mail whose every workspace is this one, linked now; else a new user, provisioned with the
 * default role. A member who belongs to other workspaces too is not linked (SSO_LINK_REQUIRED,
 * they link it themselves from a password session): a tenant's provider speaks only for the
 * tenant, never for an account other workspaces share. An
 * e-mail whose account is no member here is provisioned as a new person, as an unknown e-mail is,
 * so the provider learns nothing of which e-mails have accounts.
 */
async function resolveUser(settings: SsoSettings, claims: Claims, now: number): Promise<UserRecord> {
  const tenantId = settings.tenantId;
  const subjectHash = sha256(claims.sub);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const linked = await findSsoIdentity(tenantId, subjectHash);
    if (linked) {
      const user = await getUser(linked);
      if (!user) fail('SSO_FAILED');
      if (!(await getMember(tenantId, user.userId))) await joinBack(settings, user, now);
      return (await getUser(linked)) ?? fail('SSO_FAILED');
    }
    if (!claims.email) fail('SSO_FAILED');
    const existing = await memberByEmail(tenantId, claims.email);
    if (existing) {
      // The person links this workspace's provider themselves, from a password session.
      if (existing.corps.some((corp) => corp.id !== tenantId)) fail('SSO_LINK_REQUIRED');
      const failed = await transact([ssoIdentityItem(tenantId, subjectHash, existing.userId)]);
      if (failed.length === 0) return (await getUser(existing.userId)) ?? fail('SSO_FAILED');
      continue;
    }
    const created = await provision(settings, claims.email, claims.name, subjectHash, now);
    if (created) return created;
  }
  return fail('SSO_FAILED');
}

/** The member of the tenant whose login is this e-mail; a user of other workspaces only is none. */
async function memberByEmail(tenantId: string, email: string): Promise<UserRecord | undefined> {
  const userId = await findUserIdByLogin(email);
  const [user, member] = userId ? await Promise.all([getUser(userId), getMember(tenantId, userId)]) : [];
  return user && member ? user : undefined;
}

/**
 * A linked person the administrator removed comes back with the default role (pending when the
 * workspace requires approval): the provider decides who belongs; disabling is the administrator's.
 */
async function joinBack(settings: SsoSettings, user: UserRecord, now: number): Promise<void> {
  const tenant = await getTenant(settings.tenantId);
  if (!tenant) fail('SSO_FAILED');
  const role = await provisioningRole(settings);
  const items = joinTenantItems(env.mainTable(), tenant, user.userId, role, now, initialMemberState(tenant));
  if (!isBuiltinRole(role)) items.push(roleHeldItem(tenant.tenantId, role, 1));
  const failed = await transact(items);
  if (failed.includes(1)) fail('USER_LIMIT_REACHED');
}

async function provision(
  settings: SsoSettings,
  email: string,
  name: string | undefined,
  subjectHash: string,
  now: number,
): Promise<UserRecord | undefined> {
  const tenant = await getTenant(settings.tenantId);
  if (!tenant) fail('SSO_FAILED');
  const role = await provisioningRole(settings);
  const user: UserRecord = {
    userId: newId(),
    name: name || (email.split('@')[0] ?? email),
    email,
    mobile: '',
    // Nobody knows this password: the person signs in through the provider.
    passwordHash: await hashPassword(newToken()),
    passwordChangedAt: now,
    isNew: true,
    updateTip: true,
    corps: [{ id: tenant.tenantId, name: tenant.name, default: true, admin: false }],
    createdAt: now,
    // The provider vouches for the e-mail in its workspace only: no login item reserves it.
    ssoOnly: true,
  };
  const extra = [
    newMemberItem(env.mainTable(), tenant.tenantId, user.userId, role, now, initialMemberState(tenant)),
    memberJoinsItem(env.mainTable(), tenant.tenantId),
    ssoIdentityItem(tenant.tenantId, subjectHash, user.userId),
    ...(isBuiltinRole(role) ? [] : [roleHeldItem(tenant.tenantId, role, 1)]),
  ];
  const created = await createUser(user, extra);
  if (created.ok) return user;
  if (created.failedExtra === 1) fail('USER_LIMIT_REACHED');
  // Another first sign-in of the same person won the race: the next attempt finds the link.
  return undefined;
}

/** `v1/user/sso_login` and `v1/user/saas_sso_login`: back from the provider, signed in. */
export async function finishSso(
  variant: SsoVariant,
  back: { code: string; state: string; iss?: string | undefined },
  request: RequestInfo,
  signIn: (user: UserRecord, request: RequestInfo, via: { ssoTenant: string }) => Promise<LoginResult>,
): Promise<LoginResult> {
  // A link in flight never opens a session, whoever brings its state back.
  const flight = await arrive(back, request.now, (f) => f.variant === variant && !f.link);
  // The rest reads and writes the workspace's items, with its scoped clients.
  return inTenantScope(flight.tenantId, async () => {
    const settings = await enabledSettings(flight.tenantId);
    const claims = await exchange(settings, variant, back, flight);
    const user = await resolveUser(settings, claims, request.now);
    const result = await signIn(user, request, { ssoTenant: settings.tenantId });
    await recordAudit(settings.tenantId, {
      action: 'sign_in',
      actorId: user.userId,
      actorName: user.name,
      target: claims.email ?? user.email,
      detail: 'sso',
      ip: request.sourceIp,
      at: request.now,
    });
    return result;
  });
}

/** Binds a link in flight to the session that started it without storing the session's key. */
const linkSession = (caller: Caller): string => sha256(`sso-link:${caller.tokenHash}`);

/** `v1/user/sso_link_status`: whether the caller's workspace offers single sign-on, and whether they are linked. */
export async function ssoLinkStatus(caller: Caller): Promise<SsoLinkStatus> {
  const [settings, tenant] = await Promise.all([getSsoSettings(caller.tenantId), getTenant(caller.tenantId)]);
  const workspace = tenant?.name ?? '';
  if (!settings?.enabled) return { enabled: false, linked: false, workspace };
  return { enabled: true, linked: await hasSsoIdentity(caller.tenantId, caller.userId), workspace };
}

/**
 * `v1/user/sso_link_start`: the provider's address for linking the caller's account in the
 * caller's workspace (docs/sso.md#linking-an-account-that-belongs-to-several-workspaces). The
 * caller's session must be a password one (the act checks); the trip is bound to it. The provider
 * is asked to sign the person in afresh, so a provider session left in the browser by somebody
 * else is not what gets linked.
 */
export async function startSsoLink(caller: Caller, { now }: RequestInfo): Promise<SsoStart> {
  const settings = await enabledSettings(caller.tenantId);
  return depart(settings, 'sso', now, { prompt: 'login' }, { userId: caller.userId, session: linkSession(caller) });
}

/**
 * `v1/user/sso_link_finish`: back from the provider on a link, in the session that started it.
 * The subject is linked to the caller unless another user holds it (SSO_IDENTITY_TAKEN); no
 * session opens and the caller's is unchanged. A sign-in's state, or a link another session or
 * user started, is SSO_FAILED, and either way the state is used up.
 */
export async function finishSsoLink(
  caller: Caller,
  back: { code: string; state: string; iss?: string | undefined },
  request: RequestInfo,
): Promise<SsoLinkStatus> {
  const flight = await arrive(
    back,
    request.now,
    (f) =>
      f.variant === 'sso' &&
      f.link?.userId === caller.userId &&
      f.link.session === linkSession(caller) &&
      f.tenantId === caller.tenantId,
  );
  const settings = await enabledSettings(flight.tenantId);
  const claims = await exchange(settings, 'sso', back, flight);
  if ((await linkSsoIdentity(settings.tenantId, sha256(claims.sub), caller.userId)) === 'taken') {
    fail('SSO_IDENTITY_TAKEN');
  }
  await auditAct(caller, request, 'sso_link', claims.email ?? '', 'sso');
  return { enabled: true, linked: true, workspace: (await getTenant(settings.tenantId))?.name ?? '' };
}
