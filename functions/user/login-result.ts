import type { LoginResult } from '../../shared/acts/user.js';
import { corpRefs } from '../core/corps.js';
import { createSession } from '../lib/data/sessions.js';
import { getMember, getTenant, memberState } from '../lib/data/tenants.js';
import { fail } from '../lib/errors.js';
import { updateUser, type UserRecord } from '../lib/data/users.js';
import { assetUrl } from '../lib/s3-objects.js';

/**
 * The user's tenants where their membership is active. None: refused with why (disabled before
 * not yet approved), so a person disabled everywhere cannot sign in at all.
 */
async function activeCorps(user: UserRecord): Promise<UserRecord['corps']> {
  const states = await Promise.all(
    user.corps.map(async (corp) => {
      const member = await getMember(corp.id, user.userId);
      return member ? memberState(member) : 'gone';
    }),
  );
  const active = user.corps.filter((_, i) => states[i] === 'active');
  if (active.length === 0 && states.includes('disabled')) fail('ACCOUNT_DISABLED');
  if (active.length === 0 && states.includes('pending')) fail('ACCOUNT_NOT_APPROVED');
  return active;
}

/**
 * Opens a new session and answers the login result (docs/protocol.md#sessions-tenants-and-origins).
 * Tenants where the member is disabled or not yet approved are left out of the session.
 */
export async function signIn(user: UserRecord, now: number): Promise<LoginResult> {
  const corps = [...(await activeCorps(user))].sort((a, b) => Number(b.default) - Number(a.default));
  const { token } = await createSession(
    user.userId,
    corps.map((corp) => corp.id),
    corps.filter((corp) => corp.admin).map((corp) => corp.id),
    now,
  );
  if (user.isNew) await updateUser(user.userId, { isNew: false });
  const defaultCorp = corps[0];
  const tenant = defaultCorp ? await getTenant(defaultCorp.id) : undefined;
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
  };
}
