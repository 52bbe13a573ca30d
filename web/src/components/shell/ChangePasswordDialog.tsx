import { useMemo, useState } from 'react';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { changePasswordArgs } from '../../../../shared/acts/user.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { useSignOut } from '../../api/useSignOut';
import { notify } from '../../app/notify';
import { useServices } from '../../app/services';
import { useFieldRefs, useFormSubmit } from '../../forms/useFormSubmit';
import { useFormState } from '../../forms/useFormState';
import { schemaValidator } from '../../forms/validation';
import { PasswordChangeFields, PASSWORD_FIELDS, type PasswordField } from '../auth/PasswordChangeFields';
import { FormAlert } from '../common/FormAlert';
import { FormDialog, FormDialogBody } from '../common/FormDialog';

const FIELD_BY_CODE: Partial<Record<number, PasswordField>> = {
  [ErrorCode.OLD_PASSWORD_WRONG]: 'old_password',
  [ErrorCode.PASSWORD_WEAK]: 'new_password',
  [ErrorCode.PASSWORD_SAME_AS_OLD]: 'new_password',
  [ErrorCode.PASSWORD_CONFIRM_MISMATCH]: 'confirm_password',
};
const EMPTY: Record<PasswordField, string> = { old_password: '', new_password: '', confirm_password: '' };

const useStyles = makeStyles({
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalL,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** Change password while signed in (v1/user/change_password); success signs out everywhere. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog open={open} busy={busy} onClose={onClose} modalType="modal" describedBy="change-password-hint">
      {open ? <ChangePasswordForm onClose={onClose} busy={busy} setBusy={setBusy} /> : null}
    </FormDialog>
  );
}

interface FormProps {
  onClose: () => void;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

/**
 * The signed-in password change (old, new, confirm with the catalogue's messages): on success
 * every session ends, this one too, and the user signs in again. Shared by the dialog and
 * /user/personalize.
 */
export function usePasswordChange(busyState: [boolean, (busy: boolean) => void], onDone: () => void) {
  const { t } = useTranslation();
  const { rpc } = useServices();
  const { forgetSession } = useSignOut();
  const validate = useMemo(() => schemaValidator<PasswordField>(changePasswordArgs), []);
  const form = useFormState<PasswordField>(EMPTY, validate);
  const refs = useFieldRefs(PASSWORD_FIELDS);
  const { formError, submit } = useFormSubmit({
    form,
    refs,
    fields: PASSWORD_FIELDS,
    fieldByCode: FIELD_BY_CODE,
    busyState,
    run: async () => {
      await rpc.call('v1/user/change_password', form.values);
      notify('success', t('password.changedSignIn'));
      onDone();
      forgetSession('passwordChanged');
    },
  });
  return { form, refs, formError, submit };
}

function ChangePasswordForm({ onClose, busy, setBusy }: FormProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { form, refs, formError, submit } = usePasswordChange([busy, setBusy], onClose);

  return (
    <FormDialogBody
      title={t('password.dialogTitle')}
      busy={busy}
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={busy ? t('password.submitting') : t('password.submit')}
      contentClassName={styles.content}
      formTestId="change-password-form"
    >
      <Caption1 id="change-password-hint" className={styles.hint}>
        {t('password.dialogHint')}
      </Caption1>
      <PasswordChangeFields
        values={form.values}
        errors={form.errors}
        refs={refs}
        onChange={form.setValue}
        onBlur={form.blur}
      />
      <FormAlert error={formError} />
    </FormDialogBody>
  );
}
