import type { Handle } from '../geometry';
import type { EditorStore } from '../store';
import {
  beginGesture,
  NO_OVERLAY,
  type ActiveGesture,
  type Gesture,
  type GestureContext,
  type GestureKind,
  type GestureOverlay,
  type GesturePointer,
} from './gesture';
import { marqueeGesture } from './marquee';
import { moveGesture } from './move';
import { panGesture } from './pan';
import { referenceLineGesture } from './reference-line';
import { resizeGesture } from './resize';
import { rotateGesture } from './rotate';

/** What a pointer-down landed on (the canvas reads it from the element under the pointer). */
export type CanvasHit =
  | { kind: 'rotateHandle' }
  | { kind: 'resizeHandle'; handle: Handle }
  | { kind: 'ruler'; axis: 'x' | 'y' }
  | { kind: 'referenceLine'; index: number }
  | { kind: 'widget'; id: string }
  | { kind: 'canvas' };

/** Mouse buttons as PointerEvent.button numbers them. */
const PRIMARY_BUTTON = 0;
const MIDDLE_BUTTON = 1;

/**
 * The canvas's pointer gestures: which one a pointer-down starts, and the one in progress.
 * Widget moves are driven by the widget layer's drag events (`pressWidget`, `dragWidget`,
 * `releaseWidget`), the other gestures by the window's pointer events (`pointerMove`,
 * `pointerUp`). The page turns DOM events into these calls; tests call them directly.
 */
export class CanvasGestures {
  private active: ActiveGesture | null = null;
  private readonly ctx: GestureContext;
  overlay: GestureOverlay = NO_OVERLAY;
  private space = false;

  constructor(store: EditorStore, onOverlay: (overlay: GestureOverlay) => void = () => undefined) {
    this.ctx = {
      store,
      show: (overlay) => {
        this.overlay = { ...this.overlay, ...overlay };
        onOverlay(this.overlay);
      },
    };
  }

  /** Space is held over the canvas: a press pans. */
  get spaceHeld(): boolean {
    return this.space;
  }

  setSpaceHeld(held: boolean): void {
    this.space = held;
  }

  /** The gesture in progress, if any. */
  get kind(): GestureKind | null {
    return this.active?.kind ?? null;
  }

  private begin<State>(gesture: Gesture<State>, pointer: GesturePointer): void {
    this.active = beginGesture(gesture, this.ctx, pointer);
  }

  /**
   * What a press of `button` will be: `pan` (the middle button, or Space held), `primary` (the
   * canvas takes the focus before the press acts), or `ignored` (other buttons).
   */
  pressOf(button: number): 'pan' | 'primary' | 'ignored' {
    if (button === MIDDLE_BUTTON || (button === PRIMARY_BUTTON && this.space)) return 'pan';
    return button === PRIMARY_BUTTON ? 'primary' : 'ignored';
  }

  /** Pointer-down on the viewport: starts the gesture for what it landed on, or selects a widget. */
  pointerDown(hit: CanvasHit, pointer: GesturePointer, button: number): void {
    const { store } = this.ctx;
    const press = this.pressOf(button);
    if (press === 'pan') {
      this.begin(panGesture, pointer);
      return;
    }
    if (press === 'ignored') return;
    switch (hit.kind) {
      case 'rotateHandle':
        this.begin(rotateGesture, pointer);
        break;
      case 'resizeHandle':
        this.begin(resizeGesture(hit.handle), pointer);
        break;
      case 'ruler':
        this.begin(referenceLineGesture(hit.axis, null), pointer);
        break;
      case 'referenceLine':
        this.begin(
          referenceLineGesture(store.getSnapshot().doc.config.referenceLines[hit.index]?.axis ?? 'x', hit.index),
          pointer,
        );
        break;
      case 'widget':
        // Selects here; the move itself starts with `pressWidget`.
        if (pointer.shift || pointer.mod) store.select([hit.id], 'toggle', true);
        else if (!store.getSnapshot().session.selection.includes(hit.id)) store.select([hit.id], 'replace', true);
        break;
      case 'canvas':
        this.begin(marqueeGesture, pointer);
        break;
    }
  }

  /** Window pointer-move: every gesture but a widget move. */
  pointerMove(pointer: GesturePointer): void {
    if (this.active && this.active.kind !== 'move') this.active.move(pointer);
  }

  /** Window pointer-up (or pointer-cancel): every gesture but a widget move ends here. */
  pointerUp(pointer: GesturePointer): void {
    if (!this.active || this.active.kind === 'move') return;
    this.active.move(pointer);
    this.finish(false);
  }

  /** A press on a widget may move the selection; a pan, a Shift/Ctrl toggle or a gesture in progress owns it instead (false). */
  pressWidget(pointer: GesturePointer): boolean {
    if (this.active || this.space || pointer.shift || pointer.mod) return false;
    this.begin(moveGesture, pointer);
    return true;
  }

  dragWidget(pointer: GesturePointer): void {
    if (this.active?.kind === 'move') this.active.move(pointer);
  }

  releaseWidget(pointer: GesturePointer): void {
    if (this.active?.kind !== 'move') return;
    this.active.move(pointer);
    this.finish(false);
  }

  /** Escape: answers whether a gesture was in progress (it is undone). */
  cancel(): boolean {
    if (!this.active) return false;
    this.finish(true);
    return true;
  }

  private finish(cancelled: boolean): void {
    const active = this.active;
    this.active = null;
    if (cancelled) active?.cancel();
    else active?.end();
  }
}
