import * as z from 'zod';
import { MEDIA_PATH } from '../acts/upload.js';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/rules.js';
import { colourValue, shortText } from './attr.js';

/** Attribute schemas of the media widgets (issue #5): image, video, carousel, iframe, icon. */
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
  fit: z.enum(MEDIA_FITS, malformed).default('cover'),
  radius: z.number(malformed).min(0, malformed).max(500, malformed).default(6),
};

export const imageSchema = z.object({
  src: mediaUrl.default(''),
  ...box,
  opacity: z.number(malformed).min(0, malformed).max(1, malformed).default(1),
});

export const videoSchema = z.object({
  /** An mp4 URL. */
  src: shortText(2000).default(''),
  poster: mediaUrl.default(''),
  loop: z.boolean(malformed).default(true),
  muted: z.boolean(malformed).default(true),
  autoplay: z.boolean(malformed).default(true),
  controls: z.boolean(malformed).default(false),
  ...box,
});

/** Images a carousel holds at most. */
export const CAROUSEL_MAX_IMAGES = 30;

export const carouselSchema = z.object({
  images: z.array(mediaUrl).max(CAROUSEL_MAX_IMAGES, malformed).default([]),
  /** Seconds per image, at least 1. */
  interval: z.number(malformed).min(1, malformed).max(3600, malformed).default(5),
  indicators: z.boolean(malformed).default(true),
  ...box,
});

export const iframeSchema = z.object({
  /** An http(s) page. */
  url: shortText(2000).default(''),
  /** Let the page run scripts (sandbox `allow-scripts allow-same-origin`); off: a static, fully sandboxed page. */
  scripts: z.boolean(malformed).default(true),
  /** Page zoom, so a desktop page fits a small box. */
  zoom: z.number(malformed).min(0.25, malformed).max(4, malformed).default(1),
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
  icon: z.enum(ICON_NAMES, malformed).default('dataTrending'),
  filled: z.boolean(malformed).default(false),
  backdrop: z.enum(ICON_BACKDROPS, malformed).default('hexagon'),
  glow: z.boolean(malformed).default(true),
  /** Empty: the theme's first colour. */
  colour: colourValue.default(''),
});

export type ImageAttr = z.output<typeof imageSchema>;
export type VideoAttr = z.output<typeof videoSchema>;
export type CarouselAttr = z.output<typeof carouselSchema>;
export type IframeAttr = z.output<typeof iframeSchema>;
export type IconAttr = z.output<typeof iconSchema>;
