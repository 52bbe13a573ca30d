import { marqueeHits } from '../geometry';
import { toCanvas } from '../view';
import { START_DISTANCE, type Gesture } from './gesture';

interface MarqueeState {
  x: number;
  y: number;
  /** Shift, Ctrl or ⌘: the marquee adds to the selection it started with. */
  additive: boolean;
  base: readonly string[];
  moved: boolean;
}

/**
 * Dragging on the empty canvas: the visible widgets the box touches (with their groups) become
 * the selection as it grows. A click without a modifier clears the selection; Escape restores it.
 */
export const marqueeGesture: Gesture<MarqueeState> = {
  kind: 'marquee',
  begin: ({ store }, pointer) => ({
    x: pointer.x,
    y: pointer.y,
    additive: Boolean(pointer.shift || pointer.mod),
    base: store.getSnapshot().session.selection,
    moved: false,
  }),
  move: ({ store, show }, state, pointer) => {
    if (!state.moved && Math.hypot(pointer.x - state.x, pointer.y - state.y) < START_DISTANCE) return;
    state.moved = true;
    const { doc, session } = store.getSnapshot();
    const view = { zoom: session.zoom, pan: session.pan };
    const start = toCanvas(view, state);
    const at = toCanvas(view, pointer);
    const box = {
      x: Math.min(start.x, at.x),
      y: Math.min(start.y, at.y),
      w: Math.abs(at.x - start.x),
      h: Math.abs(at.y - start.y),
    };
    show({ marquee: box });
    const visible = Object.fromEntries(Object.entries(doc.layout).filter(([id]) => !doc.widgets[id]?.hidden));
    const hits = marqueeHits(box, visible);
    const next = state.additive ? [...new Set([...state.base, ...hits])] : hits;
    const { selection } = session;
    if (next.length !== selection.length || next.some((id, i) => id !== selection[i]))
      store.select(next, 'replace', true);
  },
  end: ({ store, show }, state) => {
    show({ marquee: null });
    if (!state.moved && !state.additive) store.select([]);
  },
  cancel: ({ store, show }, state) => {
    show({ marquee: null });
    store.select(state.base);
  },
};
