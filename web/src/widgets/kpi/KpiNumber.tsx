import { memo } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { aggregateOf, type KpiAttr } from '../../../../shared/widgets/kpi.js';
import { useReducedMotion } from '../../hooks/useReducedMotion';
import { withAlpha } from '../common/colour';
import { accentOf } from '../common/theme';
import { numberOf } from '../data/rows';
import type { WidgetRenderProps } from '../types';
import { decimalsOf, formatNumber, thresholdColour } from './format';
import { useCountUp } from './useCountUp';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    overflow: 'hidden',
    boxSizing: 'border-box',
    fontFamily: tokens.fontFamilyBase,
  },
  label: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    letterSpacing: '0.06em',
    lineHeight: 1.35,
  },
  value: {
    display: 'flex',
    alignItems: 'baseline',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightBold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1.1,
  },
  affix: { fontWeight: tokens.fontWeightSemibold },
  tiles: { display: 'flex', alignItems: 'center' },
  tile: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: '4px',
    boxSizing: 'border-box',
    // The board's hinge: a dark line across the middle of every tile.
    '::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      top: 'calc(50% - 1px)',
      height: '2px',
      backgroundColor: 'rgba(0, 0, 0, 0.35)',
    },
  },
  // A tile whose digit just changed (it is mounted anew under its new key) falls into place like a flap.
  flipping: {
    transformOrigin: '50% 50%',
    animationName: {
      from: { transform: 'perspective(30em) rotateX(-90deg)', filter: 'brightness(1.8)' },
      '60%': { transform: 'perspective(30em) rotateX(12deg)' },
      to: { transform: 'perspective(30em) rotateX(0deg)', filter: 'brightness(1)' },
    },
    animationDuration: '0.55s',
    animationTimingFunction: 'ease-out',
    animationFillMode: 'both',
  },
  separator: { display: 'inline-flex', justifyContent: 'center' },
  accentBar: { position: 'absolute', left: 0, top: '18%', bottom: '18%', width: '3px', borderRadius: '2px' },
});

/** The number's value: bound, the aggregate of the rows' value field; else `attr.value`. */
function kpiValue({ widget, data }: Pick<WidgetRenderProps, 'widget' | 'data'>, attr: KpiAttr): number {
  const binding = 'source' in widget.data ? data.binding : undefined;
  if (!binding) return attr.value;
  const field = binding.mapping.value;
  // A count counts the rows that hold a value, numbers or not (SQL's COUNT(field)).
  if (attr.aggregate === 'count')
    return data.rows.filter((row) => row[field] !== undefined && row[field] !== null && row[field] !== '').length;
  return (
    aggregateOf(
      data.rows.map((row) => numberOf(row[field])),
      attr.aggregate,
    ) ?? attr.value
  );
}

/**
 * KPI number: a label over a large value that counts up to it or flips its digits like a
 * split-flap board (both still under reduced motion), prefix and suffix, decimals and thousands
 * separators, the colour of the threshold it reaches, optionally on tiles and on a card.
 */
function KpiNumberView(props: WidgetRenderProps) {
  const { width, height, theme } = props;
  const styles = useStyles();
  const attr = props.attr as KpiAttr;
  const reduced = useReducedMotion();
  const target = kpiValue(props, attr);
  const shown = useCountUp(target, attr.duration * 1000, attr.animation === 'countUp' && !reduced);
  const flip = attr.animation === 'flip';
  const places = attr.decimals < 0 ? decimalsOf(target) : attr.decimals;
  const text = formatNumber(shown, { decimals: places, thousands: attr.thousands });
  const colour = thresholdColour(target, attr.thresholds) ?? accentOf(attr.colour, theme);

  const padX = Math.round(Math.min(width, height) * 0.14);
  const labelFont = attr.label ? Math.round(Math.max(12, Math.min(28, height * 0.15))) : 0;
  const chars = text.length + (attr.prefix.length + attr.suffix.length) * 0.6;
  const valueFont = Math.round(
    Math.max(
      14,
      Math.min(
        (height - labelFont * 1.8) * 0.62,
        ((width - padX * 2) / Math.max(3, chars)) * (attr.tiles || flip ? 1.25 : 1.65),
      ),
    ),
  );
  const justify = attr.align === 'center' ? 'center' : attr.align === 'right' ? 'flex-end' : 'flex-start';
  const affixFont = Math.round(valueFont * 0.42);

  return (
    <div
      className={styles.root}
      style={{
        alignItems: justify,
        textAlign: attr.align,
        padding: `0 ${padX}px`,
        gap: Math.round(labelFont * 0.5),
        color: theme.text,
        ...(attr.card
          ? {
              background: `linear-gradient(135deg, ${withAlpha(colour, theme.light ? 0.08 : 0.16)}, ${withAlpha(colour, theme.light ? 0.02 : 0.03)})`,
              border: `1px solid ${withAlpha(colour, theme.light ? 0.25 : 0.35)}`,
              borderRadius: 8,
            }
          : {}),
      }}
    >
      {attr.card ? (
        <span className={styles.accentBar} style={{ background: colour, boxShadow: `0 0 8px ${colour}` }} />
      ) : null}
      {attr.label ? (
        <div className={styles.label} style={{ fontSize: labelFont, color: theme.mutedText, maxWidth: '100%' }}>
          {attr.label}
        </div>
      ) : null}
      <div
        className={styles.value}
        style={{
          color: colour,
          fontSize: valueFont,
          textShadow: theme.light ? undefined : `0 0 ${Math.round(valueFont * 0.35)}px ${withAlpha(colour, 0.45)}`,
        }}
      >
        {attr.prefix ? (
          <span className={styles.affix} style={{ fontSize: affixFont, marginRight: affixFont * 0.25 }}>
            {attr.prefix}
          </span>
        ) : null}
        {attr.tiles || flip ? (
          <Tiles text={text} colour={colour} font={valueFont} light={theme.light} flip={flip && !reduced} />
        ) : (
          <span>{text}</span>
        )}
        {attr.suffix ? (
          <span
            className={styles.affix}
            style={{ fontSize: affixFont, marginLeft: affixFont * 0.3, color: theme.mutedText }}
          >
            {attr.suffix}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Digits on flip-board tiles; separators between them stay bare. With `flip`, a tile is keyed by
 * its place from the right and its digit: a changed digit mounts a new tile, whose CSS animation
 * flips it in (the same digit keeps its tile, still).
 */
function Tiles({
  text,
  colour,
  font,
  light,
  flip,
}: {
  text: string;
  colour: string;
  font: number;
  light: boolean;
  flip: boolean;
}) {
  const styles = useStyles();
  return (
    <span className={styles.tiles} style={{ gap: Math.round(font * 0.1) }} data-flip={flip || undefined}>
      {[...text].map((char, index) =>
        /\d/.test(char) ? (
          <span
            key={flip ? `${text.length - index}:${char}` : index}
            className={mergeClasses(styles.tile, flip && styles.flipping)}
            style={{
              width: Math.round(font * 0.78),
              height: Math.round(font * 1.2),
              background: `linear-gradient(180deg, ${withAlpha(colour, light ? 0.12 : 0.22)} 50%, ${withAlpha(colour, light ? 0.06 : 0.12)} 50%)`,
              border: `1px solid ${withAlpha(colour, 0.45)}`,
            }}
          >
            {char}
          </span>
        ) : (
          <span key={index} className={styles.separator} style={{ width: Math.round(font * 0.3) }}>
            {char}
          </span>
        ),
      )}
    </span>
  );
}

export const KpiNumber = memo(KpiNumberView);
