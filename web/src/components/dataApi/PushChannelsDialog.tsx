import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSync16Regular, Delete16Regular, Edit16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { pushChannelAddArgs, type PushChannel, type PushChannelWithToken } from '../../../../shared/acts/push.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../../shared/limits.js';
import { pushCurl, usePushChannelActions, usePushChannelList } from '../../api/pushChannels';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { SecretTokensDialog } from '../common/SecretTokensDialog';
import { TextDialog } from '../common/TextDialog';

const useStyles = makeStyles({
  surface: { maxWidth: '820px' },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  // A channel id is 24 characters of monospace: wrapped inside its column rather than over the next.
  channelId: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
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
  const [renaming, setRenaming] = useState<PushChannel | null>(null);
  const [removing, setRemoving] = useState<PushChannel | null>(null);
  const [renewing, setRenewing] = useState<PushChannel | null>(null);
  const date = (at: number) => (at ? new Date(at).toLocaleString(i18n.language) : t('dataApi.push.never'));

  return (
    <SecretTokensDialog
      open={open}
      onClose={onClose}
      testId="push-dialog"
      surfaceClassName={styles.surface}
      title={t('dataApi.push.title')}
      intro={t('dataApi.push.intro')}
      empty={t('dataApi.push.empty')}
      list={list}
      max={LIMITS.push.maxPerTenant}
      form={{
        label: t('dataApi.push.name'),
        placeholder: t('dataApi.push.namePlaceholder'),
        submit: t('dataApi.push.create'),
        nameTestId: 'push-name',
        submitTestId: 'push-create',
        valid: (name) => pushChannelAddArgs.safeParse({ name }).success,
        add: actions.add,
      }}
      shown={shown}
      onShown={setShown}
      secret={(channel) => ({
        testId: 'push-token',
        title: t('dataApi.push.onceTitle', { name: channel.name }),
        body: t('dataApi.push.onceBody'),
        lines: [
          {
            value: channel.token,
            testId: 'push-token-value',
            copyLabel: t('dataApi.push.copy'),
            copiedText: t('dataApi.push.copied'),
          },
          {
            value: pushCurl(channel._id, channel.token),
            block: true,
            testId: 'push-curl',
            copyLabel: t('dataApi.push.copyCurl'),
            copiedText: t('dataApi.push.curlCopied'),
          },
        ],
      })}
      rowTestId="push-row"
      columns={[
        { key: 'name', label: t('dataApi.push.name'), cell: (channel) => channel.name },
        {
          key: 'id',
          label: t('dataApi.push.channelId'),
          className: styles.channelId,
          cell: (channel) => channel._id,
        },
        {
          key: 'hint',
          label: t('dataApi.push.hint'),
          className: styles.mono,
          testId: 'push-hint',
          cell: (channel) => `…${channel.token_hint}`,
        },
        { key: 'lastPush', label: t('dataApi.push.lastPush'), cell: (channel) => date(channel.last_push_at) },
      ]}
      actions={{
        label: t('dataApi.push.actions'),
        headClassName: styles.actions,
        cell: (channel) => (
          <>
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
          </>
        ),
      }}
    >
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
    </SecretTokensDialog>
  );
}
