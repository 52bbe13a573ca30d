import { memo } from 'react';
import { mergeClasses } from '@fluentui/react-components';
import { ChevronDown24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { SelectAttr } from '../../../../shared/widgets/filters.js';
import { accentOf } from '../common/theme';
import { useDesignMode } from '../runtime/designMode';
import type { WidgetRenderProps } from '../types';
import { controlFont, surface, useControlValue } from './control';
import { useFilterStyles } from './styles';

/** Drop-down filter: a native select (its list is the platform's, so it works at any zoom), themed. */
function SelectView({ attr: raw, height, theme, emit }: WidgetRenderProps) {
  const styles = useFilterStyles();
  const { t } = useTranslation();
  const attr = raw as SelectAttr;
  const design = useDesignMode();
  const [value, setValue] = useControlValue(attr.value || attr.options[0] || '', emit);
  const font = controlFont(height);
  return (
    <div className={mergeClasses(styles.root, design && styles.design)} style={{ fontSize: font }}>
      <div className={styles.box} style={{ ...surface(theme), padding: `0 ${font * 0.6}px` }}>
        <select
          className={styles.native}
          value={value}
          aria-label={attr.placeholder || t('widgets.filters.choose')}
          onChange={(event) => setValue(event.target.value)}
          style={{ colorScheme: theme.light ? 'light' : 'dark', paddingRight: font * 1.4 }}
        >
          {value === '' ? <option value="">{attr.placeholder || t('widgets.filters.choose')}</option> : null}
          {attr.options.map((option) => (
            <option
              key={option}
              value={option}
              style={{ background: theme.tooltip.background, color: theme.tooltip.text }}
            >
              {option}
            </option>
          ))}
        </select>
        <ChevronDown24Regular
          className={styles.icon}
          style={{
            position: 'absolute',
            right: font * 0.5,
            width: font * 1.1,
            height: font * 1.1,
            color: accentOf('', theme),
          }}
        />
      </div>
    </div>
  );
}

export const Select = memo(SelectView);
