import { describe, expect, it } from 'vitest';
import { gestureDriver } from './test-driver';

describe('canvas gestures: what a press starts', () => {
  it('names the press of each button: middle pans, primary acts, others are ignored', () => {
    const d = gestureDriver();
    expect([0, 1, 2].map((button) => d.gestures.pressOf(button))).toEqual(['primary', 'pan', 'ignored']);
    d.down({ kind: 'canvas' }, 10, 10, {}, 2);
    expect(d.gestures.kind).toBeNull();
  });

  it('starts the gesture of what the pointer landed on', () => {
    const d = gestureDriver().add('a', { x: 0, y: 0 }).select('a');
    const started = (hit: Parameters<typeof d.down>[0]) => {
      d.down(hit, 50, 50);
      const kind = d.gestures.kind;
      d.escape();
      return kind;
    };
    expect(started({ kind: 'rotateHandle' })).toBe('rotate');
    expect(started({ kind: 'resizeHandle', handle: 'n' })).toBe('resize');
    expect(started({ kind: 'ruler', axis: 'x' })).toBe('line');
    expect(started({ kind: 'referenceLine', index: 0 })).toBe('line');
    expect(started({ kind: 'widget', id: 'a' })).toBeNull();
    expect(started({ kind: 'canvas' })).toBe('marquee');
  });

  it('drives window gestures by window events only, not by the widget layer', () => {
    const d = gestureDriver().add('a', { x: 0, y: 0 }).select('a');
    d.down({ kind: 'resizeHandle', handle: 'se' }, 100, 100);
    expect(d.gestures.pressWidget({ x: 0, y: 0 })).toBe(false);
    d.drag(200, 200).release(200, 200);
    expect(d.gestures.kind).toBe('resize');
    expect(d.layout('a')).toMatchObject({ w: 100, h: 100 });
    d.up(120, 100, { alt: true });
    expect(d.layout('a')).toMatchObject({ w: 120, h: 100 });
  });

  it('answers whether Escape found a gesture to cancel', () => {
    const d = gestureDriver();
    expect(d.gestures.cancel()).toBe(false);
    d.down({ kind: 'canvas' }, 0, 0);
    expect(d.gestures.cancel()).toBe(true);
  });
});
