import type { LoginResult, RegisterArgs } from '../../shared/acts/user.js';
import { LIMITS } from '../../shared/limits.js';
import type { RequestInfo } from '../lib/act.js';
import { hashPassword } from '../lib/crypto/password.js';
import { newId } from '../lib/crypto/tokens.js';
import { inTenantScope } from '../lib/tenant-credentials.js';
import { newTenantItems, type TenantRecord } from '../lib/data/tenants.js';
import { createUser, type UserRecord } from '../lib/data/users.js';
import { useUpVcode } from '../lib/data/vcodes.js';
import { env } from '../lib/env.js';
import { fail } from '../lib/errors.js';
import { auditJoin, registrationByInvite } from '../core/members/index.js';
import { signIn } from './login-result.js';
import { ACCOUNT_RATE_RULES, limitClient } from './throttle.js';
import { checkVcode } from './vcode.js';

/**
 * Registers a user with a verified mobile: creates the user, their logins, their company as
 * a new tenant (trial) with them as administrator, and uses the code up, in one transaction.
 * With an invitation's code (for the address it was sent to) the user joins the inviting
 * tenant instead, and the invitation is used up in the same transaction.
 * Then signs them in.
 *
 * The SMS code is checked first: without it nothing is said about the mobile or the email
 * (the registration rules still want "already registered", but only the phone's owner hears it). A taken
 * mobile or email uses the code up, so each such answer costs a new text (rate-limited per
 * phone and per client address).
 */
export async function register(args: RegisterArgs, request: RequestInfo): Promise<LoginResult> {
  const { now } = request;
  await limitClient(ACCOUNT_RATE_RULES.register, request);
  const useCode = await checkVcode(args.mobile, 'register', args.vcode, now);
  const tenant: TenantRecord = {
    tenantId: newId(),
    name: args.company,
    createdAt: now,
    expiresAt: now + LIMITS.license.trialDays * 86_400_000,
    edition: 'trial',
    maxUsers: LIMITS.license.trialMaxUsers,
  };
  const userId = newId();
  const invited = args.invite_code ? await registrationByInvite(args.invite_code, args.email, userId, now) : undefined;
  const user: UserRecord = {
    userId,
    name: args.name,
    email: args.email,
    mobile: args.mobile,
    passwordHash: await hashPassword(args.password),
    passwordChangedAt: now,
    isNew: true,
    updateTip: true,
    corps: invited?.corps ?? [{ id: tenant.tenantId, name: tenant.name, default: true, admin: true }],
    createdAt: now,
  };
  const membership = invited?.items ?? newTenantItems(env.mainTable(), tenant, user.userId, 'admin');
  // The user's one tenant (new, or the inviting one) is written with that tenant's scoped clients.
  const joined = user.corps[0]?.id ?? tenant.tenantId;
  const created = await inTenantScope(joined, () => createUser(user, [useCode, ...membership]));
  if (!created.ok) {
    if (created.failedExtra === 0) fail('VCODE_EXPIRED');
    if (invited && created.failedExtra === 1 + invited.inviteIndex) fail('INVITE_CODE_USED');
    if (invited && created.failedExtra === 1 + invited.limitIndex) fail('USER_LIMIT_REACHED');
    if (created.takenLogin !== undefined) await useUpVcode(useCode);
    if (created.takenLogin === args.mobile) fail('MOBILE_REGISTERED');
    if (created.takenLogin === args.email) fail('EMAIL_REGISTERED');
    fail('USER_DATA_SAVE_FAILED');
  }
  const firstTenant = user.corps[0];
  if (invited && firstTenant)
    await inTenantScope(firstTenant.id, () => auditJoin(firstTenant.id, user, request, 'v1/user/register_max'));
  return signIn(user, request);
}
