import { Button, makeStyles, Spinner } from '@fluentui/react-components';
import {
  ArrowClockwise20Regular,
  ArrowLeft20Regular,
  LockClosed48Regular,
  PlugDisconnected48Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListEmpty } from '../common/ListStates';

const useStyles = makeStyles({ center: { flex: 1, display: 'grid', placeItems: 'center', minHeight: '320px' } });

/** While the probes ask what the caller's role allows. */
export function AdminLoading() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.center} data-testid="admin-loading">
      <Spinner label={t('admin.loading')} />
    </div>
  );
}

/** A member whose role manages nothing: a friendly dead end, not an error. */
export function NoAdminRights() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ListEmpty
      testId="admin-no-rights"
      icon={<LockClosed48Regular />}
      title={t('admin.noRights.title')}
      hint={t('admin.noRights.hint')}
      actions={
        <Button icon={<ArrowLeft20Regular />} onClick={() => void navigate('/screenList')}>
          {t('admin.noRights.back')}
        </Button>
      }
    />
  );
}

export function AdminFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ListEmpty
      testId="admin-failed"
      icon={<PlugDisconnected48Regular />}
      title={t('admin.failed.title')}
      hint={t('admin.failed.hint')}
      actions={
        <Button icon={<ArrowClockwise20Regular />} onClick={onRetry}>
          {t('admin.failed.retry')}
        </Button>
      }
    />
  );
}
