import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { emptyDocument, type ScreenDocument } from '../../../shared/screen/document.js';
import { initI18n } from '../i18n';
import { allMessages } from '../testing/allMessages';
import { drawScreen } from '../testing/drawScreen';
import { newWidget } from '../widgets/registry';

/**
 * The five scaling modes, exact: a 1920×1080 screen drawn by the viewer in a 3840×2160 and in a
 * 1366×768 window. Each expected box is written out as numbers (worked from the mode's rule, not
 * from the code under test) and the placed canvas must match it to a hundredth of a pixel; then
 * overflow scrolls the right way, and a long screen draws its widgets as they come near view.
 */
type Mode = 'fullscreen' | 'fill' | 'height' | 'width' | 'mobile';
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
type Placed = readonly [id: string, x: number, y: number, w: number, h: number];

// A title across the top, two panels side by side (the right one 2 px higher: still the same row).
const TITLE_AND_PANELS: readonly Placed[] = [
  ['title', 0, 0, 1920, 120],
  ['left', 0, 160, 900, 500],
  ['right', 960, 158, 900, 500],
];

function screenOf(
  scaling: Mode,
  boxes: readonly Placed[] = TITLE_AND_PANELS,
  size = { width: 1920, height: 1080 },
): ScreenDocument {
  const document = emptyDocument({ ...size, scaling });
  for (const [id, x, y, w, h] of boxes) {
    const { widget, layout } = newWidget('decor.border', id, id, { x: 0, y: 0 }, 'en');
    document.widgets[id] = widget;
    document.layout.push({ ...layout, x, y, w, h, z: 1 });
  }
  return document;
}

const element = (selector: string): HTMLElement => {
  const found = document.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`${selector} is not on the page`);
  return found;
};

const boxOf = (selector: string): Box => {
  const { x, y, width, height } = element(selector).getBoundingClientRect();
  return { x, y, width, height };
};

async function placed(count = 3) {
  await expect.poll(() => document.querySelectorAll('[data-widget-id]').length).toBe(count);
  const viewer = element('[data-viewer]');
  return {
    canvas: boxOf('[data-screen]'),
    scroll: {
      width: viewer.scrollWidth - viewer.clientWidth,
      height: viewer.scrollHeight - viewer.clientHeight,
      clientWidth: viewer.clientWidth,
    },
  };
}

function expectBox(actual: Box, expected: Box, label: string) {
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(actual[key], `${label} ${key}`).toBeCloseTo(expected[key], 2);
}

const EXPECTED: Record<string, Record<Mode, { box: Box; scrollX: number; scrollY: number }>> = {
  // 16:9 on 16:9: every mode but mobile doubles the screen exactly.
  '3840x2160': {
    fullscreen: { box: { x: 0, y: 0, width: 3840, height: 2160 }, scrollX: 0, scrollY: 0 },
    fill: { box: { x: 0, y: 0, width: 3840, height: 2160 }, scrollX: 0, scrollY: 0 },
    height: { box: { x: 0, y: 0, width: 3840, height: 2160 }, scrollX: 0, scrollY: 0 },
    width: { box: { x: 0, y: 0, width: 3840, height: 2160 }, scrollX: 0, scrollY: 0 },
    // Reflowed 750 wide: 24 + 44 + 24 + 390 + 24 + 390 + 24 = 920 tall, scaled by 3840 / 750 = 5.12.
    mobile: { box: { x: 0, y: 0, width: 3840, height: 4710.4 }, scrollX: 0, scrollY: 2551 },
  },
  // 1366×768 is a hair wider than 16:9: 768 / 1080 = 0.7111… fits the height, 1366 / 1920 = 0.71145833 the width.
  // The 0.67 px letterbox is put on whole pixels (left 0), the scale kept exact; scroll ranges round up.
  '1366x768': {
    fullscreen: { box: { x: 0, y: 0, width: 1920 * (768 / 1080), height: 768 }, scrollX: 0, scrollY: 0 },
    fill: { box: { x: 0, y: 0, width: 1366, height: 768 }, scrollX: 0, scrollY: 0 },
    height: { box: { x: 0, y: 0, width: 1920 * (768 / 1080), height: 768 }, scrollX: 0, scrollY: 0 },
    width: { box: { x: 0, y: 0, width: 1366, height: 768.375 }, scrollX: 0, scrollY: 1 },
    mobile: { box: { x: 0, y: 0, width: 1366, height: 920 * (1366 / 750) }, scrollX: 0, scrollY: 908 },
  },
};

beforeAll(async () => {
  await initI18n('en', allMessages);
});

afterEach(() => cleanup());

describe.each(Object.entries(EXPECTED))('a 1920×1080 screen in a %s window', (size, modes) => {
  const [width, height] = size.split('x').map(Number) as [number, number];
  test.each(Object.entries(modes) as Array<[Mode, (typeof modes)[Mode]]>)(
    '%s places the canvas exactly',
    async (mode, expected) => {
      await page.viewport(width, height);
      await drawScreen(screenOf(mode));
      expect(element('[data-viewer]').dataset.scaling).toBe(mode);
      const { canvas, scroll } = await placed();
      expectBox(canvas, expected.box, `${size} ${mode}`);
      expect(scroll.clientWidth, `${size} ${mode}: no scrollbar takes width`).toBe(width);
      expect(scroll.width, `${size} ${mode} sideways scroll`).toBe(expected.scrollX);
      expect(scroll.height, `${size} ${mode} vertical scroll`).toBe(expected.scrollY);
      if (mode === 'mobile') {
        // Stacked in reading order, each the page width less 24 px margins, at its own ratio.
        const scale = width / 750;
        expectBox(
          boxOf('[data-widget-id="title"]'),
          { x: 24 * scale, y: 24 * scale, width: 702 * scale, height: 44 * scale },
          'mobile title',
        );
        expectBox(
          boxOf('[data-widget-id="left"]'),
          { x: 24 * scale, y: 92 * scale, width: 702 * scale, height: 390 * scale },
          'mobile left',
        );
        expectBox(
          boxOf('[data-widget-id="right"]'),
          { x: 24 * scale, y: 506 * scale, width: 702 * scale, height: 390 * scale },
          'mobile right',
        );
      }
      if (size === '1366x768')
        await page.screenshot({ path: `../../../tests/e2e/screenshots/scaling-${size}-${mode}.png` });
    },
  );
});

test('width adaptation scrolls down and height adaptation sideways when the screen overflows', async () => {
  await page.viewport(1366, 500);
  await drawScreen(screenOf('width'));
  const width = await placed();
  expectBox(width.canvas, { x: 0, y: 0, width: 1366, height: 768.375 }, 'width');
  expect(width.scroll.height).toBe(269);
  expect(width.scroll.width).toBe(0);
  element('[data-viewer]').scrollTo(0, 100);
  expectBox(boxOf('[data-screen]'), { x: 0, y: -100, width: 1366, height: 768.375 }, 'width scrolled');
  await cleanup();

  await page.viewport(1000, 768);
  await drawScreen(screenOf('height'));
  const sideways = await placed();
  expectBox(sideways.canvas, { x: 0, y: 0, width: 1920 * (768 / 1080), height: 768 }, 'height');
  expect(sideways.scroll.width).toBe(366);
  expect(sideways.scroll.height).toBe(0);
});

test('a screen that scrolls draws the widgets near the window first and the others as a scroll brings them near', async () => {
  // 1920 × 6000 in width adaptation on a 1366 × 768 window: scale 0.711, the page 4,269 px tall.
  await page.viewport(1366, 768);
  await drawScreen(
    screenOf(
      'width',
      [
        ['top', 0, 0, 1920, 600],
        ['bottom', 0, 5200, 1920, 600],
      ],
      { width: 1920, height: 6000 },
    ),
  );
  await placed(2);
  const drawn = (id: string) => document.querySelectorAll(`[data-widget-id="${id}"] [data-widget-state]`).length;
  const ready = (id: string) =>
    document.querySelectorAll(`[data-widget-id="${id}"] [data-widget-state="ready"]`).length;
  await expect.poll(() => ready('top')).toBe(1);
  // Placed, but its contents wait: 3,700 px down is beyond half a window ahead.
  expect(drawn('bottom')).toBe(0);
  const viewer = element('[data-viewer]');
  viewer.scrollTo(0, viewer.scrollHeight);
  await expect.poll(() => ready('bottom')).toBe(1);
  // Scrolled back up, the drawn widgets stay drawn.
  viewer.scrollTo(0, 0);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(ready('bottom')).toBe(1);
  expect(ready('top')).toBe(1);
});
