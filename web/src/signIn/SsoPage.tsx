import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SsoVariant } from '../../../shared/acts/sso.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { isRpcError } from '../api/errors';
import { saveLoginResult } from '../api/session';
import { sendMarketingSource } from '../app/marketingSource';
import { usePreferences, useServices } from '../app/services';
import { AuthLayout } from '../components/auth/AuthLayout';
import { useAuthFormStyles } from '../components/auth/formStyles';
import { PublicFrame } from '../components/common/PublicFrame';
import { StatusPage } from '../components/common/StatusPage';
import { Waiting } from '../components/common/Waiting';
import { PlainButton } from '../components/plain/Button';
import { Field } from '../components/plain/Field';
import { FormNotice } from '../components/plain/FormNotice';
import { Building20Regular, ErrorCircle48Regular, Key20Regular } from '../components/plain/icons';
import { SubmitButton } from '../components/plain/SubmitButton';
import { TextInput } from '../components/plain/TextInput';
import { useFieldRefs, useFormSubmit } from '../forms/useFormSubmit';
import { useFormState } from '../forms/useFormState';
import { useDeferredValidator, type FieldCodes } from '../forms/validation';
import { errorText } from '../i18n/errorTexts';
import { afterLoginTarget } from '../routing/redirects';
import { SignInLink, useSearchParams, useSignInNavigation } from './navigation';

type WorkspaceField = 'workspace';
const FIELDS: readonly WorkspaceField[] = ['workspace'];
/** Where to land after the provider, kept across the trip there (this tab only). */
const REDIRECT_KEY = 'wallboard.sso.redirect';

/** A work e-mail finds the workspace by its domain; anything else is a workspace code. */
function startArgs(text: string, variant: SsoVariant) {
  const value = text.trim();
  return value.includes('@') ? { email: value, variant } : { code: value, variant };
}

/** The start's schema (with the schema library), loaded after the form has drawn. */
const loadValidator = () =>
  Promise.all([import('../../../shared/acts/sso.js'), import('../../../shared/validation/issues.js')]).then(
    ([{ ssoStartArgs }, { firstErrorCode }]) =>
      (values: Record<WorkspaceField, string>): FieldCodes<WorkspaceField> => {
        if (!values.workspace.trim()) return { workspace: ErrorCode.PARAMS_INCOMPLETE };
        const input = startArgs(values.workspace, 'sso');
        const parsed = ssoStartArgs.safeParse(input);
        return parsed.success ? {} : { workspace: firstErrorCode(parsed.error, input) };
      },
  );

/**
 * `/sso` and `/ssosaas` (docs/sso.md): the form that sends the browser to the workspace's identity
 * provider, and the landing that finishes the sign-in when the provider sends it back with `code`
 * and `state`. A link this tab started from the account page finishes in the app instead
 * (signInPaths.ts).
 */
export default function SsoPage() {
  const { location } = useSignInNavigation();
  const params = useSearchParams();
  const variant: SsoVariant = location.pathname.toLowerCase().startsWith('/ssosaas') ? 'saas' : 'sso';
  const code = params.get('code');
  const state = params.get('state');
  if (params.get('error')) return <SsoFailed description={params.get('error_description') ?? params.get('error')} />;
  if (code && state) return <SsoFinish variant={variant} code={code} state={state} iss={params.get('iss')} />;
  return <SsoStartForm variant={variant} />;
}

function SsoStartForm({ variant }: { variant: SsoVariant }) {
  const { t } = useTranslation();
  const styles = useAuthFormStyles();
  const { rpc, store } = useServices();
  const params = useSearchParams();
  const validate = useDeferredValidator(loadValidator);
  const form = useFormState<WorkspaceField>({ workspace: store.get('max_email') ?? '' }, validate);
  const refs = useFieldRefs(FIELDS);
  const [leaving, setLeaving] = useState(false);

  const { busy, formError, submit } = useFormSubmit({
    form,
    refs,
    fields: FIELDS,
    fieldByCode: {
      [ErrorCode.SSO_NOT_CONFIGURED]: 'workspace',
      [ErrorCode.SSO_SETTINGS_INVALID]: 'workspace',
      [ErrorCode.EMAIL_INVALID]: 'workspace',
    },
    run: async () => {
      const started = await rpc.call('GET /chameleon/oauth2/login', startArgs(form.values.workspace, variant));
      sessionStorage.setItem(REDIRECT_KEY, params.get('redirect') ?? '');
      setLeaving(true);
      window.location.assign(started.url);
    },
  });

  return (
    <AuthLayout title={t(variant === 'saas' ? 'sso.saasTitle' : 'sso.title')} subtitle={t('sso.subtitle')}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="sso-form">
        <Field label={t('sso.workspace')} hint={t('sso.workspaceHint')} error={form.errors.workspace} required>
          {(control) => (
            <TextInput
              {...control}
              ref={refs.workspace}
              {...form.bind('workspace')}
              autoComplete="email"
              before={<Building20Regular />}
              placeholder={t('sso.workspacePlaceholder')}
              data-testid="sso-workspace"
            />
          )}
        </Field>
        <FormNotice error={formError} />
        <SubmitButton busy={busy || leaving} busyLabel={t('sso.redirecting')} testId="sso-submit">
          {t('sso.continue')}
        </SubmitButton>
      </form>
      <div className={styles.alt}>
        <span>{t('sso.orPassword')}</span>
        <SignInLink href="/login" data-testid="sso-password-link">
          {t('sso.usePassword')}
        </SignInLink>
      </div>
    </AuthLayout>
  );
}

function SsoFinish({
  variant,
  code,
  state,
  iss,
}: {
  variant: SsoVariant;
  code: string;
  state: string;
  iss: string | null;
}) {
  const { t } = useTranslation();
  const { language, setLanguage } = usePreferences();
  const { rpc, store } = useServices();
  const { go } = useSignInNavigation();
  const [failure, setFailure] = useState<string | null>(null);
  // The state works once: a second run of the effect (strict mode) must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const act = variant === 'saas' ? 'v1/user/saas_sso_login' : 'v1/user/sso_login';
    rpc.call(act, { code, state, ...(iss ? { iss } : {}) }).then(
      (result) => {
        saveLoginResult(store, result, result.email);
        rpc.adoptAuth(result.auth);
        const saved = result.preferences.lang;
        if (saved && saved !== language) setLanguage(saved);
        void sendMarketingSource(rpc, store, 'sso');
        const redirect = sessionStorage.getItem(REDIRECT_KEY);
        sessionStorage.removeItem(REDIRECT_KEY);
        go(afterLoginTarget(redirect), { replace: true, toast: t('login.welcome', { name: result.name }) });
      },
      (error: unknown) => setFailure(isRpcError(error) ? error.message : errorText(ErrorCode.SSO_FAILED, language)),
    );
  }, [code, go, iss, language, rpc, setLanguage, state, store, t, variant]);

  if (failure) return <SsoFailed description={failure} />;
  return (
    <PublicFrame>
      <Waiting label={t('sso.finishing')} testId="sso-finishing" />
    </PublicFrame>
  );
}

function SsoFailed({ description }: { description: string | null }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { location, go } = useSignInNavigation();
  return (
    <PublicFrame>
      <StatusPage
        testId="sso-failed"
        tone="error"
        icon={<ErrorCircle48Regular />}
        title={errorText(ErrorCode.SSO_FAILED, language)}
        description={description ?? t('sso.failedHint')}
        actions={
          <>
            <PlainButton appearance="primary" onClick={() => go(location.pathname, { replace: true })}>
              {t('sso.tryAgain')}
            </PlainButton>
            <PlainButton appearance="secondary" icon={<Key20Regular />} onClick={() => go('/login')}>
              {t('sso.usePassword')}
            </PlainButton>
          </>
        }
      />
    </PublicFrame>
  );
}
