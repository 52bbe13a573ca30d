import { describe, expect, it } from 'vitest';
import { wallSchema } from '../../../shared/screen/document.js';
import { placeScreen } from './scaling';
import { placeOnWall, toScreen, wallResolution, wallSeams } from './wallProfile';

const screen = { width: 1920, height: 1080 };
const splice = wallSchema.parse({
  kind: 'splice',
  columns: 3,
  rows: 2,
  panelWidth: 1920,
  panelHeight: 1080,
  bezel: 12,
});

describe('wall profiles', () => {
  it('knows the resolution the wall is fed: a display, or the panels side by side', () => {
    expect(wallResolution(wallSchema.parse({}))).toBeNull();
    expect(wallResolution(wallSchema.parse({ kind: 'display', width: 6656, height: 1792 }))).toEqual({
      width: 6656,
      height: 1792,
    });
    expect(wallResolution(splice)).toEqual({ width: 5760, height: 2160 });
  });

  it('puts a bezel-wide strip on each seam between panels', () => {
    expect(wallSeams(splice)).toEqual([
      { x: 1914, y: 0, width: 12, height: 2160 },
      { x: 3834, y: 0, width: 12, height: 2160 },
      { x: 0, y: 1074, width: 5760, height: 12 },
    ]);
    expect(wallSeams(wallSchema.parse({ kind: 'splice', columns: 2, rows: 1 }))).toEqual([
      { x: 1919.5, y: 0, width: 1, height: 1080 },
    ]);
    expect(wallSeams(wallSchema.parse({ kind: 'display' }))).toEqual([]);
  });

  it('places the screen on the wall, and the wall in the window', () => {
    // 1920×1080 proportional on a 5760×2160 splice: ×2, centred (left 960); the wall at ¼ in 1440×900, 180 px bars.
    expect(placeOnWall('fullscreen', screen, splice, { width: 1440, height: 900 })).toEqual({
      scaleX: 0.5,
      scaleY: 0.5,
      left: 240,
      top: 180,
      width: 960,
      height: 540,
    });
    // On the wall's own player the window is the wall: the plain placement.
    expect(placeOnWall('fill', screen, splice, { width: 5760, height: 2160 })).toEqual(
      placeScreen('fill', screen, { width: 5760, height: 2160 }),
    );
    // Without a profile the window is the wall.
    expect(placeOnWall('fullscreen', screen, wallSchema.parse({}), { width: 1366, height: 768 })).toEqual(
      placeScreen('fullscreen', screen, { width: 1366, height: 768 }),
    );
  });

  it('maps a seam into the screen’s coordinates for the editor', () => {
    const onWall = placeScreen('fullscreen', screen, { width: 5760, height: 2160 });
    expect(toScreen({ x: 1914, y: 0, width: 12, height: 2160 }, onWall)).toEqual({
      x: 477,
      y: 0,
      width: 6,
      height: 1080,
    });
  });
});
