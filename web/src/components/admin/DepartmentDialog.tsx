import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { departmentAddArgs, type DepartmentView } from '../../../../shared/acts/departments.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../../shared/limits.js';
import { routeError, type FormError } from '../../forms/formError';
import { schemaValidator } from '../../forms/validation';
import { FormAlert } from '../common/FormAlert';
import { FormField } from '../common/FormField';

const useStyles = makeStyles({
  surface: { maxWidth: '480px' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
  },
});

const FIELDS: readonly 'name'[] = ['name'];
const validateName = schemaValidator<'name'>(departmentAddArgs);

export interface DepartmentDialogProps {
  open: boolean;
  /** The department being renamed; null creates one. */
  editing: DepartmentView | null;
  onClose: () => void;
  onSubmit: (name: string, editing: DepartmentView | null) => Promise<void>;
}

/** Create or rename a department: its name, unique in the tenant. */
export function DepartmentDialog(props: DepartmentDialogProps) {
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={props.open} onOpenChange={(_, data) => (data.open || busy ? undefined : props.onClose())}>
      <DialogSurface className={styles.surface} data-testid="department-dialog">
        {props.open ? <DepartmentForm {...props} busy={busy} setBusy={setBusy} /> : null}
      </DialogSurface>
    </Dialog>
  );
}

function DepartmentForm({
  editing,
  onClose,
  onSubmit,
  busy,
  setBusy,
}: DepartmentDialogProps & { busy: boolean; setBusy: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [name, setName] = useState(editing?.name ?? '');
  const [nameError, setNameError] = useState<number | undefined>();
  const [formError, setFormError] = useState<FormError | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const invalid = validateName({ name }).name;
    if (invalid !== undefined) {
      setNameError(invalid);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(name.trim(), editing);
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      const routed = routeError<'name'>(
        error,
        { [ErrorCode.DEPARTMENT_NAME_DUPLICATE]: 'name', [ErrorCode.NAME_INVALID]: 'name' },
        FIELDS,
      );
      setNameError(routed.fields.name);
      setFormError(routed.form);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <DialogTitle>
          {editing ? t('admin.departments.form.renameTitle') : t('admin.departments.form.newTitle')}
        </DialogTitle>
        <DialogContent className={styles.content}>
          <FormField
            label={t('admin.departments.form.name')}
            error={nameError}
            required
            hint={t('common.charCount', { count: name.length, max: LIMITS.nameMaxLength })}
          >
            <Input
              name="name"
              value={name}
              placeholder={t('admin.departments.form.namePlaceholder')}
              maxLength={LIMITS.nameMaxLength}
              onChange={(_, data) => {
                setName(data.value);
                setNameError(undefined);
              }}
              autoFocus
            />
          </FormField>
          <FormAlert error={formError} />
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" type="button" onClick={() => !busy && onClose()}>
            {t('common.cancel')}
          </Button>
          <Button
            appearance="primary"
            type="submit"
            disabledFocusable={busy}
            icon={busy ? <Spinner size="tiny" /> : undefined}
          >
            {editing ? t('admin.departments.form.save') : t('admin.departments.form.create')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
