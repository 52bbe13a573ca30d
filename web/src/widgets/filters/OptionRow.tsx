import { memo } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { withAlpha } from '../common/colour';
import { FIT_LABEL, useFittedFont } from '../common/fittedFont';
import { useDesignMode } from '../runtime/designMode';
import type { WidgetRenderProps } from '../types';
import { chosen, controlFont, surface } from './control';
import { useFilterStyles } from './styles';

const useStyles = makeStyles({
  tabs: { gap: 0 },
  tab: {
    background: 'transparent',
    border: 'none',
    borderBottom: '2px solid transparent',
    fontWeight: tokens.fontWeightSemibold,
  },
  buttons: { gap: '0.5em' },
  button: { borderRadius: '6px', fontWeight: tokens.fontWeightSemibold },
  segmented: { borderRadius: '6px', overflow: 'hidden' },
  segment: { border: 'none', borderRadius: 0 },
});

export type OptionRowLook = 'tabs' | 'buttons' | 'segmented';

/** The smallest text a control row shrinks to before its labels ellipsize. */
const MIN_FONT = 12;

/**
 * A row of options of which one is chosen, in one of three looks: tabs (an underline glowing
 * under the chosen one), separate buttons, or a segmented bar. Shared by the tab filter, the
 * button group and the time-range quick picker. Labels shrink together until each fits its
 * option; below 12 px a label ellipsizes and keeps its full text as a tooltip.
 */
export const OptionRow = memo(function OptionRow({
  options,
  value,
  onChange,
  look,
  theme,
  height,
  width,
}: {
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
  look: OptionRowLook;
  theme: WidgetRenderProps['theme'];
  height: number;
  /** The row's width, so that the labels fit again when the box changes. */
  width: number;
}) {
  const styles = useStyles();
  const filter = useFilterStyles();
  const design = useDesignMode();
  const [ref, font] = useFittedFont<HTMLDivElement>(
    controlFont(height),
    MIN_FONT,
    `${width}|${look}|${options.map((option) => option.label).join('\n')}`,
  );
  const accent = theme.colors[0]!;
  const row = look === 'tabs' ? styles.tabs : look === 'buttons' ? styles.buttons : styles.segmented;
  return (
    <div
      ref={ref}
      className={mergeClasses(filter.root, row, design && filter.design)}
      role="radiogroup"
      style={{
        fontSize: font,
        ...(look === 'segmented'
          ? surface(theme)
          : look === 'tabs'
            ? { borderBottom: `1px solid ${withAlpha(accent, 0.35)}` }
            : {}),
      }}
    >
      {options.map((option, index) => {
        const on = option.value === value;
        const style =
          look === 'tabs'
            ? {
                color: on ? (theme.light ? accent : theme.text) : theme.mutedText,
                borderBottomColor: on ? accent : 'transparent',
                background: on
                  ? `linear-gradient(0deg, ${withAlpha(accent, 0.3)}, ${withAlpha(accent, 0)})`
                  : undefined,
                textShadow: on && !theme.light ? `0 0 8px ${withAlpha(accent, 0.8)}` : undefined,
              }
            : look === 'buttons'
              ? on
                ? chosen(theme)
                : surface(theme)
              : {
                  ...(on ? chosen(theme) : { color: theme.mutedText, background: 'transparent' }),
                  borderLeft: index > 0 ? `1px solid ${withAlpha(accent, 0.35)}` : undefined,
                };
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={on}
            className={mergeClasses(
              filter.option,
              look === 'tabs' ? styles.tab : look === 'buttons' ? styles.button : styles.segment,
            )}
            onClick={() => onChange(option.value)}
            style={{ ...style, padding: `0 ${font * 0.6}px` }}
            title={option.label}
          >
            <span className={filter.label} {...FIT_LABEL}>
              {option.label}
            </span>
          </button>
        );
      })}
    </div>
  );
});
