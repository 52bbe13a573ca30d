import { CopyObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import type { MediaPurpose } from '../../shared/acts/upload.js';
import { s3 } from '../lib/clients.js';
import { newId } from '../lib/crypto/tokens.js';
import { env } from '../lib/env.js';
import { fail } from '../lib/errors.js';
import { IMAGE_SIGNATURES } from '../lib/images.js';
import { deleteAsset, PUBLISHED_CACHE, publishedKeys } from '../lib/s3-objects.js';

/**
 * Uploaded images and videos become public, immutable objects of the published bucket (served
 * by CloudFront at `/published/media/…`), so screens show them in the editor, previews and
 * link shares alike. What the object is comes from its first bytes, never from the name the
 * client gave: a renamed HTML page is refused, and the content type is ours.
 */
interface MediaType {
  extension: string;
  contentType: string;
  purpose: MediaPurpose;
  matches: (head: Buffer) => boolean;
}

const MEDIA_TYPES: readonly MediaType[] = [
  { extension: 'png', contentType: 'image/png', purpose: 'image', matches: IMAGE_SIGNATURES.png },
  { extension: 'jpg', contentType: 'image/jpeg', purpose: 'image', matches: IMAGE_SIGNATURES.jpeg },
  { extension: 'webp', contentType: 'image/webp', purpose: 'image', matches: IMAGE_SIGNATURES.webp },
  // ISO base media (mp4): a box of type `ftyp` first.
  { extension: 'mp4', contentType: 'video/mp4', purpose: 'video', matches: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' },
  // Matroska's EBML header naming the `webm` document type.
  { extension: 'webm', contentType: 'video/webm', purpose: 'video', matches: (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) && b.includes('webm', 4, 'latin1') },
];

/** The media type of a file from its first bytes, if it is one `purpose` accepts. */
export function sniffMedia(head: Buffer, purpose: MediaPurpose): MediaType | undefined {
  return MEDIA_TYPES.find((type) => type.purpose === purpose && type.matches(head));
}

const HEAD_BYTES = 64;

async function stagedHead(key: string): Promise<Buffer> {
  const out = await s3().send(new GetObjectCommand({ Bucket: env.assetsBucket(), Key: key, Range: `bytes=0-${HEAD_BYTES - 1}` }));
  return Buffer.from((await out.Body?.transformToByteArray()) ?? new Uint8Array()).subarray(0, HEAD_BYTES);
}

/**
 * Moves a merged upload from the private staging area to the tenant's public media: checks its
 * bytes, copies it under a random id with its real content type, deletes the staged copy, and
 * answers its key in the published bucket (the path widgets load is `/` + the key).
 */
export async function publishMedia(tenantId: string, stagedKey: string, purpose: MediaPurpose): Promise<string> {
  const type = sniffMedia(await stagedHead(stagedKey), purpose);
  if (!type) {
    await deleteAsset(stagedKey);
    fail('UPLOAD_TYPE_ILLEGAL');
  }
  const key = publishedKeys.media(tenantId, newId(), type.extension);
  await s3().send(
    new CopyObjectCommand({
      Bucket: env.publishedBucket(),
      Key: key,
      CopySource: `${env.assetsBucket()}/${encodeURI(stagedKey)}`,
      MetadataDirective: 'REPLACE',
      ContentType: type.contentType,
      CacheControl: PUBLISHED_CACHE.immutable,
    }),
  );
  await deleteAsset(stagedKey);
  return key;
}
