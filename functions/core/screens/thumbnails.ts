import { LIMITS } from '../../../shared/limits.js';
import { fail } from '../../lib/errors.js';
import { decodeImage, EXTENSIONS, IMAGE_SIGNATURES } from '../../lib/images.js';

/**
 * Screen and version thumbnails: what the editor draws (WebP, or PNG from a browser that cannot
 * encode WebP) and what an import carries. Every way in passes here, so the type and the size
 * limit (LIMITS.thumbnail) are checked once, by the bytes rather than by what a client declares.
 */
const THUMBNAIL_TYPES = ['webp', 'png'] as const;
type ThumbnailType = (typeof THUMBNAIL_TYPES)[number];

export interface Thumbnail {
  bytes: Buffer;
  contentType: `image/${ThumbnailType}`;
  /** The file extension its S3 key and an export's file name end in. */
  extension: string;
}

function thumbnail(type: ThumbnailType, bytes: Buffer): Thumbnail {
  if (bytes.length > LIMITS.thumbnail.maxBytes) fail('UPLOAD_TOO_LARGE');
  return { bytes, contentType: `image/${type}`, extension: EXTENSIONS[type] };
}

/** A thumbnail sent as a data URL; refused as an illegal type or as too large. */
export function thumbnailFromDataUrl(dataUrl: string): Thumbnail {
  const image = decodeImage(dataUrl, THUMBNAIL_TYPES, Number.MAX_SAFE_INTEGER);
  if (!image || image.type === 'jpeg') fail('UPLOAD_TYPE_ILLEGAL');
  return thumbnail(image.type, image.bytes);
}

/** A thumbnail's bytes of unknown type (an import's file), recognised by their magic numbers. */
export function thumbnailFromBytes(bytes: Buffer): Thumbnail {
  const type = THUMBNAIL_TYPES.find((candidate) => IMAGE_SIGNATURES[candidate](bytes));
  if (!type) fail('UPLOAD_TYPE_ILLEGAL');
  return thumbnail(type, bytes);
}

/** The extension of a stored thumbnail's key (keys made before WebP thumbnails end in `.png`). */
export function thumbnailExtension(key: string): string {
  return /\.(\w+)$/.exec(key)?.[1] ?? EXTENSIONS.png;
}
