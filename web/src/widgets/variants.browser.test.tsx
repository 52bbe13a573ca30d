import { afterEach, beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { initI18n } from '../i18n';
import { allMessages } from '../testing/allMessages';
import { drawScreen } from '../testing/drawScreen';
import { widgetsIn, windowErrorsDuring } from '../testing/drawnWidgets';
import { sampleImage } from '../testing/sampleImage';
import { screenOf } from '../testing/screenOf';

/**
 * The variants a user picks in a type's property panel, each drawn by its real renderer on the
 * default theme: every border, title bar and divider style, the countdown clock, an icon on a
 * backdrop, flip tiles with thresholds, a carousel of images, centred rich text. Each one reaches
 * `data-widget-state="ready"` with no error frame; its picture is written beside the journeys'.
 * The panel's fields that set them are the editor journeys' (tests/e2e/widgets-gallery.spec.ts).
 */
const SHOTS = '../../../tests/e2e/screenshots/';

const VARIANTS: ReadonlyArray<{ type: string; name: string; attr: Record<string, unknown> }> = [
  {
    type: 'kpi.number',
    name: 'kpi-tiles-threshold',
    attr: {
      suffix: 'orders',
      tiles: true,
      thresholds: [
        { from: 0, colour: '#f87171' },
        { from: 100000, colour: '#34d399' },
      ],
    },
  },
  {
    type: 'media.carousel',
    name: 'carousel-images',
    attr: { images: [sampleImage('#0ea5e9', '#6366f1'), sampleImage('#f59e0b', '#db2777')] },
  },
  {
    type: 'text.rich',
    name: 'rich-centred',
    attr: { align: 'center', markup: 'The **east** warehouse is ==closed== today, orders ship from *Suzhou*.' },
  },
  ...['glow', 'double', 'chamfer', 'bracket'].map((style) => ({
    type: 'decor.border',
    name: `border-${style}`,
    attr: { style, caption: 'Regional sales' },
  })),
  ...['underline', 'tab'].map((style) => ({ type: 'decor.titlebar', name: `titlebar-${style}`, attr: { style } })),
  ...['gradient', 'dashed', 'dots'].map((style) => ({
    type: 'decor.divider',
    name: `divider-${style}`,
    attr: { style },
  })),
  { type: 'decor.panel', name: 'panel-gradient', attr: { style: 'gradient' } },
  { type: 'clock', name: 'clock-countdown', attr: { mode: 'countdown' } },
  { type: 'media.icon', name: 'icon-circle-people', attr: { icon: 'people', backdrop: 'circle' } },
];

beforeAll(async () => {
  await initI18n('en', allMessages);
});

afterEach(() => cleanup());

test.each(VARIANTS)('$name renders ready', async ({ type, name, attr }) => {
  const errors = await windowErrorsDuring(async () => {
    await drawScreen(screenOf([{ type, attr }], 'tech-blue'));
    await expect.poll(() => widgetsIn('ready').length, { timeout: 15_000 }).toBe(1);
    expect(widgetsIn('error')).toHaveLength(0);
    await page.screenshot({
      element: page.getByRole('group', { name: type, exact: true }),
      path: `${SHOTS}gallery-variant-${name}.png`,
    });
  });
  expect(errors).toEqual([]);
});
