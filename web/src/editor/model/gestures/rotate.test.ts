import { describe, expect, it } from 'vitest';
import { gestureDriver } from './test-driver';

describe('the rotate gesture', () => {
  it('turns the widget towards the pointer (in canvas units), as one undo step', () => {
    const d = gestureDriver().add('a', { x: 100, y: 100 }).select('a').view(2, { x: 10, y: 10 });
    d.down({ kind: 'rotateHandle' }, 310, 170);
    expect(d.gestures.kind).toBe('rotate');
    // The centre (150, 150) is drawn at (310, 310); straight to its right is 90°.
    d.to(510, 310);
    expect(d.layout('a')?.rotation).toBe(90);
    d.up(310, 510);
    expect(d.layout('a')?.rotation).toBe(180);
    d.store.undo();
    expect(d.layout('a')?.rotation).toBe(0);
  });

  it('snaps to 15° with Shift', () => {
    const d = gestureDriver().add('a', { x: 0, y: 0 }).select('a');
    // 50 to the right of the centre and 60 above it: about 40°.
    d.down({ kind: 'rotateHandle' }, 50, -20).to(100, -10);
    expect(d.layout('a')?.rotation).toBe(40);
    d.to(100, -10, { shift: true });
    expect(d.layout('a')?.rotation).toBe(45);
    d.up(100, -10, { shift: true });
  });

  it('goes back on Escape', () => {
    const d = gestureDriver().add('a', { x: 0, y: 0 }).select('a');
    d.down({ kind: 'rotateHandle' }, 50, -20).to(200, 50).escape();
    expect(d.layout('a')?.rotation).toBe(0);
    expect(d.store.getSnapshot().dragging).toBe(false);
  });
});
