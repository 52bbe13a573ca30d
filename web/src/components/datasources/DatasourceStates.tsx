import { Button, makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import {
  Add20Filled,
  ArrowClockwise20Regular,
  Database48Regular,
  PlugDisconnected48Regular,
  Search48Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../common/EmptyState';

const useStyles = makeStyles({
  rows: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  row: {
    display: 'grid',
    gridTemplateColumns: '32px 2fr 2fr 2fr 1fr 1fr',
    gap: tokens.spacingHorizontalL,
    alignItems: 'center',
  },
  center: { flex: 1, display: 'grid', placeItems: 'center' },
});

/** Rows in the shape of the table while the list loads. */
export function DatasourceSkeleton() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Skeleton className={styles.rows} aria-label={t('datasources.list.loading')} data-testid="datasources-loading">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={styles.row}>
          <SkeletonItem shape="square" size={32} />
          <SkeletonItem size={16} />
          <SkeletonItem size={12} />
          <SkeletonItem size={12} />
          <SkeletonItem size={12} />
          <SkeletonItem size={12} />
        </div>
      ))}
    </Skeleton>
  );
}

export function NoConnections({ onNew }: { onNew: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.center}>
      <EmptyState
        testId="datasources-empty"
        icon={<Database48Regular />}
        title={t('datasources.empty.title')}
        hint={t('datasources.empty.hint')}
        actions={
          <Button appearance="primary" size="large" icon={<Add20Filled />} onClick={onNew}>
            {t('datasources.new')}
          </Button>
        }
      />
    </div>
  );
}

export function NoMatches({ keyword, onClear }: { keyword: string; onClear: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.center}>
      <EmptyState
        testId="datasources-no-results"
        icon={<Search48Regular />}
        title={t('datasources.empty.noResults', { keyword })}
        hint={t('datasources.empty.noResultsHint')}
        actions={<Button onClick={onClear}>{t('datasources.empty.clearSearch')}</Button>}
      />
    </div>
  );
}

export function ListFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.center}>
      <EmptyState
        testId="datasources-failed"
        icon={<PlugDisconnected48Regular />}
        title={t('datasources.empty.failed')}
        hint={t('datasources.empty.failedHint')}
        actions={
          <Button icon={<ArrowClockwise20Regular />} onClick={onRetry}>
            {t('datasources.empty.retry')}
          </Button>
        }
      />
    </div>
  );
}
