import { Caption1, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PushSource } from '../../../../../../shared/widgets/data.js';
import { isRpcError } from '../../../../api/errors';
import { usePushChannelList } from '../../../../api/pushChannels';
import { Dropdown } from '../../../../components/common/Dropdown';
import { TextField, useFieldStyles } from '../fields';

const useStyles = makeStyles({ muted: { color: tokens.colorNeutralForeground3 } });

/**
 * A push channel source (docs/data-apis.md#push-channels): the tenant's channel to follow and the
 * dotted path of the rows inside each posted JSON ('' for the whole body). Channels are made on
 * the data APIs page (their tokens are shown there once). Every change commits.
 */
export function PushSourceFields({
  source,
  onCommit,
}: {
  source: PushSource | null;
  onCommit: (source: PushSource) => void;
}) {
  const styles = useStyles();
  const fieldStyles = useFieldStyles();
  const { t } = useTranslation();
  const channels = usePushChannelList();
  const picked = channels.data?.find((channel) => channel._id === source?.channel_id);
  const channelId = source?.channel_id ?? '';
  return (
    <>
      <Field
        label={t('widgets.data.push.pick')}
        size="small"
        validationMessage={isRpcError(channels.error) ? channels.error.message : undefined}
      >
        <Dropdown
          size="small"
          className={fieldStyles.input}
          placeholder={channels.data ? t('widgets.data.push.choose') : t('widgets.state.loading')}
          value={picked?.name ?? (channelId ? t('widgets.data.push.missing') : '')}
          selectedOptions={channelId ? [channelId] : []}
          onOptionSelect={(_, data) =>
            data.optionValue ? onCommit({ channel_id: data.optionValue, path: source?.path ?? '' }) : undefined
          }
          data-testid="push-source-channel"
        >
          {(channels.data ?? []).map((channel) => (
            <Option key={channel._id} value={channel._id} text={channel.name}>
              {channel.name}
            </Option>
          ))}
          {channels.data && channels.data.length === 0 ? (
            <Option value="" disabled text="">
              {t('widgets.data.push.none')}
            </Option>
          ) : null}
        </Dropdown>
      </Field>
      <TextField
        label={t('widgets.data.push.path')}
        value={source?.path ?? ''}
        maxLength={256}
        placeholder={t('widgets.data.pathHint')}
        onCommit={(path) => onCommit({ channel_id: channelId, path: path.trim() })}
      />
      <Caption1 className={styles.muted}>{t('widgets.data.push.hint')}</Caption1>
    </>
  );
}
