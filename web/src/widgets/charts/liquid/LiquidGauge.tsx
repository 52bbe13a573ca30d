import { memo, useId } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useReducedMotion } from '../../../hooks/useReducedMotion';
import type { GaugeChartAttr } from '../../../../../shared/widgets/charts.js';
import { singleValue } from '../../data/mapping';
import type { WidgetRenderProps } from '../../types';
import { chartFontSize, seriesColours } from '../common/base';
import { withAlpha } from '../../common/colour';
import { progressShare } from '../progress/options';
import { levelY, wavePath } from './wave';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    fontFamily: 'inherit',
    overflow: 'hidden',
  },
  title: {
    flexShrink: 0,
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  body: { position: 'relative', flex: 1, minHeight: 0 },
  svg: { position: 'absolute', inset: 0, width: '100%', height: '100%' },
  wave: {
    animationName: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50px)' } },
    animationDuration: '3.2s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
  },
  slow: { animationDuration: '5.5s', animationDirection: 'reverse' },
  // Under reduced motion and on the editor's canvas (useReducedMotion covers both) the water is still:
  // an SVG transform animates on the main thread, repainting every frame.
  still: { animationName: 'none' },
});

/**
 * Liquid level: a round tank filled to the value's share of [min, max], with a moving wave
 * (still under reduced motion) and the percentage in the middle. SVG: Highcharts has no such series.
 */
function LiquidGaugeView({ attr: raw, width, height, theme, data }: WidgetRenderProps) {
  const styles = useStyles();
  const still = useReducedMotion() && styles.still;
  const clip = useId();
  // The frame read `attr` through gaugeChartSchema, which this type is registered with.
  const attr = raw as GaugeChartAttr;
  const font = chartFontSize(width, height);
  const value = data.binding ? (singleValue(data.rows, data.binding.mapping) ?? attr.min) : attr.min;
  const share = progressShare(value, attr.min, attr.max);
  const colour = seriesColours(attr, theme)[0]!;
  const level = levelY(share, 50, 42);
  // Text in the water on a light theme is drawn in the background's colour; above it, and on dark themes, in the text colour.
  const inWater = (top: number) => theme.light && level < top;
  const textColours = (top: number) =>
    inWater(top) ? { fill: theme.background, stroke: theme.text } : { fill: theme.text, stroke: theme.background };
  const wave = (amplitude: number) => wavePath({ width: 200, level, amplitude, periods: 4, bottom: 100 });
  return (
    <div className={styles.root} style={{ color: theme.text, padding: font * 0.8, gap: font * 0.4 }}>
      {attr.title ? (
        <div className={styles.title} style={{ fontSize: Math.round(font * 1.2) }}>
          {attr.title}
        </div>
      ) : null}
      <div className={styles.body}>
        <svg
          className={styles.svg}
          viewBox="0 0 100 100"
          role="img"
          aria-label={`${attr.label} ${Math.round(share * 100)}%`}
        >
          <defs>
            <clipPath id={clip}>
              <circle cx="50" cy="50" r="42" />
            </clipPath>
          </defs>
          <circle cx="50" cy="50" r="47" fill="none" stroke={withAlpha(colour, 0.85)} strokeWidth="1.6" />
          <circle cx="50" cy="50" r="42" fill={theme.track} />
          <g clipPath={`url(#${clip})`}>
            <path
              className={mergeClasses(styles.wave, styles.slow, still)}
              d={wave(2.4)}
              fill={withAlpha(colour, 0.35)}
            />
            <path className={mergeClasses(styles.wave, still)} d={wave(1.8)} fill={withAlpha(colour, 0.8)} />
          </g>
          <text
            x="50"
            y={attr.label ? 50 : 54}
            textAnchor="middle"
            fontSize="17"
            fontWeight="600"
            {...textColours(37)}
            strokeWidth="0.6"
            paintOrder="stroke"
          >
            {Math.round(share * 1000) / 10}
            <tspan fontSize="8">%</tspan>
          </text>
          {attr.label ? (
            <text
              x="50"
              y="63"
              textAnchor="middle"
              fontSize="6.5"
              {...textColours(57)}
              strokeWidth="0.3"
              paintOrder="stroke"
            >
              {attr.label}
            </text>
          ) : null}
        </svg>
      </div>
    </div>
  );
}

export const LiquidGauge = memo(LiquidGaugeView);
