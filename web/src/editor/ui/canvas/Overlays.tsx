import { memo } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Box } from '../../model/geometry';
import { useEditorState } from '../context';
import type { LineDraft } from '../../model/gestures/gesture';
import { useCompositedTransform } from './useCompositedTransform';

const useStyles = makeStyles({
  layer: { position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'hidden', zIndex: 1 },
  guide: {
    position: 'absolute',
    left: 0,
    top: 0,
    backgroundColor: tokens.colorPaletteRedBackground3,
    willChange: 'transform',
  },
  guideX: { height: '100%', width: '1px' },
  guideY: { width: '100%', height: '1px' },
  ref: {
    position: 'absolute',
    pointerEvents: 'auto',
    zIndex: 2,
    '::after': { content: '""', position: 'absolute', backgroundColor: tokens.colorPaletteGreenBorderActive },
  },
  refX: {
    top: 0,
    bottom: 0,
    width: '7px',
    marginLeft: '-3px',
    cursor: 'col-resize',
    '::after': { top: 0, bottom: 0, left: '3px', width: '1px' },
  },
  refY: {
    left: 0,
    right: 0,
    height: '7px',
    marginTop: '-3px',
    cursor: 'row-resize',
    '::after': { left: 0, right: 0, top: '3px', height: '1px' },
  },
  removing: { opacity: 0.35 },
  label: {
    position: 'absolute',
    padding: '0 4px',
    fontSize: tokens.fontSizeBase100,
    fontFamily: tokens.fontFamilyMonospace,
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorPaletteGreenBackground3,
    borderRadius: tokens.borderRadiusSmall,
    whiteSpace: 'nowrap',
  },
  marquee: {
    position: 'absolute',
    border: `1px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackgroundInvertedSelected,
    opacity: 0.6,
    pointerEvents: 'none',
    zIndex: 2,
  },
});

/** Guides kept mounted per axis: showing, moving and hiding one changes only its composited transform. */
const GUIDE_POOL = 4;
/** Where a guide waits unseen: outside the viewport, whose overflow is hidden. */
const HIDDEN = -16;

/** One snapping guide: a line across the viewport placed by a composited transform (it follows drags). */
function GuideLine({ axis, at }: { axis: 'x' | 'y'; at: number | null }) {
  const styles = useStyles();
  const where = at ?? HIDDEN;
  const ref = useCompositedTransform<HTMLSpanElement>(
    axis === 'x' ? `translateX(${where}px)` : `translateY(${where}px)`,
  );
  return (
    <span
      ref={ref}
      className={mergeClasses(styles.guide, axis === 'x' ? styles.guideX : styles.guideY)}
      data-guide={at === null ? undefined : axis}
    />
  );
}

/**
 * Snapping guides of the drag in progress (red), in screen space. A fixed pool of lines per
 * axis, so that guides coming and going during a drag add or remove no elements (which
 * would make Chromium re-layerize the canvas's paint).
 */
export const SnapGuides = memo(function SnapGuides() {
  const styles = useStyles();
  const guides = useEditorState((s) => s.guides);
  const zoom = useEditorState((s) => s.session.zoom);
  const panX = useEditorState((s) => s.session.pan.x);
  const panY = useEditorState((s) => s.session.pan.y);
  const xs = guides.filter((g) => g.axis === 'x').map((g) => panX + g.position * zoom);
  const ys = guides.filter((g) => g.axis === 'y').map((g) => panY + g.position * zoom);
  const pool = Array.from({ length: GUIDE_POOL }, (_, i) => i);
  return (
    <div className={styles.layer}>
      {pool.map((i) => (
        <GuideLine key={`x${i}`} axis="x" at={xs[i] ?? null} />
      ))}
      {pool.map((i) => (
        <GuideLine key={`y${i}`} axis="y" at={ys[i] ?? null} />
      ))}
    </div>
  );
});

/** Reference lines of the screen (green) and the one being dragged out of a ruler. */
export const ReferenceLines = memo(function ReferenceLines({ draft }: { draft: LineDraft | null }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const lines = useEditorState((s) => s.doc.config.referenceLines);
  const zoom = useEditorState((s) => s.session.zoom);
  const panX = useEditorState((s) => s.session.pan.x);
  const panY = useEditorState((s) => s.session.pan.y);
  const shown = lines.map((line, index) =>
    draft?.index === index
      ? { ...line, position: draft.position, removing: draft.removing }
      : { ...line, removing: false },
  );
  if (draft && draft.index === null)
    shown.push({ axis: draft.axis, position: draft.position, removing: draft.removing });
  return (
    <>
      {shown.map((line, index) => {
        const at = line.axis === 'x' ? panX + line.position * zoom : panY + line.position * zoom;
        const dragged =
          draft !== null && (draft.index === index || (draft.index === null && index === shown.length - 1));
        return (
          <span
            key={index}
            className={mergeClasses(
              styles.ref,
              line.axis === 'x' ? styles.refX : styles.refY,
              line.removing && styles.removing,
            )}
            data-refline={index < lines.length ? index : undefined}
            role="separator"
            aria-label={t('editor.canvas.referenceLine', { value: line.position })}
            style={line.axis === 'x' ? { left: at } : { top: at }}
          >
            {dragged ? (
              <span className={styles.label} style={line.axis === 'x' ? { left: 8, top: 24 } : { top: 6, left: 24 }}>
                {line.position}
              </span>
            ) : null}
          </span>
        );
      })}
    </>
  );
});

/** The marquee rectangle (canvas units in, screen pixels out). */
export function Marquee({ box }: { box: Box | null }) {
  const styles = useStyles();
  const zoom = useEditorState((s) => s.session.zoom);
  const panX = useEditorState((s) => s.session.pan.x);
  const panY = useEditorState((s) => s.session.pan.y);
  if (!box) return null;
  return (
    <div
      className={styles.marquee}
      data-marquee
      style={{ left: panX + box.x * zoom, top: panY + box.y * zoom, width: box.w * zoom, height: box.h * zoom }}
    />
  );
}
