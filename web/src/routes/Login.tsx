import { useMemo } from 'react';
import { Text } from '@fluentui/react-components';
import { Password20Regular } from '@fluentui/react-icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { loginArgs } from '../../../shared/acts/user.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { saveLoginResult } from '../api/session';
import { notify } from '../app/notify';
import { usePreferences, useServices } from '../app/services';
import { AppLink } from '../components/common/AppLink';
import { isRpcError } from '../api/errors';
import { AcceptInvitePanel } from '../components/auth/AcceptInvitePanel';
import { AccountInput } from '../components/auth/AccountInput';
import { AuthLayout } from '../components/auth/AuthLayout';
import { InviteBanner } from '../components/auth/InviteBanner';
import { useAuthFormStyles } from '../components/auth/formStyles';
import { PasswordInput } from '../components/auth/PasswordInput';
import { FormAlert } from '../components/common/FormAlert';
import { FormField } from '../components/common/FormField';
import { SubmitButton } from '../components/common/SubmitButton';
import type { FormError } from '../forms/formError';
import { useFieldRefs, useFormSubmit } from '../forms/useFormSubmit';
import { useFormState } from '../forms/useFormState';
import { useInitialFocus } from '../forms/useInitialFocus';
import { schemaValidator } from '../forms/validation';
import { afterLoginTarget } from '../routing/redirects';
import { answeredInvite, useAcceptInvite, useInviteInfo } from '../tenants/useInvite';
import { sendMarketingSource } from '../app/marketingSource';

type LoginField = 'account' | 'password';
const FIELDS: readonly LoginField[] = ['account', 'password'];
const FIELD_BY_CODE: Partial<Record<number, LoginField>> = {
  [ErrorCode.ACCOUNT_REQUIRED]: 'account',
  [ErrorCode.PASSWORD_REQUIRED]: 'password',
};

/** Why the user landed here (router state): a password change, another tab's sign-in. */
function noticeOf(state: unknown, t: TFunction): FormError | null {
  const notice = (state as { notice?: string } | null)?.notice;
  if (notice === 'passwordChanged') return { code: 0, message: t('login.passwordChanged'), intent: 'success' };
  if (notice === 'authChanged') return { code: 0, message: t('errors.authChanged'), intent: 'warning' };
  return null;
}

/** /login: account (or email / mobile) and password; with `?invite=` an invitation to accept (docs/tenants.md). */
export default function Login() {
  const { store } = useServices();
  const [params] = useSearchParams();
  const invite = params.get('invite');
  if (invite && store.get('auth')) return <AcceptInvitePanel code={invite} />;
  return <LoginForm invite={invite} />;
}

function LoginForm({ invite }: { invite: string | null }) {
  const { t } = useTranslation();
  const styles = useAuthFormStyles();
  const { rpc, store } = useServices();
  const { language, setLanguage } = usePreferences();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const validate = useMemo(() => schemaValidator<LoginField>(loginArgs), []);
  const form = useFormState<LoginField>({ account: store.get('max_username') ?? '', password: '' }, validate);
  const refs = useFieldRefs(FIELDS);
  const inviteInfo = useInviteInfo(invite);
  const { accept } = useAcceptInvite();

  useInitialFocus(refs, FIELDS, form.values);

  const notice = noticeOf(location.state, t);

  const { busy, formError, submit } = useFormSubmit({
    form,
    refs,
    fields: FIELDS,
    fieldByCode: FIELD_BY_CODE,
    run: async () => {
      const account = form.values.account.trim();
      const result = await rpc.call('v1/user/max_login', { account, password: form.values.password });
      saveLoginResult(store, result, account);
      rpc.adoptAuth(result.auth);
      // The language the user saved on /user/personalize follows them to this browser.
      const saved = result.preferences.lang;
      if (saved && saved !== language) setLanguage(saved);
      void sendMarketingSource(rpc, store, 'login');
      if (invite && (await answeredInvite(inviteInfo))) {
        // Joining switches to the tenant and reloads; a refusal (another e-mail) leaves a normal sign-in.
        try {
          await accept(invite);
          return;
        } catch (error) {
          notify('error', isRpcError(error) ? error.message : t('invite.joinFailed'), 6000);
        }
      }
      notify('success', t('login.welcome', { name: result.name }));
      void navigate(afterLoginTarget(params.get('redirect')), { replace: true });
    },
    onFailure: (routed) => {
      if (!routed.form?.intent || routed.form.intent === 'error') refs.password.current?.select();
    },
  });

  const registerHref = invite
    ? `/register?invite=${encodeURIComponent(invite)}`
    : params.get('redirect')
      ? `/register?redirect=${encodeURIComponent(params.get('redirect') ?? '')}`
      : '/register';

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <FormAlert error={notice} />
      {invite ? <InviteBanner code={invite} info={inviteInfo.data} error={inviteInfo.error} offerRegister /> : null}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="login-form">
        <FormField label={t('login.account')} error={form.errors.account} required>
          <AccountInput
            ref={refs.account}
            placeholder={t('login.accountPlaceholder')}
            value={form.values.account}
            onChange={(value) => form.setValue('account', value)}
            onBlur={() => form.blur('account')}
          />
        </FormField>
        <FormField label={t('login.password')} error={form.errors.password} required>
          <PasswordInput
            ref={refs.password}
            name="password"
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
            contentBefore={<Password20Regular />}
            value={form.values.password}
            onChange={(_, data) => form.setValue('password', data.value)}
            onBlur={() => form.blur('password')}
          />
        </FormField>
        <FormAlert error={formError} />
        <SubmitButton busy={busy} busyLabel={t('login.submitting')} testId="login-submit">
          {t('login.submit')}
        </SubmitButton>
      </form>
      <div className={styles.alt}>
        <Text>{t('login.noAccount')}</Text>
        <AppLink to={registerHref} data-testid="register-link">
          {t('login.register')}
        </AppLink>
      </div>
      <div className={styles.alt}>
        <AppLink to="/sso" data-testid="sso-link">
          {t('login.sso')}
        </AppLink>
      </div>
    </AuthLayout>
  );
}
