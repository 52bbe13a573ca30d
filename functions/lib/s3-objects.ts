import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ShareKind } from '../../shared/acts/link-share.js';
import { shareObjectPath } from '../../shared/protocol/routes.js';
import { MEDIA_PATH_PREFIX, type UploadPurpose } from '../../shared/acts/upload.js';
import { LIMITS } from '../../shared/limits.js';
import { baseS3, s3 } from './clients.js';
import { sha256 } from './crypto/tokens.js';
import { env } from './env.js';

/**
 * Every S3 key is built in this module (assetKeys, privateKeys, publishedKeys), as every
 * DynamoDB key is in data/keys.ts. Their first segments are the prefixes infra/permissions.ts
 * grants each handler.
 */

/**
 * A download's file name: `title` with what file systems refuse taken out (`fallback` when
 * nothing is left), the day of `now` (UTC) and the extension, e.g. `Sales wall-2026-12-07.zip`.
 */
export function datedFileName(title: string, fallback: string, now: number, extension: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it takes out
  const stem = title.replace(/[\\/:*?"<>|\x00-\x1f]+/g, '_').trim() || fallback;
  return `${stem}-${new Date(now).toISOString().slice(0, 10)}.${extension}`;
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Private assets of the assets bucket that a signed link may be given out for, and the staging
 * area of uploads: `uploads/<tenant>/<user>/<purpose>/<id>/<file>` (later acts check the caller's
 * own prefix).
 */
export const assetKeys = {
  avatar: (userId: string, id: string, extension: string): string => `avatars/${userId}/${id}.${extension}`,
  /** A screen's thumbnail: a new key for each picture, so no cache keeps showing an older one under its link. */
  thumbnail: (tenantId: string, screenId: string, id: string, extension: string): string =>
    `thumbs/${tenantId}/${screenId}/${id}.${extension}`,
  versionThumbnail: (tenantId: string, screenId: string, versionId: string, extension: string): string =>
    `thumbs/${tenantId}/${screenId}/versions/${versionId}.${extension}`,
  export: (tenantId: string, userId: string, id: string): string => `exports/${tenantId}/${userId}/${id}.zip`,
  /** The audit log exported as CSV (`v2/admin/audit/export`), beside the screens' archives. */
  auditExport: (tenantId: string, userId: string, id: string): string => `exports/${tenantId}/${userId}/${id}.csv`,
  /** The caller's own staging prefix (ends in `/`). */
  uploads: (tenantId: string, userId: string): string => `uploads/${tenantId}/${userId}/`,
  upload: (tenantId: string, userId: string, purpose: UploadPurpose, id: string, filename: string): string =>
    `${assetKeys.uploads(tenantId, userId)}${purpose}/${id}/${filename}`,
};

/**
 * A worksheet's data: Parquet files under `worksheets/<tenant>/<worksheet>/`, one folder per
 * generation (a full load writes a new generation; an incremental load adds a part to the
 * current one). Never given out by link: only the worksheet engine reads them.
 */
export const worksheetKeys = {
  worksheet: (tenantId: string, worksheetId: string): string => `worksheets/${tenantId}/${worksheetId}/`,
  part: (tenantId: string, worksheetId: string, generation: string, part: string): string =>
    `${worksheetKeys.worksheet(tenantId, worksheetId)}${generation}/${part}.parquet`,
  /** A worksheet's rows exported as CSV, beside the screens' archives (`exports/`). */
  export: (tenantId: string, userId: string, id: string): string => `exports/${tenantId}/${userId}/${id}.csv`,
};

/**
 * Stores a private asset (avatar, thumbnail, export). With `downloadAs` the object itself
 * carries its content-disposition, so every GET of it names the file.
 */
export async function putAsset(
  key: string,
  body: Uint8Array,
  contentType: string,
  options: { cacheControl?: string; downloadAs?: string } = {},
): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: env.assetsBucket(),
      Key: key,
      Body: body,
      ContentType: contentType,
      CacheControl: options.cacheControl ?? 'private, max-age=604800',
      ContentDisposition: options.downloadAs ? attachment(options.downloadAs) : undefined,
    }),
  );
}

/** A signed GET link to a private asset (signed by the function's role: it outlives a tenant's credentials). */
export function assetUrl(key: string, expiresIn = 7 * 24 * 3600): Promise<string> {
  return getSignedUrl(baseS3(), new GetObjectCommand({ Bucket: env.assetsBucket(), Key: key }), { expiresIn });
}

/** A copy of a private asset under another key (same bucket). */
export async function copyAsset(from: string, to: string): Promise<void> {
  await s3().send(
    new CopyObjectCommand({
      Bucket: env.assetsBucket(),
      CopySource: `${env.assetsBucket()}/${encodeURI(from)}`,
      Key: to,
    }),
  );
}

export async function deleteAsset(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: env.assetsBucket(), Key: key }));
}

/**
 * Server-only objects, in the assets bucket (which no CDN path serves) under keys no asset link
 * is ever signed for: what publishing keeps out of a version (its HTTP sources' headers).
 */
export const privateKeys = {
  /** A saved state of a screen's document (its index item is in the main table). */
  history: (tenantId: string, screenId: string, historyId: string): string =>
    `history/${tenantId}/${screenId}/${historyId}.json`,
  versionSecrets: (tenantId: string, screenId: string, versionId: string): string =>
    `secrets/${tenantId}/${screenId}/versions/${versionId}.json`,
};

export async function putPrivateJson(key: string, value: unknown): Promise<void> {
  await putAsset(key, new TextEncoder().encode(JSON.stringify(value)), 'application/json', {
    cacheControl: 'private, no-store',
  });
}

/** A server-only JSON object, or undefined when there is none under the key. */
export const readPrivateJson = (key: string): Promise<unknown> => readJson(env.assetsBucket(), key);

/**
 * Objects of the published bucket (what audiences are shown). A version is immutable under a
 * key naming tenant, screen and version, so it may be cached for a year; the latest pointer
 * of a screen changes and is cached for seconds. Nothing under `versions/` is served
 * publicly by itself: CloudFront serves `/published/*` only.
 */
export const publishedKeys = {
  version: (tenantId: string, screenId: string, versionId: string): string =>
    `versions/${tenantId}/${screenId}/${versionId}.json`,
  latest: (tenantId: string, screenId: string): string => `versions/${tenantId}/${screenId}/latest.json`,
  /** An open share's payload: public through CloudFront at `/` + this key (shareObjectPath). */
  share: (kind: ShareKind, token: string): string => shareObjectPath(kind, token).slice(1),
  /**
   * An uploaded image or video a widget shows: public through CloudFront at `/` + this key
   * (MEDIA_PATH). The tenant's folder is named by a hash of its id, which stays private.
   */
  media: (tenantId: string, id: string, extension: string): string =>
    `${MEDIA_PATH_PREFIX.slice(1)}${sha256(`media:${tenantId}`).slice(0, 16)}/${id}.${extension}`,
};

export const PUBLISHED_CACHE = {
  immutable: 'public, max-age=31536000, immutable',
  pointer: 'public, max-age=10',
  /** Rewritten when the latest version changes, deleted when the share closes: a cancelled link lingers at most this long. */
  share: `public, max-age=${LIMITS.linkShare.openCacheSeconds}`,
} as const;

export async function putPublishedJson(key: string, value: unknown, cacheControl: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: env.publishedBucket(),
      Key: key,
      Body: JSON.stringify(value),
      ContentType: 'application/json',
      CacheControl: cacheControl,
    }),
  );
}

/** Whether an S3 error says there is no object under the key (GetObject: NoSuchKey, HEAD: NotFound). */
export function isMissingObject(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}

/** A JSON object of a bucket, or undefined when there is none under the key. */
async function readJson(bucket: string, key: string): Promise<unknown> {
  try {
    const out = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return JSON.parse((await out.Body?.transformToString()) ?? 'null');
  } catch (error) {
    if (isMissingObject(error)) return undefined;
    throw error;
  }
}

/** A private asset's bytes (a thumbnail for an export), or undefined when it cannot be read. */
export async function readAsset(key: string): Promise<Uint8Array | undefined> {
  try {
    const out = await s3().send(new GetObjectCommand({ Bucket: env.assetsBucket(), Key: key }));
    return out.Body ? await out.Body.transformToByteArray() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Streams an object of the assets bucket to the local file `path` (an upload to read, a
 * worksheet's Parquet to query), through a part file renamed at the end so a reader never sees
 * half of it; false when there is no object under the key.
 */
export async function downloadAsset(key: string, path: string): Promise<boolean> {
  try {
    const out = await s3().send(new GetObjectCommand({ Bucket: env.assetsBucket(), Key: key }));
    if (!(out.Body instanceof Readable)) return false;
    const part = `${path}.part`;
    await pipeline(out.Body, createWriteStream(part));
    await rename(part, path);
    return true;
  } catch (error) {
    if (isMissingObject(error)) return false;
    throw error;
  }
}

/** An uploaded object's bytes (an archive to import), refused unread when larger than `maxBytes`. */
export async function readUpload(key: string, maxBytes: number): Promise<Uint8Array | 'missing' | 'too-large'> {
  try {
    const out = await s3().send(new GetObjectCommand({ Bucket: env.assetsBucket(), Key: key }));
    if ((out.ContentLength ?? 0) > maxBytes || !out.Body) return 'too-large';
    return await out.Body.transformToByteArray();
  } catch (error) {
    if (isMissingObject(error)) return 'missing';
    throw error;
  }
}

/** A published JSON object, or undefined when there is none under the key. */
export const readPublishedJson = (key: string): Promise<unknown> => readJson(env.publishedBucket(), key);

export async function deletePublished(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: env.publishedBucket(), Key: key }));
}
