import { lazy, Suspense, useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { isRpcError } from '../api/errors';
import { saveLoginResult } from '../api/session';
import { sendMarketingSource } from '../app/marketingSource';
import { notify } from '../app/notify';
import { usePreferences, useServices } from '../app/services';
import { AuthLayout } from '../components/auth/AuthLayout';
import { useAuthFormStyles } from '../components/auth/formStyles';
import { Field } from '../components/plain/Field';
import { FormNotice } from '../components/plain/FormNotice';
import { Password20Regular, Person20Regular } from '../components/plain/icons';
import { PasswordInput } from '../components/plain/PasswordInput';
import { SubmitButton } from '../components/plain/SubmitButton';
import { TextInput } from '../components/plain/TextInput';
import type { FormError } from '../forms/formError';
import { useFieldRefs, useFormSubmit } from '../forms/useFormSubmit';
import { useFormState } from '../forms/useFormState';
import { useInitialFocus } from '../forms/useInitialFocus';
import { schemaValidator, useDeferredValidator } from '../forms/validation';
import { afterLoginTarget } from '../routing/redirects';
import { InviteBanner } from './InviteBanner';
import type { InviteFlow } from './InviteFlow';
import { SignInLink, useSearchParams, useSignInNavigation } from './navigation';

type LoginField = 'account' | 'password';
const FIELDS: readonly LoginField[] = ['account', 'password'];
const FIELD_BY_CODE: Partial<Record<number, LoginField>> = {
  [ErrorCode.ACCOUNT_REQUIRED]: 'account',
  [ErrorCode.PASSWORD_REQUIRED]: 'password',
};
const InviteFlowProvider = lazy(() => import('./InviteFlow'));
const loadValidator = () =>
  import('../../../shared/acts/user.js').then(({ loginArgs }) => schemaValidator<LoginField>(loginArgs));

/** Why the user landed here (the notice the app handed over): a password change, another tab's sign-in. */
function noticeOf(notice: string | undefined, t: TFunction): FormError | null {
  if (notice === 'passwordChanged') return { code: 0, message: t('login.passwordChanged'), intent: 'success' };
  if (notice === 'authChanged') return { code: 0, message: t('errors.authChanged'), intent: 'warning' };
  return null;
}

/** /login: account (or email / mobile) and password; with `?invite=` an invitation to accept (docs/tenants.md). */
export default function LoginPage() {
  const { store } = useServices();
  const { location, go } = useSignInNavigation();
  const invite = useSearchParams().get('invite');
  const signedInWithInvite = Boolean(invite && store.get('auth'));
  // A signed-in visitor accepts an invitation in the app, where the workspace switch lives.
  useEffect(() => {
    if (signedInWithInvite) go(location.pathname + location.search, { replace: true });
  }, [signedInWithInvite, go, location]);
  if (signedInWithInvite) return null;
  if (!invite) return <LoginForm invite={null} />;
  return (
    <Suspense fallback={null}>
      <InviteFlowProvider code={invite}>{(flow) => <LoginForm invite={flow} />}</InviteFlowProvider>
    </Suspense>
  );
}

function LoginForm({ invite }: { invite: InviteFlow | null }) {
  const { t } = useTranslation();
  const styles = useAuthFormStyles();
  const { rpc, store } = useServices();
  const { language, setLanguage } = usePreferences();
  const { location, go } = useSignInNavigation();
  const params = useSearchParams();
  const validate = useDeferredValidator(loadValidator);
  const form = useFormState<LoginField>({ account: store.get('max_username') ?? '', password: '' }, validate);
  const refs = useFieldRefs(FIELDS);

  useInitialFocus(refs, FIELDS, form.values);

  const notice = noticeOf(location.notice, t);

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
      if (invite && (await invite.answered())) {
        // Joining switches to the tenant and reloads; a refusal (another e-mail) leaves a normal sign-in.
        try {
          await invite.accept(invite.code);
          return;
        } catch (error) {
          notify('error', isRpcError(error) ? error.message : t('invite.joinFailed'), 6000);
        }
      }
      go(afterLoginTarget(params.get('redirect')), { replace: true, toast: t('login.welcome', { name: result.name }) });
    },
    onFailure: (routed) => {
      if (!routed.form?.intent || routed.form.intent === 'error') refs.password.current?.select();
    },
  });

  const registerHref = invite
    ? `/register?invite=${encodeURIComponent(invite.code)}`
    : params.get('redirect')
      ? `/register?redirect=${encodeURIComponent(params.get('redirect') ?? '')}`
      : '/register';

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <FormNotice error={notice} />
      {invite ? <InviteBanner code={invite.code} info={invite.info} error={invite.error} offerRegister /> : null}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="login-form">
        <Field label={t('login.account')} error={form.errors.account} required>
          {(control) => (
            <TextInput
              {...control}
              ref={refs.account}
              {...form.bind('account')}
              autoComplete="username"
              placeholder={t('login.accountPlaceholder')}
              before={<Person20Regular />}
            />
          )}
        </Field>
        <Field label={t('login.password')} error={form.errors.password} required>
          {(control) => (
            <PasswordInput
              {...control}
              ref={refs.password}
              {...form.bind('password')}
              autoComplete="current-password"
              placeholder={t('login.passwordPlaceholder')}
              before={<Password20Regular />}
            />
          )}
        </Field>
        <FormNotice error={formError} />
        <SubmitButton busy={busy} busyLabel={t('login.submitting')} testId="login-submit">
          {t('login.submit')}
        </SubmitButton>
      </form>
      <div className={styles.alt}>
        <span>{t('login.noAccount')}</span>
        <SignInLink href={registerHref} data-testid="register-link">
          {t('login.register')}
        </SignInLink>
      </div>
      <div className={styles.alt}>
        <SignInLink href="/sso" data-testid="sso-link">
          {t('login.sso')}
        </SignInLink>
      </div>
    </AuthLayout>
  );
}
