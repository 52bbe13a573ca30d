import { useMemo, useState, type FormEvent } from 'react';
import {
  Button,
  Caption1,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
  Subtitle2,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { Copy20Regular, Save20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { RoleView } from '../../../../shared/acts/roles.js';
import { ssoSettingsArgs, type SsoSettingsView } from '../../../../shared/acts/sso.js';
import { errorText } from '../../i18n/errorTexts';
import { fieldErrors } from '../../../../shared/validation/issues.js';
import { isRpcError } from '../../api/errors';
import { useSsoSettings } from '../../api/sso';
import { notify } from '../../app/notify';
import { usePreferences } from '../../app/services';
import { Dropdown } from '../common/Dropdown';
import { AdminFailed, AdminLoading } from './AdminStates';
import { SsoDomainProofs } from './SsoDomainProofs';
import { assignableRoles, labelOf } from './roleLabels';
import { useRoleNames } from './useRoleNames';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalL,
    maxWidth: '720px',
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  row: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: tokens.spacingHorizontalL },
  heading: { display: 'grid', gap: tokens.spacingVerticalXS },
  hint: { color: tokens.colorNeutralForeground3 },
  uris: { display: 'grid', gap: tokens.spacingVerticalXS },
  uri: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontFamily: tokens.fontFamilyMonospace,
  },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

interface Draft {
  enabled: boolean;
  issuer: string;
  client_id: string;
  client_secret: string;
  code: string;
  domains: string;
  enforce: boolean;
  default_role: string;
}

const draftOf = (view: SsoSettingsView): Draft => ({
  enabled: view.configured ? view.enabled : true,
  issuer: view.issuer,
  client_id: view.client_id,
  client_secret: '',
  code: view.code,
  domains: view.domains.join(', '),
  enforce: view.enforce,
  default_role: view.default_role,
});

const argsOf = (draft: Draft) => ({
  ...draft,
  domains: draft.domains
    .split(/[\s,;]+/)
    .map((d) => d.trim())
    .filter(Boolean),
});

/** `/user?tab=sso`: the administrator names the workspace's OpenID provider (docs/sso.md). */
export function SsoTab({ roles }: { roles: readonly RoleView[] }) {
  const { settings } = useSsoSettings();
  if (settings.error) return <AdminFailed onRetry={() => void settings.mutate()} />;
  if (!settings.data) return <AdminLoading />;
  return <SsoForm view={settings.data} roles={roles} />;
}

function SsoForm({ view, roles }: { view: SsoSettingsView; roles: readonly RoleView[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { language } = usePreferences();
  const names = useRoleNames();
  const { save } = useSsoSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(view));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, number>>({});
  const choices = useMemo(() => assignableRoles(roles), [roles]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: 0 }));
  };
  const message = (field: keyof Draft) => (errors[field] ? errorText(errors[field], language) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const input = argsOf(draft);
    const parsed = ssoSettingsArgs.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, number> = {};
      for (const { path, code } of fieldErrors(parsed.error, input)) found[path.split('.')[0] ?? path] ??= code;
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      const saved = await save(parsed.data);
      setDraft(draftOf(saved));
      notify('success', t('admin.sso.saved'));
    } catch (error) {
      setFailure(isRpcError(error) ? error.message : t('admin.sso.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const copy = (text: string) => {
    void navigator.clipboard.writeText(text).then(() => notify('success', t('admin.sso.copied')));
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="sso-settings">
      <div className={styles.heading}>
        <Subtitle2 as="h2">{t('admin.sso.title')}</Subtitle2>
        <Caption1 as="p" className={styles.hint}>
          {t('admin.sso.intro')}
        </Caption1>
      </div>
      <Switch
        checked={draft.enabled}
        onChange={(_, data) => set('enabled', data.checked)}
        label={t('admin.sso.enabled')}
        data-testid="sso-enabled"
      />
      <Field
        label={t('admin.sso.issuer')}
        hint={t('admin.sso.issuerHint')}
        validationMessage={message('issuer')}
        required
      >
        <Input
          value={draft.issuer}
          onChange={(_, data) => set('issuer', data.value)}
          placeholder="https://login.example.com"
          data-testid="sso-issuer"
        />
      </Field>
      <div className={styles.row}>
        <Field label={t('admin.sso.clientId')} validationMessage={message('client_id')} required>
          <Input
            value={draft.client_id}
            onChange={(_, data) => set('client_id', data.value)}
            data-testid="sso-client-id"
          />
        </Field>
        <Field
          label={t('admin.sso.clientSecret')}
          hint={view.client_secret_set ? t('admin.sso.secretKept') : undefined}
          validationMessage={message('client_secret')}
        >
          <Input
            type="password"
            autoComplete="new-password"
            value={draft.client_secret}
            placeholder={view.client_secret_set ? '••••••••' : ''}
            onChange={(_, data) => set('client_secret', data.value)}
            data-testid="sso-client-secret"
          />
        </Field>
      </div>
      <div className={styles.row}>
        <Field label={t('admin.sso.code')} hint={t('admin.sso.codeHint')} validationMessage={message('code')} required>
          <Input value={draft.code} onChange={(_, data) => set('code', data.value)} data-testid="sso-code" />
        </Field>
        <Field label={t('admin.sso.domains')} hint={t('admin.sso.domainsHint')} validationMessage={message('domains')}>
          <Input
            value={draft.domains}
            onChange={(_, data) => set('domains', data.value)}
            placeholder="example.com"
            data-testid="sso-domains"
          />
        </Field>
      </div>
      <SsoDomainProofs proofs={view.domain_proofs} />
      <Field label={t('admin.sso.defaultRole')} hint={t('admin.sso.defaultRoleHint')}>
        <Dropdown
          value={(() => {
            const role = choices.find((r) => r._id === draft.default_role);
            return role ? labelOf(role, names) : draft.default_role;
          })()}
          selectedOptions={[draft.default_role]}
          onOptionSelect={(_, data) => set('default_role', data.optionValue ?? 'member')}
          data-testid="sso-default-role"
        >
          {choices.map((role) => (
            <Option key={role._id} value={role._id}>
              {labelOf(role, names)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Switch
        checked={draft.enforce}
        onChange={(_, data) => set('enforce', data.checked)}
        label={t('admin.sso.enforce')}
        data-testid="sso-enforce"
      />
      {draft.enforce ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('admin.sso.enforceWarning')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.uris}>
        <Caption1 className={styles.hint}>{t('admin.sso.redirectUris')}</Caption1>
        {view.redirect_uris.map((uri) => (
          <div key={uri} className={styles.uri}>
            <span>{uri}</span>
            <Button
              size="small"
              appearance="subtle"
              icon={<Copy20Regular />}
              aria-label={t('admin.sso.copy')}
              onClick={() => copy(uri)}
            />
          </div>
        ))}
      </div>
      {failure ? (
        <MessageBar intent="error" data-testid="sso-save-error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          icon={busy ? <Spinner size="tiny" /> : <Save20Regular />}
          disabledFocusable={busy}
          data-testid="sso-save"
        >
          {busy ? t('admin.sso.saving') : t('admin.sso.save')}
        </Button>
      </div>
    </form>
  );
}
