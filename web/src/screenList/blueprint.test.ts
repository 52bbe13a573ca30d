import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../../shared/screen/templates/index.js';
import { blueprint } from './blueprint';
import { fitCanvas } from './fit';

const frame = { width: 320, height: 180 };

describe('template blueprint geometry', () => {
  it('fits a 16:9 canvas exactly and a tall mobile canvas centred', () => {
    expect(fitCanvas({ width: 1920, height: 1080 }, frame)).toEqual({
      scale: 320 / 1920,
      x: 0,
      y: 0,
      width: 320,
      height: 180,
    });
    const mobile = fitCanvas({ width: 750, height: 1334 }, frame, 10);
    expect(mobile.height).toBeCloseTo(160);
    expect(mobile.y).toBeCloseTo(10);
    expect(mobile.width).toBeCloseTo((750 * 160) / 1334);
    expect(mobile.x + mobile.width / 2).toBeCloseTo(160);
  });

  it('scales layout boxes into the frame with a gap between neighbours', () => {
    const doc = {
      config: { width: 1920, height: 1080, background: { color: '#061629', image: '', theme: '' } },
      widgets: {
        a: { id: 'a', type: 'chart.line', hidden: false },
        b: { id: 'b', type: 'map.china', hidden: false },
      },
      layout: [
        { widgetId: 'b', x: 960, y: 0, w: 960, h: 1080, z: 1, rotation: 0 },
        { widgetId: 'a', x: 0, y: 0, w: 960, h: 540, z: 0, rotation: 0 },
      ],
    } as unknown as Parameters<typeof blueprint>[0];
    const result = blueprint(doc, frame, { gap: 2 });
    expect(result.boxes.map((box) => box.id)).toEqual(['a', 'b']);
    expect(result.boxes[0]).toMatchObject({ x: 1, y: 1, w: 158, h: 88, family: 'chart', glyph: 'line' });
    expect(result.boxes[1]).toMatchObject({ x: 161, y: 1, w: 158, h: 178, family: 'map', glyph: 'map' });
    expect(result.light).toBe(false);
  });

  it('clips boxes to the canvas, drops hidden or off-canvas ones, keeps thin ones visible', () => {
    const doc = {
      config: { width: 1000, height: 1000, background: { color: '#fff', image: '', theme: '' } },
      widgets: {
        over: { id: 'over', type: 'kpi.number', hidden: false },
        gone: { id: 'gone', type: 'kpi.number', hidden: false },
        hid: { id: 'hid', type: 'kpi.number', hidden: true },
        thin: { id: 'thin', type: 'decor.line', hidden: false },
      },
      layout: [
        { widgetId: 'over', x: -100, y: 900, w: 300, h: 300, z: 0, rotation: 0 },
        { widgetId: 'gone', x: 1200, y: 0, w: 100, h: 100, z: 1, rotation: 0 },
        { widgetId: 'hid', x: 0, y: 0, w: 100, h: 100, z: 2, rotation: 0 },
        { widgetId: 'thin', x: 0, y: 0, w: 1000, h: 1, z: 3, rotation: 0 },
      ],
    } as unknown as Parameters<typeof blueprint>[0];
    const result = blueprint(doc, { width: 100, height: 100 }, { gap: 0, minSize: 2 });
    expect(result.boxes.map((box) => box.id)).toEqual(['over', 'thin']);
    expect(result.boxes[0]).toMatchObject({ x: 0, y: 90, w: 20, h: 10 });
    expect(result.boxes[1]!.h).toBe(2);
    expect(result.light).toBe(true);
  });

  it('draws every built-in template inside its frame', () => {
    for (const document of TEMPLATES.map((template) => template.documents.en)) {
      const result = blueprint(document, frame, { padding: 8 });
      expect(result.boxes.length).toBe(document.layout.length);
      for (const box of result.boxes) {
        expect(box.x).toBeGreaterThanOrEqual(result.canvas.x - 0.01);
        expect(box.y).toBeGreaterThanOrEqual(result.canvas.y - 0.01);
        expect(box.x + box.w).toBeLessThanOrEqual(result.canvas.x + result.canvas.width + 0.01);
        expect(box.y + box.h).toBeLessThanOrEqual(result.canvas.y + result.canvas.height + 0.01);
      }
    }
  });
});
