import { describe, expect, it } from 'vitest';
import { gestureDriver } from './test-driver';

describe('the marquee gesture', () => {
  const three = () =>
    gestureDriver().add('a', { x: 0, y: 0 }).add('b', { x: 300, y: 0 }).add('c', { x: 0, y: 300 }).select();

  it('selects what the box touches as it grows, in canvas units, and draws the box', () => {
    const d = three().view(0.5, { x: 100, y: 100 });
    d.down({ kind: 'canvas' }, 90, 90);
    expect(d.gestures.kind).toBe('marquee');
    d.to(160, 160);
    expect(d.gestures.overlay.marquee).toEqual({ x: -20, y: -20, w: 140, h: 140 });
    expect(d.selection()).toEqual(['a']);
    d.to(260, 160);
    expect(d.selection()).toEqual(['a', 'b']);
    d.up(260, 160);
    expect(d.gestures.overlay.marquee).toBeNull();
    expect(d.selection()).toEqual(['a', 'b']);
  });

  it('clears the selection on a plain click, keeps it on a Shift click', () => {
    const d = three().select('a');
    d.down({ kind: 'canvas' }, 600, 600, { shift: true }).to(601, 601, { shift: true }).up(601, 601, { shift: true });
    expect(d.selection()).toEqual(['a']);
    d.down({ kind: 'canvas' }, 600, 600).to(602, 601).up(602, 601);
    expect(d.gestures.overlay.marquee).toBeNull();
    expect(d.selection()).toEqual([]);
  });

  it('adds to the selection with Shift or Ctrl, skips hidden widgets and picks whole groups', () => {
    const d = three().add('h', { x: 50, y: 50 }, { hidden: true }).add('g', { x: 600, y: 600 }).select('b', 'g');
    d.store.runById('group');
    d.select('c');
    d.down({ kind: 'canvas' }, -10, -10, { mod: true }).to(320, 50, { mod: true }).up(320, 50, { mod: true });
    expect([...d.selection()].sort()).toEqual(['a', 'b', 'c', 'g']);
  });

  it('restores the selection it began with on Escape', () => {
    const d = three().select('c');
    d.down({ kind: 'canvas' }, -10, -10).to(400, 50);
    expect(d.selection()).toEqual(['a', 'b']);
    d.escape();
    expect(d.selection()).toEqual(['c']);
    expect(d.gestures.overlay.marquee).toBeNull();
  });
});
