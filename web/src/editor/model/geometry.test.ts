import { describe, expect, it } from 'vitest';
import {
  freeSpot,
  intersects,
  align,
  boundingBox,
  distribute,
  marqueeHits,
  resizeBox,
  resizeRotated,
  rotatedBounds,
  snapMove,
  snapResize,
} from './geometry';

describe('canvas geometry', () => {
  it('snaps a moving box to another box’s edge and reports the guide', () => {
    const snap = snapMove({ x: 203, y: 500, w: 100, h: 50 }, [{ x: 0, y: 0, w: 200, h: 100 }], { threshold: 5 });
    expect(snap.dx).toBe(-3);
    expect(snap.guides).toEqual([{ axis: 'x', position: 200 }]);
  });

  it('snaps centres too, and falls back to the grid', () => {
    const centre = snapMove({ x: 48, y: 0, w: 100, h: 10 }, [{ x: 0, y: 300, w: 200, h: 10 }], {
      threshold: 4,
      grid: 10,
    });
    expect(centre.dx).toBe(2); // centres 98 → 100
    const grid = snapMove({ x: 47, y: 33, w: 10, h: 10 }, [], { threshold: 2, grid: 10 });
    expect([grid.dx, grid.dy]).toEqual([3, -3]);
  });

  it('resizes from any handle, keeps the ratio with Shift, and never below the minimum', () => {
    expect(resizeBox({ x: 0, y: 0, w: 100, h: 50 }, 'se', 20, 10)).toEqual({ x: 0, y: 0, w: 120, h: 60 });
    expect(resizeBox({ x: 0, y: 0, w: 100, h: 50 }, 'nw', 10, 10)).toEqual({ x: 10, y: 10, w: 90, h: 40 });
    expect(resizeBox({ x: 0, y: 0, w: 100, h: 50 }, 'e', 100, 0, true)).toEqual({ x: 0, y: 0, w: 200, h: 100 });
    expect(resizeBox({ x: 0, y: 0, w: 100, h: 50 }, 'w', 200, 0)).toEqual({ x: 92, y: 0, w: 8, h: 50 });
  });

  it('hits what a marquee touches', () => {
    expect(
      marqueeHits({ x: 0, y: 0, w: 50, h: 50 }, { a: { x: 40, y: 40, w: 20, h: 20 }, b: { x: 60, y: 0, w: 5, h: 5 } }),
    ).toEqual(['a']);
  });

  it('aligns to the selection’s bounds and distributes with equal gaps', () => {
    const boxes = {
      a: { x: 0, y: 0, w: 10, h: 10 },
      b: { x: 50, y: 20, w: 30, h: 10 },
      c: { x: 100, y: 5, w: 20, h: 10 },
    };
    expect(boundingBox(Object.values(boxes))).toEqual({ x: 0, y: 0, w: 120, h: 30 });
    expect(align(boxes, 'right')).toEqual({ a: { x: 110, y: 0 }, b: { x: 90, y: 20 }, c: { x: 100, y: 5 } });
    expect(distribute(boxes, 'x')).toEqual({ a: { x: 0, y: 0 }, b: { x: 40, y: 20 }, c: { x: 100, y: 5 } });
  });
});

describe('resizing rotated and snapped boxes', () => {
  it("reads the drag in the box's own axes and keeps the opposite edge where it is on screen", () => {
    // Rotated 90° clockwise, the east handle points down: dragging down 20 widens the box by 20.
    const box = { x: 0, y: 0, w: 100, h: 50 };
    const resized = resizeRotated(box, 90, 'e', 0, 20);
    expect(resized).toEqual({ x: -10, y: 10, w: 120, h: 50 });
    // The west edge's midpoint stays at (50, -25) on screen before and after.
    const westOnScreen = (b: typeof box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 - b.w / 2 });
    expect(westOnScreen(resized)).toEqual(westOnScreen(box));
    // Dragging sideways (across the box's own axis) does not change the width.
    expect(resizeRotated(box, 90, 'e', 30, 0).w).toBe(100);
    // Upright boxes resize as before.
    expect(resizeRotated(box, 0, 'se', 20, 10)).toEqual(resizeBox(box, 'se', 20, 10));
  });

  it('snaps only the edges the handle moves, to neighbours first, else to the grid', () => {
    const neighbour = { x: 300, y: 0, w: 100, h: 100 };
    const east = snapResize({ x: 0, y: 0, w: 296, h: 57 }, 'e', [neighbour], { threshold: 6, grid: 10 });
    expect(east.box).toEqual({ x: 0, y: 0, w: 300, h: 57 });
    expect(east.guides).toEqual([{ axis: 'x', position: 300 }]);
    const northWest = snapResize({ x: 13, y: 27, w: 100, h: 100 }, 'nw', [], { threshold: 2, grid: 10 });
    expect(northWest.box).toEqual({ x: 10, y: 30, w: 103, h: 97 });
    expect(northWest.guides).toEqual([]);
    // Never below the minimum size.
    expect(snapResize({ x: 0, y: 0, w: 9, h: 9 }, 'se', [{ x: 0, y: 0, w: 2, h: 2 }], { threshold: 8 }).box).toEqual({
      x: 0,
      y: 0,
      w: 9,
      h: 9,
    });
  });

  it('gives the upright bounds of a rotated box, about its centre', () => {
    const box = { x: 100, y: 100, w: 200, h: 100 };
    expect(rotatedBounds(box, 0)).toEqual(box);
    const quarter = rotatedBounds(box, 90);
    expect(quarter.x).toBeCloseTo(150);
    expect(quarter.y).toBeCloseTo(50);
    expect(quarter.w).toBeCloseTo(100);
    expect(quarter.h).toBeCloseTo(200);
    const eighth = rotatedBounds(box, 45);
    expect(eighth.w).toBeCloseTo(300 / Math.SQRT2);
    expect(eighth.x + eighth.w / 2).toBeCloseTo(200);
  });
});

describe('freeSpot', () => {
  const canvas = { w: 1920, h: 1080 };
  const size = { w: 400, h: 200 };

  it('keeps the preferred place when it is free', () => {
    expect(freeSpot({ x: 760, y: 440 }, size, [{ x: 0, y: 0, w: 300, h: 300 }], canvas)).toEqual({ x: 760, y: 440 });
  });

  it('moves a new box off the one in the middle, to the nearest free place', () => {
    const middle = { x: 760, y: 440, w: 400, h: 200 };
    const spot = freeSpot({ x: 760, y: 440 }, size, [middle], canvas);
    expect(intersects({ ...spot, ...size }, middle)).toBe(false);
    expect(Math.hypot(spot.x - 760, spot.y - 440)).toBeLessThanOrEqual(220);
    // A second one avoids both.
    const next = freeSpot({ x: 760, y: 440 }, size, [middle, { ...spot, ...size }], canvas);
    expect(intersects({ ...next, ...size }, middle) || intersects({ ...next, ...size }, { ...spot, ...size })).toBe(
      false,
    );
  });

  it('keeps the preferred place when the canvas is full', () => {
    expect(freeSpot({ x: 10, y: 10 }, size, [{ x: 0, y: 0, ...canvas }], canvas)).toEqual({ x: 10, y: 10 });
  });
});
