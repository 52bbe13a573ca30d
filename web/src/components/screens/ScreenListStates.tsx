import { Button, makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import {
  Add20Filled,
  ArrowClockwise20Regular,
  ArrowLeft20Regular,
  Board48Regular,
  Folder48Regular,
  FolderProhibited48Regular,
  PeopleCommunity48Regular,
  Search48Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../shared/limits.js';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../common/EmptyState';
import type { ViewMode } from './ScreenGrid';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(264px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke3}`,
    overflow: 'hidden',
    paddingBottom: tokens.spacingVerticalM,
  },
  thumb: { width: '100%', height: 'auto', aspectRatio: '16 / 9', borderRadius: 0 },
  line: { marginLeft: tokens.spacingHorizontalM, width: '60%' },
  short: { marginLeft: tokens.spacingHorizontalM, width: '35%' },
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: '96px 1fr', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  rowThumb: { height: '54px', width: '96px' },
  center: { flex: 1, display: 'grid', placeItems: 'center' },
});

/** Placeholders in the shape of the cards while the first page loads. */
export function ScreenGridSkeleton({ view }: { view: ViewMode }) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (view === 'list') {
    return (
      <Skeleton className={styles.rows} aria-label={t('screenList.loading')} data-testid="screens-loading">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={styles.row}>
            <SkeletonItem shape="rectangle" className={styles.rowThumb} />
            <SkeletonItem size={16} />
          </div>
        ))}
      </Skeleton>
    );
  }
  return (
    <Skeleton className={styles.grid} aria-label={t('screenList.loading')} data-testid="screens-loading">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className={styles.card}>
          <SkeletonItem shape="rectangle" className={styles.thumb} />
          <SkeletonItem size={16} className={styles.line} />
          <SkeletonItem size={12} className={styles.short} />
        </div>
      ))}
    </Skeleton>
  );
}

/** No screens at all, none in this group, or none shared with me. */
export function NoScreens({
  onNew,
  kind,
  mobile,
}: {
  onNew: (() => void) | null;
  kind: 'all' | 'group' | 'shared';
  /** The mobile list: its screens start from a mobile canvas, not a wall's. */
  mobile: boolean;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const shared = kind === 'shared';
  const text = {
    all: [
      t('screenList.empty.title'),
      mobile ? t('screenList.empty.mobileHint', { width: LIMITS.mobileRecommendedWidth }) : t('screenList.empty.hint'),
    ],
    group: [t('screenList.empty.groupTitle'), t('screenList.empty.groupHint')],
    shared: [t('screenList.empty.sharedTitle'), t('screenList.empty.sharedHint')],
  }[kind];
  return (
    <div className={styles.center}>
      <EmptyState
        testId="screens-empty"
        icon={shared ? <PeopleCommunity48Regular /> : kind === 'group' ? <Folder48Regular /> : <Board48Regular />}
        title={text[0]}
        hint={text[1]}
        actions={
          shared || !onNew ? null : (
            <Button appearance="primary" size="large" icon={<Add20Filled />} onClick={onNew}>
              {kind === 'group' ? t('screenList.newScreen') : t('screenList.empty.cta')}
            </Button>
          )
        }
      />
    </div>
  );
}

export function NoResults({ keyword, onClear }: { keyword: string; onClear: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.center}>
      <EmptyState
        testId="screens-no-results"
        icon={<Search48Regular />}
        title={t('screenList.empty.noResults', { keyword })}
        hint={t('screenList.empty.noResultsHint')}
        actions={<Button onClick={onClear}>{t('screenList.empty.clearSearch')}</Button>}
      />
    </div>
  );
}

export function GroupNotFound({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.center}>
      <EmptyState
        testId="group-not-found"
        icon={<FolderProhibited48Regular />}
        title={t('screenList.empty.groupMissing')}
        hint={t('screenList.empty.groupMissingHint')}
        actions={
          <Button appearance="primary" icon={<ArrowLeft20Regular />} onClick={() => void navigate(basePath)}>
            {t('screenList.empty.backToAll')}
          </Button>
        }
      />
    </div>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.center}>
      <EmptyState
        testId="screens-load-failed"
        icon={<Board48Regular />}
        title={t('screenList.empty.failed')}
        hint={t('screenList.empty.failedHint')}
        actions={
          <Button icon={<ArrowClockwise20Regular />} onClick={onRetry}>
            {t('screenList.empty.retry')}
          </Button>
        }
      />
    </div>
  );
}
