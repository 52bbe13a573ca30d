import { useId, useMemo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ScreenDocument } from '../../../../shared/screen/document.js';
import { blueprint } from '../../screenList/blueprint';
import { BLUEPRINT_GRID, BLUEPRINT_INK } from '../../theme';
import { BlueprintGlyph } from '../../widgets/common/BlueprintGlyph';

const FRAME = { width: 320, height: 180 };

const useStyles = makeStyles({
  svg: { display: 'block', width: '100%', height: 'auto' },
  desk: { fill: tokens.colorNeutralBackground3 },
  deskDot: { fill: tokens.colorNeutralStroke2 },
  canvasEdge: { fill: 'none', stroke: tokens.colorNeutralStroke1 },
  blankText: { fontFamily: tokens.fontFamilyMonospace, fontSize: '9px' },
});

interface TemplatePreviewProps {
  document: Pick<ScreenDocument, 'config' | 'layout' | 'widgets'>;
  /** Padding around the canvas inside the 320 × 180 frame. */
  padding?: number;
  title?: string;
}

/** A template's "blueprint": its canvas at its aspect ratio and one shaded box per widget. */
export function TemplatePreview({ document, padding = 12, title }: TemplatePreviewProps) {
  const styles = useStyles();
  const uid = useId().replace(/:/g, '');
  const print = useMemo(() => blueprint(document, FRAME, { padding, gap: 2.5, minSize: 2 }), [document, padding]);
  const palette = BLUEPRINT_INK[print.light ? 'light' : 'dark'];
  const { canvas } = print;
  const grid = Math.max(6, canvas.width / 24);
  return (
    <svg
      className={styles.svg}
      viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      <defs>
        <pattern id={`desk-${uid}`} width="10" height="10" patternUnits="userSpaceOnUse">
          <circle cx="1" cy="1" r="0.6" className={styles.deskDot} />
        </pattern>
        <pattern id={`grid-${uid}`} x={canvas.x} y={canvas.y} width={grid} height={grid} patternUnits="userSpaceOnUse">
          <path
            d={`M${grid},0 L0,0 0,${grid}`}
            fill="none"
            stroke={BLUEPRINT_GRID[print.light ? 'light' : 'dark']}
            strokeWidth="0.6"
          />
        </pattern>
        <clipPath id={`clip-${uid}`}>
          <rect x={canvas.x} y={canvas.y} width={canvas.width} height={canvas.height} rx="3" />
        </clipPath>
      </defs>
      <rect width={FRAME.width} height={FRAME.height} className={styles.desk} />
      <rect width={FRAME.width} height={FRAME.height} fill={`url(#desk-${uid})`} />
      <g clipPath={`url(#clip-${uid})`}>
        <rect x={canvas.x} y={canvas.y} width={canvas.width} height={canvas.height} fill={print.background} />
        <rect x={canvas.x} y={canvas.y} width={canvas.width} height={canvas.height} fill={`url(#grid-${uid})`} />
        {print.boxes.map((box) => {
          const colours = palette[box.family];
          return (
            <g key={box.id}>
              <rect
                x={box.x}
                y={box.y}
                width={box.w}
                height={box.h}
                rx={Math.min(2.5, box.w / 4, box.h / 4)}
                fill={box.glyph === 'border' ? 'none' : colours.fill}
                stroke={box.glyph === 'border' || box.glyph === 'title' ? 'none' : colours.stroke}
                strokeWidth="0.7"
              />
              <BlueprintGlyph box={box} ink={colours.ink} />
            </g>
          );
        })}
      </g>
      <rect
        x={canvas.x + 0.5}
        y={canvas.y + 0.5}
        width={canvas.width - 1}
        height={canvas.height - 1}
        rx="3"
        className={styles.canvasEdge}
        strokeWidth="0.8"
      />
      {print.boxes.length === 0 ? (
        <g>
          <path
            fill="none"
            stroke={palette.text.ink}
            strokeWidth="1.5"
            strokeLinecap="round"
            opacity={0.7}
            d={`M${canvas.x + canvas.width / 2 - 7},${canvas.y + canvas.height / 2 - 6} h14 M${canvas.x + canvas.width / 2},${canvas.y + canvas.height / 2 - 13} v14`}
          />
          <text
            x={canvas.x + canvas.width / 2}
            y={canvas.y + canvas.height / 2 + 16}
            textAnchor="middle"
            className={styles.blankText}
            fill={palette.text.ink}
            opacity={0.7}
          >
            {document.config.width} × {document.config.height}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
