import type { FormEvent, ReactElement, ReactNode, Ref } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  type DialogProps,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/**
 * The kit's dialog that saves something: `FormDialog` is the modal that will not close while it
 * is busy (Escape and the backdrop wait for the save to settle), `FormDialogBody` the form in it,
 * a title, the fields, then Cancel and the submit button, which spins while busy.
 */

export interface FormDialogProps {
  open: boolean;
  /** A save is running: the dialog stays open until it settles. */
  busy: boolean;
  onClose: () => void;
  surfaceClassName?: string;
  testId?: string;
  modalType?: DialogProps['modalType'];
  surfaceRef?: Ref<HTMLDivElement>;
  /** The id of the text that describes the dialog. */
  describedBy?: string;
  children: ReactNode;
}

export function FormDialog({
  open,
  busy,
  onClose,
  surfaceClassName,
  testId,
  modalType,
  surfaceRef,
  describedBy,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} modalType={modalType} onOpenChange={(_, data) => (data.open || busy ? undefined : onClose())}>
      <DialogSurface ref={surfaceRef} className={surfaceClassName} data-testid={testId} aria-describedby={describedBy}>
        {children}
      </DialogSurface>
    </Dialog>
  );
}

export interface FormDialogBodyProps {
  title: ReactNode;
  busy: boolean;
  onSubmit: (event: FormEvent) => unknown;
  /** Cancel: ignored while busy. */
  onCancel: () => void;
  submitLabel: ReactNode;
  /** The submit button's icon while not busy. */
  submitIcon?: ReactElement;
  submitClassName?: string;
  submitTestId?: string;
  contentClassName?: string;
  formTestId?: string;
  children: ReactNode;
}

export function FormDialogBody({
  title,
  busy,
  onSubmit,
  onCancel,
  submitLabel,
  submitIcon,
  submitClassName,
  submitTestId,
  contentClassName,
  formTestId,
  children,
}: FormDialogBodyProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid={formTestId}>
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent className={contentClassName}>{children}</DialogContent>
        <DialogActions>
          <Button appearance="secondary" type="button" onClick={() => !busy && onCancel()}>
            {t('common.cancel')}
          </Button>
          <Button
            appearance="primary"
            type="submit"
            className={submitClassName}
            disabledFocusable={busy}
            icon={busy ? <Spinner size="tiny" /> : submitIcon}
            data-testid={submitTestId}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
