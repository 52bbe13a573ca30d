import { paletteIcon } from '../paletteIcon';
import {
  BORDER_STYLES,
  DIVIDER_STYLES,
  PANEL_STYLES,
  TITLEBAR_STYLES,
  borderSchema,
  dividerSchema,
  panelSchema,
  titlebarSchema,
} from '../../../../shared/widgets/decor.js';
import { choice, colour, number, text, toggle } from '../common/fields';
import { defineWidget } from '../definition';

export const border = defineWidget({
  type: 'decor.border',
  labelKey: 'editor.widgets.decorBorder',
  category: 'decoration',
  icon: paletteIcon('BorderOutside20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.BorderThumbnail),
  size: [480, 320],
  schema: borderSchema,
  form: [choice('style', 'borderStyles', BORDER_STYLES), text('caption'), toggle('fill'), colour()],
  load: () => import('./Border').then((m) => m.Border),
});

export const titlebar = defineWidget({
  type: 'decor.titlebar',
  labelKey: 'editor.widgets.decorTitlebar',
  category: 'decoration',
  glyph: 'title',
  icon: paletteIcon('TextHeader120Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.TitlebarThumbnail),
  size: [1200, 90],
  schema: titlebarSchema,
  form: [text('text', 200), choice('style', 'titlebarStyles', TITLEBAR_STYLES), number('fontSize', 0, 200), colour()],
  load: () => import('./Titlebar').then((m) => m.Titlebar),
});

export const divider = defineWidget({
  type: 'decor.divider',
  labelKey: 'editor.widgets.decorDivider',
  category: 'decoration',
  icon: paletteIcon('LineHorizontal120Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.DividerThumbnail),
  size: [480, 24],
  schema: dividerSchema,
  form: [choice('style', 'dividerStyles', DIVIDER_STYLES), number('thickness', 1, 20), colour()],
  load: () => import('./Divider').then((m) => m.Divider),
});

export const panel = defineWidget({
  type: 'decor.panel',
  labelKey: 'editor.widgets.decorPanel',
  category: 'decoration',
  icon: paletteIcon('RectangleLandscape20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.PanelThumbnail),
  size: [480, 320],
  schema: panelSchema,
  form: [
    choice('style', 'panelStyles', PANEL_STYLES),
    number('opacity', 0, 1, 0.05),
    number('radius', 0, 200),
    toggle('border'),
    colour(),
  ],
  load: () => import('./Panel').then((m) => m.Panel),
});
