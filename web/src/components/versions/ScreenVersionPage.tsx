import {
  Badge,
  Body1,
  Button,
  Caption1,
  makeStyles,
  Skeleton,
  SkeletonItem,
  Subtitle2,
  Title2,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowClockwise20Regular,
  ArrowLeft20Regular,
  DocumentDismiss48Regular,
  Edit20Regular,
  LockClosed48Regular,
  Stack48Regular,
  Star16Filled,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { isRpcError } from '../../api/errors';
import { useNow } from '../../hooks/useNow';
import { EmptyState } from '../common/EmptyState';
import { StatusPage } from '../common/StatusPage';
import { useScreenVersions } from './useScreenVersions';
import { VersionDialogs } from './VersionDialogs';
import { VersionPreviewPane } from './VersionPreviewPane';
import { VersionRow } from './VersionRow';

const useStyles = makeStyles({
  root: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', overflow: 'auto' },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL} ${tokens.spacingVerticalL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  sub: { color: tokens.colorNeutralForeground3 },
  body: {
    flex: 1,
    display: 'grid',
    gridTemplateColumns: 'minmax(340px, 420px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL} ${tokens.spacingVerticalXXL}`,
    alignItems: 'start',
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `1px solid ${tokens.colorNeutralStroke3}`,
    position: 'sticky',
    top: tokens.spacingVerticalL,
  },
  panes: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalL },
  skeletonRow: {
    display: 'grid',
    gridTemplateColumns: '112px 1fr',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
  },
  skeletonThumb: { width: '112px', height: '63px' },
  skeletonText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  wide: { gridColumn: '1 / -1' },
});

/** /screenVersionMan/{id}: the screen's published versions, their actions, and a side-by-side preview. */
export function ScreenVersionPage({ screenId }: { screenId: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useScreenVersions(screenId);
  const { screen, versions, list } = state;

  if (screen.error) return <VersionsUnavailable error={screen.error} />;

  const screenName = screen.data?.name ?? '';
  return (
    <div className={styles.root} data-testid="version-page">
      <header className={styles.header}>
        <Button
          appearance="subtle"
          icon={<ArrowLeft20Regular />}
          aria-label={t('versions.back')}
          onClick={() =>
            void navigate(screen.data ? `/screenList/${encodeURIComponent(screen.data.group)}` : '/screenList')
          }
        />
        <div className={styles.heading}>
          <Title2 as="h1">{t('versions.title')}</Title2>
          <Caption1 className={styles.sub}>
            {screenName}
            {versions.data ? ` · ${t('versions.summary', { count: list.length })}` : ''}
          </Caption1>
        </div>
        <Button
          appearance="secondary"
          icon={<Edit20Regular />}
          disabled={!screen.data?.can_edit}
          onClick={() => void navigate(`/screenEditor/${encodeURIComponent(screenId)}`)}
        >
          {t('versions.openEditor')}
        </Button>
      </header>
      <VersionsBody screenId={screenId} state={state} />
      <VersionDialogs request={state.request} screenName={screenName} {...state.dialogs} />
    </div>
  );
}

/** The screen cannot be shown: not found, not permitted, or above the caller's clearance. */
function VersionsUnavailable({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const code = isRpcError(error) ? error.code : 0;
  const lowClearance = code === ErrorCode.SCREEN_CLEARANCE_TOO_LOW;
  const denied = code === ErrorCode.SCREEN_PERMISSION_DENIED || lowClearance;
  return (
    <StatusPage
      testId="versions-error"
      tone="warning"
      icon={denied ? <LockClosed48Regular /> : <DocumentDismiss48Regular />}
      title={t(
        lowClearance
          ? 'editor.states.clearanceTitle'
          : denied
            ? 'editor.states.noPermissionTitle'
            : 'editor.states.notFoundTitle',
      )}
      description={t(
        lowClearance ? 'editor.states.clearance' : denied ? 'editor.states.noPermission' : 'editor.states.notFound',
      )}
      actions={
        <Button appearance="primary" icon={<ArrowLeft20Regular />} onClick={() => void navigate('/screenList')}>
          {t('editor.states.backToList')}
        </Button>
      }
    />
  );
}

/** The versions with the preview beside them, or the list's failed, loading or empty state. */
function VersionsBody({ screenId, state }: { screenId: string; state: ReturnType<typeof useScreenVersions> }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const now = useNow();
  const { screen, versions, list, selected } = state;
  const previewHref = (versionId: string) =>
    `/dashboard-preview/${encodeURIComponent(screenId)}/${encodeURIComponent(versionId)}`;
  if (versions.error)
    return (
      <EmptyState
        icon={<DocumentDismiss48Regular />}
        title={t('versions.errorTitle')}
        hint={isRpcError(versions.error) ? versions.error.message : undefined}
        actions={
          <Button icon={<ArrowClockwise20Regular />} onClick={() => void versions.mutate()}>
            {t('versions.retry')}
          </Button>
        }
        testId="versions-load-failed"
      />
    );
  if (versions.isLoading)
    return (
      <div className={styles.body}>
        <Skeleton aria-label={t('versions.loading')} data-testid="versions-loading">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className={styles.skeletonRow}>
              <SkeletonItem shape="rectangle" className={styles.skeletonThumb} />
              <div className={styles.skeletonText}>
                <SkeletonItem size={16} />
                <SkeletonItem size={12} />
              </div>
            </div>
          ))}
        </Skeleton>
      </div>
    );
  if (list.length === 0)
    return (
      <EmptyState
        icon={<Stack48Regular />}
        title={t('versions.emptyTitle')}
        hint={t('versions.emptyHint')}
        actions={
          screen.data?.can_edit ? (
            <Button
              appearance="primary"
              icon={<Edit20Regular />}
              onClick={() => void navigate(`/screenEditor/${encodeURIComponent(screenId)}`)}
            >
              {t('versions.openEditor')}
            </Button>
          ) : undefined
        }
        testId="versions-empty"
      />
    );
  return (
    <div className={styles.body}>
      <ul className={styles.list} aria-label={t('versions.listLabel')} data-testid="version-list">
        {list.map((v) => (
          <VersionRow
            key={v._id}
            version={v}
            selected={v._id === selected?._id}
            canManage={state.canManage}
            now={now}
            previewHref={previewHref(v._id)}
            onSelect={() => state.choose(v._id)}
            onAction={(action) => state.onAction(v, action)}
          />
        ))}
      </ul>
      <VersionsPreview state={state} />
    </div>
  );
}

/** The chosen version beside the development content. */
function VersionsPreview({ state }: { state: ReturnType<typeof useScreenVersions> }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { screen, selected, version } = state;
  return (
    <section className={styles.panel} aria-label={t('versions.preview.title')}>
      <Subtitle2>{t('versions.preview.title')}</Subtitle2>
      {selected ? null : <Body1>{t('versions.preview.none')}</Body1>}
      <div className={styles.panes}>
        <VersionPreviewPane
          testId="preview-version"
          label={t('versions.preview.selected', { name: selected?.name ?? '' })}
          badge={
            selected?.latest ? (
              <Badge appearance="tint" color="brand" size="small" icon={<Star16Filled />}>
                {t('versions.latest')}
              </Badge>
            ) : null
          }
          document={version.data?.document}
          loading={version.isLoading}
          failed={Boolean(version.error)}
          message={version.error ? t('versions.preview.failed') : t('versions.preview.none')}
        />
        <VersionPreviewPane
          testId="preview-development"
          label={t('versions.preview.development')}
          document={screen.data?.document}
          loading={screen.isLoading}
          message={t('versions.preview.failed')}
        />
      </div>
    </section>
  );
}
