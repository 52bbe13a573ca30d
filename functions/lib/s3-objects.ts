import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from './clients.js';
import { env } from './env.js';

/** Private asset objects (avatars, thumbnails, exports) and signed links to them. */
export async function putAsset(key: string, body: Uint8Array, contentType: string, cacheControl = 'private, max-age=604800'): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: env.assetsBucket(), Key: key, Body: body, ContentType: contentType, CacheControl: cacheControl }));
}

/** A signed GET link; with `downloadAs` the answer carries `content-disposition: attachment`. */
export function assetUrl(key: string, options: { expiresIn?: number; downloadAs?: string } = {}): Promise<string> {
  const disposition = options.downloadAs
    ? `attachment; filename="${options.downloadAs.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(options.downloadAs)}`
    : undefined;
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: env.assetsBucket(), Key: key, ResponseContentDisposition: disposition }), {
    expiresIn: options.expiresIn ?? 7 * 24 * 3600,
  });
}
