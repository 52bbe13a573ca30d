import type { RequestInfo } from '../lib/act.js';
import { findSession } from '../lib/data/sessions.js';
import { findUserIdByLogin } from '../lib/data/users.js';
import { ACCOUNT_RATE_RULES, limitClient, limitSubject } from './throttle.js';

/**
 * `v1/user/exist`: whether a mobile, email or account name has an account. It keeps its original
 * meaning (docs/limits.md#validation-rules: the registration form says "already registered" before the code is sent), so
 * it cannot answer uniformly; instead anonymous callers are limited per client address, and
 * signed-in callers per user.
 */
export async function accountExists(login: string, request: RequestInfo): Promise<{ exist: boolean }> {
  const found = request.token ? await findSession(request.token, request.now) : undefined;
  if (found?.state === 'valid') await limitSubject(ACCOUNT_RATE_RULES.existSignedIn, found.session.userId, request.now);
  else await limitClient(ACCOUNT_RATE_RULES.exist, request);
  return { exist: (await findUserIdByLogin(login)) !== undefined };
}
