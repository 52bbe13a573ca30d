import { useEffect, useRef, useState, type DragEvent, type MouseEvent } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { boundingBox, rotatedBounds } from '../../model/geometry';
import { wheelZoomFactor } from '../../model/view';
import { ContextMenu, type MenuPosition } from '../ContextMenu';
import { useEditor, useEditorState } from '../context';
import { useDropOnCanvas } from '../useAddWidgets';
import { CanvasWorld } from './CanvasWorld';
import { Marquee, ReferenceLines, SnapGuides } from './Overlays';
import { Rulers } from './Rulers';
import { SelectionOverlay } from './SelectionOverlay';
import { usePointerGestures } from './usePointerGestures';

const useStyles = makeStyles({
  viewport: {
    position: 'relative',
    width: '100%',
    height: '100%',
    overflow: 'hidden',
    outlineStyle: 'none',
    touchAction: 'none',
    userSelect: 'none',
    backgroundColor: tokens.colorNeutralBackground4,
    backgroundImage: `radial-gradient(${tokens.colorNeutralStroke3} 1px, transparent 1px)`,
    backgroundSize: '16px 16px',
  },
  // Over everything while a gesture runs: the pointer then hits one element, not hundreds of
  // widgets' SVG (Chromium hit-tests every mouse move; nothing under the pointer needs it).
  shield: { position: 'fixed', inset: 0, zIndex: 1_000_000 },
  grab: { cursor: 'grab' },
  grabbing: { cursor: 'grabbing' },
  empty: {
    position: 'absolute',
    left: '50%',
    bottom: '32px',
    transform: 'translateX(-50%)',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusCircular,
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground3,
    boxShadow: tokens.shadow8,
    pointerEvents: 'none',
    zIndex: 2,
  },
});

function extentOf(key: string) {
  if (!key) return null;
  return boundingBox(
    key.split(';').map((part) => {
      const [x, y, w, h] = part.split(',').map(Number);
      return { x: x ?? 0, y: y ?? 0, w: w ?? 0, h: h ?? 0 };
    }),
  );
}

/** The canvas area: the screen under the view transform, rulers, overlays, gestures and drops. */
export function CanvasViewport() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { store } = useEditor();
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [menu, setMenu] = useState<MenuPosition | null>(null);
  const { onPointerDown, moveHandlers, marquee, line, panning, spaceHeld } = usePointerGestures(store, ref);
  const drop = useDropOnCanvas(ref);
  const ruler = useEditorState((s) => s.doc.config.ruler);
  const empty = useEditorState((s) => Object.keys(s.doc.widgets).length === 0);
  const dragging = useEditorState((s) => s.dragging);
  // What the selection covers on screen (a rotated widget by its turned corners), for the rulers.
  const extentKey = useEditorState((s) =>
    s.session.selection
      .map((id) => {
        const l = s.doc.layout[id];
        const b = l ? rotatedBounds(l, l.rotation) : null;
        return b ? `${b.x},${b.y},${b.w},${b.h}` : '';
      })
      .filter(Boolean)
      .join(';'),
  );

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const next = { width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) };
      setSize(next);
      store.view.setViewport(next);
    });
    observer.observe(element);
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const { zoom } = store.getSnapshot().session;
      if (event.ctrlKey || event.metaKey)
        store.view.zoomAt(
          { x: event.clientX - rect.left, y: event.clientY - rect.top },
          zoom * wheelZoomFactor(event.deltaY),
        );
      else if (event.shiftKey) store.view.panBy(-event.deltaY, 0);
      else store.view.panBy(-event.deltaX, -event.deltaY);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      element.removeEventListener('wheel', onWheel);
    };
  }, [store]);

  const onContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!ref.current?.contains(event.target as Node)) return;
    const id = (event.target as HTMLElement).closest<HTMLElement>('[data-widget-id]')?.dataset.widgetId;
    const { selection } = store.getSnapshot().session;
    if (id && !selection.includes(id)) store.select([id], 'replace', true);
    if (!id) store.select([]);
    setMenu({ x: event.clientX, y: event.clientY, nonce: Date.now() });
  };

  return (
    <div
      ref={ref}
      className={mergeClasses(styles.viewport, panning ? styles.grabbing : spaceHeld && styles.grab)}
      tabIndex={0}
      role="application"
      aria-label={t('editor.canvas.label')}
      data-testid="canvas-viewport"
      onPointerDown={onPointerDown}
      onContextMenu={onContextMenu}
      onDragOver={(event: DragEvent<HTMLDivElement>) => drop.onDragOver(event)}
      onDrop={(event: DragEvent<HTMLDivElement>) => void drop.onDrop(event)}
    >
      <CanvasWorld move={moveHandlers} />
      <SnapGuides />
      <ReferenceLines draft={line} />
      <SelectionOverlay />
      <Marquee box={marquee} />
      {ruler ? <Rulers width={size.width} height={size.height} extent={extentOf(extentKey)} /> : null}
      {empty ? <div className={styles.empty}>{t('editor.canvas.empty')}</div> : null}
      <ContextMenu position={menu} onClose={() => setMenu(null)} />
      {dragging ? <div className={styles.shield} data-gesture-shield /> : null}
    </div>
  );
}
