import type { VersionDetail, VersionSummary } from '../../../shared/acts/versions.js';
import type { ScreenDocument } from '../../../shared/screen/document.js';
import { migrate } from '../../../shared/screen/migrations/index.js';
import {
  publishableDocument,
  versionSecrets,
  withDevelopmentSecrets,
  type VersionSecrets,
} from '../../../shared/screen/publish.js';
import { boundWorksheetIds } from '../../../shared/widgets/worksheet-uses.js';
import type { Caller } from '../../lib/act.js';
import { newId } from '../../lib/crypto/tokens.js';
import { randomIds, type NewIds } from '../../lib/idempotency.js';
import type { ScreenRecord } from '../../lib/data/screens.js';
import type { VersionRecord } from '../../lib/data/versions.js';
import { fail } from '../../lib/errors.js';
import { assetKeys, PUBLISHED_CACHE, publishedKeys } from '../../lib/s3-objects.js';
import { loadScreen } from '../screens/access.js';
import { requireBindableApis } from '../data-apis/visibility.js';
import { replaceContent } from '../screens/content.js';
import { noteScreenChanged, type RecordingStore } from '../shares/share-changes.js';
import type { Store } from '../store/store.js';
import { thumbnailExtension, thumbnailFromDataUrl, type Thumbnail } from '../screens/thumbnails.js';
import { deleteVersionSecrets, readVersionSecrets, writeVersionSecrets } from './version-secrets.js';

/**
 * Published versions of a screen (docs/ARCHITECTURE.md#versions-and-share-states): publish, list, rename, remark, release as the
 * latest, onward, delete, replace the development content. Reading needs the read permission
 * (a screen shared read-only previews its versions too), renaming the edit permission; what
 * changes what the audience sees (publish, release, onward, delete) needs the deploy permission
 * (`deploy_permission`: the creator or an admin, whose role grants `screen_publish`); replacing
 * the development content with a version needs the creator or an admin.
 */
const MOVE_ATTEMPTS = 5;

async function view(store: Store, v: VersionRecord): Promise<VersionSummary> {
  return {
    _id: v.versionId,
    seq: v.seq,
    name: v.name,
    remark: v.remark,
    author: { _id: v.authorId, name: v.authorName },
    created_at: v.createdAt,
    thumb: v.thumbKey ? await store.assetUrl(v.thumbKey, 24 * 3600) : '',
    latest: v.latest,
    widgets: v.widgets,
  };
}

async function found(store: Store, caller: Caller, screenId: string, versionId: string): Promise<VersionRecord> {
  const version = await store.getVersion(caller.tenantId, screenId, versionId);
  if (!version) fail('VERSION_NOT_FOUND');
  return version;
}

async function documentOf(store: Store, version: VersionRecord): Promise<ScreenDocument> {
  const stored = await store.readPublishedJson(version.objectKey);
  if (stored === undefined) fail('VERSION_NOT_FOUND');
  return migrate(stored);
}

/**
 * Runs a change that depends on which version is the latest now, again when another change
 * moved it in between (the change's condition failed).
 */
async function onLatest(
  store: Store,
  caller: Caller,
  screenId: string,
  change: (latest: string | undefined) => Promise<boolean>,
): Promise<void> {
  for (let attempt = 0; attempt < MOVE_ATTEMPTS; attempt++) {
    const screen = await store.getScreen(caller.tenantId, screenId);
    if (!screen) fail('SCREEN_NOT_FOUND');
    if (await change(screen.latestVersionId)) return;
  }
  fail('VERSION_FAILED');
}

/**
 * Writes the screen's latest pointer (`latest.json`, `{versionId}`) from what the table says,
 * or deletes it when no version is the latest. Written again if the table moved while it was
 * being written, so the last writer always leaves the table's answer.
 */
async function syncLatestPointer(store: Store, tenantId: string, screenId: string): Promise<void> {
  const key = publishedKeys.latest(tenantId, screenId);
  for (let attempt = 0; attempt < MOVE_ATTEMPTS; attempt++) {
    const latest = (await store.getScreen(tenantId, screenId))?.latestVersionId;
    if (latest) await store.putPublishedJson(key, { versionId: latest }, PUBLISHED_CACHE.pointer);
    else await store.deletePublished(key);
    if ((await store.getScreen(tenantId, screenId))?.latestVersionId === latest) return;
  }
}

/**
 * After the latest version moved: the pointer follows (the shares showing the screen follow
 * once the act is done: the moves are writes share-changes.ts notes).
 */
async function latestMoved(store: Store, tenantId: string, screenId: string): Promise<void> {
  await syncLatestPointer(store, tenantId, screenId);
}

interface NewVersion {
  name: string;
  remark: string;
  latest: boolean;
  thumb?: { picture: Thumbnail } | { copyOf: string };
}

/**
 * Stores a document as a new version: the S3 object, its secrets (what publishing took out, kept
 * server-side) and thumbnail first, the item (and the latest move) last.
 */
async function writeVersion(
  store: Store,
  caller: Caller,
  screen: ScreenRecord,
  published: { document: ScreenDocument; secrets: VersionSecrets },
  fields: NewVersion,
  now: number,
  versionId: string = newId(),
): Promise<VersionSummary> {
  const { document, secrets } = published;
  // Its widgets will run the data APIs they are bound to as the publisher: only those the publisher sees.
  await requireBindableApis(caller, document);
  const seq = await store.nextVersionSeq(caller.tenantId, screen.screenId);
  if (seq === undefined) fail('SCREEN_NOT_FOUND');
  const objectKey = publishedKeys.version(caller.tenantId, screen.screenId, versionId);
  await store.putPublishedJson(objectKey, document, PUBLISHED_CACHE.immutable);
  await writeVersionSecrets(store, caller.tenantId, screen.screenId, versionId, secrets);
  let thumbKey: string | undefined;
  if (fields.thumb) {
    if ('picture' in fields.thumb) {
      const { picture } = fields.thumb;
      thumbKey = assetKeys.versionThumbnail(caller.tenantId, screen.screenId, versionId, picture.extension);
      await store.putAsset(thumbKey, picture.bytes, picture.contentType);
    } else {
      const extension = thumbnailExtension(fields.thumb.copyOf);
      thumbKey = assetKeys.versionThumbnail(caller.tenantId, screen.screenId, versionId, extension);
      await store.copyAsset(fields.thumb.copyOf, thumbKey);
    }
  }
  const authorName = await store.userName(caller.userId);
  const record: VersionRecord = {
    versionId,
    seq,
    name: fields.name,
    remark: fields.remark,
    authorId: caller.userId,
    authorName: authorName ?? '',
    createdAt: now,
    ...(thumbKey ? { thumbKey } : {}),
    objectKey,
    widgets: document.layout.length,
    latest: fields.latest,
    worksheetIds: boundWorksheetIds(document),
  };
  await onLatest(store, caller, screen.screenId, (from) =>
    store.addVersion(caller.tenantId, screen.screenId, record, fields.latest ? { from } : null),
  );
  if (fields.latest) await latestMoved(store, caller.tenantId, screen.screenId);
  return view(store, record);
}

/**
 * Publish: the development content as it is now, made publishable (no data-source secrets),
 * becomes a version; the secrets stay with the server (version-secrets.ts).
 */
export async function publishVersion(
  store: RecordingStore,
  caller: Caller,
  args: { _id: string; name: string; remark: string; latest: boolean; image?: string | undefined },
  now: number,
  ids: NewIds = randomIds,
): Promise<VersionSummary> {
  const screen = await loadScreen(store, caller, args._id, 'manage');
  const versionId = ids('version');
  const earlier = await store.getVersion(caller.tenantId, screen.screenId, versionId);
  if (earlier) {
    // A retry of a publish whose version was stored: what follows from it is written again (the
    // latest pointer, the shares), whatever of it the first try did not finish.
    if (earlier.latest) {
      await latestMoved(store, caller.tenantId, screen.screenId);
      noteScreenChanged(store, caller.tenantId, screen.screenId);
    }
    return view(store, earlier);
  }
  const thumb: NewVersion['thumb'] = args.image ? { picture: thumbnailFromDataUrl(args.image) } : undefined;
  const current = await store.getScreenDocument(caller.tenantId, screen.screenId);
  if (!current) fail('SCREEN_NOT_FOUND');
  const published = { document: publishableDocument(current.document), secrets: versionSecrets(current.document) };
  return writeVersion(
    store,
    caller,
    screen,
    published,
    { name: args.name, remark: args.remark, latest: args.latest, thumb },
    now,
    versionId,
  );
}

export async function listScreenVersions(store: Store, caller: Caller, screenId: string): Promise<VersionSummary[]> {
  await loadScreen(store, caller, screenId, 'read');
  return Promise.all((await store.listVersions(caller.tenantId, screenId)).map((v) => view(store, v)));
}

export async function versionDetail(
  store: Store,
  caller: Caller,
  screenId: string,
  versionId: string,
): Promise<VersionDetail> {
  await loadScreen(store, caller, screenId, 'read');
  const version = await found(store, caller, screenId, versionId);
  return { version: await view(store, version), document: await documentOf(store, version) };
}

export async function changeVersionText(
  store: Store,
  caller: Caller,
  screenId: string,
  versionId: string,
  fields: { name?: string; remark?: string },
): Promise<VersionSummary> {
  await loadScreen(store, caller, screenId, 'edit');
  const changed = await store.changeVersion(caller.tenantId, screenId, versionId, fields);
  if (!changed) fail('VERSION_NOT_FOUND');
  return view(store, changed);
}

/** Release: this version becomes the latest, the one before it no longer is. */
export async function releaseVersion(
  store: RecordingStore,
  caller: Caller,
  screenId: string,
  versionId: string,
): Promise<VersionSummary> {
  await loadScreen(store, caller, screenId, 'manage');
  await onLatest(store, caller, screenId, async (from) => {
    const moved = await store.moveLatest(caller.tenantId, screenId, from, versionId);
    if (moved === 'missing') fail('VERSION_NOT_FOUND');
    return moved === 'ok';
  });
  await latestMoved(store, caller.tenantId, screenId);
  return view(store, await found(store, caller, screenId, versionId));
}

/**
 * Onward (the original product named it without defining it): carries an older version forward as the
 * newest one, a copy under a new number (its own name unless another is given, its remark
 * and thumbnail), published by the caller now. Which version is the latest does not change;
 * releasing the copy is a separate step.
 */
export async function onwardVersion(
  store: Store,
  caller: Caller,
  screenId: string,
  versionId: string,
  name: string | undefined,
  now: number,
): Promise<VersionSummary> {
  const screen = await loadScreen(store, caller, screenId, 'manage');
  const source = await found(store, caller, screenId, versionId);
  const document = await store.readPublishedJson(source.objectKey);
  if (document === undefined) fail('VERSION_NOT_FOUND');
  const secrets = await readVersionSecrets(store, caller.tenantId, screenId, versionId);
  return writeVersion(
    store,
    caller,
    screen,
    { document: publishableDocument(migrate(document)), secrets },
    {
      name: name ?? source.name,
      remark: source.remark,
      latest: false,
      thumb: source.thumbKey ? { copyOf: source.thumbKey } : undefined,
    },
    now,
  );
}

/** Deletes a version, its object, secrets and thumbnail; deleting the latest leaves no latest (and no pointer). */
export async function deleteVersion(
  store: RecordingStore,
  caller: Caller,
  screenId: string,
  versionId: string,
  now: number,
): Promise<{ deleted: string; latest: string | null }> {
  await loadScreen(store, caller, screenId, 'manage');
  let version: VersionRecord | undefined;
  await onLatest(store, caller, screenId, async (latest) => {
    version = await found(store, caller, screenId, versionId);
    return store.removeVersion(caller.tenantId, screenId, versionId, latest === versionId, version.worksheetIds ?? []);
  });
  if (version) {
    await store.deletePublished(version.objectKey);
    await deleteVersionSecrets(store, caller.tenantId, screenId, versionId);
    if (version.thumbKey) await store.deleteAsset(version.thumbKey);
  }
  await latestMoved(store, caller.tenantId, screenId);
  const screen = await store.getScreen(caller.tenantId, screenId);
  if (screen && (await store.listVersions(caller.tenantId, screenId)).length === 0)
    await store.updateScreen(screen, { published: false }, now);
  return { deleted: versionId, latest: screen?.latestVersionId ?? null };
}

/**
 * Replaces the development content with a version (irreversible). The caller confirms by
 * typing the screen's name, checked here too so that no script skips it. HTTP sources get
 * their headers back from the development widget they replace (see withDevelopmentSecrets).
 */
export async function replaceWithVersion(
  store: Store,
  caller: Caller,
  screenId: string,
  versionId: string,
  typedName: string,
  now: number,
) {
  const screen = await loadScreen(store, caller, screenId, 'manage');
  if (typedName.trim() !== screen.name) fail('VERSION_CONFIRM_MISMATCH');
  const version = await found(store, caller, screenId, versionId);
  const document = await documentOf(store, version);
  const development = await store.getScreenDocument(caller.tenantId, screenId);
  if (!development) fail('SCREEN_NOT_FOUND');
  await replaceContent(store, caller, screenId, withDevelopmentSecrets(document, development.document), now);
  return { replaced: versionId, widgets: document.layout.length };
}

/**
 * Before a screen is deleted: its published objects go (the items — versions and their worksheet
 * uses, `keys.versionUse` — go with the screen's partition).
 */
export async function forgetVersions(store: Store, screen: ScreenRecord): Promise<void> {
  const versions = await store.listVersions(screen.tenantId, screen.screenId);
  await store.deletePublished(publishedKeys.latest(screen.tenantId, screen.screenId));
  for (const version of versions) {
    await store.deletePublished(version.objectKey);
    await deleteVersionSecrets(store, screen.tenantId, screen.screenId, version.versionId);
    if (version.thumbKey) await store.deleteAsset(version.thumbKey);
  }
}
