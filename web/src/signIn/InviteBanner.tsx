import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { InviteInfo } from '../../../shared/acts/invite.js';
import { isRpcError } from '../api/errors';
import { LoadingRing } from '../components/common/LoadingRing';
import { FormNotice } from '../components/plain/FormNotice';
import { Notice } from '../components/plain/Notice';
import { SignInLink } from './navigation';

const useStyles = makeStyles({
  title: { fontWeight: tokens.fontWeightSemibold },
});

interface InviteBannerProps {
  code: string;
  info: InviteInfo | undefined;
  error: unknown;
  /** Offer "Register with this invitation" (the sign-in page does, the registration page not). */
  offerRegister?: boolean;
}

/** "Ada invited you to join Acme Wall" above a sign-in or registration form; a used code's catalogue text instead. */
export function InviteBanner({ code, info, error, offerRegister = false }: InviteBannerProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (error) {
    const failure = isRpcError(error)
      ? { code: error.code, message: error.message, intent: 'warning' as const }
      : { code: -1, message: String(error), intent: 'warning' as const };
    return <FormNotice error={failure} />;
  }
  if (!info) {
    return (
      <Notice intent="info" icon={<LoadingRing size="tiny" />} data-testid="invite-banner-loading">
        {t('invite.checking')}
      </Notice>
    );
  }
  return (
    <Notice intent="info" data-testid="invite-banner">
      <span className={styles.title}>
        {t('invite.banner', { inviter: info.inviter_name, tenant: info.tenant_name })}
      </span>{' '}
      {offerRegister ? t('invite.signInAs', { email: info.email }) : t('invite.registerAs', { email: info.email })}{' '}
      {offerRegister ? (
        <SignInLink href={`/register?invite=${encodeURIComponent(code)}`} data-testid="invite-register-link">
          {t('invite.register')}
        </SignInLink>
      ) : null}
    </Notice>
  );
}
