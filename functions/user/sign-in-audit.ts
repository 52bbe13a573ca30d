import type { AuditAction } from '../../shared/acts/audit.js';
import { normalizeAccount } from '../../shared/validation/plain-rules.js';
import type { RequestInfo } from '../lib/act.js';
import { recordAudit } from '../lib/data/audit.js';
import type { UserRecord } from '../lib/data/users.js';
import { inTenantScope } from '../lib/tenant-credentials.js';

/**
 * Records a sign-in, or a wrong password for a known account, in the user's default tenant (with
 * its scoped clients; the
 * one a session opens on, login-result.ts); a user of no tenant has no log to write to. The
 * profile is loaded already, so the entry carries the user's name; the target is the account
 * as it was typed (normalized), the detail how they signed in (or, for a password refused because
 * every tenant of the user enforces single sign-on, `sso_required`).
 */
export async function auditSignIn(
  user: UserRecord,
  account: string,
  action: Extract<AuditAction, 'sign_in' | 'sign_in_failed' | 'lockout'>,
  request: Pick<RequestInfo, 'sourceIp' | 'now'>,
  detail: 'password' | 'sso_required' = 'password',
): Promise<void> {
  const tenant = user.corps.find((corp) => corp.default) ?? user.corps[0];
  if (!tenant) return;
  await inTenantScope(tenant.id, () =>
    recordAudit(tenant.id, {
      action,
      actorId: user.userId,
      actorName: user.name,
      target: normalizeAccount(account),
      detail,
      ip: request.sourceIp,
      at: request.now,
    }),
  );
}
