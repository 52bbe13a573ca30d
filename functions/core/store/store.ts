import type { StoredWidget } from '../../../shared/acts/editor.js';
import type { MobileRules } from '../../../shared/acts/group.js';
import type { ShareLogEntry } from '../../../shared/acts/link-share.js';
import type { SharePermission } from '../../../shared/acts/screen.js';
import type { LayoutEntry, ScreenConfig, ScreenDocument, Widget } from '../../../shared/screen/document.js';
import type { GroupRecord } from '../../lib/data/groups.js';
import type { HistoryRecord } from '../../lib/data/history.js';
import type { Key } from '../../lib/data/keys.js';
import type { LinkShareRecord, SharePointer } from '../../lib/data/link-shares.js';
import type { Attempt, RateRule } from '../../lib/data/rate-limits.js';
import type { ScreenRecord } from '../../lib/data/screens.js';
import type { VersionRecord } from '../../lib/data/versions.js';
import type { KeptHeaders } from '../../lib/data/widgets.js';

/**
 * What the domain core needs of DynamoDB and S3, and no more. The core's functions take a
 * `Store` and plain inputs; `aws-store.ts` is the production store (the data module's
 * helpers), `memory-store.ts` the one unit tests use. A conditional write whose refusal the
 * core handles answers it (false / undefined / 'conflict') instead of throwing.
 */

/** A screen as one document: its META item and its widget items. */
export interface ScreenWithDocument {
  screen: ScreenRecord;
  document: ScreenDocument;
  revisions: Record<string, number>;
}

export type ScreenFields = Partial<
  Pick<ScreenRecord, 'name' | 'remark' | 'thumbKey' | 'securityLevel' | 'sort' | 'groupId' | 'published'>
>;

export interface ScreenItems {
  getScreen(tenantId: string, screenId: string): Promise<ScreenRecord | undefined>;
  getScreenDocument(tenantId: string, screenId: string): Promise<ScreenWithDocument | undefined>;
  /** The screens a user owns, in one group or in all of them. */
  listOwnedScreens(tenantId: string, ownerId: string, groupId?: string): Promise<ScreenRecord[]>;
  /** The screens others shared with a user by account. */
  listSharedScreens(tenantId: string, userId: string): Promise<ScreenRecord[]>;
  /** The screens shared with a team (docs/permissions.md#teams). */
  listTeamSharedScreens(tenantId: string, teamId: string): Promise<ScreenRecord[]>;
  /** The screens shared with the whole tenant, one by one or by their group. */
  listSystemSharedScreens(tenantId: string): Promise<ScreenRecord[]>;
  /**
   * A new screen with its widgets; listed only once whole. Answers the screen as stored: the one
   * already there when its id exists (a retry of the act that made it), untouched.
   */
  createScreen(screen: ScreenRecord, document: ScreenDocument): Promise<ScreenRecord>;
  /** False if the screen is gone. */
  updateScreen(screen: ScreenRecord, fields: ScreenFields, now: number): Promise<boolean>;
  /** `null`: the group's interval again. False if the screen is gone. */
  setScreenInterval(screen: ScreenRecord, seconds: number | null, now: number): Promise<boolean>;
  /** Conditional on the revision of `screen`: false when someone changed it meanwhile. */
  setShare(screen: ScreenRecord, userId: string, permission: SharePermission | null, now: number): Promise<boolean>;
  /** As `setShare`, for a team. */
  setTeamShare(screen: ScreenRecord, teamId: string, permission: SharePermission | null, now: number): Promise<boolean>;
  setScreenSystemShare(screen: ScreenRecord, share: boolean, now: number): Promise<void>;
  deleteScreen(screen: ScreenRecord): Promise<void>;
  getWidget(tenantId: string, screenId: string, widgetId: string): Promise<StoredWidget | undefined>;
  /** The source headers kept for a widget id (a deleted widget, an inserted favourite), if not expired. */
  keptHeaders(tenantId: string, screenId: string, widgetId: string, now: number): Promise<KeptHeaders | undefined>;
  /**
   * Widgets added together; false (and none added) when the screen already has one of those ids.
   * With `token`, a retry of the same act finds its own widgets and answers true.
   */
  addWidgets(
    tenantId: string,
    screenId: string,
    entries: readonly { widget: Widget; layout: LayoutEntry }[],
    token?: string,
  ): Promise<boolean>;
  /** Content and layout, if still at `revision`: the new revision, else undefined. */
  replaceWidget(
    tenantId: string,
    screenId: string,
    stored: { widget: Widget; layout: LayoutEntry },
    revision: number,
  ): Promise<number | undefined>;
  /** Layout only, if still at `revision`: the new revision, else undefined. */
  moveWidget(tenantId: string, screenId: string, layout: LayoutEntry, revision: number): Promise<number | undefined>;
  /** The widget as it was, if there was one. */
  removeWidget(tenantId: string, screenId: string, widgetId: string): Promise<StoredWidget | undefined>;
  /** Keeps a source's headers for a widget id for a day (an undone delete appends it again). */
  keepHeaders(tenantId: string, screenId: string, widgetId: string, kept: KeptHeaders, now: number): Promise<void>;
  /** The screen changed now (the list shows it), its revisions untouched. */
  touchScreen(tenantId: string, screenId: string, now: number): Promise<void>;
  /** Every widget at once, each with a revision no editor holds (a version or history replacing the content). */
  replaceAllWidgets(
    tenantId: string,
    screenId: string,
    current: string[],
    next: { widget: Widget; layout: LayoutEntry }[],
  ): Promise<void>;
  /** The new config revision, or undefined when the config is no longer at `revision`. */
  changeConfig(
    tenantId: string,
    screenId: string,
    config: ScreenConfig,
    revision: number,
    now: number,
  ): Promise<number | undefined>;
}

/** Saved states of a screen's development content (its edit history). */
export interface HistoryItems {
  saveHistory(
    tenantId: string,
    screenId: string,
    record: Omit<HistoryRecord, 'objectKey'>,
    document: unknown,
  ): Promise<HistoryRecord>;
  /** Newest first. */
  listHistory(tenantId: string, screenId: string): Promise<HistoryRecord[]>;
  findHistory(tenantId: string, screenId: string, historyId: string): Promise<HistoryRecord | undefined>;
  readHistoryDocument(record: HistoryRecord): Promise<unknown>;
}

export interface GroupItems {
  listGroups(tenantId: string, ownerId: string): Promise<GroupRecord[]>;
  getGroup(tenantId: string, ownerId: string, groupId: string): Promise<GroupRecord | undefined>;
  /** The user's default group, made if missing (making it twice is harmless). */
  ensureDefaultGroup(tenantId: string, ownerId: string, name: string, now: number): Promise<void>;
  /** False when the user has a group of that name. */
  createGroup(group: GroupRecord): Promise<boolean>;
  /** False when the new name is taken. */
  renameGroup(group: GroupRecord, name: string, now: number): Promise<boolean>;
  setGroupSort(tenantId: string, ownerId: string, groupId: string, sort: number): Promise<void>;
  /** False if the group is gone. */
  setGroupInterval(group: GroupRecord, seconds: number, now: number): Promise<boolean>;
  /** Sets (undefined: clears) the group's mobile display rules; false if the group is gone. */
  setGroupMobileRules(group: GroupRecord, rules: MobileRules | undefined, now: number): Promise<boolean>;
  setGroupSystemShare(group: GroupRecord, share: boolean, now: number): Promise<void>;
  deleteGroup(group: GroupRecord): Promise<void>;
}

export interface VersionItems {
  /** The next version number of a screen (never reused); undefined when the screen is gone. */
  nextVersionSeq(tenantId: string, screenId: string): Promise<number | undefined>;
  /** Newest first. */
  listVersions(tenantId: string, screenId: string): Promise<VersionRecord[]>;
  getVersion(tenantId: string, screenId: string, versionId: string): Promise<VersionRecord | undefined>;
  /** With `release`, also the latest, provided the screen still names `release.from`; false when it does not. */
  addVersion(
    tenantId: string,
    screenId: string,
    record: VersionRecord,
    release: { from: string | undefined } | null,
  ): Promise<boolean>;
  /** The latest from `from` to `to`, if the screen still names `from`. */
  moveLatest(
    tenantId: string,
    screenId: string,
    from: string | undefined,
    to: string,
  ): Promise<'ok' | 'conflict' | 'missing'>;
  /**
   * With its uses of `worksheetIds` (the record's). `wasLatest`: what the screen says now; false
   * when either the version or the screen changed.
   */
  removeVersion(
    tenantId: string,
    screenId: string,
    versionId: string,
    wasLatest: boolean,
    worksheetIds: readonly string[],
  ): Promise<boolean>;
  changeVersion(
    tenantId: string,
    screenId: string,
    versionId: string,
    fields: Partial<Pick<VersionRecord, 'name' | 'remark'>>,
  ): Promise<VersionRecord | undefined>;
}

export interface LinkShareItems {
  getLinkShare(tokenHash: string): Promise<LinkShareRecord | undefined>;
  /** A screen's or group's pointer to its current link. */
  getSharePointer(pointerKey: Key): Promise<SharePointer | undefined>;
  closeLinkShare(tokenHash: string, now: number): Promise<void>;
  /** A new link and the target's pointer to it, replacing `previousHash` (still the pointer's, or none); false otherwise. */
  createLinkShare(
    record: LinkShareRecord,
    token: string,
    pointerKey: Key,
    previousHash: string | undefined,
  ): Promise<boolean>;
  /** An open link's settings (`null` removes one); undefined when it is gone or closed. */
  changeLinkShare(
    tokenHash: string,
    fields: { passwordHash?: string | null; expiresAt?: number | null; embedDomains?: string[] },
  ): Promise<LinkShareRecord | undefined>;
  addShareLog(tokenHash: string, entry: ShareLogEntry, id: string, keepDays: number): Promise<void>;
  /** Newest first. */
  listShareLog(tokenHash: string, limit: number): Promise<ShareLogEntry[]>;
  putShareAccess(tokenHash: string, accessHash: string, expiresAtMs: number): Promise<void>;
  shareAccessValid(tokenHash: string, accessHash: string, now: number): Promise<boolean>;
  /** Counts one attempt of `subject` under `rule` before it is checked; undefined when its window is full. */
  takeAttempt(rule: RateRule, subject: string, now: number): Promise<Attempt | undefined>;
  /** Gives a counted attempt back (a success that must not count). */
  releaseAttempt(attempt: Attempt): Promise<void>;
}

/** S3: the published bucket (what audiences see) and the private assets bucket. */
export interface Objects {
  putPublishedJson(key: string, value: unknown, cacheControl: string): Promise<void>;
  /** Undefined when there is no object under the key. */
  readPublishedJson(key: string): Promise<unknown>;
  deletePublished(key: string): Promise<void>;
  /** A private asset; with `downloadAs` every GET of it names the file. */
  putAsset(
    key: string,
    body: Uint8Array,
    contentType: string,
    options?: { cacheControl?: string; downloadAs?: string },
  ): Promise<void>;
  /** A private asset's bytes, or undefined when it cannot be read. */
  readAsset(key: string): Promise<Uint8Array | undefined>;
  copyAsset(from: string, to: string): Promise<void>;
  deleteAsset(key: string): Promise<void>;
  /** An uploaded file's bytes: 'missing' when there is none, 'too-large' past `maxBytes`. */
  readUpload(key: string, maxBytes: number): Promise<Uint8Array | 'missing' | 'too-large'>;
  /** A signed GET link to a private asset. */
  assetUrl(key: string, expiresIn: number): Promise<string>;
  /** Server-only JSON (the assets bucket, no link is ever signed for it). */
  putPrivateJson(key: string, value: unknown): Promise<void>;
  readPrivateJson(key: string): Promise<unknown>;
}

export interface People {
  /** A user's display name, if the user exists. */
  userName(userId: string): Promise<string | undefined>;
  isMember(tenantId: string, userId: string): Promise<boolean>;
  /** Users by id, those that exist. */
  getUsers(userIds: string[]): Promise<{ userId: string; name: string; email: string }[]>;
  /** The tenant's teams of those ids that exist (all of them without ids). */
  getTeams(tenantId: string, teamIds?: readonly string[]): Promise<{ teamId: string; name: string }[]>;
}

export interface Store extends ScreenItems, HistoryItems, GroupItems, VersionItems, LinkShareItems, Objects, People {}

/**
 * Read-only slices of the store. `ScreenReads` is what checking access to a screen and restoring
 * a widget's kept headers take; `VersionReads` what reading a released version's bindings takes.
 * The favourite and api families are given only these (`aws-screen-reads.ts`), so their bundles,
 * and the IAM grants that must equal what a bundle can send (tests/infra/permissions.test.ts),
 * stay read-only on screens.
 */
export type ScreenReads = Pick<Store, 'getScreen' | 'getGroup' | 'getWidget' | 'keptHeaders'>;
export type VersionReads = Pick<Store, 'getVersion' | 'readPublishedJson' | 'readPrivateJson'>;
