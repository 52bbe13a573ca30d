import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Delete16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { API_LIMITS, apiTokenAddArgs, type ApiToken, type ApiTokenCreated } from '../../../../shared/acts/data-api.js';
import { useApiTokens, useTokenActions } from '../../api/dataApis';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { SecretTokensDialog } from '../common/SecretTokensDialog';

const useStyles = makeStyles({
  surface: { maxWidth: '760px' },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  remove: { width: '44px' },
});

interface Props {
  open: boolean;
  onClose: () => void;
}

/** API tokens of the tenant (administrators): list, create (the secret shown once), revoke. */
export function TokensDialog({ open, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const list = useApiTokens(open);
  const actions = useTokenActions();
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const date = (at: number | null) => (at ? new Date(at).toLocaleString(i18n.language) : t('dataApi.tokens.never'));

  return (
    <SecretTokensDialog
      open={open}
      onClose={onClose}
      testId="tokens-dialog"
      surfaceClassName={styles.surface}
      title={t('dataApi.tokens.title')}
      intro={t('dataApi.tokens.intro')}
      empty={t('dataApi.tokens.empty')}
      list={list}
      max={API_LIMITS.tokensMax}
      form={{
        label: t('dataApi.tokens.name'),
        placeholder: t('dataApi.tokens.namePlaceholder'),
        submit: t('dataApi.tokens.create'),
        nameTestId: 'token-name',
        submitTestId: 'token-create',
        valid: (name) => apiTokenAddArgs.safeParse({ name }).success,
        add: actions.add,
      }}
      shown={created}
      onShown={setCreated}
      secret={(shown) => ({
        testId: 'token-secret',
        title: t('dataApi.tokens.onceTitle', { name: shown.token.name }),
        body: t('dataApi.tokens.onceBody'),
        lines: [
          {
            value: shown.secret,
            testId: 'token-secret-value',
            copyLabel: t('dataApi.tokens.copy'),
            copiedText: t('dataApi.tokens.copied'),
          },
        ],
      })}
      rowTestId="token-row"
      columns={[
        { key: 'name', label: t('dataApi.tokens.name'), cell: (token) => token.name },
        {
          key: 'prefix',
          label: t('dataApi.tokens.prefix'),
          className: styles.mono,
          cell: (token) => `${token.prefix}…`,
        },
        { key: 'created', label: t('dataApi.tokens.created'), cell: (token) => date(token.created_at) },
        { key: 'lastUsed', label: t('dataApi.tokens.lastUsed'), cell: (token) => date(token.last_used_at) },
      ]}
      actions={{
        label: t('dataApi.tokens.revoke'),
        headClassName: styles.remove,
        cell: (token) => (
          <Button
            size="small"
            appearance="subtle"
            icon={<Delete16Regular />}
            aria-label={t('dataApi.tokens.revokeNamed', { name: token.name })}
            onClick={() => setRevoking(token)}
          />
        ),
      }}
    >
      <ConfirmDialog
        open={revoking !== null}
        title={t('dataApi.tokens.revokeTitle', { name: revoking?.name ?? '' })}
        confirmLabel={t('dataApi.tokens.revoke')}
        danger
        onConfirm={async () => {
          try {
            await actions.remove(revoking!._id);
          } catch (error) {
            reportError(error);
            throw error;
          }
          if (created?.token._id === revoking!._id) setCreated(null);
          notify('success', t('dataApi.tokens.revoked', { name: revoking!.name }));
        }}
        onClose={() => setRevoking(null)}
        testId="token-revoke-dialog"
      >
        {t('dataApi.tokens.revokeBody')}
      </ConfirmDialog>
    </SecretTokensDialog>
  );
}
