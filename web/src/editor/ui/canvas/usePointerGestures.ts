import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { DraggableEventHandler } from 'react-draggable';
import type { Handle } from '../../model/geometry';
import { marqueeHits, type Box } from '../../model/geometry';
import type { EditorStore } from '../../model/store';
import { toCanvas } from '../../model/view';
import { RULER_SIZE } from './Rulers';

/**
 * Pointer gestures on the canvas viewport: pan (space or middle button), move, resize,
 * rotate, marquee and reference lines. Widget moves are driven by react-draggable's
 * DraggableCore on the widget layer (`moveHandlers`); the rest by window pointer events.
 * Everything is applied once per animation frame; a move starts only after a few pixels,
 * so a click just selects; Escape cancels.
 */
type Gesture =
  | { kind: 'pan'; x: number; y: number; pan: { x: number; y: number } }
  /** Widget moves: positions are DraggableCore's (client pixels relative to the canvas). */
  | { kind: 'press' | 'move'; x: number; y: number }
  | { kind: 'resize'; x: number; y: number; handle: Handle }
  | { kind: 'rotate' }
  | { kind: 'marquee'; x: number; y: number; additive: boolean; base: readonly string[]; moved: boolean }
  | { kind: 'line'; axis: 'x' | 'y'; index: number | null };

export interface LineDraft {
  axis: 'x' | 'y';
  /** Canvas coordinate. */
  position: number;
  index: number | null;
  /** Released here, it is removed (over the ruler). */
  removing: boolean;
}

const START_DISTANCE = 3;

/** DraggableCore's callbacks for moving widgets (stable for the canvas's lifetime). */
export interface MoveHandlers {
  onStart: DraggableEventHandler;
  onDrag: DraggableEventHandler;
  onStop: DraggableEventHandler;
}

export function usePointerGestures(store: EditorStore, viewport: RefObject<HTMLDivElement | null>) {
  const gesture = useRef<Gesture | null>(null);
  const pending = useRef<(() => void) | null>(null);
  const frame = useRef(0);
  const space = useRef(false);
  const [marquee, setMarquee] = useState<Box | null>(null);
  const [line, setLineState] = useState<LineDraft | null>(null);
  const lineDraft = useRef<LineDraft | null>(null);
  const setLine = (draft: LineDraft | null) => {
    lineDraft.current = draft;
    setLineState(draft);
  };
  const [panning, setPanning] = useState(false);

  const local = useCallback((event: { clientX: number; clientY: number }) => {
    const rect = viewport.current?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
  }, [viewport]);

  const apply = useCallback((event: PointerEvent) => {
    const g = gesture.current;
    if (!g) return;
    const { zoom, pan, selection } = store.getSnapshot().session;
    const point = local(event);
    const at = toCanvas({ zoom, pan }, point);
    switch (g.kind) {
      case 'pan':
        store.view.set({ zoom, pan: { x: g.pan.x + event.clientX - g.x, y: g.pan.y + event.clientY - g.y } });
        return;
      case 'press':
      case 'move':
        return;
      case 'resize':
        store.dragTo((event.clientX - g.x) / zoom, (event.clientY - g.y) / zoom, { keepRatio: event.shiftKey, snap: !event.altKey });
        return;
      case 'rotate':
        store.rotateTo(at, event.shiftKey);
        return;
      case 'marquee': {
        const start = toCanvas({ zoom, pan }, { x: g.x, y: g.y });
        const box = { x: Math.min(start.x, at.x), y: Math.min(start.y, at.y), w: Math.abs(at.x - start.x), h: Math.abs(at.y - start.y) };
        if (!g.moved && Math.hypot(point.x - g.x, point.y - g.y) < START_DISTANCE) return;
        g.moved = true;
        setMarquee(box);
        const { doc } = store.getSnapshot();
        const visible = Object.fromEntries(Object.entries(doc.layout).filter(([id]) => !doc.widgets[id]?.hidden));
        const hits = marqueeHits(box, visible);
        const next = g.additive ? [...new Set([...g.base, ...hits])] : hits;
        if (next.length !== selection.length || next.some((id, i) => id !== selection[i])) store.select(next, 'replace', true);
        return;
      }
      case 'line':
        setLine({ axis: g.axis, index: g.index, position: Math.round(g.axis === 'x' ? at.x : at.y), removing: (g.axis === 'x' ? point.x : point.y) < RULER_SIZE });
        return;
    }
  }, [store, local]);

  const finish = useCallback((cancelled: boolean) => {
    const g = gesture.current;
    gesture.current = null;
    cancelAnimationFrame(frame.current);
    frame.current = 0;
    pending.current = null;
    if (!g) return;
    if (g.kind === 'move' || g.kind === 'resize' || g.kind === 'rotate') {
      if (cancelled) store.cancelDrag();
      else store.endDrag();
    }
    if (g.kind === 'pan') setPanning(false);
    if (g.kind === 'marquee') {
      setMarquee(null);
      if (cancelled) store.select(g.base);
      else if (!g.moved && !g.additive) store.select([]);
    }
    if (g.kind === 'line') {
      const draft = lineDraft.current;
      setLine(null);
      if (draft && !cancelled) {
        store.updateConfig((config) => {
          const lines = config.referenceLines.filter((_, i) => i !== draft.index);
          return { ...config, referenceLines: draft.removing ? lines : [...lines, { axis: draft.axis, position: draft.position }] };
        });
      }
    }
  }, [store]);

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

  /** Moves the selection to DraggableCore's position (x, y); the first few pixels only arm it. */
  const moveTo = useCallback((x: number, y: number, snap: boolean) => {
    const g = gesture.current;
    if (!g || (g.kind !== 'press' && g.kind !== 'move')) return;
    if (g.kind === 'press') {
      if (Math.hypot(x - g.x, y - g.y) < START_DISTANCE) return;
      store.beginDrag();
      gesture.current = { ...g, kind: 'move' };
    }
    const { zoom } = store.getSnapshot().session;
    store.dragTo((x - g.x) / zoom, (y - g.y) / zoom, { snap });
  }, [store]);

  const moveHandlers = useMemo((): MoveHandlers => ({
    onStart: (event, data) => {
      // A pan (space held) or a Shift/Ctrl toggle owns this press; so does a locked widget's.
      if (gesture.current || space.current || event.shiftKey || event.ctrlKey || event.metaKey) return false;
      gesture.current = { kind: 'press', x: data.x, y: data.y };
      return undefined;
    },
    onDrag: (event, data) => {
      const snap = !event.altKey;
      schedule(() => moveTo(data.x, data.y, snap));
    },
    onStop: (event, data) => {
      const g = gesture.current;
      if (!g || (g.kind !== 'press' && g.kind !== 'move')) return;
      moveTo(data.x, data.y, !event.altKey);
      finish(false);
    },
  }), [schedule, moveTo, finish]);

  useEffect(() => {
    const windowDriven = () => gesture.current && gesture.current.kind !== 'press' && gesture.current.kind !== 'move';
    const onMove = (event: PointerEvent) => {
      if (windowDriven()) schedule(() => apply(event));
    };
    const onUp = (event: PointerEvent) => {
      if (!windowDriven()) return;
      apply(event);
      finish(false);
    };
    const onKey = (event: KeyboardEvent) => {
      // Space pans only over the canvas: on a focused button or field it keeps its usual meaning.
      const target = event.target as Node | null;
      const onCanvas = target === document.body || Boolean(target && viewport.current?.contains(target));
      if (event.key === ' ' && (onCanvas || event.type === 'keyup')) {
        space.current = event.type === 'keydown';
        if (event.type === 'keydown') event.preventDefault();
      }
      if (event.type === 'keydown' && event.key === 'Escape' && gesture.current) {
        event.preventDefault();
        event.stopPropagation();
        finish(true);
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
  }, [apply, finish, schedule, viewport]);

  const onPointerDown = useCallback((event: ReactPointerEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // React bubbles events from portals (the context menu) through here: only the viewport's own count.
    if (!viewport.current?.contains(target)) return;
    const { session, doc } = store.getSnapshot();
    if (event.button === 1 || (event.button === 0 && space.current)) {
      event.preventDefault();
      gesture.current = { kind: 'pan', x: event.clientX, y: event.clientY, pan: session.pan };
      setPanning(true);
      return;
    }
    if (event.button !== 0) return;
    viewport.current?.focus({ preventScroll: true });
    const handle = target.closest<HTMLElement>('[data-handle]')?.dataset.handle;
    if (handle === 'rotate') {
      store.beginRotate();
      gesture.current = { kind: 'rotate' };
      return;
    }
    if (handle) {
      store.beginDrag(handle as Handle);
      gesture.current = { kind: 'resize', x: event.clientX, y: event.clientY, handle: handle as Handle };
      return;
    }
    const ruler = target.closest<HTMLElement>('[data-ruler]')?.dataset.ruler;
    const lineIndex = target.closest<HTMLElement>('[data-refline]')?.dataset.refline;
    if (ruler === 'x' || ruler === 'y' || lineIndex !== undefined) {
      const index = lineIndex === undefined ? null : Number(lineIndex);
      const axis = index === null ? (ruler as 'x' | 'y') : (doc.config.referenceLines[index]?.axis ?? 'x');
      gesture.current = { kind: 'line', axis, index };
      return;
    }
    const id = target.closest<HTMLElement>('[data-widget-id]')?.dataset.widgetId;
    if (id) {
      if (event.shiftKey || event.ctrlKey || event.metaKey) {
        store.select([id], 'toggle', true);
        return;
      }
      // Selects here; the move itself is DraggableCore's (moveHandlers).
      if (!session.selection.includes(id)) store.select([id], 'replace', true);
      return;
    }
    const point = local(event);
    gesture.current = { kind: 'marquee', x: point.x, y: point.y, additive: event.shiftKey || event.ctrlKey || event.metaKey, base: session.selection, moved: false };
  }, [store, viewport, local]);

  return { onPointerDown, moveHandlers, marquee, line, panning, spaceHeld: space };
}
