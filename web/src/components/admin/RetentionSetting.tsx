import { useState, type FormEvent } from 'react';
import { Button, Caption1, Input, Label, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { auditSettingsSaveArgs } from '../../../../shared/acts/audit.js';
import { LIMITS } from '../../../../shared/limits.js';
import { useAuditActions, useAuditSettings } from '../../api/audit';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignSelf: 'flex-start',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  input: { width: '120px' },
  hint: { color: tokens.colorNeutralForeground3 },
  invalid: { color: tokens.colorPaletteRedForeground1 },
});

const { retentionDaysMin: min, retentionDaysMax: max } = LIMITS.audit;

/** The administrator's retention of the audit log, validated by the act's own schema before saving. */
export function RetentionSetting() {
  const { t } = useTranslation();
  const styles = useStyles();
  const settings = useAuditSettings(true);
  const calls = useAuditActions();
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stored = settings.data?.retention_days;
  const value = draft ?? (stored !== undefined ? String(stored) : '');
  const checked = auditSettingsSaveArgs.safeParse({ retention_days: value.trim() === '' ? undefined : value });
  const invalid = draft !== null && !checked.success;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !checked.success) return;
    setBusy(true);
    try {
      const saved = await calls.saveSettings(checked.data);
      setDraft(null);
      notify('success', t('admin.audit.retention.saved', { days: saved.retention_days }));
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  if (settings.error || stored === undefined) return null;
  return (
    <form className={styles.root} onSubmit={(event) => void save(event)} noValidate data-testid="audit-retention">
      <Label htmlFor="audit-retention-days" weight="semibold">
        {t('admin.audit.retention.label')}
      </Label>
      <Input
        id="audit-retention-days"
        className={styles.input}
        type="number"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-invalid={invalid}
        aria-describedby="audit-retention-hint"
        onChange={(_, data) => setDraft(data.value)}
        contentAfter={<span>{t('admin.audit.retention.unit')}</span>}
      />
      <Button
        type="submit"
        appearance="secondary"
        disabledFocusable={busy || draft === null || invalid}
        icon={busy ? <Spinner size="tiny" /> : undefined}
      >
        {t('admin.audit.retention.save')}
      </Button>
      <Caption1
        id="audit-retention-hint"
        className={invalid ? styles.invalid : styles.hint}
        role={invalid ? 'alert' : undefined}
      >
        {invalid ? t('admin.audit.retention.invalid', { min, max }) : t('admin.audit.retention.hint', { min, max })}
      </Caption1>
    </form>
  );
}
