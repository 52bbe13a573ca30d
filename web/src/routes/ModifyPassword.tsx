import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { changePassNoLoginArgs } from '../../../shared/acts/user.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { notify } from '../app/notify';
import { useServices } from '../app/services';
import { AccountInput } from '../components/auth/AccountInput';
import { AuthLayout } from '../components/auth/AuthLayout';
import { useAuthFormStyles } from '../components/auth/formStyles';
import { PasswordChangeFields, PASSWORD_FIELDS, type PasswordField } from '../components/auth/PasswordChangeFields';
import { AppLink } from '../components/common/AppLink';
import { FormAlert } from '../components/common/FormAlert';
import { FormField } from '../components/common/FormField';
import { SubmitButton } from '../components/plain/SubmitButton';
import { useFieldRefs, useFormSubmit } from '../forms/useFormSubmit';
import { useFormState } from '../forms/useFormState';
import { useInitialFocus } from '../forms/useInitialFocus';
import { schemaValidator } from '../forms/validation';

type Field = 'account' | PasswordField;
const FIELDS: readonly Field[] = ['account', ...PASSWORD_FIELDS];
const FIELD_BY_CODE: Partial<Record<number, Field>> = {
  [ErrorCode.OLD_PASSWORD_WRONG]: 'old_password',
  [ErrorCode.CREDENTIALS_WRONG]: 'old_password',
  [ErrorCode.PASSWORD_WEAK]: 'new_password',
  [ErrorCode.PASSWORD_SAME_AS_OLD]: 'new_password',
  [ErrorCode.PASSWORD_CONFIRM_MISMATCH]: 'confirm_password',
  [ErrorCode.ACCOUNT_REQUIRED]: 'account',
};

/** /modifyPassword: change a password without a session (reached after 50001028). */
export default function ModifyPassword() {
  const { t } = useTranslation();
  const styles = useAuthFormStyles();
  const { rpc, store, loginAddress } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const fromState = (location.state as { account?: string } | null)?.account;
  const validate = useMemo(() => schemaValidator<Field>(changePassNoLoginArgs), []);
  const form = useFormState<Field>(
    { account: fromState ?? store.get('max_username') ?? '', old_password: '', new_password: '', confirm_password: '' },
    validate,
  );
  const refs = useFieldRefs(FIELDS);
  useInitialFocus(refs, FIELDS, form.values);

  const { busy, formError, submit } = useFormSubmit({
    form,
    refs,
    fields: FIELDS,
    fieldByCode: FIELD_BY_CODE,
    run: async () => {
      await rpc.call('v1/user/change_pass_no_login', form.values);
      store.set('max_username', form.values.account.trim());
      notify('success', t('login.passwordChanged'));
      void navigate(loginAddress(), { replace: true, state: { notice: 'passwordChanged' } });
    },
  });

  return (
    <AuthLayout title={t('password.modifyTitle')} subtitle={t('password.modifySubtitle')}>
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="modify-password-form"
      >
        <FormField label={t('password.account')} error={form.errors.account} required>
          <AccountInput
            ref={refs.account}
            placeholder={t('password.accountPlaceholder')}
            value={form.values.account}
            onChange={(value) => form.setValue('account', value)}
            onBlur={() => form.blur('account')}
          />
        </FormField>
        <PasswordChangeFields
          values={form.values}
          errors={form.errors}
          refs={refs}
          onChange={form.setValue}
          onBlur={form.blur}
        />
        <FormAlert error={formError} />
        <SubmitButton busy={busy} busyLabel={t('password.submitting')} testId="modify-password-submit">
          {t('password.submit')}
        </SubmitButton>
      </form>
      <div className={styles.alt}>
        <AppLink to={loginAddress()}>{t('password.backToLogin')}</AppLink>
      </div>
    </AuthLayout>
  );
}
