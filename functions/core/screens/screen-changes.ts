import type { ScreenDetail } from '../../../shared/acts/results.js';
import type { NewIds } from '../../lib/idempotency.js';
import type { SecurityLevel } from '../../../shared/acts/screen.js';
import type { Language } from '../../../shared/errors/catalogue.js';
import { documentFor } from '../../../shared/widgets/secret-headers.js';
import type { Caller } from '../../lib/act.js';
import { newId } from '../../lib/crypto/tokens.js';
import type { ScreenRecord } from '../../lib/data/screens.js';
import { fail } from '../../lib/errors.js';
import { allows, grantsOf } from '../../lib/permissions.js';
import { canEdit, clears, loadScreen } from './access.js';
import { exportScreens } from './export.js';
import { closeScreenShare } from '../shares/link-share.js';
import { requireGroup } from './own-group.js';
import { copyScreen, summarize } from './screens.js';
import type { RecordingStore } from '../shares/share-changes.js';
import type { Store } from '../store/store.js';
import { thumbnailFromDataUrl } from './thumbnails.js';
import { forgetVersions } from '../versions/versions.js';
import { assetKeys } from '../../lib/s3-objects.js';

/**
 * What the screen list does to screens (`v1/screen/*` outside the editor): open one, rename,
 * move between groups, order, delete, thumbnail, security level, system share, export. Which
 * of these change what link shares show is share-changes.ts's business, not theirs.
 */
/** A screen with its document: request headers of HTTP sources masked for editors, left out for readers. */
export async function openScreen(store: Store, caller: Caller, screenId: string): Promise<ScreenDetail> {
  const screen = await loadScreen(store, caller, screenId, 'read');
  const found = await store.getScreenDocument(caller.tenantId, screen.screenId);
  if (!found) fail('SCREEN_NOT_FOUND');
  return {
    ...(await summarize(store, found.screen, caller)),
    document: documentFor(found.document, canEdit(found.screen, caller)),
    revisions: found.revisions,
    config_revision: found.screen.configRevision ?? 0,
  };
}

export async function changeScreen(
  store: RecordingStore,
  caller: Caller,
  screenId: string,
  fields: { name?: string | undefined; remark?: string | undefined },
  now: number,
) {
  const screen = await loadScreen(store, caller, screenId, 'edit');
  if (!(await store.updateScreen(screen, fields, now))) fail('SCREEN_NOT_FOUND');
  return summarize(
    store,
    { ...screen, name: fields.name ?? screen.name, remark: fields.remark ?? screen.remark, updatedAt: now },
    caller,
  );
}

export async function renameScreen(
  store: RecordingStore,
  caller: Caller,
  screenId: string,
  name: string,
  now: number,
): Promise<void> {
  const screen = await loadScreen(store, caller, screenId, 'edit');
  if (!(await store.updateScreen(screen, { name }, now))) fail('SCREEN_NOT_FOUND');
}

export async function duplicateScreen(
  store: Store,
  caller: Caller,
  screenId: string,
  language: Language,
  now: number,
  ids?: NewIds,
) {
  return copyScreen(store, caller, await loadScreen(store, caller, screenId, 'edit'), language, now, ids);
}

/** A screen and all it has gone: its link closed, its published objects, its items, its picture. */
export async function deleteScreenEntirely(store: RecordingStore, screen: ScreenRecord, now: number): Promise<void> {
  await closeScreenShare(store, screen.tenantId, screen.screenId, now);
  await forgetVersions(store, screen);
  await store.deleteScreen(screen);
  if (screen.thumbKey) await store.deleteAsset(screen.thumbKey).catch(() => undefined);
}

export async function removeScreens(
  store: RecordingStore,
  caller: Caller,
  screenIds: string[],
  now: number,
): Promise<{ removed: number }> {
  const screens = await Promise.all(screenIds.map((id) => loadScreen(store, caller, id, 'manage')));
  for (const screen of screens) await deleteScreenEntirely(store, screen, now);
  return { removed: screens.length };
}

/** Moves the caller's own screens to another of their groups. */
export async function moveScreens(
  store: RecordingStore,
  caller: Caller,
  screenIds: string[],
  groupId: string,
  now: number,
): Promise<{ moved: number }> {
  await requireGroup(store, caller, groupId);
  const screens = await Promise.all(screenIds.map((id) => loadScreen(store, caller, id, 'manage')));
  if (screens.some((s) => s.ownerId !== caller.userId)) fail('SCREEN_PERMISSION_DENIED');
  if (screens.every((s) => s.groupId === groupId)) fail('SCREEN_MOVE_SAME_GROUP');
  for (const screen of screens) {
    if (screen.groupId !== groupId) await store.updateScreen(screen, { groupId }, now);
  }
  return { moved: screens.filter((s) => s.groupId !== groupId).length };
}

/** Orders the screens of one of the caller's groups as `screenIds` lists them. */
export async function sortScreens(
  store: RecordingStore,
  caller: Caller,
  groupId: string,
  screenIds: string[],
  now: number,
): Promise<void> {
  await requireGroup(store, caller, groupId);
  const screens = await Promise.all(screenIds.map((id) => loadScreen(store, caller, id, 'manage')));
  if (screens.some((s) => s.groupId !== groupId || s.ownerId !== caller.userId)) fail('SCREEN_GROUP_SORT_FAILED');
  await Promise.all(screens.map((screen, index) => store.updateScreen(screen, { sort: index + 1 }, now)));
}

export async function changeThumbnail(
  store: Store,
  caller: Caller,
  screenId: string,
  image: string,
  now: number,
): Promise<{ thumb: string }> {
  const screen = await loadScreen(store, caller, screenId, 'edit');
  const picture = thumbnailFromDataUrl(image);
  const key = assetKeys.thumbnail(caller.tenantId, screen.screenId, newId(), picture.extension);
  await store.putAsset(key, picture.bytes, picture.contentType);
  await store.updateScreen(screen, { thumbKey: key }, now);
  // Each picture has a key of its own (browsers cache by link); the previous object goes once
  // the item names the new one, so redrawing leaves nothing behind.
  if (screen.thumbKey) await store.deleteAsset(screen.thumbKey).catch(() => undefined);
  return { thumb: await store.assetUrl(key, 24 * 3600) };
}

/** Whether the caller may publish the screen's versions (its creator or an admin). */
/**
 * `v1/screen/deploy_permission`: whether the caller may publish this screen's versions, as
 * `version_add` decides it: the screen's creator or the tenant's administrator, whose role
 * grants `screen_publish`.
 */
export async function deployPermission(store: Store, caller: Caller, screenId: string): Promise<{ deploy: boolean }> {
  const screen = await loadScreen(store, caller, screenId, 'edit');
  if (screen.ownerId !== caller.userId && !caller.isAdmin) return { deploy: false };
  return { deploy: allows(await grantsOf(caller), 'screen_publish') };
}

/** `v1/screen/has_create`: whether the caller's role grants `screen_create` in the caller's tenant. */
export async function mayCreateScreens(caller: Caller): Promise<{ has: boolean }> {
  return { has: allows(await grantsOf(caller), 'screen_create') };
}

export async function screenSystemShare(store: Store, caller: Caller, screenId: string): Promise<{ share: boolean }> {
  return { share: (await loadScreen(store, caller, screenId, 'manage')).systemShare === true };
}

export async function setScreenSystemShare(
  store: Store,
  caller: Caller,
  screenId: string,
  share: boolean,
  now: number,
): Promise<void> {
  await store.setScreenSystemShare(await loadScreen(store, caller, screenId, 'manage'), share, now);
}

export async function setSecurityLevel(
  store: RecordingStore,
  caller: Caller,
  screenId: string,
  level: SecurityLevel,
  now: number,
): Promise<void> {
  const screen = await loadScreen(store, caller, screenId, 'manage');
  // Nobody classifies a screen above what they themselves may reach, their own screens included.
  if (!clears(caller, level)) fail('SCREEN_CLEARANCE_TOO_LOW');
  await store.updateScreen(screen, { securityLevel: level }, now);
}

/** One screen's archive is named after it, several screens' "screens". */
export async function exportSelected(store: Store, caller: Caller, screenIds: string[], now: number) {
  const screens = await Promise.all(screenIds.map((id) => loadScreen(store, caller, id, 'edit')));
  return exportScreens(store, caller, screens, screens.length === 1 ? (screens[0]?.name ?? 'screens') : 'screens', now);
}
