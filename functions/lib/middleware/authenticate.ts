import { requirePermission } from '../permissions.js';
import type { Family } from '../../../shared/protocol/acts.js';
import type { ActTable } from '../act.js';
import { requireTenantOpen } from '../tenant-gate.js';
import { findSession } from '../data/sessions.js';
import { getMember, memberClearance, memberState, memberTeams } from '../data/tenants.js';
import { fail } from '../errors.js';
import type { Middleware } from './types.js';

/**
 * For acts that need a session: looks the token up server side and resolves the tenant from
 * the session. A client may pick one of its own tenants (`corp_id`), never another. An act that
 * needs a function permission is refused unless the caller's role grants it (docs/permissions.md),
 * and every act of a tenant whose licence ended is refused but those of the open families
 * (tenant-gate.ts).
 */
export function authenticate(family: Family, acts: ActTable): Middleware {
  return {
    before: async ({ context }) => {
      const state = context.wb;
      const definition = state.act ? acts[state.act] : undefined;
      if (!definition) fail('INTERFACE_MISSING');
      if (definition.access === 'public') return;
      if (!state.token) fail('NOT_LOGGED_IN');
      const found = await findSession(state.token, state.now);
      if (found.state === 'missing') fail('NOT_LOGGED_IN');
      if (found.state === 'expired') fail('SESSION_EXPIRED');
      const { session } = found;
      const tenantId = state.corpId ?? session.corps[0];
      if (!tenantId || !session.corps.includes(tenantId)) fail('TENANT_INVALID');
      // The membership is read at every act: a member removed, disabled or not yet approved is
      // refused from their next act, whatever their session says (docs/tenants.md#member-states).
      const member = await getMember(tenantId, session.userId);
      if (!member) fail('TENANT_INVALID');
      const membership = memberState(member);
      if (membership === 'disabled') fail('ACCOUNT_DISABLED');
      if (membership === 'pending') fail('ACCOUNT_NOT_APPROVED');
      state.caller = {
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
      await requireTenantOpen(family, state.caller, state.now);
      if (definition.needs && state.act)
        await requirePermission(state.caller, definition.needs, state.act, state, member);
    },
  };
}
