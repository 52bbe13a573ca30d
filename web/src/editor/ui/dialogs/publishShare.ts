import type { ShareInfo } from '../../../../../shared/acts/link-share.js';
import { isShareLive } from '../../../api/linkShare';

/**
 * The screen's share link once a version is published with "Share by link": a link already on
 * stays as it is (its password, expiry and embed domains too: no second `add`); otherwise `add`
 * turns it on (a closed link comes back under a new address). `current` is the owner's share
 * info read just before; undefined when it could not be read, and then `add` decides.
 */
export async function linkAfterPublish(
  current: ShareInfo | undefined,
  add: () => Promise<ShareInfo>,
): Promise<ShareInfo> {
  return current && isShareLive(current) ? current : add();
}
