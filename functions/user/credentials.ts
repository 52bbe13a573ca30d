import { normalizeAccount } from '../../shared/validation/rules.js';
import { LIMITS } from '../../shared/limits.js';
import { verifyDecoy, verifyPassword } from '../lib/crypto/password.js';
import {
  addFailedLogin, clearExpiredLock, findUserIdByLogin, getUser, lockUser, recordLogin, type UserRecord,
} from '../lib/data/users.js';
import { fail } from '../lib/errors.js';

const LOCK_MS = LIMITS.lockout.lockMinutes * 60_000;

/**
 * Checks an account (name, email or mobile, any case) and its password. Unknown accounts
 * answer exactly as a wrong password does, after the same work. Wrong passwords count
 * atomically on the user, so variants of the account share one counter and a burst of
 * parallel attempts locks at the limit; a locked account refuses even the right password.
 */
export async function checkCredentials(
  account: string,
  password: string,
  now: number,
  wrongPassword: 'CREDENTIALS_WRONG' | 'OLD_PASSWORD_WRONG' = 'CREDENTIALS_WRONG',
): Promise<UserRecord> {
  const userId = await findUserIdByLogin(normalizeAccount(account));
  const user = userId ? await getUser(userId) : undefined;
  if (!user) {
    await verifyDecoy(password);
    fail('CREDENTIALS_WRONG');
  }
  if (user.lockedUntil !== undefined) {
    if (user.lockedUntil > now) fail('ACCOUNT_LOCKED');
    await clearExpiredLock(user.userId, user.lockedUntil);
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    const count = await addFailedLogin(user.userId);
    if (count >= LIMITS.lockout.maxWrongPasswords) {
      await lockUser(user.userId, now + LOCK_MS, now);
      fail('ACCOUNT_LOCKED');
    }
    fail(wrongPassword);
  }
  if (!(await recordLogin(user.userId, now))) fail('ACCOUNT_LOCKED');
  return user;
}

/** True when the password is older than the configured maximum age (spec §8, 50001028). */
export function passwordExpired(user: UserRecord, now: number, maxAgeDays: number): boolean {
  return maxAgeDays > 0 && now - user.passwordChangedAt > maxAgeDays * 86_400_000;
}
