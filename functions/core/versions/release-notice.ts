import type { ReleaseNotice } from '../../../shared/acts/ws.js';
import { connectionTarget } from '../../lib/data/connections.js';
import { fanOut } from '../../lib/fanout.js';
import { log } from '../../lib/log.js';
import type { ScreenReads } from '../store/store.js';

/**
 * Tells the displays of a screen, and those playing its group, that a new latest version was
 * released (docs/realtime.md#notices), so they switch at once instead of at their next poll.
 * A failure is logged, never thrown: the release itself has happened, and the poll remains.
 */
export async function noticeRelease(
  store: Pick<ScreenReads, 'getScreen'>,
  tenantId: string,
  screenId: string,
  versionId: string,
  now: number,
): Promise<number> {
  try {
    const screen = await store.getScreen(tenantId, screenId);
    if (!screen) return 0;
    const notice: ReleaseNotice = { type: 'release', screen: screenId, version: versionId };
    const displays = (c: { role: string }) => c.role === 'display';
    const [onScreen, onGroup] = await Promise.all([
      fanOut(connectionTarget(tenantId, { screen: screenId }), notice, now, displays),
      fanOut(connectionTarget(tenantId, { group: screen.groupId }), notice, now, displays),
    ]);
    return onScreen + onGroup;
  } catch (error) {
    log('warn', 'release notice failed', {
      screenId,
      error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
    });
    return 0;
  }
}
