import { describe, expect, it } from 'vitest';
import { centredView, fitView, rulerTicks, toCanvas, toScreen, wheelZoomFactor, zoomAround } from './view';

describe('the viewport', () => {
  it('keeps the canvas point under the pointer still while zooming', () => {
    const view = { zoom: 0.5, pan: { x: 100, y: 40 } };
    const pointer = { x: 400, y: 300 };
    const before = toCanvas(view, pointer);
    const next = zoomAround(view, pointer, 2);
    expect(next.zoom).toBe(2);
    expect(toCanvas(next, pointer)).toEqual(before);
    expect(toScreen(next, before)).toEqual(pointer);
  });

  it('clamps zoom and fits the canvas centred with a margin', () => {
    expect(zoomAround({ zoom: 1, pan: { x: 0, y: 0 } }, { x: 0, y: 0 }, 100).zoom).toBe(4);
    const fit = fitView({ width: 1920, height: 1080 }, { width: 1040, height: 700 });
    expect(fit.zoom).toBeCloseTo(0.5);
    expect(fit.pan).toEqual({ x: 40, y: 80 });
    expect(centredView({ width: 1000, height: 500 }, { width: 800, height: 600 }, 1).pan).toEqual({ x: -100, y: 50 });
  });

  it('turns wheel deltas into gentle zoom factors', () => {
    expect(wheelZoomFactor(-100)).toBeGreaterThan(1);
    expect(wheelZoomFactor(100)).toBeLessThan(1);
    expect(wheelZoomFactor(-1000)).toBeCloseTo(wheelZoomFactor(-100));
  });

  it('places ruler ticks at round canvas values, majors far enough apart to label', () => {
    const ticks = rulerTicks(40, 0.5, 500);
    const majors = ticks.filter((t) => t.major);
    expect(majors.map((t) => t.value).slice(0, 4)).toEqual([0, 200, 400, 600]);
    expect(majors[0]?.offset).toBe(40);
    expect(ticks.slice(0, 3).map((t) => t.value)).toEqual([-80, -40, 0]);
    expect(ticks.at(-1)!.offset).toBeLessThanOrEqual(500);
    // Scrolled left of the origin: negative values too.
    expect(
      rulerTicks(300, 1, 200)
        .filter((t) => t.major)
        .map((t) => t.value),
    ).toEqual([-300, -200, -100]);
  });
});
