import { memo } from 'react';
import { mergeClasses } from '@fluentui/react-components';
import { ArrowRight20Regular, CalendarLtr24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { DateAttr, DateRangeAttr } from '../../../../shared/widgets/filters.js';
import { useDesignMode } from '../runtime/designMode';
import type { WidgetRenderProps } from '../types';
import { controlFont, surface, useControlValue } from './control';
import { useFilterStyles } from './styles';
import { isoDay, rangeOrDefault } from './timeRange';

/** Date filter: a native date input (the platform's calendar), themed; empty configured value: today. */
function DateView({ attr: raw, height, theme, emit }: WidgetRenderProps) {
  const styles = useFilterStyles();
  const { t } = useTranslation();
  const attr = raw as DateAttr;
  const design = useDesignMode();
  const [value, setValue] = useControlValue(attr.value || isoDay(new Date()), emit);
  const font = controlFont(height);
  return (
    <div className={mergeClasses(styles.root, design && styles.design)} style={{ fontSize: font }}>
      <div className={styles.box} style={{ ...surface(theme), padding: `0 ${font * 0.6}px`, gap: font * 0.5 }}>
        <CalendarLtr24Regular
          className={styles.icon}
          style={{ width: font * 1.2, height: font * 1.2, color: theme.colors[0] }}
        />
        <input
          type="date"
          className={styles.native}
          aria-label={t('widgets.filters.date')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          style={{ colorScheme: theme.light ? 'light' : 'dark' }}
        />
      </div>
    </div>
  );
}

/** Date-range filter: two native date inputs in one box; empty configured ends: the last 7 days. */
function DateRangeView({ attr: raw, height, theme, emit }: WidgetRenderProps) {
  const styles = useFilterStyles();
  const { t } = useTranslation();
  const attr = raw as DateRangeAttr;
  const design = useDesignMode();
  const [range, setRange] = useControlValue(rangeOrDefault(attr.from, attr.to, new Date()), emit, (r) => [
    r.from,
    r.to,
  ]);
  const font = controlFont(height);
  const input = (end: 'from' | 'to') => (
    <input
      type="date"
      className={styles.native}
      aria-label={t(`widgets.filters.${end}`)}
      value={range[end]}
      max={end === 'from' ? range.to : undefined}
      min={end === 'to' ? range.from : undefined}
      onChange={(event) => setRange({ ...range, [end]: event.target.value })}
      style={{ colorScheme: theme.light ? 'light' : 'dark', textAlign: 'center' }}
    />
  );
  return (
    <div className={mergeClasses(styles.root, design && styles.design)} style={{ fontSize: font }}>
      <div className={styles.box} style={{ ...surface(theme), padding: `0 ${font * 0.6}px`, gap: font * 0.4 }}>
        <CalendarLtr24Regular
          className={styles.icon}
          style={{ width: font * 1.2, height: font * 1.2, color: theme.colors[0] }}
        />
        {input('from')}
        <ArrowRight20Regular className={styles.icon} style={{ width: font, height: font, color: theme.mutedText }} />
        {input('to')}
      </div>
    </div>
  );
}

export const DateFilter = memo(DateView);
export const DateRange = memo(DateRangeView);
