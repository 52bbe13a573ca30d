import { memo, useEffect, useRef, useState } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Checkmark20Regular, ChevronDown24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { MultiSelectAttr } from '../../../../shared/widgets/filters.js';
import { withAlpha } from '../common/colour';
import { useDesignMode } from '../runtime/designMode';
import type { WidgetRenderProps } from '../types';
import { chosen, controlFont, surface, useControlValue } from './control';
import { useFilterStyles } from './styles';

const useStyles = makeStyles({
  trigger: { cursor: 'pointer', gap: '0.4em', font: 'inherit', textAlign: 'left' },
  chips: { flex: 1, minWidth: 0, display: 'flex', gap: '0.3em', overflow: 'hidden' },
  chip: { flexShrink: 0, padding: '0.1em 0.5em', borderRadius: '4px', fontSize: '0.8em', whiteSpace: 'nowrap' },
  list: {
    position: 'absolute',
    left: 0,
    right: 0,
    zIndex: 10,
    display: 'flex',
    flexDirection: 'column',
    padding: '4px',
    borderRadius: '6px',
    boxSizing: 'border-box',
    maxHeight: '12em',
    overflowY: 'auto',
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: '0.5em',
    padding: '0.35em 0.5em',
    borderRadius: '4px',
    cursor: 'pointer',
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'left',
  },
  tick: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '1em',
    height: '1em',
    borderRadius: '3px',
    boxSizing: 'border-box',
  },
  count: { flexShrink: 0, fontWeight: tokens.fontWeightSemibold },
});

/** Multi-select filter: the chosen options as chips; a themed list with check boxes opens below (closes on an outside click). */
function MultiSelectView({ attr: raw, height, theme, emit }: WidgetRenderProps) {
  const styles = useStyles();
  const filter = useFilterStyles();
  const { t } = useTranslation();
  const attr = raw as MultiSelectAttr;
  const design = useDesignMode();
  const [values, setValues] = useControlValue(attr.values, emit);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);
  const font = controlFont(height);
  const accent = theme.colors[0]!;
  const toggle = (option: string) =>
    setValues(values.includes(option) ? values.filter((v) => v !== option) : [...values, option]);
  return (
    <div ref={root} className={mergeClasses(filter.root, design && filter.design)} style={{ fontSize: font }}>
      <button
        type="button"
        className={mergeClasses(filter.box, styles.trigger)}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        style={{ ...surface(theme, open), padding: `0 ${font * 0.5}px` }}
      >
        <span className={styles.chips}>
          {values.length === 0 ? (
            <span className={filter.label} style={{ color: theme.mutedText }}>
              {attr.placeholder || t('widgets.filters.chooseMany')}
            </span>
          ) : null}
          {values.map((value) => (
            <span
              key={value}
              className={styles.chip}
              style={{
                background: withAlpha(accent, 0.22),
                border: `1px solid ${withAlpha(accent, 0.6)}`,
                color: theme.text,
              }}
            >
              {value}
            </span>
          ))}
        </span>
        {values.length > 1 ? (
          <span className={styles.count} style={{ color: accent }}>
            {values.length}
          </span>
        ) : null}
        <ChevronDown24Regular
          className={filter.icon}
          style={{
            width: font * 1.1,
            height: font * 1.1,
            color: accent,
            transform: open ? 'rotate(180deg)' : undefined,
          }}
        />
      </button>
      {open ? (
        <div
          className={styles.list}
          role="listbox"
          aria-multiselectable="true"
          style={{
            top: height + 4,
            background: theme.tooltip.background,
            border: `1px solid ${theme.tooltip.border}`,
            color: theme.tooltip.text,
          }}
        >
          {attr.options.map((option) => {
            const on = values.includes(option);
            return (
              <button
                key={option}
                type="button"
                role="option"
                aria-selected={on}
                className={styles.item}
                onClick={() => toggle(option)}
                style={{ background: on ? withAlpha(accent, 0.16) : undefined }}
              >
                <span className={styles.tick} style={on ? chosen(theme) : { border: `1px solid ${theme.axis}` }}>
                  {on ? <Checkmark20Regular style={{ width: '0.9em', height: '0.9em' }} /> : null}
                </span>
                {option}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

export const MultiSelect = memo(MultiSelectView);
