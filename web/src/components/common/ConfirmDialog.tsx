import { useState, type ReactNode } from 'react';
import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  makeStyles,
  mergeClasses,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useActionButtonStyles } from './buttonStyles';
import { FormDialog } from './FormDialog';

const useStyles = makeStyles({
  surface: { maxWidth: '480px' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalM,
  },
});

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** Runs the action; the dialog stays open and busy until it settles, then closes. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  testId?: string;
}

/** Are you sure? — with a busy confirm button; destructive actions in red. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger,
  onConfirm,
  onClose,
  testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const styles = { ...useStyles(), ...useActionButtonStyles() };
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The action reported its failure; the dialog stays open for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open={open}
      busy={busy}
      onClose={onClose}
      modalType="alert"
      testId={testId}
      surfaceClassName={styles.surface}
    >
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent className={styles.content}>{children}</DialogContent>
        <DialogActions>
          <Button appearance="secondary" className={styles.button} onClick={() => !busy && onClose()}>
            {t('common.cancel')}
          </Button>
          <Button
            appearance="primary"
            className={mergeClasses(styles.button, danger && styles.danger)}
            disabledFocusable={busy}
            icon={busy ? <Spinner size="tiny" appearance="inverted" /> : undefined}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </DialogBody>
    </FormDialog>
  );
}
