import { describe, expect, it } from 'vitest';
import { gestureDriver } from './test-driver';

describe('the pan gesture', () => {
  it('follows a middle-button drag, shows the grabbing hand, and leaves no undo step', () => {
    const d = gestureDriver().view(1, { x: 10, y: 20 });
    expect(d.gestures.pressOf(1)).toBe('pan');
    d.down({ kind: 'canvas' }, 100, 100, {}, 1);
    expect(d.gestures.kind).toBe('pan');
    expect(d.gestures.overlay.panning).toBe(true);
    d.to(150, 80);
    expect(d.session().pan).toEqual({ x: 60, y: 0 });
    d.up(160, 70);
    expect(d.session().pan).toEqual({ x: 70, y: -10 });
    expect(d.gestures.overlay.panning).toBe(false);
    expect(d.gestures.kind).toBeNull();
    expect(d.store.getSnapshot().canUndo).toBe(false);
  });

  it('takes a primary press while Space is held, even on a widget, which then does not move', () => {
    const d = gestureDriver().add('a', { x: 0, y: 0 }).select();
    d.gestures.setSpaceHeld(true);
    expect(d.gestures.pressOf(0)).toBe('pan');
    d.press('a', 50, 50);
    expect(d.gestures.kind).toBe('pan');
    expect(d.selection()).toEqual([]);
    d.to(80, 50).up(80, 50);
    expect(d.session().pan).toEqual({ x: 30, y: 0 });
    expect(d.layout('a')).toMatchObject({ x: 0, y: 0 });
  });

  it('keeps the view where it went on Escape', () => {
    const d = gestureDriver();
    d.down({ kind: 'canvas' }, 0, 0, {}, 1).to(40, 40).escape();
    expect(d.session().pan).toEqual({ x: 40, y: 40 });
    expect(d.gestures.overlay.panning).toBe(false);
  });
});
