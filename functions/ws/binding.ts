import { callerOf } from '../lib/caller.js';
import { findCallerByHash } from '../lib/data/caller-items.js';
import type { ConnectionRecord } from '../lib/data/connections.js';
import { getGroup } from '../lib/data/groups.js';
import { getLinkShare } from '../lib/data/link-shares.js';
import { getScreen } from '../lib/data/screens.js';
import { userMayWatch } from '../core/realtime/index.js';

/** What a socket is bound to: its ticket's fields, copied onto the connection at `$connect`. */
export type SocketBinding = Pick<
  ConnectionRecord,
  'tenantId' | 'role' | 'userId' | 'tokenHash' | 'shareId' | 'screenId' | 'groupId' | 'device'
>;

/**
 * Whether what a socket was opened with still holds. A share display: its link share is neither
 * closed nor expired. A user's socket: the session is live and may act in the tenant, its user is
 * still an active member there (read as an HTTP act reads them: functions/lib/caller.ts), and still
 * may watch the screen or group the ticket named (the ticket act's check). Read at `$connect` and
 * on every frame, so a logout, a removal, a disabling, a lost share, a closed share or an expiry
 * refuses the ticket or ends the socket at its next frame.
 */
export async function bindingLive(binding: SocketBinding, now: number): Promise<boolean> {
  if (binding.shareId) {
    const share = await getLinkShare(binding.shareId);
    return (
      share !== undefined &&
      share.tenantId === binding.tenantId &&
      !share.closed &&
      (share.expiresAt === undefined || share.expiresAt > now)
    );
  }
  if (binding.tokenHash === undefined || binding.userId === undefined) return false;
  const checked = callerOf(await findCallerByHash(binding.tokenHash, binding.tenantId, now));
  if ('refused' in checked || checked.caller.userId !== binding.userId) return false;
  return userMayWatch({ getScreen, getGroup }, checked.caller, binding);
}
