import { migrate } from '../../../shared/screen/migrations/index.js';
import { pushBindingSchema } from '../../../shared/widgets/data.js';
import type { ConnectionRecord } from '../../lib/data/connections.js';
import { getLinkShare } from '../../lib/data/link-shares.js';
import { getScreen, getScreenDocument, listOwnedScreens, type ScreenRecord } from '../../lib/data/screens.js';
import { getVersion } from '../../lib/data/versions.js';
import { fail } from '../../lib/errors.js';
import { readPublishedJson } from '../../lib/s3-objects.js';
import { canLinkShare } from '../screens/access.js';

/** The push channels some widgets bind. */
function boundChannels(widgets: Iterable<{ data: unknown }>): string[] {
  return [...widgets].flatMap((widget) => {
    const parsed = pushBindingSchema.safeParse(widget.data);
    return parsed.success && parsed.data.push.channel_id ? [parsed.data.push.channel_id] : [];
  });
}

/** The push channels the widgets of a screen's latest published version bind (none when it has none). */
async function versionChannels(screen: ScreenRecord): Promise<string[]> {
  if (!screen.latestVersionId) return [];
  const version = await getVersion(screen.tenantId, screen.screenId, screen.latestVersionId);
  const stored = version && (await readPublishedJson(version.objectKey));
  return stored === undefined ? [] : boundChannels(Object.values(migrate(stored).widgets));
}

/** The push channels the widgets of a screen's draft bind. */
async function draftChannels(tenantId: string, screenId: string): Promise<string[]> {
  const found = await getScreenDocument(tenantId, screenId);
  return found ? boundChannels(Object.values(found.document.widgets)) : [];
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
    screens
      .filter((screen): screen is ScreenRecord => screen !== undefined && canLinkShare(screen))
      .map(versionChannels),
  );
  return new Set(bound.flat());
}

/**
 * The channels a signed-in display may follow: those bound by the draft or the latest version of
 * what it plays (the screen it was opened on, which the user may read, or each screen of the
 * user's own group it plays). Its binding is re-checked on every frame (functions/ws/binding.ts).
 */
async function displayChannels(connection: Subscriber): Promise<Set<string>> {
  const { tenantId, userId, screenId, groupId } = connection;
  if (screenId) {
    // One read of the screen gives both its record and its draft.
    const found = await getScreenDocument(tenantId, screenId);
    if (!found) return new Set();
    return new Set([...boundChannels(Object.values(found.document.widgets)), ...(await versionChannels(found.screen))]);
  }
  const screens = groupId && userId ? await listOwnedScreens(tenantId, userId, groupId) : [];
  const bound = await Promise.all(
    screens.flatMap((screen) => [versionChannels(screen), draftChannels(tenantId, screen.screenId)]),
  );
  return new Set(bound.flat());
}

type Subscriber = Pick<ConnectionRecord, 'shareId' | 'tenantId' | 'role' | 'userId' | 'screenId' | 'groupId'>;

/**
 * `v2/ws/subscribe` (docs/realtime.md#push-channels): a display follows only channels bound by
 * what it shows: an anonymous share display, its share's widgets at the shared version; a
 * signed-in display, the drafts and latest versions of the screens it plays. An editor may follow
 * any channel of its tenant: every member lists them (`v1/api/push_channel_list`) and binds any of
 * them to a screen they edit, whose unsaved widgets show its data at once. Asking for a channel
 * outside the set refuses the whole request with PERMISSION_DENIED and changes nothing.
 */
export async function requireSubscribable(connection: Subscriber, channels: readonly string[]): Promise<void> {
  if (channels.length === 0 || (connection.role === 'editor' && !connection.shareId)) return;
  const allowed = connection.shareId
    ? await shareChannels(connection.shareId, connection.tenantId)
    : await displayChannels(connection);
  if (channels.some((channel) => !allowed.has(channel))) fail('PERMISSION_DENIED');
}
