import { useState } from 'react';
import { Caption1, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useMemberActions, useMemberSettings } from '../../api/members';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignSelf: 'flex-start',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** Whether people who join by invitation wait for the administrator's approval. */
export function ApprovalSetting() {
  const { t } = useTranslation();
  const styles = useStyles();
  const settings = useMemberSettings(true);
  const calls = useMemberActions();
  const [busy, setBusy] = useState(false);
  if (!settings.data) return null;
  const checked = settings.data.approval_required === 1;

  const toggle = (next: boolean) => {
    setBusy(true);
    calls
      .saveSettings(next)
      .then(() => notify('success', t(next ? 'admin.approval.on' : 'admin.approval.off')))
      .catch(reportError)
      .finally(() => setBusy(false));
  };

  return (
    <div className={styles.root} data-testid="approval-setting">
      <Switch
        checked={checked}
        disabled={busy}
        label={t('admin.approval.label')}
        onChange={(_, data) => toggle(data.checked)}
      />
      <Caption1 className={styles.hint}>{t('admin.approval.hint')}</Caption1>
    </div>
  );
}
