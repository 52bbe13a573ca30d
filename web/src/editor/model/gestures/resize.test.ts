import { describe, expect, it } from 'vitest';
import { gestureDriver } from './test-driver';

describe('the resize gesture', () => {
  it('drags a handle in canvas units at the current zoom, as one undo step', () => {
    const d = gestureDriver().add('a', { x: 100, y: 100 }).select('a').view(2, { x: 0, y: 0 });
    d.down({ kind: 'resizeHandle', handle: 'se' }, 400, 400);
    expect(d.gestures.kind).toBe('resize');
    d.to(500, 440, { alt: true });
    expect(d.layout('a')).toMatchObject({ w: 150, h: 120 });
    d.up(500, 440, { alt: true });
    expect(d.store.getSnapshot().dragging).toBe(false);
    d.store.undo();
    expect(d.layout('a')).toMatchObject({ w: 100, h: 100 });
  });

  it('keeps the ratio with Shift', () => {
    const d = gestureDriver().add('a', { x: 100, y: 100, w: 200, h: 100 }).select('a');
    d.down({ kind: 'resizeHandle', handle: 'se' }, 300, 200)
      .to(500, 210, { shift: true })
      .up(500, 210, { shift: true });
    expect(d.layout('a')).toMatchObject({ w: 400, h: 200 });
  });

  it('snaps the moving edge to a neighbour unless Alt is held', () => {
    const d = gestureDriver().add('a', { x: 100, y: 100 }).add('b', { x: 300, y: 400 }).select('a');
    d.down({ kind: 'resizeHandle', handle: 'e' }, 200, 150).to(297, 150);
    expect(d.layout('a')).toMatchObject({ w: 200 });
    d.to(297, 150, { alt: true });
    expect(d.layout('a')).toMatchObject({ w: 197 });
    d.up(297, 150, { alt: true });
  });

  it('goes back to where it began on Escape', () => {
    const d = gestureDriver().add('a', { x: 100, y: 100 }).select('a');
    d.down({ kind: 'resizeHandle', handle: 'nw' }, 100, 100).to(50, 50).escape();
    expect(d.layout('a')).toMatchObject({ x: 100, y: 100, w: 100, h: 100 });
    expect(d.store.getSnapshot().canUndo).toBe(true);
    d.store.undo();
    expect(d.layout('a')).toBeUndefined();
  });
});
