import type { OutsideRenewed, OutsideUse } from '../../../shared/acts/admin.js';
import type { Caller, RequestInfo } from '../../lib/act.js';
import { auditAct } from '../../lib/audit.js';
import { deleteApiToken, listApiTokens } from '../../lib/data/data-apis.js';
import { keys } from '../../lib/data/keys.js';
import { listPushChannels } from '../../lib/data/push-channels.js';
import { getUser } from '../../lib/data/users.js';
import { auditShare, removeShare, type ShareStateStore, type ShareTarget } from './link-share-state.js';
import { listGroups } from '../../lib/data/groups.js';
import { closeLinkShare, getLinkShare, getSharePointer, listShareLog } from '../../lib/data/link-shares.js';
import { listOwnedScreens } from '../../lib/data/screens.js';
import { deletePublished } from '../../lib/s3-objects.js';
import { renewChannelToken } from '../realtime/push-channels.js';
import type { Store } from '../store/store.js';

/** What outside use reads and closes: a screen's or group's link share, nothing else of the store. */
export type OutsideUseStore = Pick<Store, 'listOwnedScreens' | 'listGroups'> & ShareStateStore;

/**
 * The store of the administration family's outside-use acts, made of the data modules these calls
 * use only (aws-store.ts would bring every screen, version and widget module into the bundle).
 */
export const outsideUseStore: OutsideUseStore = {
  listOwnedScreens,
  listGroups,
  getSharePointer,
  getLinkShare,
  closeLinkShare,
  listShareLog,
  deletePublished,
};

/**
 * What a member created that callers outside the workspace use (docs/tenants.md#what-a-removed-member-leaves):
 * data API tokens, push channels and the live link shares of their screens and groups. They are
 * the tenant's and keep working when the member leaves; the administrator sees them and renews
 * them in one act. Found by creator or owner in the caller's tenant, so they are found for a
 * member already removed as well.
 */
type LiveShare = ShareTarget & { expiresAt: number | null };

async function liveShares(store: OutsideUseStore, tenantId: string, userId: string, now: number): Promise<LiveShare[]> {
  const [screens, groups] = await Promise.all([
    store.listOwnedScreens(tenantId, userId),
    store.listGroups(tenantId, userId),
  ]);
  const targets: ShareTarget[] = [
    ...screens.map((screen) => ({
      kind: 'screen' as const,
      tenantId,
      targetId: screen.screenId,
      name: screen.name,
      ownerId: userId,
      pointerKey: keys.screenLinkShare(tenantId, screen.screenId),
    })),
    ...groups.map((group) => ({
      kind: 'group' as const,
      tenantId,
      targetId: group.groupId,
      name: group.name,
      ownerId: userId,
      pointerKey: keys.groupLinkShare(tenantId, userId, group.groupId),
    })),
  ];
  const live = await Promise.all(
    targets.map(async (target) => {
      const pointer = await store.getSharePointer(target.pointerKey);
      const share = pointer && (await store.getLinkShare(pointer.tokenHash));
      const open = share && !share.closed && (share.expiresAt === undefined || share.expiresAt > now);
      return open ? [{ ...target, expiresAt: share.expiresAt ?? null }] : [];
    }),
  );
  return live.flat();
}

const byName = <T extends { name: string; _id: string }>(a: T, b: T) =>
  a.name.localeCompare(b.name) || a._id.localeCompare(b._id);

/** `v2/admin/max_user/outside_use`: counts and names, by name; no secret. */
export async function outsideUseOf(
  store: OutsideUseStore,
  caller: Caller,
  userId: string,
  now: number,
): Promise<OutsideUse> {
  const [tokens, channels, shares] = await Promise.all([
    listApiTokens(caller.tenantId),
    listPushChannels(caller.tenantId),
    liveShares(store, caller.tenantId, userId, now),
  ]);
  return {
    api_tokens: tokens
      .filter((token) => token.creator === userId)
      .map((token) => ({ _id: token.tokenId, name: token.name, prefix: token.prefix }))
      .sort(byName),
    push_channels: channels
      .filter((channel) => channel.creator === userId)
      .map((channel) => ({ _id: channel.channelId, name: channel.name, token_hint: channel.tokenHint }))
      .sort(byName),
    link_shares: shares
      .map((share) => ({
        kind: share.kind,
        _id: share.targetId,
        name: share.name,
        expires_at: share.expiresAt,
      }))
      .sort(byName),
  };
}

/**
 * `v2/admin/max_user/outside_renew`: every push channel of the person gets a new token (the old
 * one is refused from now; the new ones are answered this once), their data API tokens are
 * removed (a token has no renewal), and with `closeShares` their live link shares are closed.
 * Each closed share is on the audit log as `share_remove`, and the act as `member_change`.
 */
export async function renewOutsideUse(
  store: OutsideUseStore,
  caller: Caller,
  userId: string,
  closeShares: boolean,
  request: RequestInfo,
): Promise<OutsideRenewed> {
  const [tokens, channels, shares] = await Promise.all([
    listApiTokens(caller.tenantId),
    listPushChannels(caller.tenantId),
    closeShares ? liveShares(store, caller.tenantId, userId, request.now) : Promise.resolve([]),
  ]);
  const theirTokens = tokens.filter((token) => token.creator === userId);
  // The act is the administrator's (as data-apis-tokens.ts removeToken requires); the data module
  // is called directly so this family's bundle carries no query engine.
  await Promise.all(theirTokens.map((token) => deleteApiToken(caller.tenantId, token.tokenId)));
  const renewed = await Promise.all(
    channels
      .filter((channel) => channel.creator === userId)
      .map((channel) => renewChannelToken(caller, channel.channelId)),
  );
  for (const target of shares)
    await auditShare(caller, request, 'share_remove', target, await removeShare(store, target, request.now));
  const user = await getUser(userId);
  await auditAct(caller, request, 'member_change', user?.name ?? userId, 'v2/admin/max_user/outside_renew');
  return {
    api_tokens_removed: theirTokens.length,
    push_channels: renewed
      .map((channel) => ({ _id: channel._id, name: channel.name, token: channel.token }))
      .sort(byName),
    link_shares_closed: shares.length,
  };
}
