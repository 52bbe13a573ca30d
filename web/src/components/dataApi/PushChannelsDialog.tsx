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
import { Add16Regular, ArrowSync16Regular, Delete16Regular, Edit16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { pushChannelAddArgs, type PushChannel, type PushChannelWithToken } from '../../../../shared/acts/push.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../../shared/limits.js';
import { isRpcError } from '../../api/errors';
import { pushCurl, usePushChannelActions, usePushChannelList } from '../../api/pushChannels';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { FormField } from '../common/FormField';
import { TextDialog } from '../common/TextDialog';
import { SecretLine, useNameForm } from './ShownOnce';

const useStyles = makeStyles({
  surface: { maxWidth: '820px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  add: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flex: 1 },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  // A channel id is 24 characters of monospace: wrapped inside its column rather than over the next.
  channelId: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  tableWrap: { maxHeight: '320px', overflow: 'auto' },
  actions: { width: '120px', whiteSpace: 'nowrap' },
});

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The tenant's push channels (docs/data-apis.md#push-channels): list, add (the token shown once,
 * with a curl example), rename, renew the token, remove. Any member adds; the creator or an
 * administrator manages a channel (the server answers PERMISSION_DENIED otherwise).
 */
export function PushChannelsDialog({ open, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const list = usePushChannelList(open);
  const actions = usePushChannelActions();
  const [shown, setShown] = useState<PushChannelWithToken | null>(null);
  const form = useNameForm((name) => pushChannelAddArgs.safeParse({ name }).success, actions.add, setShown);
  const [renaming, setRenaming] = useState<PushChannel | null>(null);
  const [removing, setRemoving] = useState<PushChannel | null>(null);
  const [renewing, setRenewing] = useState<PushChannel | null>(null);
  const date = (at: number) => (at ? new Date(at).toLocaleString(i18n.language) : t('dataApi.push.never'));

  const close = () => {
    setShown(null);
    onClose();
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : close())}>
      <DialogSurface className={styles.surface} data-testid="push-dialog">
        <DialogBody>
          <DialogTitle>{t('dataApi.push.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Caption1 className={styles.muted}>{t('dataApi.push.intro')}</Caption1>
            {shown ? (
              <MessageBar intent="warning" layout="multiline" data-testid="push-token">
                <MessageBarBody>
                  <MessageBarTitle>{t('dataApi.push.onceTitle', { name: shown.name })}</MessageBarTitle>
                  {t('dataApi.push.onceBody')}
                  <SecretLine
                    value={shown.token}
                    testId="push-token-value"
                    copyLabel={t('dataApi.push.copy')}
                    copiedText={t('dataApi.push.copied')}
                  />
                  <SecretLine
                    value={pushCurl(shown._id, shown.token)}
                    block
                    testId="push-curl"
                    copyLabel={t('dataApi.push.copyCurl')}
                    copiedText={t('dataApi.push.curlCopied')}
                  />
                </MessageBarBody>
              </MessageBar>
            ) : null}
            <form className={styles.add} onSubmit={(event) => void form.submit(event)}>
              <FormField label={t('dataApi.push.name')} error={form.error} className={styles.grow}>
                <Input
                  value={form.name}
                  maxLength={LIMITS.nameMaxLength}
                  placeholder={t('dataApi.push.namePlaceholder')}
                  onChange={(_, data) => form.change(data.value)}
                  data-testid="push-name"
                />
              </FormField>
              <Button
                type="submit"
                appearance="primary"
                size="large"
                icon={form.busy ? <Spinner size="tiny" appearance="inverted" /> : <Add16Regular />}
                disabled={(list.data?.length ?? 0) >= LIMITS.push.maxPerTenant}
                data-testid="push-create"
              >
                {t('dataApi.push.create')}
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
              <Caption1 className={styles.muted}>{t('dataApi.push.empty')}</Caption1>
            ) : (
              <div className={styles.tableWrap}>
                <Table size="small">
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>{t('dataApi.push.name')}</TableHeaderCell>
                      <TableHeaderCell>{t('dataApi.push.channelId')}</TableHeaderCell>
                      <TableHeaderCell>{t('dataApi.push.hint')}</TableHeaderCell>
                      <TableHeaderCell>{t('dataApi.push.lastPush')}</TableHeaderCell>
                      <TableHeaderCell className={styles.actions} aria-label={t('dataApi.push.actions')} />
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {list.data.map((channel) => (
                      <TableRow key={channel._id} data-testid="push-row">
                        <TableCell>{channel.name}</TableCell>
                        <TableCell className={styles.channelId}>{channel._id}</TableCell>
                        <TableCell className={styles.mono} data-testid="push-hint">
                          …{channel.token_hint}
                        </TableCell>
                        <TableCell>{date(channel.last_push_at)}</TableCell>
                        <TableCell>
                          <Button
                            size="small"
                            appearance="subtle"
                            icon={<Edit16Regular />}
                            aria-label={t('dataApi.push.renameNamed', { name: channel.name })}
                            onClick={() => setRenaming(channel)}
                          />
                          <Button
                            size="small"
                            appearance="subtle"
                            icon={<ArrowSync16Regular />}
                            aria-label={t('dataApi.push.renewNamed', { name: channel.name })}
                            onClick={() => setRenewing(channel)}
                          />
                          <Button
                            size="small"
                            appearance="subtle"
                            icon={<Delete16Regular />}
                            aria-label={t('dataApi.push.removeNamed', { name: channel.name })}
                            onClick={() => setRemoving(channel)}
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
        <TextDialog
          open={renaming !== null}
          title={t('dataApi.push.renameTitle')}
          label={t('dataApi.push.name')}
          initial={renaming?.name ?? ''}
          maxLength={LIMITS.nameMaxLength}
          submitLabel={t('dataApi.push.rename')}
          validate={(value) =>
            pushChannelAddArgs.safeParse({ name: value }).success ? undefined : ErrorCode.NAME_INVALID
          }
          fieldCodes={[ErrorCode.NAME_INVALID]}
          onSubmit={(value) => actions.rename(renaming!._id, value.trim())}
          onClose={() => setRenaming(null)}
          testId="push-rename-dialog"
        />
        <ConfirmDialog
          open={renewing !== null}
          title={t('dataApi.push.renewTitle', { name: renewing?.name ?? '' })}
          confirmLabel={t('dataApi.push.renew')}
          danger
          onConfirm={async () => {
            try {
              setShown(await actions.renew(renewing!._id));
            } catch (error) {
              reportError(error);
              throw error;
            }
          }}
          onClose={() => setRenewing(null)}
          testId="push-renew-dialog"
        >
          {t('dataApi.push.renewBody')}
        </ConfirmDialog>
        <ConfirmDialog
          open={removing !== null}
          title={t('dataApi.push.removeTitle', { name: removing?.name ?? '' })}
          confirmLabel={t('dataApi.push.remove')}
          danger
          onConfirm={async () => {
            try {
              await actions.remove(removing!._id);
            } catch (error) {
              reportError(error);
              throw error;
            }
            if (shown?._id === removing!._id) setShown(null);
            notify('success', t('dataApi.push.removed', { name: removing!.name }));
          }}
          onClose={() => setRemoving(null)}
          testId="push-remove-dialog"
        >
          {t('dataApi.push.removeBody')}
        </ConfirmDialog>
      </DialogSurface>
    </Dialog>
  );
}
