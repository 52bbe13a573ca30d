import { LIMITS } from '../../../../shared/limits.js';

/** Pure arithmetic of a screen thumbnail: its size and what a data URL of it weighs. */

/** The picture's size for a screen of `width` × `height`: LIMITS.thumbnail.widthPx wide, never enlarged. */
export function thumbnailSize(screen: { width: number; height: number }): {
  width: number;
  height: number;
  scale: number;
} {
  const scale = Math.min(1, LIMITS.thumbnail.widthPx / Math.max(1, screen.width));
  return {
    width: Math.max(1, Math.round(screen.width * scale)),
    height: Math.max(1, Math.round(screen.height * scale)),
    scale,
  };
}

/** The bytes a base64 data URL carries (what the server measures against the limit). */
export function dataUrlBytes(dataUrl: string): number {
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/** WebP qualities tried in turn until a picture fits the server's limit. */
export const THUMBNAIL_QUALITIES = [0.8, 0.6, 0.4, 0.25] as const;

/**
 * The picture `encode` makes at the first quality whose bytes fit the server's limit, or null
 * when even the lowest does not (a client never sends what the server would refuse).
 */
export function encodeWithinLimit(encode: (quality: number) => string): string | null {
  for (const quality of THUMBNAIL_QUALITIES) {
    const picture = encode(quality);
    if (dataUrlBytes(picture) <= LIMITS.thumbnail.maxBytes) return picture;
  }
  return null;
}
