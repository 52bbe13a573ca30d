import {
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { baseS3, s3 } from '../../lib/clients.js';
import { env } from '../../lib/env.js';
import { deleteAsset } from '../../lib/s3-objects.js';
import { DECLARED_SIZE_METADATA } from './staged.js';
import type { UploadObjects } from './uploads.js';

/** S3 refuses the parts of a completion with one of these. */
const REFUSED_PARTS = /InvalidPart|NoSuchUpload|InvalidPartOrder|EntityTooSmall/;

/**
 * Whether S3 has made the staged object at `key`. A batch's key is its own (a random id in the
 * path, uploads.ts) and only the completion of its upload writes it, so an object there is that
 * completion's.
 */
async function completed(key: string): Promise<boolean> {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: env.assetsBucket(), Key: key }));
    return true;
  } catch (error) {
    if (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey')) return false;
    throw error;
  }
}

/** Uploads' objects in S3: staged in the assets bucket, media copied to the published bucket. */
export const awsUploads: UploadObjects = {
  async createMultipartUpload(key, metadata) {
    const out = await s3().send(
      new CreateMultipartUploadCommand({ Bucket: env.assetsBucket(), Key: key, Metadata: metadata }),
    );
    return out.UploadId;
  },
  // Signed by the function's role: a link signed with a tenant's credentials dies with them.
  partUploadUrl: (key, uploadId, partNumber, expiresIn) =>
    getSignedUrl(
      baseS3(),
      new UploadPartCommand({ Bucket: env.assetsBucket(), Key: key, UploadId: uploadId, PartNumber: partNumber }),
      { expiresIn },
    ),
  async completeMultipartUpload(key, uploadId, parts) {
    try {
      await s3().send(
        new CompleteMultipartUploadCommand({
          Bucket: env.assetsBucket(),
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
      return true;
    } catch (error) {
      // An answer lost after S3 completed the upload: the retry (the SDK's or the user's) finds
      // no such upload, but the object it made is there.
      if (error instanceof Error && error.name === 'NoSuchUpload' && (await completed(key))) return true;
      if (error instanceof Error && REFUSED_PARTS.test(error.name)) return false;
      throw error;
    }
  },
  async stagedObject(key) {
    const out = await s3().send(new HeadObjectCommand({ Bucket: env.assetsBucket(), Key: key }));
    const declared = Number(out.Metadata?.[DECLARED_SIZE_METADATA]);
    return {
      size: out.ContentLength ?? 0,
      ...(Number.isSafeInteger(declared) && declared > 0 ? { declaredSize: declared } : {}),
    };
  },
  async stagedHead(key, bytes) {
    const out = await s3().send(
      new GetObjectCommand({ Bucket: env.assetsBucket(), Key: key, Range: `bytes=0-${bytes - 1}` }),
    );
    return Buffer.from((await out.Body?.transformToByteArray()) ?? new Uint8Array()).subarray(0, bytes);
  },
  async publishStaged(stagedKey, key, contentType, cacheControl) {
    await s3().send(
      new CopyObjectCommand({
        Bucket: env.publishedBucket(),
        Key: key,
        CopySource: `${env.assetsBucket()}/${encodeURI(stagedKey)}`,
        MetadataDirective: 'REPLACE',
        ContentType: contentType,
        CacheControl: cacheControl,
      }),
    );
  },
  deleteAsset,
};
