import { useState } from 'react';
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { Add16Regular, Delete16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { API_LIMITS, apiTokenAddArgs, type ApiToken, type ApiTokenCreated } from '../../../../shared/acts/data-api.js';
import { LIMITS } from '../../../../shared/limits.js';
import { isRpcError } from '../../api/errors';
import { useApiTokens, useTokenActions } from '../../api/dataApis';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { SecretLine, useNameForm } from './ShownOnce';
import { FormField } from '../common/FormField';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  add: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flex: 1 },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  muted: { color: tokens.colorNeutralForeground3 },
  tableWrap: { maxHeight: '320px', overflow: 'auto' },
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
  const form = useNameForm((name) => apiTokenAddArgs.safeParse({ name }).success, actions.add, setCreated);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const date = (at: number | null) => (at ? new Date(at).toLocaleString(i18n.language) : t('dataApi.tokens.never'));

  const close = () => {
    setCreated(null);
    onClose();
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : close())}>
      <DialogSurface className={styles.surface} data-testid="tokens-dialog">
        <DialogBody>
          <DialogTitle>{t('dataApi.tokens.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Caption1 className={styles.muted}>{t('dataApi.tokens.intro')}</Caption1>
            {created ? (
              <MessageBar intent="warning" layout="multiline" data-testid="token-secret">
                <MessageBarBody>
                  <MessageBarTitle>{t('dataApi.tokens.onceTitle', { name: created.token.name })}</MessageBarTitle>
                  {t('dataApi.tokens.onceBody')}
                  <SecretLine
                    value={created.secret}
                    testId="token-secret-value"
                    copyLabel={t('dataApi.tokens.copy')}
                    copiedText={t('dataApi.tokens.copied')}
                  />
                </MessageBarBody>
              </MessageBar>
            ) : null}
            <form className={styles.add} onSubmit={(event) => void form.submit(event)}>
              <FormField label={t('dataApi.tokens.name')} error={form.error} className={styles.grow}>
                <Input
                  value={form.name}
                  maxLength={LIMITS.nameMaxLength}
                  placeholder={t('dataApi.tokens.namePlaceholder')}
                  onChange={(_, data) => form.change(data.value)}
                  data-testid="token-name"
                />
              </FormField>
              <Button
                type="submit"
                appearance="primary"
                size="large"
                icon={form.busy ? <Spinner size="tiny" appearance="inverted" /> : <Add16Regular />}
                disabled={(list.data?.length ?? 0) >= API_LIMITS.tokensMax}
                data-testid="token-create"
              >
                {t('dataApi.tokens.create')}
              </Button>
            </form>
            {list.error ? (
              <MessageBar intent="error">
                <MessageBarBody>
                  {isRpcError(list.error) ? list.error.message : t('errors.actionFailed')}
                </MessageBarBody>
              </MessageBar>
            ) : !list.data ? (
              <Spinner size="small" label={t('common.loading')} />
            ) : list.data.length === 0 ? (
              <Caption1 className={styles.muted}>{t('dataApi.tokens.empty')}</Caption1>
            ) : (
              <div className={styles.tableWrap}>
                <Table size="small">
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>{t('dataApi.tokens.name')}</TableHeaderCell>
                      <TableHeaderCell>{t('dataApi.tokens.prefix')}</TableHeaderCell>
                      <TableHeaderCell>{t('dataApi.tokens.created')}</TableHeaderCell>
                      <TableHeaderCell>{t('dataApi.tokens.lastUsed')}</TableHeaderCell>
                      <TableHeaderCell className={styles.remove} aria-label={t('dataApi.tokens.revoke')} />
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {list.data.map((token) => (
                      <TableRow key={token._id} data-testid="token-row">
                        <TableCell>{token.name}</TableCell>
                        <TableCell className={styles.mono}>{token.prefix}…</TableCell>
                        <TableCell>{date(token.created_at)}</TableCell>
                        <TableCell>{date(token.last_used_at)}</TableCell>
                        <TableCell>
                          <Button
                            size="small"
                            appearance="subtle"
                            icon={<Delete16Regular />}
                            aria-label={t('dataApi.tokens.revokeNamed', { name: token.name })}
                            onClick={() => setRevoking(token)}
                          />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('common.close')}</Button>
          </DialogActions>
        </DialogBody>
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
      </DialogSurface>
    </Dialog>
  );
}
