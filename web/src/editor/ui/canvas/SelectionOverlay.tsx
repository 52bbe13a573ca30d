import { memo } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LockClosed16Filled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { LayoutEntry } from '../../../../../shared/screen/document.js';
import { boundingBox, type Handle } from '../../model/geometry';
import type { EditorSnapshot } from '../../model/store';
import { useEditorState } from '../context';
import { useCompositedTransform } from './useCompositedTransform';

const HANDLES: readonly Handle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];
const CURSORS: Record<Handle, string> = {
  nw: 'nwse-resize',
  se: 'nwse-resize',
  ne: 'nesw-resize',
  sw: 'nesw-resize',
  n: 'ns-resize',
  s: 'ns-resize',
  e: 'ew-resize',
  w: 'ew-resize',
};
const AT: Record<Handle, [number, number]> = {
  nw: [0, 0],
  n: [0.5, 0],
  ne: [1, 0],
  e: [1, 0.5],
  se: [1, 1],
  s: [0.5, 1],
  sw: [0, 1],
  w: [0, 0.5],
};

const useStyles = makeStyles({
  // Placed by a composited transform (useCompositedTransform): following a drag moves a layer.
  frame: {
    position: 'absolute',
    left: 0,
    top: 0,
    pointerEvents: 'none',
    outline: `1.5px solid ${tokens.colorBrandStroke1}`,
    zIndex: 2,
    willChange: 'transform',
  },
  group: { outlineStyle: 'dashed' },
  locked: { outlineColor: tokens.colorPaletteMarigoldBorderActive },
  handle: {
    position: 'absolute',
    width: '9px',
    height: '9px',
    marginLeft: '-5px',
    marginTop: '-5px',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralForegroundStaticInverted,
    border: `1.5px solid ${tokens.colorBrandStroke1}`,
    borderRadius: '2px',
    pointerEvents: 'auto',
    touchAction: 'none',
  },
  rotate: { borderRadius: '50%', cursor: 'grab', width: '11px', height: '11px', marginLeft: '-6px' },
  stem: {
    position: 'absolute',
    left: '50%',
    top: '-22px',
    height: '16px',
    width: '1px',
    backgroundColor: tokens.colorBrandStroke1,
  },
  badge: {
    position: 'absolute',
    left: 0,
    bottom: '-22px',
    display: 'flex',
    alignItems: 'center',
    gap: '2px',
    padding: '1px 6px',
    borderRadius: tokens.borderRadiusSmall,
    fontSize: tokens.fontSizeBase100,
    fontFamily: tokens.fontFamilyMonospace,
    whiteSpace: 'nowrap',
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
  },
});

function selected(s: EditorSnapshot): string {
  // A stable key of what the frame depends on, so other changes do not re-render it.
  return s.session.selection
    .map((id) => {
      const l = s.doc.layout[id];
      const w = s.doc.widgets[id];
      return l && w ? `${id},${l.x},${l.y},${l.w},${l.h},${l.rotation},${w.locked ? 1 : 0},${w.groupId ?? ''}` : '';
    })
    .join(';');
}

/** The selected boxes (from the key), their frame in canvas units, and its transform on screen (null when nothing is selected). */
function frameOf(key: string, zoom: number, panX: number, panY: number) {
  const items = key
    .split(';')
    .filter(Boolean)
    .map((part) => {
      const [, x, y, w, h, rotation, locked, group] = part.split(',');
      return {
        x: Number(x),
        y: Number(y),
        w: Number(w),
        h: Number(h),
        rotation: Number(rotation),
        locked: locked === '1',
        group: group ?? '',
      };
    });
  const single = items.length === 1 ? items[0]! : null;
  const box: Pick<LayoutEntry, 'x' | 'y' | 'w' | 'h'> | null = single ?? boundingBox(items);
  const frame = box
    ? `translate(${panX + box.x * zoom}px, ${panY + box.y * zoom}px)${single?.rotation ? ` rotate(${single.rotation}deg)` : ''}`
    : null;
  return { items, single, box, frame };
}

/** The selection frame in screen space: 8 resize handles and a rotation handle for one widget. */
export const SelectionOverlay = memo(function SelectionOverlay() {
  const styles = useStyles();
  const { t } = useTranslation();
  const key = useEditorState(selected);
  const zoom = useEditorState((s) => s.session.zoom);
  const panX = useEditorState((s) => s.session.pan.x);
  const panY = useEditorState((s) => s.session.pan.y);
  const dragging = useEditorState((s) => s.dragging);
  const { frame, box, items, single } = frameOf(key, zoom, panX, panY);
  const ref = useCompositedTransform<HTMLDivElement>(frame);
  if (!box || !frame) return null;
  const locked = items.every((i) => i.locked);
  const grouped = items.length > 1 && items.every((i) => i.group && i.group === items[0]!.group);
  const width = box.w * zoom;
  const height = box.h * zoom;
  return (
    <div
      ref={ref}
      className={mergeClasses(styles.frame, grouped && styles.group, locked && styles.locked)}
      data-selection={items.length}
      role="group"
      aria-label={t('editor.canvas.selection')}
      style={{ width, height, transformOrigin: 'center center' }}
    >
      {single && !single.locked && !dragging ? (
        // Pointer affordances, hidden from assistive technology: the keyboard moves a widget with
        // the arrow keys and sizes or turns it in the inspector's position fields.
        <>
          {HANDLES.map((handle) => (
            <span
              key={handle}
              className={styles.handle}
              data-handle={handle}
              aria-hidden
              style={{ left: AT[handle][0] * width, top: AT[handle][1] * height, cursor: CURSORS[handle] }}
            />
          ))}
          <span className={styles.stem} />
          <span
            className={mergeClasses(styles.handle, styles.rotate)}
            data-handle="rotate"
            aria-hidden
            style={{ left: width / 2, top: -22 }}
          />
        </>
      ) : null}
      <span className={styles.badge}>
        {locked ? <LockClosed16Filled /> : null}
        {Math.round(box.w)} × {Math.round(box.h)}
      </span>
    </div>
  );
});
