import { paletteIcon } from '../paletteIcon';
import {
  CAROUSEL_MAX_IMAGES,
  ICON_BACKDROPS,
  ICON_NAMES,
  MEDIA_FITS,
  carouselSchema,
  iconSchema,
  iframeSchema,
  imageSchema,
  videoSchema,
} from '../../../../shared/widgets/media.js';
import { choice, colour, media, mediaList, number, text, toggle } from '../common/fields';
import { defineWidget } from '../definition';

const FIT = choice('fit', 'mediaFits', MEDIA_FITS);
const RADIUS = number('radius', 0, 500);

/** Images and videos by URL or uploaded from the property panel (a public `/published/media/…` path). */
export const image = defineWidget({
  type: 'media.image',
  labelKey: 'editor.widgets.mediaImage',
  category: 'media',
  icon: paletteIcon('Image20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.ImageThumbnail),
  size: [400, 260],
  schema: imageSchema,
  form: [media('src', 'image', 500_000), FIT, RADIUS, number('opacity', 0, 1, 0.05)],
  load: () => import('./Image').then((m) => m.ImageWidget),
});

export const video = defineWidget({
  type: 'media.video',
  labelKey: 'editor.widgets.mediaVideo',
  category: 'media',
  icon: paletteIcon('Video20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.VideoThumbnail),
  size: [480, 270],
  schema: videoSchema,
  form: [
    media('src', 'video', 2000),
    media('poster', 'image', 500_000),
    toggle('loop'),
    toggle('muted'),
    toggle('autoplay'),
    toggle('controls'),
    FIT,
    RADIUS,
  ],
  load: () => import('./Video').then((m) => m.VideoWidget),
});

export const carousel = defineWidget({
  type: 'media.carousel',
  labelKey: 'editor.widgets.mediaCarousel',
  category: 'media',
  icon: paletteIcon('ImageMultiple20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.CarouselThumbnail),
  size: [480, 300],
  schema: carouselSchema,
  form: [
    mediaList('images', 'image', CAROUSEL_MAX_IMAGES, 500_000),
    number('interval', 1, 3600),
    toggle('indicators'),
    FIT,
    RADIUS,
  ],
  load: () => import('./Carousel').then((m) => m.Carousel),
});

export const iframe = defineWidget({
  type: 'media.iframe',
  labelKey: 'editor.widgets.mediaIframe',
  category: 'media',
  icon: paletteIcon('GlobeDesktop20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.IframeThumbnail),
  size: [640, 400],
  schema: iframeSchema,
  form: [text('url', 2000), toggle('scripts'), number('zoom', 0.25, 4, 0.05)],
  load: () => import('./Iframe').then((m) => m.IframeWidget),
});

export const svgIcon = defineWidget({
  type: 'media.icon',
  labelKey: 'editor.widgets.mediaIcon',
  category: 'media',
  icon: paletteIcon('Shapes20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.IconThumbnail),
  size: [120, 120],
  schema: iconSchema,
  form: [
    choice('icon', 'icons', ICON_NAMES),
    toggle('filled'),
    choice('backdrop', 'iconBackdrops', ICON_BACKDROPS),
    toggle('glow'),
    colour(),
  ],
  load: () => import('./Icon').then((m) => m.IconWidget),
});
