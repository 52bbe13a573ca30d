import { passwordCorps } from './login-result.js';
import type { ChangePassNoLoginArgs, ChangePasswordArgs } from '../../shared/acts/user.js';
import { hashPassword } from '../lib/crypto/password.js';
import { deleteUserSessions } from '../lib/data/sessions.js';
import { updateUser, type UserRecord } from '../lib/data/users.js';
import { closeUserSockets } from '../lib/realtime.js';
import { fail } from '../lib/errors.js';
import { checkCredentials, checkPassword } from './credentials.js';

async function setPassword(user: UserRecord, password: string, now: number): Promise<void> {
  await updateUser(user.userId, { passwordHash: await hashPassword(password), passwordChangedAt: now });
  await deleteUserSessions(user.userId);
  await closeUserSockets(user.userId);
}

/**
 * A signed-in user (`user`: their profile, read with the session) changes their password; every
 * session of theirs ends, this one too. A wrong
 * old password counts in the sign-in lockout (same counter, same lock): a stolen session cannot
 * guess the password beyond five tries.
 */
export async function changePassword(
  user: UserRecord | undefined,
  args: ChangePasswordArgs,
  now: number,
): Promise<null> {
  if (!user) fail('USER_NOT_FOUND');
  await checkPassword({ userId: user.userId }, args.old_password, user.passwordHash, now, 'OLD_PASSWORD_WRONG');
  await setPassword(user, args.new_password, now);
  return null;
}

/**
 * The password change of /modifyPassword: the account and its old password, without a session.
 * Answers as sign-in does (CREDENTIALS_WRONG for an unknown account and a wrong password alike,
 * the same lockout), so it tells no more about which accounts exist than sign-in.
 */
/** Answers the user whose password it changed. */
export async function changePasswordWithoutLogin(args: ChangePassNoLoginArgs, now: number): Promise<UserRecord> {
  const user = await checkCredentials(args.account, args.old_password, now);
  await passwordCorps(user);
  await setPassword(user, args.new_password, now);
  return user;
}
