import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Input, Spinner, Text } from '@fluentui/react-components';
import { Building20Regular, ErrorCircle48Regular, Key20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ssoStartArgs, type SsoVariant } from '../../../../shared/acts/sso.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { errorText } from '../../i18n/errorTexts';
import { firstErrorCode } from '../../../../shared/validation/issues.js';
import { isRpcError } from '../../api/errors';
import { saveLoginResult } from '../../api/session';
import { clearPendingSsoLink, isPendingSsoLink, type SsoLinkReturn } from '../../api/ssoLink';
import { sendMarketingSource } from '../../app/marketingSource';
import { notify } from '../../app/notify';
import { usePreferences, useServices } from '../../app/services';
import { useFieldRefs, useFormSubmit } from '../../forms/useFormSubmit';
import { useFormState } from '../../forms/useFormState';
import { afterLoginTarget } from '../../routing/redirects';
import { AppLink } from '../common/AppLink';
import { FormAlert } from '../common/FormAlert';
import { FormField } from '../common/FormField';
import { PublicFrame } from '../common/PublicFrame';
import { StatusPage } from '../common/StatusPage';
import { SubmitButton } from '../common/SubmitButton';
import { AuthLayout } from './AuthLayout';
import { useAuthFormStyles } from './formStyles';

type Field = 'workspace';
const FIELDS: readonly Field[] = ['workspace'];
/** Where to land after the provider, kept across the trip there (this tab only). */
const REDIRECT_KEY = 'wallboard.sso.redirect';

/** A work e-mail finds the workspace by its domain; anything else is a workspace code. */
function startArgs(text: string, variant: SsoVariant) {
  const value = text.trim();
  return value.includes('@') ? { email: value, variant } : { code: value, variant };
}

function validateWorkspace(values: Record<Field, string>) {
  if (!values.workspace.trim()) return { workspace: ErrorCode.PARAMS_INCOMPLETE };
  const input = startArgs(values.workspace, 'sso');
  const parsed = ssoStartArgs.safeParse(input);
  return parsed.success ? {} : { workspace: firstErrorCode(parsed.error, input) };
}

/**
 * `/sso` and `/ssosaas` (docs/sso.md): the form that sends the browser to the workspace's
 * identity provider, and the landing that finishes the sign-in when the provider sends it back
 * with `code` and `state` — or finishes a link this tab started from the account page.
 */
export function SsoSignIn({ variant }: { variant: SsoVariant }) {
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  // Read once: finishing the link forgets it, and the page must not turn into a sign-in then.
  const [linking] = useState(() => variant === 'sso' && isPendingSsoLink(state));
  if (linking) {
    const refused = params.get('error') ? (params.get('error_description') ?? params.get('error')) : null;
    return (
      <SsoLinkFinish
        back={code && state && !refused ? { code, state, iss: params.get('iss') } : null}
        refused={refused}
      />
    );
  }
  if (params.get('error')) return <SsoFailed description={params.get('error_description') ?? params.get('error')} />;
  if (code && state) return <SsoFinish variant={variant} code={code} state={state} iss={params.get('iss')} />;
  return <SsoStartForm variant={variant} />;
}

function SsoStartForm({ variant }: { variant: SsoVariant }) {
  const { t } = useTranslation();
  const styles = useAuthFormStyles();
  const { rpc, store } = useServices();
  const [params] = useSearchParams();
  const validate = useMemo(() => validateWorkspace, []);
  const form = useFormState<Field>({ workspace: store.get('max_email') ?? '' }, validate);
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
        <FormField label={t('sso.workspace')} hint={t('sso.workspaceHint')} error={form.errors.workspace} required>
          <Input
            ref={refs.workspace}
            name="workspace"
            autoComplete="email"
            contentBefore={<Building20Regular />}
            placeholder={t('sso.workspacePlaceholder')}
            value={form.values.workspace}
            onChange={(_, data) => form.setValue('workspace', data.value)}
            onBlur={() => form.blur('workspace')}
            data-testid="sso-workspace"
          />
        </FormField>
        <FormAlert error={formError} />
        <SubmitButton busy={busy || leaving} busyLabel={t('sso.redirecting')} testId="sso-submit">
          {t('sso.continue')}
        </SubmitButton>
      </form>
      <div className={styles.alt}>
        <Text>{t('sso.orPassword')}</Text>
        <AppLink to="/login" data-testid="sso-password-link">
          {t('sso.usePassword')}
        </AppLink>
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
  const navigate = useNavigate();
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
        notify('success', t('login.welcome', { name: result.name }));
        void navigate(afterLoginTarget(redirect), { replace: true });
      },
      (error: unknown) => setFailure(isRpcError(error) ? error.message : errorText(ErrorCode.SSO_FAILED, language)),
    );
  }, [code, iss, language, navigate, rpc, setLanguage, state, store, t, variant]);

  if (failure) return <SsoFailed description={failure} />;
  return (
    <PublicFrame>
      <div data-testid="sso-finishing" style={{ display: 'grid', placeItems: 'center', flex: 1 }}>
        <Spinner size="large" label={t('sso.finishing')} />
      </div>
    </PublicFrame>
  );
}

/**
 * Back from the provider on a link: completes it in this session and returns to the account page,
 * which says how it went. No session opens and this one stays as it is.
 */
function SsoLinkFinish({
  back,
  refused,
}: {
  back: { code: string; state: string; iss: string | null } | null;
  refused: string | null;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { rpc } = useServices();
  const navigate = useNavigate();
  // The state works once: a second run of the effect (strict mode) must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const done = (outcome: SsoLinkReturn['ssoLink']) => {
      clearPendingSsoLink();
      void navigate('/user/personalize', { replace: true, state: { ssoLink: outcome } satisfies SsoLinkReturn });
    };
    if (!back) {
      done({ linked: false, reason: refused ?? errorText(ErrorCode.SSO_FAILED, language) });
      return;
    }
    const { code, state, iss } = back;
    rpc.call('v1/user/sso_link_finish', { code, state, ...(iss ? { iss } : {}) }).then(
      () => done({ linked: true }),
      (error: unknown) => {
        // A session that ended on the way is the client's to handle (it goes to the login page).
        if (isRpcError(error) && error.handled) return clearPendingSsoLink();
        done({ linked: false, reason: isRpcError(error) ? error.message : errorText(ErrorCode.SSO_FAILED, language) });
      },
    );
  }, [back, language, navigate, refused, rpc]);

  return (
    <PublicFrame>
      <div data-testid="sso-linking" style={{ display: 'grid', placeItems: 'center', flex: 1 }}>
        <Spinner size="large" label={t('personalize.ssoLink.finishing')} />
      </div>
    </PublicFrame>
  );
}

function SsoFailed({ description }: { description: string | null }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const navigate = useNavigate();
  const { pathname } = window.location;
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
            <Button appearance="primary" onClick={() => void navigate(pathname, { replace: true })}>
              {t('sso.tryAgain')}
            </Button>
            <Button icon={<Key20Regular />} onClick={() => void navigate('/login')}>
              {t('sso.usePassword')}
            </Button>
          </>
        }
      />
    </PublicFrame>
  );
}
