import { useCallback, useMemo } from 'react';
import { Button, FluentProvider, makeStyles, Spinner } from '@fluentui/react-components';
import { ArrowLeft20Regular, DocumentDismiss48Regular, LockClosed48Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { isRpcError } from '../api/errors';
import { HiddenHeading } from '../components/common/HiddenHeading';
import { StatusPage } from '../components/common/StatusPage';
import { useVersionDetail } from '../api/versions';
import { useScreenDetail } from '../editor/api/calls';
import { DisplayLayer } from '../realtime/DisplayLayer';
import { useDisplay, type DisplayCarousel } from '../realtime/useDisplay';
import { useUserDisplay } from '../realtime/useUserDisplay';
import darkTheme from 'theme-values:dark';
import { ScreenView } from '../viewer/ScreenView';
import { ScreenSourceContext } from '../widgets/data/widgetFetcher';
import { useFollowLatest } from '../viewer/useFollowLatest';
import { useScreensPushChannels } from '../realtime/usePushChannels';

/** A lone screen has no carousel to steer: pads only blank, scroll and identify it. */
const still: DisplayCarousel = {
  go: () => undefined,
  next: () => undefined,
  previous: () => undefined,
  toggle: () => undefined,
};

const useStyles = makeStyles({
  loading: { position: 'fixed', inset: 0, display: 'grid', placeItems: 'center' },
});

/**
 * Screen preview (docs/ARCHITECTURE.md#web-app-routes): /dashboard-preview/{id}/{version?}. Shows the development content,
 * or with a version that published version, full-window under the screen's scaling mode,
 * widgets live (data polled, interactions on). Opened on the latest release, it follows the
 * next release by itself (a wall left on for days).
 */
export default function DashboardPreview() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '', version } = useParams();
  const development = useScreenDetail(version ? null : id);
  const published = useVersionDetail(id, version ?? null, { keepPrevious: true });
  const { data, error, isLoading } = version ? published : development;
  const jumpTo = useCallback(
    (screenId: string) => void navigate(`/dashboard-preview/${encodeURIComponent(screenId)}`),
    [navigate],
  );
  // A wall showing the latest release moves on to the next one by itself.
  const follow = useCallback(
    (next: string) =>
      void navigate(`/dashboard-preview/${encodeURIComponent(id)}/${encodeURIComponent(next)}`, { replace: true }),
    [navigate, id],
  );
  const { display, releases } = useUserDisplay({ screen: id });
  useFollowLatest(id, version ?? null, published.data?.version.latest === true, follow, releases.subscribe);
  const view = useMemo(() => ({ screens: [id], index: 0, paused: false }), [id]);
  const channels = useScreensPushChannels([data?.document]);
  const shown = useDisplay({ ...display, ticket: data ? display.ticket : null, view, carousel: still, channels });
  if (data) {
    const versionId = version ? (published.data?.version._id ?? version) : undefined;
    return (
      <ScreenSourceContext.Provider value={{ screenId: id, ...(versionId ? { versionId } : {}) }}>
        <main>
          <HiddenHeading>{t('routes.dashboardPreview')}</HiddenHeading>
          <ScreenView key={`${id}/${versionId ?? ''}`} document={data.document} jumpTo={jumpTo} />
          <DisplayLayer state={shown} device={display.device} />
        </main>
      </ScreenSourceContext.Provider>
    );
  }
  if (isLoading || !error) {
    return (
      <FluentProvider theme={darkTheme} className={styles.loading}>
        <Spinner label={t('editor.loading')} labelPosition="below" size="large" />
      </FluentProvider>
    );
  }
  const code = isRpcError(error) ? error.code : 0;
  const lowClearance = code === ErrorCode.SCREEN_CLEARANCE_TOO_LOW;
  const denied = code === ErrorCode.SCREEN_PERMISSION_DENIED || lowClearance;
  const missingVersion = code === ErrorCode.VERSION_NOT_FOUND;
  return (
    <FluentProvider theme={darkTheme}>
      <StatusPage
        testId="preview-error"
        tone="warning"
        icon={denied ? <LockClosed48Regular /> : <DocumentDismiss48Regular />}
        title={t(
          lowClearance
            ? 'editor.states.clearanceTitle'
            : denied
              ? 'editor.states.noPermissionTitle'
              : missingVersion
                ? 'versions.missingTitle'
                : 'editor.states.notFoundTitle',
        )}
        description={t(
          lowClearance
            ? 'editor.states.clearance'
            : denied
              ? 'editor.states.noPermission'
              : missingVersion
                ? 'versions.missing'
                : 'editor.states.notFound',
        )}
        actions={
          <Button appearance="primary" icon={<ArrowLeft20Regular />} onClick={() => void navigate('/screenList')}>
            {t('editor.states.backToList')}
          </Button>
        }
      />
    </FluentProvider>
  );
}
