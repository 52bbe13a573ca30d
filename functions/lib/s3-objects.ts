import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from './clients.js';
import { env } from './env.js';

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

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

/** A signed GET link to a private asset. */
export function assetUrl(key: string, expiresIn = 7 * 24 * 3600): Promise<string> {
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: env.assetsBucket(), Key: key }), { expiresIn });
}
