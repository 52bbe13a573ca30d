import { paletteIcon } from '../paletteIcon';
import { CLOCK_MODES, clockSchema } from '../../../../shared/widgets/clock.js';
import { choice, colour, number, text } from '../common/fields';
import { defineWidget } from '../definition';

/** Clock and countdown are one type with a mode: they share the ticking and the styling. */
export const clock = defineWidget({
  type: 'clock',
  labelKey: 'editor.widgets.clock',
  category: 'kpiText',
  glyph: 'clock',
  icon: paletteIcon('Clock20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.ClockThumbnail),
  size: [360, 60],
  schema: clockSchema,
  form: [
    choice('mode', 'clockModes', CLOCK_MODES),
    text('format', 64),
    text('target', 32),
    text('label'),
    number('fontSize', 0, 400),
    colour(),
  ],
  load: () => import('./Clock').then((m) => m.Clock),
});
