import type { ScreenGroup } from '../../../shared/acts/group.js';
import type { Language } from '../../../shared/errors/catalogue.js';
import { MANIFEST_FILE, manifestSchema } from '../../../shared/screen/archive.js';
import { widgetFitsItem } from '../../../shared/widgets/data.js';
import { migrate } from '../../../shared/screen/migrations/index.js';
import type { Caller } from '../../lib/act.js';
import { ARCHIVE_LIMITS } from '../../lib/archive/limits.js';
import { readZip } from '../../lib/archive/read.js';
import { randomIds, type NewIds } from '../../lib/idempotency.js';
import type { GroupRecord } from '../../lib/data/groups.js';
import type { ScreenRecord } from '../../lib/data/screens.js';
import { fail } from '../../lib/errors.js';
import { log } from '../../lib/log.js';
import { requireGroup } from './own-group.js';
import { addScreen, namesInGroup, uniqueName } from './screens.js';
import { groupView } from './groups.js';
import type { Store } from '../store/store.js';
import { thumbnailFromBytes, type Thumbnail } from './thumbnails.js';
import { assetKeys } from '../../lib/s3-objects.js';

const IMPORTED_GROUP_NAME: Record<Language, string> = { zh: '导入的大屏', en: 'Imported screens' };

async function download(store: Store, key: string): Promise<Buffer> {
  const read = await store.readUpload(key, ARCHIVE_LIMITS.maxArchiveBytes);
  if (read === 'missing') fail('UPLOAD_INCOMPLETE');
  if (read === 'too-large') fail('IMPORT_INVALID');
  return Buffer.from(read);
}

/** An archive's thumbnail when it is one this site would store; a screen imports without a bad one. */
function importedThumbnail(bytes: Buffer): Thumbnail | undefined {
  try {
    return thumbnailFromBytes(bytes);
  } catch {
    return undefined;
  }
}

/** Everything an archive holds, checked before anything is written. Any fault: IMPORT_INVALID. */
async function readArchive(bytes: Buffer) {
  let files: Map<string, Buffer>;
  try {
    files = await readZip(
      bytes,
      (name) => name === MANIFEST_FILE || name.startsWith('screens/') || name.startsWith('assets/'),
    );
  } catch (error) {
    log('warn', 'archive refused', { reason: error instanceof Error ? error.message : String(error) });
    fail('IMPORT_INVALID');
  }
  const parse = (name: string): unknown => {
    const file = files.get(name);
    if (!file) fail('IMPORT_INVALID');
    try {
      return JSON.parse(file.toString('utf8'));
    } catch {
      fail('IMPORT_INVALID');
    }
  };
  const manifest = manifestSchema.safeParse(parse(MANIFEST_FILE));
  if (!manifest.success) fail('IMPORT_INVALID');
  const screens = manifest.data.screens.map((entry) => {
    let document;
    try {
      document = migrate(parse(entry.file));
    } catch {
      fail('IMPORT_INVALID');
    }
    // Each widget is stored as one item: one the store would refuse makes the archive invalid.
    if (!Object.values(document.widgets).every(widgetFitsItem)) fail('IMPORT_INVALID');
    const thumbBytes = entry.thumb ? files.get(entry.thumb) : undefined;
    const thumb = thumbBytes ? importedThumbnail(thumbBytes) : undefined;
    return { ...entry, document, thumb };
  });
  return { manifest: manifest.data, screens };
}

/**
 * Imports an uploaded archive into one of the caller's groups, or a new group named after
 * the exported one. New ids, names made unique; a bad archive imports nothing, and a failure
 * while writing removes what was written.
 */
export async function importArchive(
  store: Store,
  caller: Caller,
  args: { upload_key: string; group_id?: string },
  language: Language,
  now: number,
  ids: NewIds = randomIds,
): Promise<{ group: ScreenGroup; screens: number }> {
  if (!args.upload_key.startsWith(assetKeys.uploads(caller.tenantId, caller.userId))) fail('IMPORT_INVALID');
  const { manifest, screens } = await readArchive(await download(store, args.upload_key));

  let group: GroupRecord;
  let createdGroup = false;
  const groupId = ids('group');
  // A retry of this import (same idempotency key) finds the group its first try made.
  const madeBefore = args.group_id ? undefined : await store.getGroup(caller.tenantId, caller.userId, groupId);
  if (args.group_id) group = await requireGroup(store, caller, args.group_id);
  else if (madeBefore) group = madeBefore;
  else {
    const taken = new Set((await store.listGroups(caller.tenantId, caller.userId)).map((g) => g.name));
    group = {
      groupId,
      tenantId: caller.tenantId,
      ownerId: caller.userId,
      name: uniqueName(manifest.group?.name ?? IMPORTED_GROUP_NAME[language], taken),
      isDefault: false,
      sort: now,
      createdAt: now,
      updatedAt: now,
    };
    if (!(await store.createGroup(group))) fail('SCREEN_GROUP_NAME_DUPLICATE');
    createdGroup = true;
  }

  const written: ScreenRecord[] = [];
  try {
    const names = await namesInGroup(store, caller, group.groupId);
    for (const [index, entry] of screens.entries()) {
      const name = uniqueName(entry.name, names);
      names.add(name);
      const screen = await addScreen(
        store,
        caller,
        { groupId: group.groupId, name, remark: entry.remark, mobile: entry.mobile, document: entry.document },
        now,
        ids(`screen:${index}`),
      );
      written.push(screen);
      if (entry.thumb && !screen.thumbKey) {
        const key = assetKeys.thumbnail(
          caller.tenantId,
          screen.screenId,
          ids(`thumbnail:${index}`),
          entry.thumb.extension,
        );
        await store.putAsset(key, entry.thumb.bytes, entry.thumb.contentType);
        await store.updateScreen(screen, { thumbKey: key }, now);
      }
    }
  } catch (error) {
    for (const screen of written) await store.deleteScreen(screen).catch(() => undefined);
    if (createdGroup) await store.deleteGroup(group).catch(() => undefined);
    throw error;
  }
  return {
    group: groupView(group, written.filter((s) => !s.mobile).length, written.filter((s) => s.mobile).length),
    screens: written.length,
  };
}
