import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { MEDIA_PATH } from '../protocol/routes.js';
import { codeMessage } from '../validation/messages.js';
import { colourValue, shortText } from './attr.js';

/** Attribute schemas of the media widgets: image, video, carousel, iframe, icon. */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);

export const MEDIA_FITS = ['cover', 'contain', 'fill'] as const;
/** A URL or a `data:` URL of a small image. */
const mediaUrl = shortText(500_000);

/**
 * The URL if it is one a widget may load: http(s), an uploaded asset's path (`/published/media/…`,
 * served by the CDN to editors and share viewers alike), or a `data:` URL of the given kind; else ''.
 */
export function safeMediaUrl(url: string, dataKind: 'image' | 'video' | null): string {
  const trimmed = url.trim();
  if (/^https?:\/\/[^\s]+$/i.test(trimmed) || MEDIA_PATH.test(trimmed)) return trimmed;
  if (dataKind && trimmed.toLowerCase().startsWith(`data:${dataKind}/`)) return trimmed;
  return '';
}

const box = {
  fit: z._default(z.enum(MEDIA_FITS, malformed), 'cover'),
  radius: z._default(z.number(malformed).check(z.minimum(0, malformed), z.maximum(500, malformed)), 6),
};

export const imageSchema = z.object({
  src: z._default(mediaUrl, ''),
  ...box,
  opacity: z._default(z.number(malformed).check(z.minimum(0, malformed), z.maximum(1, malformed)), 1),
});

export const videoSchema = z.object({
  /** An mp4 URL. */
  src: z._default(shortText(2000), ''),
  poster: z._default(mediaUrl, ''),
  loop: z._default(z.boolean(malformed), true),
  muted: z._default(z.boolean(malformed), true),
  autoplay: z._default(z.boolean(malformed), true),
  controls: z._default(z.boolean(malformed), false),
  ...box,
});

/** Images a carousel holds at most. */
export const CAROUSEL_MAX_IMAGES = 30;

export const carouselSchema = z.object({
  images: z._default(z.array(mediaUrl).check(z.maxLength(CAROUSEL_MAX_IMAGES, malformed)), []),
  /** Seconds per image, at least 1. */
  interval: z._default(z.number(malformed).check(z.minimum(1, malformed), z.maximum(3600, malformed)), 5),
  indicators: z._default(z.boolean(malformed), true),
  ...box,
});

export const iframeSchema = z.object({
  /** An http(s) page. */
  url: z._default(shortText(2000), ''),
  /** Let the page run scripts (sandbox `allow-scripts allow-same-origin`); off: a static, fully sandboxed page. */
  scripts: z._default(z.boolean(malformed), true),
  /** Page zoom, so a desktop page fits a small box. */
  zoom: z._default(z.number(malformed).check(z.minimum(0.25, malformed), z.maximum(4, malformed)), 1),
});

/** The icons an SVG icon widget can show (Fluent icons, by a stable name). */
export const ICON_NAMES = [
  'dataTrending',
  'people',
  'money',
  'cart',
  'truck',
  'building',
  'factory',
  'server',
  'database',
  'shield',
  'alert',
  'flash',
  'globe',
  'location',
  'heart',
  'leaf',
  'cloud',
  'wifi',
  'temperature',
  'drop',
  'rocket',
  'trophy',
  'target',
  'lightbulb',
  'phone',
  'airplane',
  'home',
  'sun',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
export const ICON_BACKDROPS = ['none', 'circle', 'hexagon'] as const;

export const iconSchema = z.object({
  icon: z._default(z.enum(ICON_NAMES, malformed), 'dataTrending'),
  filled: z._default(z.boolean(malformed), false),
  backdrop: z._default(z.enum(ICON_BACKDROPS, malformed), 'hexagon'),
  glow: z._default(z.boolean(malformed), true),
  /** Empty: the theme's first colour. */
  colour: z._default(colourValue, ''),
});

export type ImageAttr = z.output<typeof imageSchema>;
export type VideoAttr = z.output<typeof videoSchema>;
export type CarouselAttr = z.output<typeof carouselSchema>;
export type IframeAttr = z.output<typeof iframeSchema>;
export type IconAttr = z.output<typeof iconSchema>;
