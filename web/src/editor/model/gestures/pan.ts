import type { Gesture } from './gesture';

/** Space + drag, or the middle button: the view follows the pointer. */
export const panGesture: Gesture<{ x: number; y: number; pan: { x: number; y: number } }> = {
  kind: 'pan',
  begin: ({ store, show }, pointer) => {
    show({ panning: true });
    return { x: pointer.x, y: pointer.y, pan: store.getSnapshot().session.pan };
  },
  move: ({ store }, start, pointer) => {
    const { zoom } = store.getSnapshot().session;
    store.view.set({ zoom, pan: { x: start.pan.x + pointer.x - start.x, y: start.pan.y + pointer.y - start.y } });
  },
  end: ({ show }) => show({ panning: false }),
  cancel: ({ show }) => show({ panning: false }),
};
