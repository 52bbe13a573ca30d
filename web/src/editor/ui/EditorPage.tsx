import { Button, FluentProvider, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import {
  ArrowLeft20Regular,
  ArrowSync20Regular,
  DocumentDismiss48Regular,
  Eye20Regular,
  Eye48Regular,
  LockClosed48Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { isRpcError } from '../../api/errors';
import { StatusPage } from '../../components/common/StatusPage';
import darkTheme from 'theme-values:dark';
import { useScreenDetail } from '../api/calls';
import { EditorLayout } from './EditorLayout';
import { ScreenSourceContext } from '../../widgets/data/widgetFetcher';

const useStyles = makeStyles({
  frame: {
    height: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  loading: { flex: 1, display: 'grid', placeItems: 'center' },
});

/** Opens a screen: a loading state while `get` runs, a clear page when it cannot be edited. */
export function EditorPage({ id }: { id: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useScreenDetail(id);
  const back = (
    <Button appearance="primary" icon={<ArrowLeft20Regular />} onClick={() => void navigate('/screenList')}>
      {t('editor.states.backToList')}
    </Button>
  );
  let body;
  if (data?.can_edit) {
    // Widgets' sources name the screen, so the data proxy fills the header values the editor sees masked.
    body = (
      <ScreenSourceContext.Provider value={{ screenId: id }}>
        <EditorLayout screen={data} />
      </ScreenSourceContext.Provider>
    );
  } else if (data) {
    body = (
      <StatusPage
        testId="editor-read-only"
        tone="warning"
        icon={<Eye48Regular />}
        title={t('editor.states.readOnlyTitle')}
        description={t('editor.states.readOnly', { name: data.name })}
        actions={
          <>
            <Button
              appearance="secondary"
              icon={<Eye20Regular />}
              onClick={() => void navigate(`/dashboard-preview/${encodeURIComponent(id)}`)}
            >
              {t('editor.states.openPreview')}
            </Button>
            {back}
          </>
        }
      />
    );
  } else if (isLoading || !error)
    body = (
      <div className={styles.loading}>
        <Spinner label={t('editor.loading')} labelPosition="below" size="large" />
      </div>
    );
  else {
    const code = isRpcError(error) ? error.code : 0;
    const missing = code === ErrorCode.SCREEN_NOT_FOUND || !id;
    const lowClearance = code === ErrorCode.SCREEN_CLEARANCE_TOO_LOW;
    const denied = code === ErrorCode.SCREEN_PERMISSION_DENIED || lowClearance;
    body = (
      <StatusPage
        testId="editor-error"
        tone={missing || denied ? 'warning' : 'error'}
        icon={denied ? <LockClosed48Regular /> : <DocumentDismiss48Regular />}
        title={t(
          missing
            ? 'editor.states.notFoundTitle'
            : lowClearance
              ? 'editor.states.clearanceTitle'
              : denied
                ? 'editor.states.noPermissionTitle'
                : 'editor.states.failedTitle',
        )}
        description={
          missing
            ? t('editor.states.notFound')
            : lowClearance
              ? t('editor.states.clearance')
              : denied
                ? t('editor.states.noPermission')
                : isRpcError(error)
                  ? error.message
                  : t('errors.actionFailed')
        }
        actions={
          <>
            {missing || denied ? null : (
              <Button appearance="secondary" icon={<ArrowSync20Regular />} onClick={() => void mutate()}>
                {t('editor.states.retry')}
              </Button>
            )}
            {back}
          </>
        }
      />
    );
  }
  return (
    <FluentProvider theme={darkTheme}>
      <div className={styles.frame}>{body}</div>
    </FluentProvider>
  );
}
