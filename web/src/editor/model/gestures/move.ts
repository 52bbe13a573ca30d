import { START_DISTANCE, type Gesture } from './gesture';

/**
 * Pressing a widget and dragging it: the selection moves (snapping unless Alt is held). The
 * first few pixels only arm it, so a click just selects; the store's drag starts when it moves.
 */
export const moveGesture: Gesture<{ x: number; y: number; moving: boolean }> = {
  kind: 'move',
  begin: (_ctx, pointer) => ({ x: pointer.x, y: pointer.y, moving: false }),
  move: ({ store }, state, pointer) => {
    if (!state.moving) {
      if (Math.hypot(pointer.x - state.x, pointer.y - state.y) < START_DISTANCE) return;
      store.beginDrag();
      state.moving = true;
    }
    const { zoom } = store.getSnapshot().session;
    store.dragTo((pointer.x - state.x) / zoom, (pointer.y - state.y) / zoom, { snap: !pointer.alt });
  },
  end: ({ store }, state) => {
    if (state.moving) store.endDrag();
  },
  cancel: ({ store }, state) => {
    if (state.moving) store.cancelDrag();
  },
};
