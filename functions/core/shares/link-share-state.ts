import type { ShareInfo, ShareKind } from '../../../shared/acts/link-share.js';
import { LIMITS } from '../../../shared/limits.js';
import type { Caller, RequestInfo } from '../../lib/act.js';
import { auditAct } from '../../lib/audit.js';
import type { Key } from '../../lib/data/keys.js';
import type { LinkShareRecord } from '../../lib/data/link-shares.js';
import { publishedKeys } from '../../lib/s3-objects.js';
import type { Store } from '../store/store.js';

/** What reading and closing a share needs of the store. */
export type ShareStateStore = Pick<
  Store,
  'getSharePointer' | 'getLinkShare' | 'closeLinkShare' | 'listShareLog' | 'deletePublished'
>;

/**
 * A screen's or group's link share as it stands (its pointer and record), what the share dialog
 * shows of it, and closing it: the part of link-share.ts that needs neither passwords, nor the
 * static share object's payload, nor visitors' addresses, so the administration family closes a
 * removed member's shares without carrying those.
 */
const { linkShare: RULES } = LIMITS;

export interface ShareTarget {
  kind: ShareKind;
  tenantId: string;
  targetId: string;
  /** The screen's or group's name (the audit log's target). */
  name: string;
  ownerId: string;
  pointerKey: Key;
}

export async function current(
  store: ShareStateStore,
  target: ShareTarget,
): Promise<{ token: string; share: LinkShareRecord } | undefined> {
  const pointer = await store.getSharePointer(target.pointerKey);
  const share = pointer ? await store.getLinkShare(pointer.tokenHash) : undefined;
  return pointer && share ? { token: pointer.token, share } : undefined;
}

function stateOf(share: LinkShareRecord | undefined): ShareInfo['state'] {
  if (!share) return 'off';
  if (share.closed) return 'closed';
  return share.passwordHash ? 'password' : 'on';
}

export async function shareInfo(store: ShareStateStore, target: ShareTarget): Promise<ShareInfo> {
  const found = await current(store, target);
  const share = found?.share;
  return {
    kind: target.kind,
    state: stateOf(share),
    token: found?.token ?? '',
    expires_at: share?.expiresAt ?? null,
    embed_domains: share?.embedDomains ?? [],
    created_at: share?.createdAt ?? null,
    log: share ? await store.listShareLog(share.tokenHash, RULES.logShown) : [],
  };
}

/**
 * Records a link share turned on or changed (`share_add`) or turned off (`share_remove`) in the
 * audit log: the target's name, and its kind with `_password` when the live link asks for one.
 */
export async function auditShare(
  caller: Caller,
  request: RequestInfo,
  action: 'share_add' | 'share_remove',
  target: ShareTarget,
  info: ShareInfo,
): Promise<ShareInfo> {
  const detail = info.state === 'password' ? `${target.kind}_password` : target.kind;
  await auditAct(caller, request, action, target.name, detail);
  return info;
}

/** Closes the link: its static object goes, its access tokens and its token answer "cancelled". */
export async function removeShare(store: ShareStateStore, target: ShareTarget, now: number): Promise<ShareInfo> {
  const found = await current(store, target);
  if (found && !found.share.closed) {
    await store.closeLinkShare(found.share.tokenHash, now);
    await store.deletePublished(publishedKeys.share(target.kind, found.token));
  }
  return shareInfo(store, target);
}
