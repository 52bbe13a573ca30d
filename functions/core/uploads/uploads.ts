import {
  isMediaPurpose,
  UPLOAD_PART_BYTES,
  UPLOAD_PURPOSES,
  UPLOAD_RULES,
  type MediaPurpose,
  type UploadBatch,
  type UploadMerged,
  type UploadPurpose,
} from '../../../shared/acts/upload.js';
import type { Caller } from '../../lib/act.js';
import { newId } from '../../lib/crypto/tokens.js';
import { fail } from '../../lib/errors.js';
import { assetKeys, PUBLISHED_CACHE, publishedKeys } from '../../lib/s3-objects.js';
import { sniffMedia } from './media.js';
import { declaredSizeMetadata, sizeRefusal, type StagedObject } from './staged.js';

/**
 * Multipart uploads straight to S3: the browser sends parts to presigned URLs, never through
 * a Lambda. Keys sit under the caller's tenant and user, which later acts check, then the
 * purpose: `uploads/<tenant>/<user>/<purpose>/<id>/<file>`. Merge checks the merged size against
 * the purpose's rule (parts are not counted at batch), and moves images and videos to the
 * public media area.
 */

/** What uploads need of S3 (the assets bucket's staging area, the published bucket's media); aws-uploads.ts is the production one. */
export interface UploadObjects {
  /** Opens a multipart upload carrying `metadata`; its id, or undefined when S3 gave none. */
  createMultipartUpload(key: string, metadata: Record<string, string>): Promise<string | undefined>;
  /** A presigned PUT for one part. */
  partUploadUrl(key: string, uploadId: string, partNumber: number, expiresIn: number): Promise<string>;
  /** False when S3 refuses the parts (one missing, out of order, too small, or no such upload). */
  completeMultipartUpload(
    key: string,
    uploadId: string,
    parts: { PartNumber: number; ETag: string }[],
  ): Promise<boolean>;
  stagedObject(key: string): Promise<StagedObject>;
  /** The first `bytes` bytes of a staged object. */
  stagedHead(key: string, bytes: number): Promise<Buffer>;
  /** Copies a staged object to the published bucket with its real content type. */
  publishStaged(stagedKey: string, key: string, contentType: string, cacheControl: string): Promise<void>;
  deleteAsset(key: string): Promise<void>;
}

const PART_URL_SECONDS = 15 * 60;
const HEAD_BYTES = 64;

const ownPrefix = (caller: Caller) => assetKeys.uploads(caller.tenantId, caller.userId);

/** The purpose a batch was opened for, from its key (keys made before purposes were named have none). */
function purposeOf(caller: Caller, key: string): UploadPurpose | undefined {
  const segment = key.slice(ownPrefix(caller).length).split('/')[0];
  return UPLOAD_PURPOSES.find((purpose) => purpose === segment);
}

function requireOwnKey(caller: Caller, key: string): void {
  if (!key.startsWith(ownPrefix(caller)) || key.includes('..')) fail('PERMISSION_DENIED');
}

/** A merged upload of the caller's own for `purpose` (its key says both); PERMISSION_DENIED otherwise. */
export function requireOwnUpload(caller: Caller, key: string, purpose: UploadPurpose): void {
  requireOwnKey(caller, key);
  if (purposeOf(caller, key) !== purpose) fail('PERMISSION_DENIED');
}

function safeFilename(name: string): string {
  return (
    name
      .replace(/[^A-Za-z0-9_.-]+/g, '_')
      .replace(/^\.+/, '')
      .slice(-100) || 'upload'
  );
}

export async function openBatch(
  objects: UploadObjects,
  caller: Caller,
  args: { filename: string; size: number; purpose: UploadPurpose },
): Promise<UploadBatch> {
  const rule = UPLOAD_RULES[args.purpose];
  const lower = args.filename.toLowerCase();
  if (!rule.extensions.some((ext) => lower.endsWith(ext))) fail('UPLOAD_TYPE_ILLEGAL');
  if (args.size > rule.maxBytes) fail('UPLOAD_TOO_LARGE');
  const key = assetKeys.upload(caller.tenantId, caller.userId, args.purpose, newId(), safeFilename(args.filename));
  const uploadId = await objects.createMultipartUpload(key, declaredSizeMetadata(args.size));
  if (!uploadId) fail('UPLOAD_INCOMPLETE');
  return {
    batch_id: uploadId,
    key,
    part_size: UPLOAD_PART_BYTES,
    parts: Math.max(1, Math.ceil(args.size / UPLOAD_PART_BYTES)),
  };
}

export async function partUrl(
  objects: UploadObjects,
  caller: Caller,
  args: { batch_id: string; key: string; part_number: number },
): Promise<{ url: string }> {
  requireOwnKey(caller, args.key);
  return { url: await objects.partUploadUrl(args.key, args.batch_id, args.part_number, PART_URL_SECONDS) };
}

/**
 * Moves a merged upload from the private staging area to the tenant's public media: checks its
 * bytes, copies it under a random id with its real content type, deletes the staged copy, and
 * answers its key in the published bucket (the path widgets load is `/` + the key).
 */
async function publishMedia(
  objects: UploadObjects,
  tenantId: string,
  stagedKey: string,
  purpose: MediaPurpose,
): Promise<string> {
  const type = sniffMedia(await objects.stagedHead(stagedKey, HEAD_BYTES), purpose);
  if (!type) {
    await objects.deleteAsset(stagedKey);
    fail('UPLOAD_TYPE_ILLEGAL');
  }
  const key = publishedKeys.media(tenantId, newId(), type.extension);
  await objects.publishStaged(stagedKey, key, type.contentType, PUBLISHED_CACHE.immutable);
  await objects.deleteAsset(stagedKey);
  return key;
}

export async function mergeBatch(
  objects: UploadObjects,
  caller: Caller,
  args: { batch_id: string; key: string; parts: { part_number: number; etag: string }[] },
): Promise<UploadMerged> {
  requireOwnKey(caller, args.key);
  const ordered = [...args.parts].sort((a, b) => a.part_number - b.part_number);
  const completed = await objects.completeMultipartUpload(
    args.key,
    args.batch_id,
    ordered.map((p) => ({ PartNumber: p.part_number, ETag: p.etag })),
  );
  if (!completed) fail('UPLOAD_INCOMPLETE');
  const purpose = purposeOf(caller, args.key);
  const refusal = sizeRefusal(
    await objects.stagedObject(args.key),
    purpose ? UPLOAD_RULES[purpose].maxBytes : undefined,
  );
  if (refusal) {
    await objects.deleteAsset(args.key);
    fail(refusal);
  }
  if (!purpose || !isMediaPurpose(purpose)) return { key: args.key };
  const published = await publishMedia(objects, caller.tenantId, args.key, purpose);
  return { key: published, url: `/${published}` };
}
