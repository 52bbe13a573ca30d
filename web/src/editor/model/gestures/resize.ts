import type { Handle } from '../geometry';
import type { Gesture } from './gesture';

/** Dragging a resize handle of the selection: Shift keeps the ratio, Alt does not snap. */
export const resizeGesture = (handle: Handle): Gesture<{ x: number; y: number }> => ({
  kind: 'resize',
  begin: ({ store }, pointer) => {
    store.beginDrag(handle);
    return { x: pointer.x, y: pointer.y };
  },
  move: ({ store }, start, pointer) => {
    const { zoom } = store.getSnapshot().session;
    store.dragTo((pointer.x - start.x) / zoom, (pointer.y - start.y) / zoom, {
      keepRatio: pointer.shift,
      snap: !pointer.alt,
    });
  },
  end: ({ store }) => store.endDrag(),
  cancel: ({ store }) => store.cancelDrag(),
});
