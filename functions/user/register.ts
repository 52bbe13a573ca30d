import type { LoginResult, RegisterArgs } from '../../shared/acts/user.js';
import type { RequestInfo } from '../lib/act.js';
import { hashPassword } from '../lib/crypto/password.js';
import { newId } from '../lib/crypto/tokens.js';
import { newTenantItems, type TenantRecord } from '../lib/data/tenants.js';
import { createUser, type UserRecord } from '../lib/data/users.js';
import { useUpVcode } from '../lib/data/vcodes.js';
import { env } from '../lib/env.js';
import { fail } from '../lib/errors.js';
import { signIn } from './login-result.js';
import { ACCOUNT_RATE_RULES, limitClient } from './throttle.js';
import { checkVcode } from './vcode.js';

const TRIAL_DAYS = 30;

/**
 * Registers a user with a verified mobile: creates the user, their logins, their company as
 * a new tenant (trial) with them as administrator, and uses the code up, in one transaction.
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
    expiresAt: now + TRIAL_DAYS * 86_400_000,
  };
  const user: UserRecord = {
    userId: newId(),
    name: args.name,
    email: args.email,
    mobile: args.mobile,
    passwordHash: await hashPassword(args.password),
    passwordChangedAt: now,
    isNew: true,
    updateTip: true,
    corps: [{ id: tenant.tenantId, name: tenant.name, default: true, admin: true }],
    createdAt: now,
  };
  const created = await createUser(user, [useCode, ...newTenantItems(env.mainTable(), tenant, user.userId, 'admin')]);
  if (!created.ok) {
    if (created.failedExtra === 0) fail('VCODE_EXPIRED');
    if (created.takenLogin !== undefined) await useUpVcode(useCode);
    if (created.takenLogin === args.mobile) fail('MOBILE_REGISTERED');
    if (created.takenLogin === args.email) fail('EMAIL_REGISTERED');
    fail('USER_DATA_SAVE_FAILED');
  }
  return signIn(user, now);
}
