import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { Language } from '../../shared/errors/catalogue.js';
import { MANIFEST_FILE, manifestSchema } from '../../shared/screen/archive.js';
import { widgetFitsItem } from '../../shared/widgets/data.js';
import { migrate } from '../../shared/screen/migrations/index.js';
import type { Caller } from '../lib/act.js';
import { ARCHIVE_LIMITS } from '../lib/archive/limits.js';
import { readZip } from '../lib/archive/read.js';
import { s3 } from '../lib/clients.js';
import { newId } from '../lib/crypto/tokens.js';
import { createGroup, deleteGroup, listGroups, type GroupRecord } from '../lib/data/groups.js';
import { deleteScreen, updateScreen, type ScreenRecord } from '../lib/data/screens.js';
import { env } from '../lib/env.js';
import { fail } from '../lib/errors.js';
import { decodeImage } from '../lib/images.js';
import { log } from '../lib/log.js';
import { putAsset } from '../lib/s3-objects.js';
import { addScreen, namesInGroup, requireGroup, uniqueName } from '../core/screens.js';
import { groupView } from './groups.js';

const IMPORTED_GROUP_NAME: Record<Language, string> = { zh: '导入的大屏', en: 'Imported screens' };

async function download(key: string): Promise<Buffer> {
  try {
    const out = await s3().send(new GetObjectCommand({ Bucket: env.assetsBucket(), Key: key }));
    if ((out.ContentLength ?? 0) > ARCHIVE_LIMITS.maxArchiveBytes || !out.Body) fail('IMPORT_INVALID');
    return Buffer.from(await out.Body.transformToByteArray());
  } catch (error) {
    if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) fail('UPLOAD_INCOMPLETE');
    throw error;
  }
}

/** Everything an archive holds, checked before anything is written. Any fault: IMPORT_INVALID. */
async function readArchive(bytes: Buffer) {
  let files: Map<string, Buffer>;
  try {
    files = await readZip(bytes, (name) => name === MANIFEST_FILE || name.startsWith('screens/') || name.startsWith('assets/'));
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
    const thumb = thumbBytes ? decodeImage(`data:image/png;base64,${thumbBytes.toString('base64')}`, ['png'], 3 * 1024 * 1024) : undefined;
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
  caller: Caller,
  args: { upload_key: string; group_id?: string },
  language: Language,
  now: number,
): Promise<{ group: ScreenGroup; screens: number }> {
  if (!args.upload_key.startsWith(`uploads/${caller.tenantId}/${caller.userId}/`)) fail('IMPORT_INVALID');
  const { manifest, screens } = await readArchive(await download(args.upload_key));

  let group: GroupRecord;
  let createdGroup = false;
  if (args.group_id) group = await requireGroup(caller, args.group_id);
  else {
    const taken = new Set((await listGroups(caller.tenantId, caller.userId)).map((g) => g.name));
    group = {
      groupId: newId(), tenantId: caller.tenantId, ownerId: caller.userId,
      name: uniqueName(manifest.group?.name ?? IMPORTED_GROUP_NAME[language], taken),
      isDefault: false, sort: now, createdAt: now, updatedAt: now,
    };
    if (!(await createGroup(group))) fail('SCREEN_GROUP_NAME_DUPLICATE');
    createdGroup = true;
  }

  const written: ScreenRecord[] = [];
  try {
    const names = await namesInGroup(caller, group.groupId);
    for (const entry of screens) {
      const name = uniqueName(entry.name, names);
      names.add(name);
      const screen = await addScreen(caller, { groupId: group.groupId, name, remark: entry.remark, mobile: entry.mobile, document: entry.document }, now);
      written.push(screen);
      if (entry.thumb) {
        const key = `thumbs/${caller.tenantId}/${screen.screenId}/${newId()}.png`;
        await putAsset(key, entry.thumb.bytes, 'image/png');
        await updateScreen(screen, { thumbKey: key }, now);
      }
    }
  } catch (error) {
    for (const screen of written) await deleteScreen(screen).catch(() => undefined);
    if (createdGroup) await deleteGroup(group).catch(() => undefined);
    throw error;
  }
  return { group: groupView(group, written.filter((s) => !s.mobile).length, written.filter((s) => s.mobile).length), screens: written.length };
}
