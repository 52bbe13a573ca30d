import type { Box } from '../geometry';
import type { EditorStore } from '../store';

/**
 * Pointer gestures on the canvas as state objects (tldraw's SelectTool child states): each
 * gesture is `{ begin, move, end, cancel }` over a state of its own, driving the store. They
 * know no DOM: the canvas hands them pointers in viewport pixels, so unit tests drive them
 * with the store alone (canvas-gestures.ts routes a pointer-down to one of them).
 */
export interface GesturePointer {
  /** Viewport pixels from the viewport's top-left (a widget move: any fixed frame, only differences count). */
  x: number;
  y: number;
  shift?: boolean;
  alt?: boolean;
  /** Ctrl, or ⌘. */
  mod?: boolean;
}

/** A reference line being dragged out of a ruler, or an existing one being moved. */
export interface LineDraft {
  axis: 'x' | 'y';
  /** Canvas coordinate. */
  position: number;
  index: number | null;
  /** Released here, it is removed (over the ruler). */
  removing: boolean;
}

/** What gestures draw over the canvas while they run (the rest they write to the store). */
export interface GestureOverlay {
  /** Canvas units. */
  marquee: Box | null;
  line: LineDraft | null;
  panning: boolean;
}

export const NO_OVERLAY: GestureOverlay = { marquee: null, line: null, panning: false };

export interface GestureContext {
  store: EditorStore;
  show: (overlay: Partial<GestureOverlay>) => void;
}

export type GestureKind = 'pan' | 'move' | 'resize' | 'rotate' | 'marquee' | 'line';

export interface Gesture<State> {
  kind: GestureKind;
  /** Pointer-down: answers the state the other steps work on. */
  begin: (ctx: GestureContext, pointer: GesturePointer) => State;
  /** Pointer-move (at most once per animation frame). */
  move: (ctx: GestureContext, state: State, pointer: GesturePointer) => void;
  /** Pointer-up: what the gesture did is kept (one undo step where it changed the document). */
  end: (ctx: GestureContext, state: State) => void;
  /** Escape: back to where it began. */
  cancel: (ctx: GestureContext, state: State) => void;
}

/** A gesture in progress: its steps bound to its state. */
export interface ActiveGesture {
  kind: GestureKind;
  move: (pointer: GesturePointer) => void;
  end: () => void;
  cancel: () => void;
}

export function beginGesture<State>(
  gesture: Gesture<State>,
  ctx: GestureContext,
  pointer: GesturePointer,
): ActiveGesture {
  const state = gesture.begin(ctx, pointer);
  return {
    kind: gesture.kind,
    move: (next) => gesture.move(ctx, state, next),
    end: () => gesture.end(ctx, state),
    cancel: () => gesture.cancel(ctx, state),
  };
}

/** How far (viewport pixels) a press travels before it becomes a move or a marquee: a click only selects. */
export const START_DISTANCE = 3;
