import { RULER_SIZE, toCanvas } from '../view';
import type { Gesture, LineDraft } from './gesture';

/**
 * Dragging out of a ruler adds a reference line; dragging an existing line (`index`) moves it,
 * and releasing it over the ruler removes it. One settings change, at pointer-up.
 */
export const referenceLineGesture = (axis: 'x' | 'y', index: number | null): Gesture<{ draft: LineDraft | null }> => ({
  kind: 'line',
  begin: () => ({ draft: null }),
  move: ({ store, show }, state, pointer) => {
    const { zoom, pan } = store.getSnapshot().session;
    const at = toCanvas({ zoom, pan }, pointer);
    state.draft = {
      axis,
      index,
      position: Math.round(axis === 'x' ? at.x : at.y),
      removing: (axis === 'x' ? pointer.x : pointer.y) < RULER_SIZE,
    };
    show({ line: state.draft });
  },
  end: ({ store, show }, { draft }) => {
    show({ line: null });
    if (!draft) return;
    store.updateConfig((config) => {
      const lines = config.referenceLines.filter((_, i) => i !== draft.index);
      return {
        ...config,
        referenceLines: draft.removing ? lines : [...lines, { axis: draft.axis, position: draft.position }],
      };
    });
  },
  cancel: ({ show }) => show({ line: null }),
});
