import { memo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { BorderAttr } from '../../../../shared/widgets/decor.js';
import { withAlpha } from '../common/colour';
import { accentOf } from '../common/theme';
import type { WidgetRenderProps } from '../types';
import { cornerLength, frameGeometry } from './frames';

const useStyles = makeStyles({
  root: { position: 'absolute', inset: 0, pointerEvents: 'none' },
  svg: { position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible' },
  caption: {
    position: 'absolute',
    top: 0,
    left: 0,
    display: 'flex',
    alignItems: 'center',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    fontFamily: tokens.fontFamilyBase,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.06em',
    boxSizing: 'border-box',
  },
});

/** A border frame in one of the sci-fi styles, in the accent colour, with an optional caption tab. */
function BorderView({ attr: raw, width, height, theme }: WidgetRenderProps) {
  const styles = useStyles();
  const attr = raw as BorderAttr;
  const colour = accentOf(attr.colour, theme);
  const { outline, accents, inner } = frameGeometry(attr.style, width, height);
  const glow = theme.light ? undefined : `drop-shadow(0 0 4px ${withAlpha(colour, 0.9)})`;
  const font = Math.round(Math.max(12, Math.min(22, cornerLength(width, height) * 0.6)));
  const fill = attr.fill ? (theme.light ? withAlpha(colour, 0.04) : withAlpha(colour, 0.07)) : 'none';
  return (
    <div
      className={styles.root}
      style={
        attr.style === 'glow'
          ? {
              borderRadius: 6,
              boxShadow: `0 0 14px ${withAlpha(colour, 0.55)}, inset 0 0 28px ${withAlpha(colour, 0.3)}`,
            }
          : undefined
      }
    >
      <svg className={styles.svg} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true">
        <path
          d={outline}
          fill={fill}
          stroke={withAlpha(colour, attr.style === 'glow' ? 0.95 : attr.style === 'double' ? 0.45 : 0.35)}
          strokeWidth={attr.style === 'glow' ? 1.5 : 1}
          strokeLinejoin="miter"
        />
        {inner ? (
          <path d={inner} fill="none" stroke={withAlpha(colour, 0.85)} strokeWidth="2" style={{ filter: glow }} />
        ) : null}
        {accents ? (
          <path
            d={accents}
            fill="none"
            stroke={colour}
            strokeWidth="3"
            strokeLinecap="square"
            style={{ filter: glow }}
          />
        ) : null}
      </svg>
      {attr.caption ? (
        <div
          className={styles.caption}
          style={{
            height: font * 2,
            fontSize: font,
            padding: `0 ${font * 1.6}px 0 ${font}px`,
            maxWidth: '70%',
            color: theme.text,
            background: `linear-gradient(90deg, ${withAlpha(colour, 0.45)}, ${withAlpha(colour, 0)})`,
            clipPath: 'polygon(0 0, 100% 0, calc(100% - 1.2em) 100%, 0 100%)',
          }}
        >
          {attr.caption}
        </div>
      ) : null}
    </div>
  );
}

export const Border = memo(BorderView);
