import type { ClearanceResult } from '../../../shared/acts/admin.js';
import type { SecurityLevel } from '../../../shared/acts/screen.js';
import type { Caller, RequestInfo } from '../../lib/act.js';
import { memberClearance, setMemberClearance } from '../../lib/data/tenants.js';
import { fail } from '../../lib/errors.js';
import { closeUserSockets } from '../../lib/realtime.js';
import { clears, levelRank } from '../screens/access.js';
import { changeMember } from './members.js';

/**
 * `v2/admin/max_user/set_clearance` (docs/permissions.md#classification): the administrator or
 * a security administrator sets how far a member of the tenant reaches into classified screens.
 * Nobody changes their own clearance, nobody grants more than they hold, and the unique
 * administrator's stays `secret`. The member's next act reads it (authenticate), so it applies
 * without a new sign-in; lowering it also closes their sockets.
 */
export async function setClearance(
  caller: Caller,
  userId: string,
  level: SecurityLevel,
  request: RequestInfo,
): Promise<ClearanceResult> {
  const { before, changed } = await changeMember(
    caller,
    userId,
    {
      targets: 'others',
      // The administrator's is always `secret`: asking for it answers as is, any other is refused.
      adminAsIs: true,
      current: memberClearance,
      next: level,
      refuse: () => {
        if (!clears(caller, level)) fail('SCREEN_CLEARANCE_TOO_LOW');
      },
      write: async () => {
        // The condition keeps the member there and not the administrator, whatever happened since the read.
        if (!(await setMemberClearance(caller.tenantId, userId, level))) fail('USER_NOT_FOUND');
      },
      event: 'clearance_change',
    },
    request,
  );
  // Lowered: an editor or display socket already open on a screen now above it closes; the
  // reconnect asks for a new ticket, which access.ts refuses.
  if (changed && levelRank(level) < levelRank(before)) await closeUserSockets(userId);
  return { _id: userId, clearance: level };
}
