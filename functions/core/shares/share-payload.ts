import type {
  GroupSharedScreen,
  GroupSharePhone,
  SharedScreen,
  SharePayload,
} from '../../../shared/acts/link-share.js';
import { phoneList } from '../../../shared/acts/mobile-rules.js';
import { LIMITS } from '../../../shared/limits.js';
import { migrate } from '../../../shared/screen/migrations/index.js';
import { publishableDocument } from '../../../shared/screen/publish.js';
import type { GroupRecord } from '../../lib/data/groups.js';
import type { LinkShareRecord } from '../../lib/data/link-shares.js';
import { inGroupOrder, type ScreenRecord } from '../../lib/data/screens.js';
import { fail } from '../../lib/errors.js';
import { PUBLISHED_CACHE, publishedKeys } from '../../lib/s3-objects.js';
import { canLinkShare } from '../screens/access.js';
import type { Store } from '../store/store.js';

/**
 * What a share shows: the latest published version of a screen (or of each screen of a
 * group), never the development content, made publishable once more (publishableDocument:
 * no data-source headers) and with nothing else: no ids of the tenant or owner, no version
 * metadata beyond its number. An open share without expiry is this payload as a static
 * object on the CDN, rewritten whenever what it shows changes (share-refresh.ts) and deleted
 * when it closes.
 * A group share carries the carousel's intervals: the group's and each screen's own.
 */

/** A share with neither password nor expiry is served as a static object, without the server. */
export function isStaticShare(share: LinkShareRecord): boolean {
  return !share.closed && !share.passwordHash && share.expiresAt === undefined;
}

/** The screen as a share shows it; undefined when it has no latest version or is secret. */
async function sharedScreen(store: Store, screen: ScreenRecord): Promise<SharedScreen | undefined> {
  if (!screen.latestVersionId || !canLinkShare(screen)) return undefined;
  const version = await store.getVersion(screen.tenantId, screen.screenId, screen.latestVersionId);
  if (!version) return undefined;
  const stored = await store.readPublishedJson(version.objectKey);
  if (stored === undefined) return undefined;
  return {
    _id: screen.screenId,
    name: screen.name,
    version: { _id: version.versionId, seq: version.seq },
    document: publishableDocument(migrate(stored)),
  };
}

/**
 * What a phone plays of a shared group: the ids its mobile display rules name, in order, of the
 * screens the share shows anyway (published, not secret, still of the group and of the rules'
 * kind). Nothing more becomes readable; undefined without rules or when none is left.
 */
function sharedPhone(
  group: GroupRecord,
  members: readonly ScreenRecord[],
  shown: readonly GroupSharedScreen[],
): GroupSharePhone | undefined {
  if (!group.mobileRules) return undefined;
  const visible = new Set(shown.map((s) => s._id));
  const available = members.filter((m) => visible.has(m.screenId)).map((m) => ({ id: m.screenId, mobile: m.mobile }));
  const screens = phoneList(group.mobileRules, available);
  return screens.length > 0 ? { mode: group.mobileRules.mode, screens } : undefined;
}

/** The payload of a live share, or the catalogue error that explains why there is none. */
export async function sharePayload(store: Store, share: LinkShareRecord): Promise<SharePayload> {
  if (share.kind === 'screen') {
    const screen = await store.getScreen(share.tenantId, share.targetId);
    if (!screen) fail('SCREEN_SHARE_CLOSED');
    if (!canLinkShare(screen)) fail('SCREEN_SHARE_SECRET');
    const shown = await sharedScreen(store, screen);
    if (!shown) fail('SCREEN_SHARE_UNPUBLISHED');
    return { kind: 'screen', screen: shown, embed_domains: share.embedDomains };
  }
  const group = await store.getGroup(share.tenantId, share.ownerId, share.targetId);
  if (!group) fail('SCREEN_SHARE_CLOSED');
  // In the order the screen list and the pad show them, so a pad's "previous" and "next" step as the walls do.
  const members = (await store.listOwnedScreens(share.tenantId, share.ownerId, group.groupId)).sort(inGroupOrder);
  const shown = await Promise.all(
    members.map(async (member): Promise<GroupSharedScreen | undefined> => {
      const screen = await sharedScreen(store, member);
      return screen && { ...screen, interval: member.carouselInterval ?? null };
    }),
  );
  const screens = shown.filter((s): s is GroupSharedScreen => s !== undefined);
  if (screens.length === 0) fail('SCREEN_SHARE_UNPUBLISHED');
  const phone = sharedPhone(group, members, screens);
  return {
    kind: 'group',
    name: group.name,
    interval: group.interval ?? LIMITS.carouselDefaultSeconds,
    screens,
    ...(phone ? { phone } : {}),
    embed_domains: share.embedDomains,
  };
}

/** Writes the static object of an open share, or deletes it when the share is not open (or shows nothing). */
export async function syncShareObject(store: Store, share: LinkShareRecord, token: string): Promise<void> {
  const key = publishedKeys.share(share.kind, token);
  if (isStaticShare(share)) {
    const payload = await sharePayload(store, share).catch(() => undefined);
    if (payload) return store.putPublishedJson(key, payload, PUBLISHED_CACHE.share);
  }
  await store.deletePublished(key);
}
