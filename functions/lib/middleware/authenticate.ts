import { requirePermission } from '../permissions.js';
import type { Family } from '../../../shared/protocol/acts.js';
import type { ActTable } from '../act.js';
import { requireTenantOpen } from '../tenant-gate.js';
import { findCaller } from '../data/caller-items.js';
import { callerOf } from '../caller.js';
import { fail } from '../errors.js';
import { inTenantScope } from '../tenant-credentials.js';
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
      // The session and the membership are read at every act: a session ended, or a member
      // removed, disabled or not yet approved, is refused from their next act, whatever the
      // session says (docs/tenants.md#member-states). The profile is read with them for an act
      // that answers from it. One round trip from a token's second act.
      const checked = callerOf(await findCaller(state.token, state.corpId, state.now, definition.profile));
      if ('refused' in checked) fail(checked.refused);
      const { caller, member, profile } = checked;
      state.caller = caller;
      state.profile = profile;
      const act = state.act;
      // The licence, the role's grants and a refusal's audit line are the tenant's items.
      await inTenantScope(caller.tenantId, async () => {
        await requireTenantOpen(family, caller, state.now);
        if (definition.needs && act) await requirePermission(caller, definition.needs, act, state, member);
      });
    },
  };
}
