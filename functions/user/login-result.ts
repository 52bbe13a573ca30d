import type { LoginResult } from '../../shared/acts/user.js';
import { corpRefs } from '../core/corps.js';
import { createSession } from '../lib/data/sessions.js';
import { getTenant } from '../lib/data/tenants.js';
import { preferencesOf, updateUser, type UserRecord } from '../lib/data/users.js';
import { assetUrl } from '../lib/s3-objects.js';
import type { RequestInfo } from '../lib/act.js';
import { deviceLabel } from '../lib/net/coarse-client.js';

/** Opens a new session and answers the login result (docs/protocol.md#sessions-tenants-and-origins). */
export async function signIn(
  user: UserRecord,
  request: Pick<RequestInfo, 'now' | 'sourceIp' | 'userAgent'>,
): Promise<LoginResult> {
  const { now } = request;
  const corps = [...user.corps].sort((a, b) => Number(b.default) - Number(a.default));
  const { token } = await createSession(
    user.userId,
    corps.map((corp) => corp.id),
    corps.filter((corp) => corp.admin).map((corp) => corp.id),
    now,
    { device: deviceLabel(request.userAgent), ip: request.sourceIp },
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
    preferences: preferencesOf(user),
  };
}
