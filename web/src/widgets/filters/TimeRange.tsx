import { memo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TimePreset, TimeRangeAttr } from '../../../../shared/widgets/filters.js';
import { useNow } from '../../hooks/useNow';
import type { WidgetRenderProps } from '../types';
import { controlFont, useControlValue } from './control';
import { OptionRow } from './OptionRow';
import { presetRange } from './timeRange';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '6px',
    fontFamily: tokens.fontFamilyBase,
  },
  bar: { position: 'relative', flex: 1, minHeight: 0 },
  caption: {
    flexShrink: 0,
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
});

/** Time-range quick picker: presets (today, last 7 days …) as a segmented bar, the range they mean below when there is room. */
function TimeRangeView({ attr: raw, width, height, theme, emit }: WidgetRenderProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const attr = raw as TimeRangeAttr;
  const [value, setValue] = useControlValue<TimePreset>(
    attr.presets.includes(attr.value) ? attr.value : attr.presets[0]!,
    emit,
    (preset) => {
      const { from, to } = presetRange(preset, new Date());
      return [from, to];
    },
  );
  const now = useNow(60_000);
  const caption = height >= 72;
  const barHeight = caption ? height * 0.62 : height;
  const range = presetRange(value, new Date(now));
  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <OptionRow
          options={attr.presets.map((preset) => ({ value: preset, label: t(`widgets.timePresets.${preset}`) }))}
          value={value}
          onChange={(next) => setValue(next as TimePreset)}
          look="segmented"
          theme={theme}
          height={barHeight}
          width={width}
        />
      </div>
      {caption ? (
        <div
          className={styles.caption}
          style={{ fontSize: Math.round(controlFont(barHeight) * 0.75), color: theme.mutedText }}
        >
          {range.from === range.to ? range.from : `${range.from} — ${range.to}`}
        </div>
      ) : null}
    </div>
  );
}

export const TimeRange = memo(TimeRangeView);
