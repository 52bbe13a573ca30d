import { memo, useId } from 'react';
import { makeStyles } from '@fluentui/react-components';
import type { DividerAttr } from '../../../../shared/widgets/decor.js';
import { withAlpha } from '../common/colour';
import { accentOf } from '../common/theme';
import type { WidgetRenderProps } from '../types';

const useStyles = makeStyles({
  svg: { position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible' },
});

/** A divider line (vertical when the box is taller than wide): tech (centre diamond, end ticks), gradient, dashed or dots. */
function DividerView({ attr: raw, width, height, theme }: WidgetRenderProps) {
  const styles = useStyles();
  const gradientId = useId();
  const attr = raw as DividerAttr;
  const colour = accentOf(attr.colour, theme);
  const vertical = height > width;
  const length = vertical ? height : width;
  const across = vertical ? width : height;
  const mid = across / 2;
  const t = attr.thickness;
  const glow = theme.light ? undefined : `drop-shadow(0 0 3px ${withAlpha(colour, 0.8)})`;
  const d = 4 + t * 2;
  const shape = (() => {
    switch (attr.style) {
      case 'tech':
        return (
          <>
            <path
              d={`M0 ${mid}H${length / 2 - d * 2} M${length / 2 + d * 2} ${mid}H${length}`}
              stroke={`url(#${gradientId})`}
              strokeWidth={t}
            />
            <path
              d={`M${length / 2} ${mid - d}L${length / 2 + d} ${mid}L${length / 2} ${mid + d}L${length / 2 - d} ${mid}Z`}
              fill={colour}
              style={{ filter: glow }}
            />
            <path
              d={`M0 ${mid}h${Math.min(40, length * 0.08)} M${length} ${mid}h${-Math.min(40, length * 0.08)}`}
              stroke={colour}
              strokeWidth={t + 2}
              style={{ filter: glow }}
            />
          </>
        );
      case 'gradient':
        return (
          <path d={`M0 ${mid}H${length}`} stroke={`url(#${gradientId})`} strokeWidth={t} style={{ filter: glow }} />
        );
      case 'dashed':
        return (
          <path
            d={`M0 ${mid}H${length}`}
            stroke={colour}
            strokeOpacity="0.8"
            strokeWidth={t}
            strokeDasharray={`${t * 6} ${t * 4}`}
          />
        );
      case 'dots':
        return (
          <path
            d={`M${t} ${mid}H${length}`}
            stroke={colour}
            strokeWidth={t * 1.5}
            strokeLinecap="round"
            strokeDasharray={`0 ${t * 5}`}
          />
        );
    }
  })();
  return (
    <svg className={styles.svg} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
      <defs>
        {/* In user space: a straight line has an empty bounding box, which would hide a bounding-box gradient. */}
        <linearGradient id={gradientId} x1="0" y1="0" x2={length} y2="0" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor={colour} stopOpacity="0" />
          <stop offset="0.5" stopColor={colour} stopOpacity="1" />
          <stop offset="1" stopColor={colour} stopOpacity="0" />
        </linearGradient>
      </defs>
      <g transform={vertical ? `translate(${width} 0) rotate(90)` : undefined}>{shape}</g>
    </svg>
  );
}

export const Divider = memo(DividerView);
