import { Button, makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import {
  Add20Filled,
  ArrowClockwise20Regular,
  Folder48Regular,
  PlugDisconnected48Regular,
  Search48Regular,
  Table48Regular,
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
    gridTemplateColumns: '36px 3fr 2fr 1fr 1fr 1fr 2fr',
    gap: tokens.spacingHorizontalL,
    alignItems: 'center',
  },
  center: { flex: 1, display: 'grid', placeItems: 'center' },
});

/** Rows in the shape of the table while the list loads. */
export function WorksheetSkeleton() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Skeleton className={styles.rows} aria-label={t('dataFile.empty.loading')} data-testid="worksheets-loading">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={styles.row}>
          <SkeletonItem shape="square" size={36} />
          <SkeletonItem size={16} />
          <SkeletonItem size={12} />
          <SkeletonItem size={12} />
          <SkeletonItem size={12} />
          <SkeletonItem size={12} />
          <SkeletonItem size={12} />
        </div>
      ))}
    </Skeleton>
  );
}

/** No worksheet at all, or none in the picked group. */
export function NoWorksheets({ inGroup, onNew }: { inGroup: boolean; onNew: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.center}>
      <EmptyState
        testId="worksheets-empty"
        icon={inGroup ? <Folder48Regular /> : <Table48Regular />}
        title={inGroup ? t('dataFile.empty.group') : t('dataFile.empty.title')}
        hint={inGroup ? t('dataFile.empty.groupHint') : t('dataFile.empty.hint')}
        actions={
          <Button appearance="primary" size="large" icon={<Add20Filled />} onClick={onNew}>
            {t('dataFile.new')}
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
        testId="worksheets-no-results"
        icon={<Search48Regular />}
        title={t('dataFile.empty.noResults', { keyword })}
        hint={t('dataFile.empty.noResultsHint')}
        actions={<Button onClick={onClear}>{t('dataFile.empty.clearSearch')}</Button>}
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
        testId="worksheets-failed"
        icon={<PlugDisconnected48Regular />}
        title={t('dataFile.empty.failed')}
        hint={t('dataFile.empty.failedHint')}
        actions={
          <Button icon={<ArrowClockwise20Regular />} onClick={onRetry}>
            {t('dataFile.empty.retry')}
          </Button>
        }
      />
    </div>
  );
}
