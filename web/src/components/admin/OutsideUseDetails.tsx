import { Caption1, Checkbox, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { OutsideUse } from '../../../../shared/acts/admin.js';
import { useOutsideUse } from '../../api/members';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
  group: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** What the removal confirmation does about it: renew the tokens, and close the link shares too. */
export interface OutsideChoice {
  renew: boolean;
  closeShares: boolean;
}

/** Is there anything a renewal would touch. */
export function hasOutsideUse(use: OutsideUse | undefined): boolean {
  return !!use && use.api_tokens.length + use.push_channels.length + use.link_shares.length > 0;
}

/**
 * In the remove confirmation: what the member created that outside callers use (push channels,
 * live link shares, data API tokens), counts and names, with the choice to renew their tokens and
 * close their link shares (docs/tenants.md#what-a-removed-member-leaves).
 */
export function OutsideUseDetails({
  userId,
  choice,
  onChoice,
}: {
  userId: string;
  choice: OutsideChoice;
  onChoice: (choice: OutsideChoice) => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const use = useOutsideUse(userId);

  if (use.error && !use.data) return <Caption1 className={styles.muted}>{t('admin.members.outside.failed')}</Caption1>;
  if (!use.data) return <Spinner size="tiny" labelPosition="after" label={t('admin.members.outside.loading')} />;
  if (!hasOutsideUse(use.data))
    return (
      <Caption1 className={styles.muted} data-testid="outside-use-empty">
        {t('admin.members.outside.empty')}
      </Caption1>
    );

  const groups = [
    { key: 'pushChannels', names: use.data.push_channels.map((c) => c.name) },
    { key: 'linkShares', names: use.data.link_shares.map((s) => s.name) },
    { key: 'apiTokens', names: use.data.api_tokens.map((a) => a.name) },
  ] as const;
  return (
    <div className={styles.root} data-testid="outside-use">
      <Text>{t('admin.members.outside.intro')}</Text>
      {groups
        .filter((group) => group.names.length > 0)
        .map((group) => (
          <div key={group.key} data-testid={`outside-${group.key}`}>
            <Text weight="semibold">{t(`admin.members.outside.${group.key}`, { n: group.names.length })}</Text>
            <ul className={styles.group}>
              {group.names.map((name, i) => (
                <li key={`${name}-${i}`}>{name}</li>
              ))}
            </ul>
          </div>
        ))}
      <Checkbox
        checked={choice.renew}
        onChange={(_, data) => onChoice({ ...choice, renew: data.checked === true })}
        label={t('admin.members.outside.renew')}
        data-testid="outside-renew"
      />
      {use.data.link_shares.length > 0 ? (
        <Checkbox
          checked={choice.renew && choice.closeShares}
          disabled={!choice.renew}
          onChange={(_, data) => onChoice({ ...choice, closeShares: data.checked === true })}
          label={t('admin.members.outside.closeShares')}
          data-testid="outside-close-shares"
        />
      ) : null}
    </div>
  );
}
