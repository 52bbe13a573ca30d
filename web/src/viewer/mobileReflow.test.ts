import { describe, expect, it } from 'vitest';
import {
  screenDocumentSchema,
  SCHEMA_VERSION,
  type LayoutEntry,
  type ScreenDocument,
} from '../../../shared/screen/document.js';
import { MOBILE_GAP, MOBILE_MARGIN, readingOrder, reflowForMobile } from './mobileReflow';

const entry = (widgetId: string, x: number, y: number, w: number, h: number, rotation = 0): LayoutEntry => ({
  widgetId,
  x,
  y,
  w,
  h,
  z: 1,
  rotation,
});

function doc(width: number, height: number, layout: LayoutEntry[]): ScreenDocument {
  return screenDocumentSchema.parse({
    schemaVersion: SCHEMA_VERSION,
    config: { width, height, scaling: 'mobile' },
    widgets: Object.fromEntries(
      layout.map((l) => [
        l.widgetId,
        { id: l.widgetId, type: 'text.title', attr: { globeStyle: { name: l.widgetId } } },
      ]),
    ),
    layout,
  });
}

describe('reading order', () => {
  it('reads rows top to bottom and left to right, tolerating widgets a little out of line', () => {
    const order = readingOrder([
      entry('right', 960, 158, 900, 500),
      entry('title', 0, 0, 1920, 120),
      entry('left', 0, 160, 900, 500),
      entry('below', 0, 700, 400, 300),
    ]);
    expect(order.map((e) => e.widgetId)).toEqual(['title', 'left', 'right', 'below']);
  });

  it('starts a new row when a widget begins below the middle of the row', () => {
    const order = readingOrder([entry('a', 500, 0, 400, 100), entry('b', 0, 60, 400, 100)]);
    expect(order.map((e) => e.widgetId)).toEqual(['a', 'b']);
  });
});

describe('mobile reflow', () => {
  it('stacks a 1920-wide screen 750 wide, each widget the page width at its own aspect ratio, unrotated', () => {
    const out = reflowForMobile(
      doc(1920, 1080, [entry('c', 960, 160, 900, 500, 15), entry('a', 0, 0, 1920, 120), entry('b', 0, 160, 900, 500)]),
    );
    const width = 750 - 2 * MOBILE_MARGIN;
    expect(out.layout).toEqual([
      { widgetId: 'a', x: 24, y: 24, w: width, h: 44, z: 1, rotation: 0 },
      { widgetId: 'b', x: 24, y: 24 + 44 + MOBILE_GAP, w: width, h: 390, z: 1, rotation: 0 },
      { widgetId: 'c', x: 24, y: 24 + 44 + MOBILE_GAP + 390 + MOBILE_GAP, w: width, h: 390, z: 1, rotation: 0 },
    ]);
    expect(out.config.width).toBe(750);
    expect(out.config.height).toBe(24 + 44 + 24 + 390 + 24 + 390 + 24);
    expect(Object.keys(out.widgets)).toEqual(['c', 'a', 'b']);
  });

  it('leaves a screen already at most 750 wide as it is', () => {
    const narrow = doc(750, 1334, [entry('a', 10, 10, 300, 200)]);
    expect(reflowForMobile(narrow)).toBe(narrow);
  });

  it('gives an empty screen an empty page', () => {
    const out = reflowForMobile(doc(1920, 1080, []));
    expect(out.config.height).toBe(2 * MOBILE_MARGIN);
    expect(out.layout).toEqual([]);
  });
});
