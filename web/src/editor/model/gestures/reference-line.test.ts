import { describe, expect, it } from 'vitest';
import { gestureDriver } from './test-driver';

describe('the reference-line gesture', () => {
  const lines = (d: ReturnType<typeof gestureDriver>) => d.store.getSnapshot().doc.config.referenceLines;

  it('drags a line out of a ruler, drafting it in canvas units, and adds it at pointer-up', () => {
    const d = gestureDriver().view(2, { x: 20, y: 20 });
    d.down({ kind: 'ruler', axis: 'y' }, 200, 10);
    expect(d.gestures.kind).toBe('line');
    d.to(200, 121);
    expect(d.gestures.overlay.line).toEqual({ axis: 'y', index: null, position: 51, removing: false });
    expect(lines(d)).toEqual([]);
    d.up(200, 221);
    expect(d.gestures.overlay.line).toBeNull();
    expect(lines(d)).toEqual([{ axis: 'y', position: 101 }]);
    d.store.undo();
    expect(lines(d)).toEqual([]);
  });

  it('moves an existing line, and removes it when released over the ruler', () => {
    const d = gestureDriver();
    d.down({ kind: 'ruler', axis: 'x' }, 5, 300).up(150, 300);
    d.down({ kind: 'ruler', axis: 'x' }, 5, 300).up(250, 300);
    expect(lines(d)).toEqual([
      { axis: 'x', position: 150 },
      { axis: 'x', position: 250 },
    ]);
    d.down({ kind: 'referenceLine', index: 0 }, 150, 300).up(180, 300);
    expect(lines(d)).toEqual([
      { axis: 'x', position: 250 },
      { axis: 'x', position: 180 },
    ]);
    d.down({ kind: 'referenceLine', index: 1 }, 180, 300).to(12, 300);
    expect(d.gestures.overlay.line).toMatchObject({ axis: 'x', index: 1, removing: true });
    d.up(12, 300);
    expect(lines(d)).toEqual([{ axis: 'x', position: 250 }]);
  });

  it('changes nothing on Escape', () => {
    const d = gestureDriver();
    d.down({ kind: 'ruler', axis: 'y' }, 300, 5).to(300, 200).escape();
    expect(d.gestures.overlay.line).toBeNull();
    expect(lines(d)).toEqual([]);
  });
});
