import type { ReactNode } from 'react';
import { Button, DialogActions, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../common/FormDialog';

/**
 * The frame of a dialog about a group's screens (carousel settings, mobile display rules): a
 * column of sections with hints, a bordered scrolling list of rows, and a footer whose first
 * action stands apart. Each dialog sets its rows' columns.
 */
export const useGroupScreensDialogStyles = makeStyles({
  surface: { maxWidth: '560px' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  hint: { color: tokens.colorNeutralForeground3 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    maxHeight: '320px',
    overflow: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  row: {
    display: 'grid',
    alignItems: 'center',
    paddingLeft: tokens.spacingHorizontalM,
    paddingRight: tokens.spacingHorizontalM,
    ':not(:last-child)': { borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  },
  footer: { justifyContent: 'space-between' },
});

/** The dialog itself: it cannot be dismissed while a save is under way (`busy`). */
export function GroupScreensDialog({
  open,
  busy,
  onClose,
  testId,
  children,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  const frame = useGroupScreensDialogStyles();
  return (
    <FormDialog open={open} busy={busy} onClose={onClose} surfaceClassName={frame.surface} testId={testId}>
      {children}
    </FormDialog>
  );
}

/** The footer: the dialog's own action apart on the left, then Cancel and Save (the form's submit). */
export function GroupScreensDialogActions({
  aside,
  busy,
  canSave,
  onCancel,
}: {
  aside: ReactNode;
  busy: boolean;
  canSave: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const frame = useGroupScreensDialogStyles();
  return (
    <DialogActions fluid className={frame.footer}>
      {aside}
      <div>
        <Button appearance="secondary" disabled={busy} onClick={onCancel}>
          {t('common.cancel')}
        </Button>{' '}
        <Button
          appearance="primary"
          type="submit"
          disabled={busy || !canSave}
          icon={busy ? <Spinner size="tiny" /> : undefined}
        >
          {t('common.save')}
        </Button>
      </div>
    </DialogActions>
  );
}
