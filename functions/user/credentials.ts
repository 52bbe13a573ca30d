import { normalizeAccount } from '../../shared/validation/plain-rules.js';
import type { ErrorName } from '../../shared/errors/catalogue.js';
import { LIMITS } from '../../shared/limits.js';
import { verifyDecoy, verifyPassword } from '../lib/crypto/password.js';
import { countPasswordTry, lockAccount, resetPasswordTries, type LockoutSubject } from '../lib/data/lockouts.js';
import { findUserIdByLogin, getUser, recordLogin, type UserRecord } from '../lib/data/users.js';
import { fail } from '../lib/errors.js';

const { maxWrongPasswords: MAX_TRIES, lockMinutes } = LIMITS.lockout;
const LOCK_MS = lockMinutes * 60_000;

/** Told of a wrong password that was checked (not of a try refused unchecked): `locked` when it locked the account. */
export type WrongPasswordHook = (locked: boolean) => Promise<void>;

/**
 * Checks a password under the sign-in lockout of `who` (docs/limits.md#sign-in-lockout: five wrong, 20 minutes). The
 * try is counted before the password is checked, so parallel tries get at most five checks; the
 * fifth wrong one locks, and a locked account refuses even the right password, unchecked. An
 * account that does not exist (`hash` undefined) costs the same scrypt work and locks the same.
 */
export async function checkPassword(
  who: LockoutSubject,
  password: string,
  hash: string | undefined,
  now: number,
  wrong: ErrorName,
  onWrong?: WrongPasswordHook,
): Promise<void> {
  const counted = await countPasswordTry(who, MAX_TRIES, now);
  if (counted.state === 'locked') fail('ACCOUNT_LOCKED');
  const right =
    hash === undefined ? await verifyDecoy(password).then(() => false) : await verifyPassword(password, hash);
  if (!right) {
    const locks = counted.tries >= MAX_TRIES;
    if (locks) await lockAccount(who, now + LOCK_MS, now);
    await onWrong?.(locks);
    fail(locks ? 'ACCOUNT_LOCKED' : wrong);
  }
  if (!(await resetPasswordTries(who))) fail('ACCOUNT_LOCKED');
}

/**
 * Checks an account (name, email or mobile, any case) and its password. Unknown accounts answer
 * exactly as a wrong password does, after the same work, and lock after five tries as real ones
 * do: their counter is keyed by the normalized name. A real account's counter is its user's, so
 * every spelling of it (name, email, mobile) shares one. `onWrong` hears of a real account's
 * wrong password (the audit log), never of an unknown account's.
 */
export async function checkCredentials(
  account: string,
  password: string,
  now: number,
  onWrong?: (user: UserRecord, locked: boolean) => Promise<void>,
): Promise<UserRecord> {
  const normalized = normalizeAccount(account);
  const userId = await findUserIdByLogin(normalized);
  const user = userId ? await getUser(userId) : undefined;
  await checkPassword(
    user ? { userId: user.userId } : { account: normalized },
    password,
    user?.passwordHash,
    now,
    'CREDENTIALS_WRONG',
    user && onWrong ? (locked) => onWrong(user, locked) : undefined,
  );
  if (!user) fail('CREDENTIALS_WRONG');
  await recordLogin(user.userId, now);
  return user;
}

/**
 * True when the password is older than the configured maximum age (docs/errors.md, 50001028), or
 * is a temporary one an administrator set (`passwordChangedAt` 0), which must be changed first.
 */
export function passwordExpired(user: UserRecord, now: number, maxAgeDays: number): boolean {
  if (user.passwordChangedAt === 0) return true;
  return maxAgeDays > 0 && now - user.passwordChangedAt > maxAgeDays * 86_400_000;
}
