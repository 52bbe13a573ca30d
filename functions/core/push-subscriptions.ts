import { migrate } from '../../shared/screen/migrations/index.js';
import { pushBindingSchema } from '../../shared/widgets/data.js';
import type { ConnectionRecord } from '../lib/data/connections.js';
import { getLinkShare } from '../lib/data/link-shares.js';
import { listOwnedScreens, getScreen, type ScreenRecord } from '../lib/data/screens.js';
import { getVersion } from '../lib/data/versions.js';
import { fail } from '../lib/errors.js';
import { readPublishedJson } from '../lib/s3-objects.js';
import { canLinkShare } from './access.js';

/** The push channels the widgets of one published version bind (none when it cannot be read). */
async function versionChannels(screen: ScreenRecord): Promise<string[]> {
  if (!screen.latestVersionId || !canLinkShare(screen)) return [];
  const version = await getVersion(screen.tenantId, screen.screenId, screen.latestVersionId);
  const stored = version && (await readPublishedJson(version.objectKey));
  if (stored === undefined) return [];
  return Object.values(migrate(stored).widgets).flatMap((widget) => {
    const parsed = pushBindingSchema.safeParse(widget.data);
    return parsed.success && parsed.data.push.channel_id ? [parsed.data.push.channel_id] : [];
  });
}

/**
 * The channels a share display may follow: those bound by widgets of what its share shows, at the
 * version the share shows (the screen's latest; of a group share, each of its owner's screens of
 * the group), read as the share's payload reads them.
 */
async function shareChannels(shareId: string, tenantId: string): Promise<Set<string>> {
  const share = await getLinkShare(shareId);
  if (!share || share.tenantId !== tenantId) return new Set();
  const screens =
    share.kind === 'screen'
      ? [await getScreen(share.tenantId, share.targetId)]
      : await listOwnedScreens(share.tenantId, share.ownerId, share.targetId);
  const bound = await Promise.all(
    screens.filter((screen): screen is ScreenRecord => screen !== undefined).map(versionChannels),
  );
  return new Set(bound.flat());
}

/**
 * `v2/ws/subscribe`: an anonymous share display may follow only channels its share's widgets
 * bind (docs/realtime.md#push-channels); asking for any other refuses the whole request with
 * PERMISSION_DENIED and changes nothing.
 */
export async function requireSubscribable(
  connection: Pick<ConnectionRecord, 'shareId' | 'tenantId'>,
  channels: readonly string[],
): Promise<void> {
  if (!connection.shareId || channels.length === 0) return;
  const allowed = await shareChannels(connection.shareId, connection.tenantId);
  if (channels.some((channel) => !allowed.has(channel))) fail('PERMISSION_DENIED');
}
