import { memo, useState } from 'react';
import { mergeClasses } from '@fluentui/react-components';
import { Search24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { SearchAttr } from '../../../../shared/widgets/filters.js';
import { useDesignMode } from '../runtime/designMode';
import type { WidgetRenderProps } from '../types';
import { chosen, controlFont, surface, useControlValue } from './control';
import { useFilterStyles } from './styles';

/** Search box: a themed text field and a search button; Enter or the button commits the keyword. */
function SearchView({ attr: raw, height, theme, emit }: WidgetRenderProps) {
  const styles = useFilterStyles();
  const { t } = useTranslation();
  const attr = raw as SearchAttr;
  const design = useDesignMode();
  const [keyword, setKeyword] = useControlValue(attr.value, emit);
  const [draft, setDraft] = useState(keyword);
  const [focused, setFocused] = useState(false);
  const font = controlFont(height);
  const commit = () => setKeyword(draft.trim());
  return (
    <form
      className={mergeClasses(styles.root, design && styles.design)}
      role="search"
      style={{ fontSize: font, gap: font * 0.4 }}
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
    >
      <div className={styles.box} style={{ ...surface(theme, focused), padding: `0 ${font * 0.6}px`, gap: font * 0.5 }}>
        <Search24Regular
          className={styles.icon}
          style={{ width: font * 1.1, height: font * 1.1, color: theme.mutedText }}
        />
        <input
          type="search"
          className={styles.native}
          value={draft}
          placeholder={attr.placeholder || t('widgets.filters.searchPlaceholder')}
          aria-label={attr.placeholder || t('widgets.filters.searchPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          style={{ cursor: 'text' }}
        />
      </div>
      <button
        type="submit"
        className={styles.option}
        style={{ ...chosen(theme), flex: 'none', borderRadius: 6, padding: `0 ${font * 0.9}px`, fontWeight: 600 }}
      >
        {t('widgets.filters.search')}
      </button>
    </form>
  );
}

export const Search = memo(SearchView);
