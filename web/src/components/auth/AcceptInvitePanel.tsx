import { useState } from 'react';
import { Body1, Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { PeopleTeam20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useServices } from '../../app/services';
import { routeError, type FormError } from '../../forms/formError';
import { useAcceptInvite, useInviteInfo } from '../../tenants/useInvite';
import { FormAlert } from '../common/FormAlert';
import { AuthLayout } from './AuthLayout';
import { InviteBanner } from '../../signIn/InviteBanner';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

/** An invitation link opened while signed in: "Join Acme Wall?" Accept / Not now. */
export function AcceptInvitePanel({ code }: { code: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const { store } = useServices();
  const { data: info, error: infoError } = useInviteInfo(code);
  const { accept, busy } = useAcceptInvite();
  const [failure, setFailure] = useState<FormError | null>(null);

  const onAccept = async () => {
    setFailure(null);
    try {
      await accept(code);
    } catch (error) {
      // An expired session was cleared by the client: show the page again, now as sign-in with the banner.
      if (!store.get('auth')) {
        void navigate(location.pathname + location.search, { replace: true });
        return;
      }
      setFailure(routeError(error, {}, []).form);
    }
  };

  const title = info ? t('invite.joinTitle', { tenant: info.tenant_name }) : t('invite.title');
  return (
    <AuthLayout title={title} subtitle={info ? t('invite.joinSubtitle', { inviter: info.inviter_name }) : ''}>
      <div className={styles.body} data-testid="invite-accept">
        {info ? (
          <Body1>{t('invite.joinBody', { email: info.email })}</Body1>
        ) : (
          <InviteBanner code={code} info={info} error={infoError} />
        )}
        <FormAlert error={failure} />
        <div className={styles.actions}>
          <Button
            appearance="secondary"
            onClick={() => void navigate('/screenList', { replace: true })}
            disabled={busy}
          >
            {t('invite.notNow')}
          </Button>
          <Button
            appearance="primary"
            icon={busy ? <Spinner size="tiny" /> : <PeopleTeam20Regular />}
            disabled={!info || busy}
            onClick={() => void onAccept()}
            data-testid="invite-accept-button"
          >
            {busy ? t('invite.accepting') : t('invite.accept')}
          </Button>
        </div>
      </div>
    </AuthLayout>
  );
}
