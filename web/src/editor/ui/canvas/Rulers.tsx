import { memo } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RULER_SIZE, rulerTicks } from '../../model/view';
import { useEditorState } from '../context';
import { useCompositedTransform } from './useCompositedTransform';

const useStyles = makeStyles({
  // Each ruler its own compositor layer: the selection's shading follows a drag in it alone.
  ruler: {
    position: 'absolute',
    backgroundColor: tokens.colorNeutralBackground2,
    zIndex: 3,
    overflow: 'hidden',
    userSelect: 'none',
    willChange: 'transform',
  },
  top: {
    left: `${RULER_SIZE}px`,
    right: 0,
    top: 0,
    height: `${RULER_SIZE}px`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    cursor: 'row-resize',
  },
  left: {
    top: `${RULER_SIZE}px`,
    bottom: 0,
    left: 0,
    width: `${RULER_SIZE}px`,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    cursor: 'col-resize',
  },
  corner: {
    left: 0,
    top: 0,
    width: `${RULER_SIZE}px`,
    height: `${RULER_SIZE}px`,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  svg: { position: 'relative', display: 'block', width: '100%', height: '100%' },
  tick: { stroke: tokens.colorNeutralStroke1 },
  label: { fill: tokens.colorNeutralForeground3, fontSize: '9px', fontFamily: tokens.fontFamilyMonospace },
  // The selection's extent: a one-pixel bar stretched by a composited transform (it follows drags).
  extent: {
    position: 'absolute',
    left: 0,
    top: 0,
    transformOrigin: '0 0',
    backgroundColor: tokens.colorBrandBackground2,
    willChange: 'transform',
  },
  extentTop: { width: '1px', height: '100%' },
  extentLeft: { width: '100%', height: '1px' },
});

/** The shaded extent of the selection along one ruler, in ruler pixels. */
function ExtentBar({ axis, start, length }: { axis: 'top' | 'left'; start: number; length: number }) {
  const styles = useStyles();
  const ref = useCompositedTransform<HTMLDivElement>(
    axis === 'top'
      ? `translateX(${start}px) scaleX(${Math.max(0, length)})`
      : `translateY(${start}px) scaleY(${Math.max(0, length)})`,
  );
  return (
    <div
      ref={ref}
      className={mergeClasses(styles.extent, axis === 'top' ? styles.extentTop : styles.extentLeft)}
      data-ruler-extent={axis}
    />
  );
}

/**
 * Pixel rulers along the top and left at the current zoom; the selection's extent is shaded.
 * Dragging out of a ruler adds a reference line (model/gestures/reference-line.ts).
 */
export const Rulers = memo(function Rulers({
  width,
  height,
  extent,
}: {
  width: number;
  height: number;
  extent: { x: number; y: number; w: number; h: number } | null;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const zoom = useEditorState((s) => s.session.zoom);
  const panX = useEditorState((s) => s.session.pan.x);
  const panY = useEditorState((s) => s.session.pan.y);
  const top = rulerTicks(panX - RULER_SIZE, zoom, width - RULER_SIZE);
  const left = rulerTicks(panY - RULER_SIZE, zoom, height - RULER_SIZE);
  return (
    <>
      <div className={`${styles.ruler} ${styles.corner}`} />
      <div
        className={`${styles.ruler} ${styles.top}`}
        data-ruler="y"
        role="separator"
        aria-orientation="horizontal"
        aria-label={t('editor.canvas.rulerTop')}
      >
        {extent ? <ExtentBar axis="top" start={panX - RULER_SIZE + extent.x * zoom} length={extent.w * zoom} /> : null}
        <svg className={styles.svg}>
          {top.map((tick) => (
            <g key={tick.value}>
              <line
                className={styles.tick}
                x1={tick.offset + 0.5}
                x2={tick.offset + 0.5}
                y1={tick.major ? 4 : 14}
                y2={RULER_SIZE}
              />
              {tick.major ? (
                <text className={styles.label} x={tick.offset + 3} y={10}>
                  {tick.value}
                </text>
              ) : null}
            </g>
          ))}
        </svg>
      </div>
      <div
        className={`${styles.ruler} ${styles.left}`}
        data-ruler="x"
        role="separator"
        aria-orientation="vertical"
        aria-label={t('editor.canvas.rulerLeft')}
      >
        {extent ? <ExtentBar axis="left" start={panY - RULER_SIZE + extent.y * zoom} length={extent.h * zoom} /> : null}
        <svg className={styles.svg}>
          {left.map((tick) => (
            <g key={tick.value}>
              <line
                className={styles.tick}
                y1={tick.offset + 0.5}
                y2={tick.offset + 0.5}
                x1={tick.major ? 4 : 14}
                x2={RULER_SIZE}
              />
              {tick.major ? (
                <text className={styles.label} transform={`translate(10 ${tick.offset + 3}) rotate(90)`}>
                  {tick.value}
                </text>
              ) : null}
            </g>
          ))}
        </svg>
      </div>
    </>
  );
});
