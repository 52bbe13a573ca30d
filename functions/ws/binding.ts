import type { ConnectionRecord } from '../lib/data/connections.js';
import { getLinkShare } from '../lib/data/link-shares.js';
import { sessionLive } from '../lib/data/sessions.js';

/**
 * Whether what a socket was opened with still holds: the session of a user's socket is live;
 * the link share of a share display is neither closed nor expired. Re-read on every frame, so
 * a logout, a closed share or an expiry ends the socket at its next frame.
 */
export async function bindingLive(connection: ConnectionRecord, now: number): Promise<boolean> {
  if (connection.shareId) {
    const share = await getLinkShare(connection.shareId);
    return (
      share !== undefined &&
      share.tenantId === connection.tenantId &&
      !share.closed &&
      (share.expiresAt === undefined || share.expiresAt > now)
    );
  }
  return connection.tokenHash !== undefined && (await sessionLive(connection.tokenHash, now));
}
