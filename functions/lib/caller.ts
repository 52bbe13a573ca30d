import type { ErrorName } from '../../shared/errors/catalogue.js';
import type { Caller } from './act.js';
import type { CallerLookup } from './data/caller-items.js';
import { memberClearance, memberState, memberTeams, type MemberRecord } from './data/tenants.js';
import type { UserRecord } from './data/users.js';

/**
 * A caller who may act in the tenant, with their member item (and their profile, when it was read
 * with the session); or the code that refuses them.
 */
export type CallerCheck = { caller: Caller; member: MemberRecord; profile?: UserRecord } | { refused: ErrorName };

/**
 * Who a session is in the tenant it acts in (docs/tenants.md#member-states): the session must be
 * valid and may act there, and its user must be an active member of it. The same check admits an
 * HTTP act (middleware/authenticate.ts) and a signed-in user's socket at `$connect` and at every
 * frame (functions/ws/binding.ts).
 */
export function callerOf(found: CallerLookup): CallerCheck {
  if (found.state === 'missing') return { refused: 'NOT_LOGGED_IN' };
  if (found.state === 'expired') return { refused: 'SESSION_EXPIRED' };
  if (found.state === 'foreign') return { refused: 'TENANT_INVALID' };
  const { session, tenantId, member, profile } = found;
  if (!member) return { refused: 'TENANT_INVALID' };
  const membership = memberState(member);
  if (membership === 'disabled') return { refused: 'ACCOUNT_DISABLED' };
  if (membership === 'pending') return { refused: 'ACCOUNT_NOT_APPROVED' };
  const caller: Caller = {
    userId: session.userId,
    tenantId,
    isAdmin: session.isAdminOf.includes(tenantId),
    tokenHash: session.tokenHash,
    corps: session.corps,
    clearance: memberClearance(member),
    teamIds: memberTeams(member),
    ...(member.departmentId ? { departmentId: member.departmentId } : {}),
    ...(session.ssoTenant ? { ssoTenant: session.ssoTenant } : {}),
  };
  return { caller, member, profile };
}
