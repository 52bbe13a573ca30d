import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import type { DraggableData, DraggableEvent, DraggableEventHandler } from 'react-draggable';
import type { Handle } from '../../model/geometry';
import { CanvasGestures, type CanvasHit } from '../../model/gestures/canvas-gestures';
import { NO_OVERLAY, type GesturePointer } from '../../model/gestures/gesture';
import type { EditorStore } from '../../model/store';

/**
 * The canvas viewport's DOM events, handed to its gestures (model/gestures: pan, move,
 * resize, rotate, marquee and reference lines). Widget moves come from react-draggable's
 * DraggableCore on the widget layer (`moveHandlers`), the rest from window pointer events.
 * Moves are applied once per animation frame; Escape cancels.
 */

/** DraggableCore's callbacks for moving widgets (stable for the canvas's lifetime). */
export interface MoveHandlers {
  onStart: DraggableEventHandler;
  onDrag: DraggableEventHandler;
  onStop: DraggableEventHandler;
}

type Modifiers = { shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean };

const modifiers = (event: Modifiers) => ({
  shift: event.shiftKey,
  alt: event.altKey,
  mod: event.ctrlKey || event.metaKey,
});

/** DraggableCore positions: client pixels relative to the widget layer's parent (only differences count). */
const dragPointer = (event: DraggableEvent, data: DraggableData): GesturePointer => ({
  x: data.x,
  y: data.y,
  ...modifiers(event),
});

/** What the pointer landed on, by the data attributes of the canvas's elements. */
function hitOf(target: HTMLElement): CanvasHit {
  const handle = target.closest<HTMLElement>('[data-handle]')?.dataset.handle;
  if (handle === 'rotate') return { kind: 'rotateHandle' };
  if (handle) return { kind: 'resizeHandle', handle: handle as Handle };
  const line = target.closest<HTMLElement>('[data-refline]')?.dataset.refline;
  if (line !== undefined) return { kind: 'referenceLine', index: Number(line) };
  const ruler = target.closest<HTMLElement>('[data-ruler]')?.dataset.ruler;
  if (ruler === 'x' || ruler === 'y') return { kind: 'ruler', axis: ruler };
  const id = target.closest<HTMLElement>('[data-widget-id]')?.dataset.widgetId;
  return id ? { kind: 'widget', id } : { kind: 'canvas' };
}

export function usePointerGestures(store: EditorStore, viewport: RefObject<HTMLDivElement | null>) {
  const [overlay, setOverlay] = useState(NO_OVERLAY);
  const gestures = useMemo(() => new CanvasGestures(store, setOverlay), [store]);
  const pending = useRef<(() => void) | null>(null);
  const frame = useRef(0);

  /** Viewport pixels and modifier keys of a pointer event. */
  const pointerOf = useCallback(
    (event: { clientX: number; clientY: number } & Modifiers): GesturePointer => {
      const rect = viewport.current?.getBoundingClientRect();
      return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0), ...modifiers(event) };
    },
    [viewport],
  );

  /** Runs `work` at the next animation frame; a later call replaces an earlier one. */
  const schedule = useCallback((work: () => void) => {
    pending.current = work;
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const next = pending.current;
      pending.current = null;
      next?.();
    });
  }, []);

  /** A gesture ends: a move still waiting for its frame is dropped (the last event is applied at once). */
  const unschedule = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = 0;
    pending.current = null;
  }, []);

  const moveHandlers = useMemo(
    (): MoveHandlers => ({
      onStart: (event, data) => (gestures.pressWidget(dragPointer(event, data)) ? undefined : false),
      onDrag: (event, data) => {
        const pointer = dragPointer(event, data);
        schedule(() => gestures.dragWidget(pointer));
      },
      onStop: (event, data) => {
        if (gestures.kind !== 'move') return;
        unschedule();
        gestures.releaseWidget(dragPointer(event, data));
      },
    }),
    [gestures, schedule, unschedule],
  );

  useEffect(() => {
    const windowDriven = () => gestures.kind !== null && gestures.kind !== 'move';
    const onMove = (event: PointerEvent) => {
      if (windowDriven()) schedule(() => gestures.pointerMove(pointerOf(event)));
    };
    const onUp = (event: PointerEvent) => {
      if (!windowDriven()) return;
      unschedule();
      gestures.pointerUp(pointerOf(event));
    };
    const onKey = (event: KeyboardEvent) => {
      // Space pans only over the canvas: on a focused button or field it keeps its usual meaning.
      const target = event.target as Node | null;
      const onCanvas = target === document.body || Boolean(target && viewport.current?.contains(target));
      if (event.key === ' ' && (onCanvas || event.type === 'keyup')) {
        gestures.setSpaceHeld(event.type === 'keydown');
        if (event.type === 'keydown') event.preventDefault();
      }
      if (event.type === 'keydown' && event.key === 'Escape' && gestures.kind !== null) {
        event.preventDefault();
        event.stopPropagation();
        unschedule();
        gestures.cancel();
      }
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('keyup', onKey, true);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('keyup', onKey, true);
    };
  }, [gestures, viewport, pointerOf, schedule, unschedule]);

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLDivElement>) => {
      const target = event.target as HTMLElement;
      // React bubbles events from portals (the context menu) through here: only the viewport's own count.
      if (!viewport.current?.contains(target)) return;
      const press = gestures.pressOf(event.button);
      if (press === 'pan') event.preventDefault();
      // Focus first: a field that commits on blur does so before the gesture begins.
      if (press === 'primary') viewport.current.focus({ preventScroll: true });
      gestures.pointerDown(hitOf(target), pointerOf(event), event.button);
    },
    [gestures, viewport, pointerOf],
  );

  return {
    onPointerDown,
    moveHandlers,
    marquee: overlay.marquee,
    line: overlay.line,
    panning: overlay.panning,
    spaceHeld: gestures.spaceHeld,
  };
}
