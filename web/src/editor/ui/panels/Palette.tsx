import { Suspense, useMemo, useState } from 'react';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { SearchBox } from '../../../components/common/SearchBox';
import { useTranslation } from 'react-i18next';
import { screenTheme } from '../../../../../shared/widgets/themes.js';
import { thumbnailVariables } from '../../../widgets/common/thumbnailTheme';
import { WIDGET_CATEGORIES } from '../../../widgets/types';
import { useEditorState } from '../context';
import { WIDGETS } from '../../../widgets/registry';
import { DRAG_TYPE, useAddWidgets, type DragPayload } from '../useAddWidgets';

const useStyles = makeStyles({
  search: { margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, maxWidth: 'none' },
  scroll: {
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalL}`,
  },
  hint: {
    display: 'block',
    color: tokens.colorNeutralForeground3,
    padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalS}`,
  },
  heading: {
    margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  tile: {
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    fontFamily: tokens.fontFamilyBase,
    cursor: 'grab',
    ':hover': {
      backgroundColor: tokens.colorNeutralBackground3Hover,
      color: tokens.colorNeutralForeground1,
      border: `1px solid ${tokens.colorBrandStroke1}`,
    },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  thumb: {
    display: 'block',
    width: '100%',
    aspectRatio: '64 / 40',
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    backgroundColor: 'var(--wb-thumb-bg)',
    boxShadow: `inset 0 0 0 1px ${tokens.colorNeutralStroke2}`,
  },
  label: { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  empty: { padding: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
});

/**
 * The component palette by category, searchable; drag a tile onto the canvas or click it. Each
 * tile shows its type's thumbnail in the open screen's theme (one lazily loaded chunk).
 */
export function Palette() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { addWidget } = useAddWidgets();
  const [query, setQuery] = useState('');
  const theme = screenTheme(useEditorState((s) => s.doc.config.background.theme));
  const groups = useMemo(() => {
    const q = query.trim().toLowerCase();
    return WIDGET_CATEGORIES.map((category) => ({
      category,
      items: WIDGETS.filter(
        (d) => d.category === category && (!q || t(d.labelKey).toLowerCase().includes(q) || d.type.includes(q)),
      ),
    })).filter((group) => group.items.length > 0);
  }, [query, t]);
  return (
    <>
      <SearchBox
        className={styles.search}
        size="small"
        placeholder={t('editor.panels.search')}
        aria-label={t('editor.panels.search')}
        value={query}
        onChange={(_, data) => setQuery(data.value)}
      />
      <Caption1 className={styles.hint}>{t('editor.panels.addHint')}</Caption1>
      <div className={styles.scroll} data-testid="palette" style={thumbnailVariables(theme)}>
        {groups.length === 0 ? <div className={styles.empty}>{t('editor.panels.noResults', { query })}</div> : null}
        {groups.map(({ category, items }) => (
          <section key={category} aria-label={t(`editor.categories.${category}`)}>
            <h3 className={styles.heading}>{t(`editor.categories.${category}`)}</h3>
            <ul className={styles.grid}>
              {items.map((d) => (
                <li key={d.type}>
                  <button
                    type="button"
                    className={styles.tile}
                    draggable
                    data-palette-type={d.type}
                    onClick={() => addWidget(d.type)}
                    onDragStart={(event) => {
                      const payload: DragPayload = { kind: 'widget', type: d.type };
                      event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(payload));
                      event.dataTransfer.effectAllowed = 'copy';
                    }}
                  >
                    <span className={styles.thumb} data-thumbnail={d.type}>
                      <Suspense fallback={null}>
                        <d.thumbnail />
                      </Suspense>
                    </span>
                    <span className={styles.label}>{t(d.labelKey)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
