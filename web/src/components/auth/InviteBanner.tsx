import { MessageBar, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { InviteInfo } from '../../../../shared/acts/invite.js';
import { isRpcError } from '../../api/errors';
import { AppLink } from '../common/AppLink';
import { FormAlert } from '../common/FormAlert';

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
  if (error) {
    const failure = isRpcError(error)
      ? { code: error.code, message: error.message, intent: 'warning' as const }
      : { code: -1, message: String(error), intent: 'warning' as const };
    return <FormAlert error={failure} />;
  }
  if (!info) {
    return (
      <MessageBar intent="info" data-testid="invite-banner-loading">
        <MessageBarBody>
          <Spinner size="extra-tiny" label={t('invite.checking')} labelPosition="after" />
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent="info" layout="multiline" data-testid="invite-banner">
      <MessageBarBody>
        <MessageBarTitle>
          {t('invite.banner', { inviter: info.inviter_name, tenant: info.tenant_name })}
        </MessageBarTitle>{' '}
        {offerRegister ? t('invite.signInAs', { email: info.email }) : t('invite.registerAs', { email: info.email })}{' '}
        {offerRegister ? (
          <AppLink to={`/register?invite=${encodeURIComponent(code)}`} data-testid="invite-register-link">
            {t('invite.register')}
          </AppLink>
        ) : null}
      </MessageBarBody>
    </MessageBar>
  );
}
