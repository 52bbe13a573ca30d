import { describe, expect, it } from 'vitest';
import { placeScreen, stageScrolls, stageSize } from './scaling';

const screen = { width: 1920, height: 1080 };

describe('placing a screen in a viewport', () => {
  it('fullscreen keeps the ratio and letterboxes', () => {
    expect(placeScreen('fullscreen', screen, { width: 3840, height: 2160 })).toEqual({
      scaleX: 2,
      scaleY: 2,
      left: 0,
      top: 0,
      width: 3840,
      height: 2160,
    });
    const small = placeScreen('fullscreen', screen, { width: 1366, height: 1000 });
    expect(small.scaleX).toBeCloseTo(1366 / 1920);
    expect(small.left).toBe(0);
    expect(small.top).toBe(Math.round((1000 - 1080 * (1366 / 1920)) / 2));
  });

  it('letterboxes on whole pixels and never rounds the scale', () => {
    const placed = placeScreen('fullscreen', screen, { width: 1366, height: 768 });
    expect(placed.scaleX).toBe(768 / 1080);
    expect(placed.width).toBeCloseTo(1365.3333, 4);
    expect(placed.left).toBe(0);
    expect(placeScreen('fullscreen', screen, { width: 1000, height: 1000 }).top).toBe(219);
  });

  it('sizes the scrolled stage in whole pixels, up, without noise', () => {
    expect(stageSize(placeScreen('width', screen, { width: 1366, height: 500 }))).toEqual({ width: 1366, height: 769 });
    expect(stageSize({ scaleX: 2, scaleY: 2, left: 0, top: 0, width: 3840.0000000001, height: 2160 })).toEqual({
      width: 3840,
      height: 2160,
    });
    expect(stageSize(placeScreen('fullscreen', screen, { width: 1366, height: 768 }))).toEqual({
      width: 1366,
      height: 768,
    });
  });

  it('fill stretches both ways; height and width fit one side and scroll the other', () => {
    expect(placeScreen('fill', screen, { width: 1366, height: 768 })).toMatchObject({
      scaleX: 1366 / 1920,
      scaleY: 768 / 1080,
      width: 1366,
      height: 768,
    });
    const tall = placeScreen('width', { width: 1920, height: 4000 }, { width: 960, height: 1000 });
    expect(tall).toMatchObject({ scaleX: 0.5, scaleY: 0.5, width: 960, height: 2000, top: 0, left: 0 });
    const wide = placeScreen('height', { width: 6000, height: 1000 }, { width: 1000, height: 500 });
    expect(wide).toMatchObject({ scaleX: 0.5, width: 3000, height: 500, left: 0, top: 0 });
  });

  it('mobile lays out 750 wide and fits the device width', () => {
    expect(placeScreen('mobile', { width: 750, height: 1334 }, { width: 375, height: 812 })).toMatchObject({
      scaleX: 0.5,
      width: 375,
      height: 667,
      top: 0,
    });
  });
});

describe('whether a stage scrolls', () => {
  it('counts a scroll of more than the 1 px rounding can leave, either way', () => {
    const viewport = { width: 1366, height: 768 };
    expect(stageScrolls(stageSize(placeScreen('width', screen, viewport)), viewport)).toBe(false);
    expect(stageScrolls(stageSize(placeScreen('width', { width: 1920, height: 6000 }, viewport)), viewport)).toBe(true);
    expect(
      stageScrolls(stageSize(placeScreen('height', screen, { width: 1000, height: 768 })), {
        width: 1000,
        height: 768,
      }),
    ).toBe(true);
    expect(stageScrolls(stageSize(placeScreen('fullscreen', screen, viewport)), viewport)).toBe(false);
  });
});
