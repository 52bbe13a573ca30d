import { Button, makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { ArrowClockwise20Regular, PlugDisconnected48Regular, Search48Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';

/**
 * The states of a management list page (/dataBase, /dataFile, /user's tabs) around its table: rows in the
 * table's shape while it loads, nothing yet, no match for the search, and a failed load. Each
 * page passes its i18n namespace (`<ns>.empty.noResults`, `…noResultsHint`, `…clearSearch`,
 * `…failed`, `…failedHint`, `…retry`) and its test-id prefix.
 */
const useStyles = makeStyles({
  rows: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  row: { display: 'grid', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  center: { flex: 1, display: 'grid', placeItems: 'center' },
});

/** The pages whose i18n namespace holds the list texts. */
type ListNs = 'datasources' | 'dataFile' | 'admin.members' | 'admin.roles' | 'admin.audit';
/** The lists without a search, whose namespace holds only the failed-load texts. */
type LoadNs = ListNs | 'admin.departments' | 'admin.teams';

export function TableSkeleton({
  columns,
  iconSize,
  label,
  testId,
}: {
  /** The table's `grid-template-columns`: the first column is an icon, the second the name. */
  columns: string;
  iconSize: 32 | 36;
  label: string;
  testId: string;
}) {
  const styles = useStyles();
  const cells = columns.trim().split(/\s+/).length - 2;
  return (
    <Skeleton className={styles.rows} aria-label={label} data-testid={testId}>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={styles.row} style={{ gridTemplateColumns: columns }}>
          <SkeletonItem shape="square" size={iconSize} />
          <SkeletonItem size={16} />
          {Array.from({ length: cells }, (_, j) => (
            <SkeletonItem key={j} size={12} />
          ))}
        </div>
      ))}
    </Skeleton>
  );
}

export function ListEmpty(props: { testId: string; icon: ReactNode; title: string; hint: string; actions: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.center}>
      <EmptyState {...props} />
    </div>
  );
}

export function ListNoMatches({
  ns,
  testId,
  keyword,
  onClear,
}: {
  ns: ListNs;
  testId: string;
  keyword: string;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ListEmpty
      testId={testId}
      icon={<Search48Regular />}
      title={t(`${ns}.empty.noResults`, { keyword })}
      hint={t(`${ns}.empty.noResultsHint`)}
      actions={<Button onClick={onClear}>{t(`${ns}.empty.clearSearch`)}</Button>}
    />
  );
}

export function ListLoadFailed({ ns, testId, onRetry }: { ns: LoadNs; testId: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ListEmpty
      testId={testId}
      icon={<PlugDisconnected48Regular />}
      title={t(`${ns}.empty.failed`)}
      hint={t(`${ns}.empty.failedHint`)}
      actions={
        <Button icon={<ArrowClockwise20Regular />} onClick={onRetry}>
          {t(`${ns}.empty.retry`)}
        </Button>
      }
    />
  );
}
