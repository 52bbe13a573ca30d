import * as oidc from 'openid-client';
import type { LoginResult } from '../../shared/acts/user.js';
import type { SsoStart, SsoStartArgs, SsoVariant } from '../../shared/acts/sso.js';
import { DEFAULT_ROLE, isBuiltinRole } from '../../shared/acts/roles.js';
import { LIMITS } from '../../shared/limits.js';
import { isPublicMailDomain } from '../../shared/public-mail-domains.js';
import type { RequestInfo } from '../lib/act.js';
import { recordAudit } from '../lib/data/audit.js';
import { hashPassword } from '../lib/crypto/password.js';
import { newId, newToken, sha256 } from '../lib/crypto/tokens.js';
import { epochSeconds } from '../lib/data/keys.js';
import { getRole, roleHeldItem } from '../lib/data/roles.js';
import {
  findSsoIdentity,
  findSsoTenant,
  getSsoSettings,
  saveSsoState,
  ssoIdentityItem,
  takeSsoState,
  type SsoSettings,
} from '../lib/data/sso.js';
import {
  getMember,
  getTenant,
  initialMemberState,
  joinTenantItems,
  memberJoinsItem,
  newMemberItem,
} from '../lib/data/tenants.js';
import { transact } from '../lib/data/transactions.js';
import { createUser, findUserIdByLogin, getUser, type UserRecord } from '../lib/data/users.js';
import { env } from '../lib/env.js';
import { fail } from '../lib/errors.js';
import { log } from '../lib/log.js';
import { providerConfig, SSO_SCOPE } from './sso-provider.js';

/**
 * Single sign-on (docs/sso.md). `start` finds the workspace by code or e-mail domain and answers
 * the provider's authorization address; the provider sends the browser back to `/sso` or
 * `/ssosaas`, whose page hands `code`, `state` (and `iss`) to `finish`. The state is taken once;
 * the provider's subject is linked to a user in the tenant, provisioned on first sign-in.
 * The session opens on that tenant only.
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
  const settings = await enabledSettings(tenantId);
  const config = await reachable(settings);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await saveSsoState(sha256(state), {
    tenantId: settings.tenantId,
    variant: args.variant,
    codeVerifier,
    nonce,
    expiresAt: epochSeconds(now) + LIMITS.sso.stateMinutes * 60,
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: ssoRedirectUri(args.variant),
    scope: SSO_SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(args.email ? { login_hint: args.email } : {}),
  });
  return { url: url.href };
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
 * default role. A member who belongs to other workspaces too is not linked (SSO_FAILED): a
 * tenant's provider speaks only for the tenant, never for an account other workspaces share. An
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
      if (existing.corps.some((corp) => corp.id !== tenantId)) fail('SSO_FAILED');
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
  const flight = await takeSsoState(sha256(back.state), request.now);
  if (!flight || flight.variant !== variant) fail('SSO_FAILED');
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
}
