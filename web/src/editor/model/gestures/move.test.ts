import { describe, expect, it } from 'vitest';
import { gestureDriver } from './test-driver';

describe('the move gesture', () => {
  it('selects on press, only arms within 3 pixels, then moves the selection as one undo step', () => {
    const d = gestureDriver().add('a', { x: 100, y: 100 }).add('b', { x: 400, y: 100 }).select();
    d.press('a', 150, 150);
    expect(d.selection()).toEqual(['a']);
    d.drag(152, 151);
    expect(d.store.getSnapshot().dragging).toBe(false);
    d.drag(170, 160, { alt: true });
    expect(d.store.getSnapshot().dragging).toBe(true);
    expect(d.layout('a')).toMatchObject({ x: 120, y: 110 });
    d.release(180, 170, { alt: true });
    expect(d.layout('a')).toMatchObject({ x: 130, y: 120 });
    expect(d.store.getSnapshot().dragging).toBe(false);
    d.store.undo();
    expect(d.layout('a')).toMatchObject({ x: 100, y: 100 });
  });

  it('is a click when released where it was pressed: nothing moves, nothing is recorded', () => {
    const d = gestureDriver().add('a', { x: 100, y: 100 });
    const undoBefore = d.store.getSnapshot().canUndo;
    d.press('a', 150, 150).release(151, 150);
    expect(d.layout('a')).toMatchObject({ x: 100, y: 100 });
    expect(d.store.getSnapshot().canUndo).toBe(undoBefore);
  });

  it('moves in canvas units at the current zoom, snapping unless Alt is held', () => {
    const d = gestureDriver().add('a', { x: 0, y: 300 }).add('b', { x: 300, y: 300 }).view(2, { x: 0, y: 0 });
    d.press('b', 700, 700).drag(700 - 2 * 197, 700);
    expect(d.layout('b')).toMatchObject({ x: 100, y: 300 });
    d.drag(700 - 2 * 197, 700, { alt: true });
    expect(d.layout('b')).toMatchObject({ x: 103, y: 300 });
    d.release(700 - 2 * 197, 700, { alt: true });
  });

  it('keeps the selection of a group and moves all of it', () => {
    const d = gestureDriver().add('a', { x: 0, y: 0 }).add('b', { x: 200, y: 0 }).select('a', 'b');
    d.store.runById('group');
    d.select().press('a', 50, 50).drag(60, 70, { alt: true }).release(60, 70, { alt: true });
    expect(d.selection()).toEqual(['a', 'b']);
    expect([d.layout('a')?.x, d.layout('b')?.x]).toEqual([10, 210]);
  });

  it('puts everything back on Escape', () => {
    const d = gestureDriver().add('a', { x: 100, y: 100 });
    d.press('a', 150, 150).drag(250, 250, { alt: true }).escape();
    expect(d.layout('a')).toMatchObject({ x: 100, y: 100 });
    expect(d.gestures.kind).toBeNull();
    d.release(260, 260);
    expect(d.layout('a')).toMatchObject({ x: 100, y: 100 });
  });

  it('leaves a Shift or Ctrl press to the selection toggle', () => {
    const d = gestureDriver().add('a', { x: 0, y: 0 }).add('b', { x: 200, y: 0 }).select('a');
    d.press('b', 250, 50, { shift: true });
    expect(d.gestures.kind).toBeNull();
    expect(d.selection()).toEqual(['a', 'b']);
    d.press('a', 50, 50, { mod: true });
    expect(d.selection()).toEqual(['b']);
    expect(d.gestures.pressWidget({ x: 0, y: 0, mod: true })).toBe(false);
  });

  it('is driven by the widget layer only: window pointer events leave it alone', () => {
    const d = gestureDriver().add('a', { x: 100, y: 100 });
    d.press('a', 150, 150).to(300, 300).up(300, 300);
    expect(d.gestures.kind).toBe('move');
    expect(d.layout('a')).toMatchObject({ x: 100, y: 100 });
    d.release(150, 150);
    expect(d.gestures.kind).toBeNull();
  });
});
