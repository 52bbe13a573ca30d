import type { LoginResult } from '../../shared/acts/user.js';
import { corpRefs } from '../core/members/index.js';
import { createSession } from '../lib/data/sessions.js';
import { getMember, getTenant, memberState } from '../lib/data/tenants.js';
import { preferencesOf, updateUser, type UserCorp, type UserRecord } from '../lib/data/users.js';
import { fail } from '../lib/errors.js';
import { inTenantScope } from '../lib/tenant-credentials.js';
import { assetUrl } from '../lib/s3-objects.js';
import type { RequestInfo } from '../lib/act.js';
import { deviceLabel } from '../lib/net/coarse-client.js';

/**
 * Each of the user's tenants is read with that tenant's scoped clients (the user's record names
 * them). The tenants a session may open on. Through single sign-on: the provider's tenant only. With a
 * password: the user's tenants but those that enforce single sign-on (docs/sso.md); none left
 * is SSO_REQUIRED.
 */
async function sessionCorps(user: UserRecord, via: 'password' | { ssoTenant: string }): Promise<UserCorp[]> {
  if (via !== 'password') {
    const corp = user.corps.find((c) => c.id === via.ssoTenant);
    const member = corp ? await inTenantScope(corp.id, () => getMember(corp.id, user.userId)) : undefined;
    if (!corp || !member) return fail('SSO_FAILED');
    const state = memberState(member);
    if (state === 'disabled') fail('ACCOUNT_DISABLED');
    if (state === 'pending') fail('ACCOUNT_NOT_APPROVED');
    return [{ ...corp, default: true }];
  }
  return passwordCorps({ ...user, corps: await activeCorps(user) });
}

/** The user's tenants a password opens: all but those that enforce single sign-on; none is SSO_REQUIRED. */
export async function passwordCorps(user: UserRecord): Promise<UserCorp[]> {
  const tenants = await Promise.all(user.corps.map((corp) => inTenantScope(corp.id, () => getTenant(corp.id))));
  const open = user.corps.filter((_corp, index) => !tenants[index]?.ssoEnforced);
  if (user.corps.length > 0 && open.length === 0) fail('SSO_REQUIRED');
  if (open.length > 0 && !open.some((corp) => corp.default)) open[0] = { ...(open[0] as UserCorp), default: true };
  return open;
}

/**
 * The user's tenants where their membership is active. None: refused with why (disabled before
 * not yet approved), so a person disabled everywhere cannot sign in at all.
 */
async function activeCorps(user: UserRecord): Promise<UserRecord['corps']> {
  const states = await Promise.all(
    user.corps.map(async (corp) => {
      const member = await inTenantScope(corp.id, () => getMember(corp.id, user.userId));
      return member ? memberState(member) : 'gone';
    }),
  );
  const active = user.corps.filter((_, i) => states[i] === 'active');
  if (active.length === 0 && states.includes('disabled')) fail('ACCOUNT_DISABLED');
  if (active.length === 0 && states.includes('pending')) fail('ACCOUNT_NOT_APPROVED');
  return active;
}

/** Opens a new session and answers the login result (docs/protocol.md#sessions-tenants-and-origins). */
export async function signIn(
  user: UserRecord,
  request: Pick<RequestInfo, 'now' | 'sourceIp' | 'userAgent'>,
  via: 'password' | { ssoTenant: string } = 'password',
): Promise<LoginResult> {
  const { now } = request;
  const corps = (await sessionCorps(user, via)).sort((a, b) => Number(b.default) - Number(a.default));
  const { token } = await createSession(
    user.userId,
    corps.map((corp) => corp.id),
    corps.filter((corp) => corp.admin).map((corp) => corp.id),
    now,
    { device: deviceLabel(request.userAgent), ip: request.sourceIp },
    via === 'password' ? undefined : via.ssoTenant,
  );
  if (user.isNew) await updateUser(user.userId, { isNew: false });
  const defaultCorp = corps[0];
  const tenant = defaultCorp ? await inTenantScope(defaultCorp.id, () => getTenant(defaultCorp.id)) : undefined;
  return {
    auth: token,
    avatar: user.avatarKey ? await assetUrl(user.avatarKey) : '',
    name: user.name,
    is_max_new: user.isNew ? 1 : 0,
    max_expiration_time: tenant?.expiresAt ?? 0,
    email: user.email,
    update_tip: user.updateTip ? 1 : 0,
    is_admin: defaultCorp?.admin ? 1 : 0,
    corp: corpRefs(corps),
    user: { _id: user.userId },
    preferences: preferencesOf(user),
    sso: via === 'password' ? 0 : 1,
  };
}
