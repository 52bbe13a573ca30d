import { useCallback } from 'react';
import { Button, FluentProvider, makeStyles, Spinner } from '@fluentui/react-components';
import { ArrowLeft20Regular, DocumentDismiss48Regular, LockClosed48Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { isRpcError } from '../api/errors';
import { StatusPage } from '../components/common/StatusPage';
import { useScreenDetail } from '../editor/api/calls';
import { THEMES } from '../theme';
import { ScreenView } from '../viewer/ScreenView';

const useStyles = makeStyles({
  loading: { position: 'fixed', inset: 0, display: 'grid', placeItems: 'center' },
});

/**
 * Screen preview (spec §2): /dashboard-preview/{id}/{version?}. Shows the development content
 * full-window under the screen's scaling mode, widgets live (data polled, interactions on).
 * Published versions are issue #6; until then a version in the path shows the development content.
 */
export default function DashboardPreview() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, error, isLoading } = useScreenDetail(id);
  const jumpTo = useCallback((screenId: string) => navigate(`/dashboard-preview/${encodeURIComponent(screenId)}`), [navigate]);
  if (data) return <ScreenView key={id} document={data.document} jumpTo={jumpTo} />;
  if (isLoading || !error) {
    return (
      <FluentProvider theme={THEMES.dark} className={styles.loading}>
        <Spinner label={t('editor.loading')} labelPosition="below" size="large" />
      </FluentProvider>
    );
  }
  const code = isRpcError(error) ? error.code : 0;
  const denied = code === ErrorCode.SCREEN_PERMISSION_DENIED;
  return (
    <FluentProvider theme={THEMES.dark}>
      <StatusPage
        testId="preview-error"
        tone="warning"
        icon={denied ? <LockClosed48Regular /> : <DocumentDismiss48Regular />}
        title={t(denied ? 'editor.states.noPermissionTitle' : 'editor.states.notFoundTitle')}
        description={t(denied ? 'editor.states.noPermission' : 'editor.states.notFound')}
        actions={<Button appearance="primary" icon={<ArrowLeft20Regular />} onClick={() => navigate('/screenList')}>{t('editor.states.backToList')}</Button>}
      />
    </FluentProvider>
  );
}
