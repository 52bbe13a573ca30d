import type { MediaPurpose } from '../../../shared/acts/upload.js';
import { IMAGE_SIGNATURES } from '../../lib/images.js';

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
  {
    extension: 'mp4',
    contentType: 'video/mp4',
    purpose: 'video',
    matches: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp',
  },
  // Matroska's EBML header naming the `webm` document type.
  {
    extension: 'webm',
    contentType: 'video/webm',
    purpose: 'video',
    matches: (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) && b.includes('webm', 4, 'latin1'),
  },
];

/** The media type of a file from its first bytes, if it is one `purpose` accepts. */
export function sniffMedia(head: Buffer, purpose: MediaPurpose): MediaType | undefined {
  return MEDIA_TYPES.find((type) => type.purpose === purpose && type.matches(head));
}
