import type {
  LinkShareAddArgs,
  ShareAccess,
  ShareBefore,
  ShareInfo,
  ShareKind,
  ShareLogResult,
  SharePayload,
} from '../../../shared/acts/link-share.js';
import { LIMITS } from '../../../shared/limits.js';
import type { Caller, RequestInfo } from '../../lib/act.js';
import { hashPassword, verifyPassword } from '../../lib/crypto/password.js';
import { newId, newToken, sha256 } from '../../lib/crypto/tokens.js';
import { keys, type Key } from '../../lib/data/keys.js';
import type { LinkShareRecord } from '../../lib/data/link-shares.js';
import type { RateRule } from '../../lib/data/rate-limits.js';
import { fail } from '../../lib/errors.js';
import { inTenantScope } from '../../lib/tenant-credentials.js';
import { addressBucket, coarseClient } from '../../lib/net/coarse-client.js';
import { publishedKeys } from '../../lib/s3-objects.js';
import { canLinkShare, loadScreen } from '../screens/access.js';
import { requireGroup } from '../screens/own-group.js';
import { isStaticShare, sharePayload, syncShareObject } from './share-payload.js';
import type { Store } from '../store/store.js';
import { current, shareInfo, type ShareTarget } from './link-share-state.js';

/**
 * Link sharing of screens and groups (see shared/acts/link-share.ts for what each act means).
 * Owner side: only who may manage the target (a screen's creator or an admin; a group's
 * owner) shares it, in the tenant of the session. Public side: a link is its 256-bit token;
 * the server finds the share by the token's hash and shows only that share's target.
 *
 * Embed domains: the SPA is static on the CDN, whose response headers cannot vary per share,
 * so no per-share `frame-ancestors` header can be sent. The allowlist travels in the payload
 * (static object or `view` answer) and the share page refuses to draw inside a frame whose
 * ancestor (location.ancestorOrigins, else the referrer) is not on it. This stops framing of
 * our page by other sites; it cannot stop a site from fetching an open share's JSON itself.
 */
const { linkShare: RULES } = LIMITS;
/** Password tries per link and client address bucket (a /24 or /48). */
const PASSWORD_TRIES: RateRule = {
  name: 'share-password',
  limit: RULES.maxWrongPasswords,
  windowMs: RULES.tryWindowMinutes * 60_000,
};

/** A screen or a group as something that can be shared. */

export async function screenShareTarget(
  store: Store,
  caller: Caller,
  screenId: string,
  forAdding = false,
): Promise<ShareTarget> {
  const screen = await loadScreen(store, caller, screenId, 'manage');
  if (forAdding && !canLinkShare(screen)) fail('SCREEN_SHARE_SECRET');
  return {
    kind: 'screen',
    tenantId: caller.tenantId,
    targetId: screen.screenId,
    name: screen.name,
    ownerId: screen.ownerId,
    pointerKey: keys.screenLinkShare(caller.tenantId, screen.screenId),
  };
}

export async function groupShareTarget(store: Store, caller: Caller, groupId: string): Promise<ShareTarget> {
  const group = await requireGroup(store, caller, groupId);
  return {
    kind: 'group',
    tenantId: caller.tenantId,
    targetId: group.groupId,
    name: group.name,
    ownerId: group.ownerId,
    pointerKey: keys.groupLinkShare(caller.tenantId, group.ownerId, group.groupId),
  };
}

/**
 * Turns sharing on (a new link when there is none or the last one was closed) or changes the
 * settings of the live link, then writes or deletes its static object to match.
 */
export async function addShare(
  store: Store,
  target: ShareTarget,
  args: LinkShareAddArgs,
  now: number,
): Promise<ShareInfo> {
  if (typeof args.expires_at === 'number' && args.expires_at <= now) fail('SHARE_EXPIRY_PAST');
  const passwordHash = typeof args.password === 'string' ? await hashPassword(args.password) : args.password;
  const found = await current(store, target);
  let token: string;
  let share: LinkShareRecord | undefined;
  if (found && !found.share.closed) {
    token = found.token;
    share = await store.changeLinkShare(found.share.tokenHash, {
      passwordHash,
      expiresAt: args.expires_at,
      embedDomains: args.embed_domains,
    });
    if (!share) fail('SHARE_ERROR');
  } else {
    token = newToken();
    share = {
      tokenHash: sha256(token),
      tenantId: target.tenantId,
      kind: target.kind,
      targetId: target.targetId,
      ownerId: target.ownerId,
      ...(passwordHash ? { passwordHash } : {}),
      ...(typeof args.expires_at === 'number' ? { expiresAt: args.expires_at } : {}),
      embedDomains: args.embed_domains ?? [],
      closed: false,
      createdAt: now,
    };
    if (!(await store.createLinkShare(share, token, target.pointerKey, found?.share.tokenHash))) fail('SHARE_ERROR');
  }
  await syncShareObject(store, share, token);
  return shareInfo(store, target);
}

/** When a screen or group is deleted: its link is closed like a removed one. */
async function closePointedShare(store: Store, kind: ShareKind, pointerKey: Key, now: number): Promise<void> {
  const pointer = await store.getSharePointer(pointerKey);
  if (!pointer) return;
  await store.closeLinkShare(pointer.tokenHash, now);
  await store.deletePublished(publishedKeys.share(kind, pointer.token));
}

export const closeScreenShare = (store: Store, tenantId: string, screenId: string, now: number): Promise<void> =>
  closePointedShare(store, 'screen', keys.screenLinkShare(tenantId, screenId), now);

export const closeGroupShare = (
  store: Store,
  tenantId: string,
  ownerId: string,
  groupId: string,
  now: number,
): Promise<void> => closePointedShare(store, 'group', keys.groupLinkShare(tenantId, ownerId, groupId), now);

function log(store: Store, share: LinkShareRecord, result: ShareLogResult, request: RequestInfo): Promise<void> {
  return store.addShareLog(
    share.tokenHash,
    { at: request.now, result, client: coarseClient(request.sourceIp, request.userAgent) },
    newId(),
    RULES.logDays,
  );
}

/**
 * The live share of a link, for the public acts; answers why not otherwise, and logs it unless
 * `quiet` (widgets' data calls, which a wall repeats every few seconds).
 */
async function liveShare(
  store: Store,
  token: string,
  kind: ShareKind,
  request: RequestInfo,
  quiet = false,
): Promise<LinkShareRecord> {
  const share = await store.getLinkShare(sha256(token));
  // A link of the other kind is no link here: /screen-share never opens a group.
  if (!share || share.kind !== kind) fail('SCREEN_SHARE_FAILED');
  if (share.closed) {
    if (!quiet) await log(store, share, 'closed', request);
    fail('SCREEN_SHARE_CLOSED');
  }
  if (share.expiresAt !== undefined && share.expiresAt <= request.now) {
    if (!quiet) await log(store, share, 'expired', request);
    fail('SCREEN_SHARE_EXPIRED');
  }
  return share;
}

export async function shareBefore(
  store: Store,
  token: string,
  kind: ShareKind,
  request: RequestInfo,
): Promise<ShareBefore> {
  const share = await liveShare(store, token, kind, request);
  return { kind: share.kind, password: share.passwordHash !== undefined, static: isStaticShare(share) };
}

/**
 * Exchanges the password (or nothing, for an open share) for an access token good for a few
 * hours. Each try is counted per link and client (address bucket) BEFORE the password is
 * checked, atomically, so however many tries race, at most five are checked in the window;
 * the others are refused unchecked (a refused try costs no scrypt). A right password gives its
 * try back, so only wrong ones use the allowance up.
 */
export async function shareCheck(
  store: Store,
  token: string,
  kind: ShareKind,
  password: string,
  request: RequestInfo,
): Promise<ShareAccess> {
  const share = await liveShare(store, token, kind, request);
  if (share.passwordHash) {
    const attempt = await store.takeAttempt(
      PASSWORD_TRIES,
      `${share.tokenHash}#${addressBucket(request.sourceIp)}`,
      request.now,
    );
    if (!attempt) {
      await log(store, share, 'throttled', request);
      fail('SCREEN_SHARE_THROTTLED');
    }
    if (!(await verifyPassword(password, share.passwordHash))) {
      await log(store, share, 'wrong-password', request);
      fail('SCREEN_SHARE_PASSWORD_WRONG');
    }
    await store.releaseAttempt(attempt);
  }
  const access = newToken();
  const expiresAt = request.now + RULES.accessHours * 3_600_000;
  await store.putShareAccess(share.tokenHash, sha256(access), expiresAt);
  await log(store, share, 'ok', request);
  return { access, expires_at: expiresAt };
}

/**
 * The live share of a link for a widget's data call: as `view`, an access token from `check` is
 * needed unless the share is open without expiry (its payload is public on the CDN anyway).
 */
export async function sharedForData(
  store: Store,
  token: string,
  kind: ShareKind,
  access: string | undefined,
  request: RequestInfo,
): Promise<LinkShareRecord> {
  const share = await liveShare(store, token, kind, request, true);
  if (!isStaticShare(share)) await requireAccess(store, share, access, request.now);
  return share;
}

/** An access token `check` gave for this share, still valid; SCREEN_SHARE_ACCESS_INVALID otherwise. */
async function requireAccess(
  store: Store,
  share: LinkShareRecord,
  access: string | undefined,
  now: number,
): Promise<void> {
  if (!access || !(await store.shareAccessValid(share.tokenHash, sha256(access), now)))
    fail('SCREEN_SHARE_ACCESS_INVALID');
}

/** The share a viewer may see (`view`): live (not closed, not expired) and opened with a valid access token from `check`. */
async function viewableShare(
  store: Store,
  token: string,
  kind: ShareKind,
  access: string | undefined,
  request: RequestInfo,
): Promise<LinkShareRecord> {
  const share = await liveShare(store, token, kind, request);
  await requireAccess(store, share, access, request.now);
  return share;
}

/**
 * The share a display's socket may follow (`link_share_ws_ticket`): live, and opened with a
 * valid access when it has a password. A share without one needs no access: its walls read it
 * from the CDN, and asking them for one would log an access (and spend a `check`) per socket.
 */
export async function displayableShare(
  store: Store,
  token: string,
  kind: ShareKind,
  access: string | undefined,
  request: RequestInfo,
): Promise<LinkShareRecord> {
  const share = await liveShare(store, token, kind, request);
  if (share.passwordHash !== undefined) await requireAccess(store, share, access, request.now);
  return share;
}

export async function shareView(
  store: Store,
  token: string,
  kind: ShareKind,
  access: string,
  request: RequestInfo,
): Promise<SharePayload> {
  const share = await viewableShare(store, token, kind, access, request);
  // The share (a global item) names the tenant; the payload is read in that tenant's scope.
  return inTenantScope(share.tenantId, () => sharePayload(store, share));
}
