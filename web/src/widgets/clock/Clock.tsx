import { memo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ClockAttr } from '../../../../shared/widgets/clock.js';
import { useNow } from '../../hooks/useNow';
import { useStill } from '../../hooks/useReducedMotion';
import { withAlpha } from '../common/colour';
import { accentOf } from '../common/theme';
import type { WidgetRenderProps } from '../types';
import { countdownParts, countdownTarget, formatClock, twoDigits } from './clockFormat';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    fontFamily: tokens.fontFamilyBase,
    fontVariantNumeric: 'tabular-nums',
  },
  clock: { justifyContent: 'flex-end', letterSpacing: '0.04em' },
  countdown: { justifyContent: 'center', gap: '0.4em' },
  unit: { display: 'inline-flex', alignItems: 'baseline', gap: '0.15em' },
  digits: { fontWeight: tokens.fontWeightBold, borderRadius: '4px', padding: '0.05em 0.25em' },
});

/** Clock (the local time in `format`, ticking each second) or a countdown to `target`; the timer stops on unmount. */
function ClockView({ attr: raw, width, height, theme }: WidgetRenderProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const attr = raw as ClockAttr;
  // On the editor's canvas (widgets held still) the time moves on once a minute, not each second.
  const now = useNow(useStill() ? 60_000 : 1000);
  const accent = accentOf(attr.colour, theme);
  if (attr.mode === 'clock') {
    const text = formatClock(new Date(now), attr.format, t('widgets.clock.weekdays').split(','));
    const font =
      attr.fontSize || Math.round(Math.max(12, Math.min(height * 0.55, (width / Math.max(4, text.length)) * 1.7)));
    return (
      <div className={`${styles.root} ${styles.clock}`} style={{ fontSize: font, color: attr.colour || theme.text }}>
        {text}
      </div>
    );
  }
  const parts = countdownParts(now, countdownTarget(attr.target, now));
  const label = attr.label || t('widgets.clock.untilNewYear');
  // About 13 em of digits, units and gaps, plus the label at 0.6 em.
  const font = attr.fontSize || Math.round(Math.max(12, Math.min(height * 0.5, width / (13 + label.length * 0.45))));
  const unit = (value: string, key: 'days' | 'hours' | 'minutes' | 'seconds') => (
    <span className={styles.unit}>
      <span
        className={styles.digits}
        style={{
          color: accent,
          background: withAlpha(accent, theme.light ? 0.1 : 0.16),
          border: `1px solid ${withAlpha(accent, 0.4)}`,
        }}
      >
        {value}
      </span>
      <span style={{ fontSize: '0.5em', color: theme.mutedText }}>{t(`widgets.clock.${key}`)}</span>
    </span>
  );
  return (
    <div className={`${styles.root} ${styles.countdown}`} style={{ fontSize: font, color: theme.text }} role="timer">
      <span style={{ fontSize: '0.6em', color: theme.mutedText, marginRight: '0.3em' }}>{label}</span>
      {unit(String(parts.days), 'days')}
      {unit(twoDigits(parts.hours), 'hours')}
      {unit(twoDigits(parts.minutes), 'minutes')}
      {unit(twoDigits(parts.seconds), 'seconds')}
    </div>
  );
}

export const Clock = memo(ClockView);
