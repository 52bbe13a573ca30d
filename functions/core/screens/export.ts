import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  MANIFEST_FILE,
  type Manifest,
} from '../../../shared/screen/archive.js';
import type { Caller } from '../../lib/act.js';
import { buildZip } from '../../lib/archive/write.js';
import { newId } from '../../lib/crypto/tokens.js';
import { documentFor } from '../../../shared/widgets/secret-headers.js';
import type { ScreenRecord } from '../../lib/data/screens.js';
import { fail } from '../../lib/errors.js';
import type { Store } from '../store/store.js';
import { thumbnailExtension } from './thumbnails.js';
import { assetKeys, datedFileName } from '../../lib/s3-objects.js';

/**
 * Exports screens (one, a selection or a group) as a zip in S3 and answers a signed link
 * whose answer names the file (content-disposition), for the SPA's download helper.
 */
export async function exportScreens(
  store: Store,
  caller: Caller,
  screens: ScreenRecord[],
  title: string,
  now: number,
  group?: { name: string },
): Promise<{ url: string; filename: string; screens: number }> {
  if (screens.length === 0) fail('SCREEN_NOT_FOUND');
  const files: { name: string; data: Uint8Array }[] = [];
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_FORMAT_VERSION,
    exportedAt: now,
    ...(group ? { group } : {}),
    screens: [],
  };
  for (const [index, screen] of screens.entries()) {
    const found = await store.getScreenDocument(caller.tenantId, screen.screenId);
    if (!found) continue;
    const file = `screens/${index + 1}.json`;
    // An archive leaves the server: HTTP sources go without their request headers (secrets), as published versions do.
    files.push({ name: file, data: Buffer.from(JSON.stringify(documentFor(found.document, false))) });
    const thumb = screen.thumbKey ? await store.readAsset(screen.thumbKey) : undefined;
    const thumbFile = screen.thumbKey ? `assets/${index + 1}.${thumbnailExtension(screen.thumbKey)}` : '';
    if (thumb) files.push({ name: thumbFile, data: thumb });
    manifest.screens.push({
      file,
      name: screen.name,
      remark: screen.remark,
      mobile: screen.mobile,
      ...(thumb ? { thumb: thumbFile } : {}),
    });
  }
  files.unshift({ name: MANIFEST_FILE, data: Buffer.from(JSON.stringify(manifest, null, 2)) });
  const zip = await buildZip(files, new Date(now));
  const filename = datedFileName(title, 'screens', now, 'zip');
  const key = assetKeys.export(caller.tenantId, caller.userId, newId());
  await store.putAsset(key, zip, 'application/zip', { cacheControl: 'private, no-store', downloadAs: filename });
  return { url: await store.assetUrl(key, 3600), filename, screens: manifest.screens.length };
}
