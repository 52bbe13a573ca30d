import { memo } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useReducedMotion } from '../../hooks/useReducedMotion';
import type { RankingAttr } from '../../../../shared/widgets/tables.js';
import { seriesColours } from '../charts/common/base';
import { withAlpha } from '../common/colour';
import { fitFont } from '../common/theme';
import { formatNumber } from '../kpi/format';
import { namedValues } from '../data/mapping';
import type { WidgetRenderProps } from '../types';
import { ranked } from './ranking';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-around',
    overflow: 'hidden',
    fontFamily: tokens.fontFamilyBase,
    fontVariantNumeric: 'tabular-nums',
  },
  item: { display: 'flex', alignItems: 'center', minHeight: 0 },
  badge: {
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: tokens.fontWeightBold,
    clipPath: 'polygon(25% 0, 75% 0, 100% 50%, 75% 100%, 25% 100%, 0 50%)',
  },
  main: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  line: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', lineHeight: 1.35 },
  value: { flexShrink: 0, fontWeight: tokens.fontWeightSemibold },
  track: { position: 'relative', overflow: 'hidden' },
  bar: {
    position: 'absolute',
    left: 0,
    top: 0,
    bottom: 0,
    transformOrigin: 'left center',
    animationName: { from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } },
    animationDuration: '900ms',
    animationTimingFunction: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
  },
  // Under reduced motion and on the editor's canvas (useReducedMotion covers both) the bars stand at their length.
  still: { animationName: 'none' },
});

/** Ranking list: one bar per row, largest first, with hexagonal rank badges (the first three in colour). */
function RankingView({ attr: raw, width, height, theme, data }: WidgetRenderProps) {
  const styles = useStyles();
  const barClass = mergeClasses(styles.bar, useReducedMotion() && styles.still);
  const attr = raw as RankingAttr;
  const items = data.binding ? ranked(namedValues(data.rows, data.binding.mapping), attr.rowsVisible) : [];
  const colours = seriesColours(attr, theme);
  const slot = height / Math.max(1, attr.rowsVisible);
  const font = fitFont(Math.min(slot * 0.34, width / 16), 1, 12, 28);
  const badge = Math.round(font * 2);
  const barHeight = Math.max(4, Math.round(font * 0.45));
  return (
    <div
      className={styles.root}
      style={{ color: theme.text, fontSize: font, padding: `0 ${Math.round(font * 0.4)}px` }}
    >
      {items.map((item) => {
        const colour =
          item.rank <= 3
            ? (colours[item.rank - 1] ?? colours[0]!)
            : theme.light
              ? theme.mutedText
              : withAlpha(theme.text, 0.55);
        return (
          <div
            key={`${item.rank}-${item.name}`}
            className={styles.item}
            style={{ height: slot, gap: Math.round(font * 0.8) }}
          >
            <span
              className={styles.badge}
              style={{
                width: badge,
                height: Math.round(badge * 0.88),
                fontSize: Math.round(font * 0.8),
                background: item.rank <= 3 ? colour : theme.track,
                color: item.rank <= 3 ? theme.background : theme.text,
              }}
            >
              {item.rank}
            </span>
            <div className={styles.main} style={{ gap: Math.round(font * 0.35) }}>
              <div className={styles.line}>
                <span className={styles.name}>{item.name}</span>
                {attr.showValue ? (
                  <span className={styles.value} style={{ color: item.rank <= 3 ? colour : theme.text }}>
                    {formatNumber(item.value, { decimals: -1, thousands: true })}
                    {attr.unit ? (
                      <span style={{ fontSize: '0.75em', marginLeft: '0.2em', color: theme.mutedText }}>
                        {attr.unit}
                      </span>
                    ) : null}
                  </span>
                ) : null}
              </div>
              <div
                className={styles.track}
                style={{ height: barHeight, borderRadius: barHeight, background: theme.track }}
              >
                <div
                  className={barClass}
                  style={{
                    width: `${item.share * 100}%`,
                    borderRadius: barHeight,
                    background: `linear-gradient(90deg, ${withAlpha(colour, 0.25)}, ${colour})`,
                    boxShadow: theme.light ? undefined : `0 0 ${barHeight * 2}px ${withAlpha(colour, 0.55)}`,
                  }}
                />
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}

export const Ranking = memo(RankingView);
