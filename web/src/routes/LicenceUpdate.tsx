import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeft20Regular, ArrowSync20Regular, LockClosed48Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLicenseStatus } from '../api/license';
import { useServices } from '../app/services';
import { LoadingRing } from '../components/common/LoadingRing';
import { PublicFrame } from '../components/common/PublicFrame';
import { StatusPage } from '../components/common/StatusPage';
import { LicenceStatusCard } from '../components/licence/LicenceStatusCard';
import { LicenceUploadForm } from '../components/licence/LicenceUploadForm';

const useStyles = makeStyles({
  root: {
    flex: 1,
    width: 'min(640px, 100%)',
    boxSizing: 'border-box',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  intro: { color: tokens.colorNeutralForeground3 },
  loading: { display: 'grid', placeItems: 'center', padding: tokens.spacingVerticalXXXL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/**
 * /licence_update (docs/licensing.md): the tenant's licence and, for its administrator, the
 * upload of a new licence file. The client comes here on 50001020 (licence expired); signed
 * out, it only says so and leads back to sign-in.
 */
export default function LicenceUpdate() {
  const { store } = useServices();
  const signedIn = Boolean(store.get('auth'));
  return <PublicFrame>{signedIn ? <LicencePanel /> : <SignedOutNotice />}</PublicFrame>;
}

function SignedOutNotice() {
  const { t } = useTranslation();
  const { loginAddress } = useServices();
  const navigate = useNavigate();
  return (
    <StatusPage
      testId="licence-update"
      tone="warning"
      icon={<LockClosed48Regular />}
      title={t('licence.title')}
      description={t('licence.description')}
      actions={
        <Button appearance="secondary" icon={<ArrowLeft20Regular />} onClick={() => void navigate(loginAddress())}>
          {t('licence.backToLogin')}
        </Button>
      }
    />
  );
}

function LicencePanel() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useLicenseStatus(true);
  return (
    <section className={styles.root} data-testid="licence-page">
      <Title1 as="h1">{t('licence.title')}</Title1>
      {data?.expired ? (
        <MessageBar intent="error" data-testid="licence-expired-notice">
          <MessageBarBody>{t('licence.expiredNotice')}</MessageBarBody>
        </MessageBar>
      ) : (
        <Body1 className={styles.intro}>{t('licence.intro')}</Body1>
      )}
      {isLoading ? (
        <div className={styles.loading}>
          <LoadingRing size="large" />
        </div>
      ) : null}
      {error && !data ? (
        <MessageBar intent="error" data-testid="licence-load-error">
          <MessageBarBody>{error instanceof Error ? error.message : t('errors.actionFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button appearance="transparent" icon={<ArrowSync20Regular />} onClick={() => void mutate()}>
              {t('licence.retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {data ? <LicenceStatusCard status={data} /> : null}
      {data?.can_update ? (
        <LicenceUploadForm onUpdated={(status) => void mutate(status, { revalidate: false })} />
      ) : null}
      {data && !data.expired ? (
        <div className={styles.actions}>
          <Button appearance="secondary" icon={<ArrowLeft20Regular />} onClick={() => void navigate('/')}>
            {t('licence.backToApp')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
