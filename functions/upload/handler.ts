import { CompleteMultipartUploadCommand, CreateMultipartUploadCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isMediaPurpose, UPLOAD_PART_BYTES, UPLOAD_PURPOSES, UPLOAD_RULES, type UploadBatch, type UploadMerged, type UploadPurpose } from '../../shared/acts/upload.js';
import type { ActTable, Caller } from '../lib/act.js';
import { s3 } from '../lib/clients.js';
import { newId } from '../lib/crypto/tokens.js';
import { env } from '../lib/env.js';
import { fail } from '../lib/errors.js';
import { familyHandler } from '../lib/family-handler.js';
import { assetKeys, deleteAsset } from '../lib/s3-objects.js';
import { publishMedia } from './media.js';
import { declaredSizeMetadata, sizeRefusal, stagedObject } from './staged.js';

/**
 * Multipart uploads straight to S3: the browser sends parts to presigned URLs, never through
 * a Lambda. Keys sit under the caller's tenant and user, which later acts check, then the
 * purpose: `uploads/<tenant>/<user>/<purpose>/<id>/<file>`. Merge checks the merged size against
 * the purpose's rule (parts are not counted at batch), and moves images and videos to the
 * public media area.
 */
const ownPrefix = (caller: Caller) => assetKeys.uploads(caller.tenantId, caller.userId);

/** The purpose a batch was opened for, from its key (keys made before purposes were named have none). */
function purposeOf(caller: Caller, key: string): UploadPurpose | undefined {
  const segment = key.slice(ownPrefix(caller).length).split('/')[0];
  return UPLOAD_PURPOSES.find((purpose) => purpose === segment);
}

function requireOwnKey(caller: Caller, key: string): void {
  if (!key.startsWith(ownPrefix(caller)) || key.includes('..')) fail('PERMISSION_DENIED');
}

function safeFilename(name: string): string {
  return name.replace(/[^A-Za-z0-9_.-]+/g, '_').replace(/^\.+/, '').slice(-100) || 'upload';
}

export const uploadActs: ActTable = {
  'POST /api/upload/batch': {
    access: 'session',
    run: async ({ filename, size, purpose }, _r, caller): Promise<UploadBatch> => {
      const rule = UPLOAD_RULES[purpose];
      const lower = filename.toLowerCase();
      if (!rule.extensions.some((ext) => lower.endsWith(ext))) fail('UPLOAD_TYPE_ILLEGAL');
      if (size > rule.maxBytes) fail('UPLOAD_TOO_LARGE');
      const key = assetKeys.upload(caller.tenantId, caller.userId, purpose, newId(), safeFilename(filename));
      const out = await s3().send(new CreateMultipartUploadCommand({ Bucket: env.assetsBucket(), Key: key, Metadata: declaredSizeMetadata(size) }));
      if (!out.UploadId) fail('UPLOAD_INCOMPLETE');
      return { batch_id: out.UploadId, key, part_size: UPLOAD_PART_BYTES, parts: Math.max(1, Math.ceil(size / UPLOAD_PART_BYTES)) };
    },
  },
  'POST /api/upload': {
    access: 'session',
    run: async ({ batch_id, key, part_number }, _r, caller) => {
      requireOwnKey(caller, key);
      const url = await getSignedUrl(
        s3(),
        new UploadPartCommand({ Bucket: env.assetsBucket(), Key: key, UploadId: batch_id, PartNumber: part_number }),
        { expiresIn: 15 * 60 },
      );
      return { url };
    },
  },
  'POST /api/upload/merge': {
    access: 'session',
    run: async ({ batch_id, key, parts }, _r, caller): Promise<UploadMerged> => {
      requireOwnKey(caller, key);
      const ordered = [...parts].sort((a, b) => a.part_number - b.part_number);
      try {
        await s3().send(
          new CompleteMultipartUploadCommand({
            Bucket: env.assetsBucket(),
            Key: key,
            UploadId: batch_id,
            MultipartUpload: { Parts: ordered.map((p) => ({ PartNumber: p.part_number, ETag: p.etag })) },
          }),
        );
      } catch (error) {
        if (error instanceof Error && /InvalidPart|NoSuchUpload|InvalidPartOrder|EntityTooSmall/.test(error.name)) fail('UPLOAD_INCOMPLETE');
        throw error;
      }
      const purpose = purposeOf(caller, key);
      const refusal = sizeRefusal(await stagedObject(key), purpose ? UPLOAD_RULES[purpose].maxBytes : undefined);
      if (refusal) {
        await deleteAsset(key);
        fail(refusal);
      }
      if (!purpose || !isMediaPurpose(purpose)) return { key };
      const published = await publishMedia(caller.tenantId, key, purpose);
      return { key: published, url: `/${published}` };
    },
  },
};

export const handler = familyHandler('upload', uploadActs);
