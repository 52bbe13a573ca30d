import { toCanvas } from '../view';
import type { Gesture } from './gesture';

/** Dragging the rotation handle of a single selection: it turns towards the pointer; Shift snaps to 15°. */
export const rotateGesture: Gesture<null> = {
  kind: 'rotate',
  begin: ({ store }) => {
    store.beginRotate();
    return null;
  },
  move: ({ store }, _state, pointer) => {
    const { zoom, pan } = store.getSnapshot().session;
    store.rotateTo(toCanvas({ zoom, pan }, pointer), pointer.shift);
  },
  end: ({ store }) => store.endDrag(),
  cancel: ({ store }) => store.cancelDrag(),
};
