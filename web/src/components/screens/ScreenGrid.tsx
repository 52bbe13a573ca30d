import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button, Caption1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ScreenSummary } from '../../../../shared/acts/screen.js';
import type { Selection } from '../../screenList/selection';
import { ScreenCard } from './ScreenCard';
import { ROW_COLUMNS, ScreenRow } from './ScreenRow';

export type ViewMode = 'grid' | 'list';

const useStyles = makeStyles({
  region: {
    outlineStyle: 'none',
    borderRadius: tokens.borderRadiusLarge,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '4px' },
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(264px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  table: {
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    overflow: 'hidden',
  },
  head: {
    display: 'grid',
    gridTemplateColumns: ROW_COLUMNS,
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
  },
  more: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXL} 0 ${tokens.spacingVerticalL}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface ScreenGridProps {
  screens: ScreenSummary[];
  view: ViewMode;
  selection: Selection;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  onSelectAll: () => void;
}

/** The cards (or rows), loading the next server page as the end scrolls into view. */
export function ScreenGrid({
  screens,
  view,
  selection,
  total,
  hasMore,
  loadingMore,
  loadMore,
  onSelectAll,
}: ScreenGridProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const sentinel = useRef<HTMLDivElement>(null);
  const selecting = selection.ids.size > 0;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadMore, screens.length]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const inText = (event.target as HTMLElement).closest('textarea, input:not([type="checkbox"]):not([type="radio"])');
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a' && !inText) {
      event.preventDefault();
      onSelectAll();
    }
  };

  const items =
    view === 'grid' ? (
      <div className={styles.grid} role="list">
        {screens.map((screen) => (
          <div role="listitem" key={screen._id}>
            <ScreenCard screen={screen} selected={selection.ids.has(screen._id)} selecting={selecting} />
          </div>
        ))}
      </div>
    ) : (
      <div className={styles.table} role="grid" aria-multiselectable>
        <div role="row" className={styles.head}>
          <span role="columnheader" />
          <span role="columnheader" />
          <Caption1 role="columnheader">{t('screenList.columns.name')}</Caption1>
          <Caption1 role="columnheader">{t('screenList.columns.status')}</Caption1>
          <Caption1 role="columnheader">{t('screenList.columns.owner')}</Caption1>
          <Caption1 role="columnheader">{t('screenList.columns.updated')}</Caption1>
          <span role="columnheader" />
        </div>
        {screens.map((screen) => (
          <ScreenRow key={screen._id} screen={screen} selected={selection.ids.has(screen._id)} selecting={selecting} />
        ))}
      </div>
    );

  return (
    <div
      className={styles.region}
      role="region"
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="screen-grid"
      aria-label={t('screenList.screens')}
      aria-describedby="screen-grid-hint"
    >
      <span id="screen-grid-hint" hidden>
        {t('screenList.gridHint')}
      </span>
      {items}
      <div ref={sentinel} className={styles.more}>
        {hasMore ? (
          loadingMore ? (
            <Spinner size="small" label={t('screenList.loadingMore')} />
          ) : (
            <Button appearance="subtle" onClick={loadMore}>
              {t('screenList.loadMore')}
            </Button>
          )
        ) : null}
        {total > 0 ? (
          <Caption1 className={styles.muted}>{t('screenList.showing', { shown: screens.length, total })}</Caption1>
        ) : null}
      </div>
    </div>
  );
}
