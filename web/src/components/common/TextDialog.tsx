import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isRpcError } from '../../api/errors';
import type { FormError } from '../../forms/formError';
import { FormAlert } from './FormAlert';
import { FormDialog, FormDialogBody } from './FormDialog';
import { FormField } from './FormField';

const useStyles = makeStyles({
  surface: { maxWidth: '480px' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
  },
});

export interface TextDialogProps {
  open: boolean;
  title: string;
  label: string;
  initial: string;
  placeholder?: string;
  multiline?: boolean;
  maxLength: number;
  /** Marks the field as one that must be filled (names). */
  required?: boolean;
  submitLabel: string;
  /** A catalogue code when the value is invalid (from the act's shared schema). */
  validate?: (value: string) => number | undefined;
  /** Server codes that belong on the field rather than above the buttons. */
  fieldCodes?: readonly number[];
  onSubmit: (value: string) => Promise<void>;
  onClose: () => void;
  testId?: string;
}

/** A one-field dialog (name, remark): validated as the server would, busy while saving. */
export function TextDialog(props: TextDialogProps) {
  const { open, onClose } = props;
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog open={open} busy={busy} onClose={onClose} testId={props.testId} surfaceClassName={styles.surface}>
      {open ? <TextForm {...props} busy={busy} setBusy={setBusy} /> : null}
    </FormDialog>
  );
}

function TextForm({
  title,
  label,
  initial,
  placeholder,
  multiline,
  maxLength,
  required,
  submitLabel,
  validate,
  fieldCodes = [],
  onSubmit,
  onClose,
  busy,
  setBusy,
}: TextDialogProps & { busy: boolean; setBusy: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<number | undefined>();
  const [formError, setFormError] = useState<FormError | null>(null);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  useEffect(() => {
    input.current?.select();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const code = validate?.(value);
    if (code !== undefined) {
      setError(code);
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(value.trim());
      setBusy(false);
      onClose();
    } catch (failure) {
      setBusy(false);
      if (isRpcError(failure) && (failure.fields.length > 0 || fieldCodes.includes(failure.code))) {
        setError(failure.fields[0]?.code ?? failure.code);
        input.current?.focus();
      } else if (isRpcError(failure)) {
        setFormError({ code: failure.code, message: failure.message, intent: failure.handled ? 'warning' : 'error' });
      } else {
        setFormError({ code: -1, message: t('errors.actionFailed'), intent: 'error' });
      }
    }
  };

  const common = {
    ref: input,
    value,
    placeholder,
    maxLength,
    onChange: (_: unknown, data: { value: string }) => {
      setValue(data.value);
      setError(undefined);
    },
  };
  return (
    <FormDialogBody
      title={title}
      busy={busy}
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={submitLabel}
      contentClassName={styles.content}
    >
      <FormField
        label={label}
        error={error}
        required={required}
        hint={t('common.charCount', { count: value.length, max: maxLength })}
      >
        {multiline ? <Textarea {...common} resize="vertical" rows={3} /> : <Input {...common} name="name" />}
      </FormField>
      <FormAlert error={formError} />
    </FormDialogBody>
  );
}
