import { memo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { rulerTicks } from '../../model/view';
import { useEditorState } from '../context';

export const RULER_SIZE = 20;

const useStyles = makeStyles({
  ruler: { position: 'absolute', backgroundColor: tokens.colorNeutralBackground2, zIndex: 3, overflow: 'hidden', userSelect: 'none' },
  top: { left: `${RULER_SIZE}px`, right: 0, top: 0, height: `${RULER_SIZE}px`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, cursor: 'row-resize' },
  left: { top: `${RULER_SIZE}px`, bottom: 0, left: 0, width: `${RULER_SIZE}px`, borderRight: `1px solid ${tokens.colorNeutralStroke2}`, cursor: 'col-resize' },
  corner: { left: 0, top: 0, width: `${RULER_SIZE}px`, height: `${RULER_SIZE}px`, borderRight: `1px solid ${tokens.colorNeutralStroke2}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  svg: { display: 'block', width: '100%', height: '100%' },
  tick: { stroke: tokens.colorNeutralStroke1 },
  label: { fill: tokens.colorNeutralForeground3, fontSize: '9px', fontFamily: tokens.fontFamilyMonospace },
  span: { fill: tokens.colorBrandBackground2 },
});

/**
 * Pixel rulers along the top and left at the current zoom; the selection's extent is shaded.
 * Dragging out of a ruler adds a reference line (usePointerGestures).
 */
export const Rulers = memo(function Rulers({ width, height, extent }: { width: number; height: number; extent: { x: number; y: number; w: number; h: number } | null }) {
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
      <div className={`${styles.ruler} ${styles.top}`} data-ruler="y" role="separator" aria-orientation="horizontal" aria-label={t('editor.canvas.rulerTop')}>
        <svg className={styles.svg}>
          {extent ? <rect className={styles.span} x={panX - RULER_SIZE + extent.x * zoom} y={0} width={extent.w * zoom} height={RULER_SIZE} /> : null}
          {top.map((tick) => (
            <g key={tick.value}>
              <line className={styles.tick} x1={tick.offset + 0.5} x2={tick.offset + 0.5} y1={tick.major ? 4 : 14} y2={RULER_SIZE} />
              {tick.major ? <text className={styles.label} x={tick.offset + 3} y={10}>{tick.value}</text> : null}
            </g>
          ))}
        </svg>
      </div>
      <div className={`${styles.ruler} ${styles.left}`} data-ruler="x" role="separator" aria-orientation="vertical" aria-label={t('editor.canvas.rulerLeft')}>
        <svg className={styles.svg}>
          {extent ? <rect className={styles.span} x={0} y={panY - RULER_SIZE + extent.y * zoom} width={RULER_SIZE} height={extent.h * zoom} /> : null}
          {left.map((tick) => (
            <g key={tick.value}>
              <line className={styles.tick} y1={tick.offset + 0.5} y2={tick.offset + 0.5} x1={tick.major ? 4 : 14} x2={RULER_SIZE} />
              {tick.major ? <text className={styles.label} transform={`translate(10 ${tick.offset + 3}) rotate(90)`}>{tick.value}</text> : null}
            </g>
          ))}
        </svg>
      </div>
    </>
  );
});
