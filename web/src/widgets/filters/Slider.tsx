import { memo } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { SliderAttr } from '../../../../shared/widgets/filters.js';
import { withAlpha } from '../common/colour';
import { useDesignMode } from '../runtime/designMode';
import { formatNumber } from '../kpi/format';
import type { WidgetRenderProps } from '../types';
import { controlFont, useControlValue } from './control';
import { useFilterStyles } from './styles';

const useStyles = makeStyles({
  root: { alignItems: 'center', gap: '0.8em' },
  rail: { position: 'relative', flex: 1, minWidth: 0, height: '100%', display: 'flex', alignItems: 'center' },
  track: { position: 'absolute', left: 0, right: 0, borderRadius: '999px', overflow: 'hidden' },
  fill: { position: 'absolute', left: 0, top: 0, bottom: 0, borderRadius: '999px' },
  thumb: {
    position: 'absolute',
    borderRadius: '50%',
    transform: 'translateX(-50%)',
    boxSizing: 'border-box',
    pointerEvents: 'none',
  },
  input: { position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' },
  value: {
    flexShrink: 0,
    fontWeight: tokens.fontWeightBold,
    fontVariantNumeric: 'tabular-nums',
    minWidth: '3.2em',
    textAlign: 'right',
  },
});

/**
 * Slider: a drawn track, fill and glowing thumb, over a transparent native range input (keyboard
 * and pointer work as usual); the value with its unit at the end.
 */
function SliderView({ attr: raw, height, theme, emit }: WidgetRenderProps) {
  const styles = useStyles();
  const filter = useFilterStyles();
  const attr = raw as SliderAttr;
  const design = useDesignMode();
  const low = Math.min(attr.min, attr.max);
  const high = Math.max(attr.min, attr.max);
  const [value, setValue] = useControlValue(Math.min(high, Math.max(low, attr.value)), emit);
  const font = controlFont(height);
  const accent = theme.colors[0]!;
  const share = high > low ? (value - low) / (high - low) : 0;
  const track = Math.max(4, Math.round(font * 0.3));
  const thumb = Math.round(font * 1.1);
  return (
    <div
      className={mergeClasses(filter.root, styles.root, design && filter.design)}
      style={{ fontSize: font, padding: `0 ${thumb / 2}px` }}
    >
      <div className={styles.rail}>
        <div className={styles.track} style={{ height: track, background: theme.track }}>
          <div
            className={styles.fill}
            style={{
              width: `${share * 100}%`,
              background: `linear-gradient(90deg, ${withAlpha(accent, 0.35)}, ${accent})`,
            }}
          />
        </div>
        <div
          className={styles.thumb}
          style={{
            left: `${share * 100}%`,
            width: thumb,
            height: thumb,
            background: theme.background,
            border: `3px solid ${accent}`,
            boxShadow: theme.light ? undefined : `0 0 10px ${withAlpha(accent, 0.8)}`,
          }}
        />
        <input
          className={styles.input}
          type="range"
          min={low}
          max={high}
          step={attr.step}
          value={value}
          aria-label={attr.field}
          onChange={(event) => setValue(Number(event.target.value))}
        />
      </div>
      <span className={styles.value} style={{ color: accent }}>
        {formatNumber(value, { decimals: -1, thousands: true })}
        {attr.unit ? (
          <span style={{ fontSize: '0.7em', color: theme.mutedText, marginLeft: '0.15em' }}>{attr.unit}</span>
        ) : null}
      </span>
    </div>
  );
}

export const Slider = memo(SliderView);
