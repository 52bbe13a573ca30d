import type { LoginResult, RegisterArgs } from '../../shared/acts/user.js';
import { hashPassword } from '../lib/crypto/password.js';
import { newId } from '../lib/crypto/tokens.js';
import { newTenantItems, type TenantRecord } from '../lib/data/tenants.js';
import { createUser, findUserIdByLogin, type UserRecord } from '../lib/data/users.js';
import { env } from '../lib/env.js';
import { fail } from '../lib/errors.js';
import { signIn } from './login-result.js';
import { checkVcode } from './vcode.js';

const TRIAL_DAYS = 30;

/**
 * Registers a user with a verified mobile: creates the user, their logins, their company as
 * a new tenant (trial) with them as administrator, and uses the code up, in one transaction.
 * Then signs them in.
 */
export async function register(args: RegisterArgs, now: number): Promise<LoginResult> {
  if (await findUserIdByLogin(args.mobile)) fail('MOBILE_REGISTERED');
  if (await findUserIdByLogin(args.email)) fail('EMAIL_REGISTERED');
  const useCode = await checkVcode(args.mobile, 'register', args.vcode, now);
  const tenant: TenantRecord = { tenantId: newId(), name: args.company, createdAt: now, expiresAt: now + TRIAL_DAYS * 86_400_000 };
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
    if (created.takenLogin === args.email) fail('EMAIL_REGISTERED');
    if (created.takenLogin === args.mobile) fail('MOBILE_REGISTERED');
    fail('USER_DATA_SAVE_FAILED');
  }
  return signIn(user, now);
}
