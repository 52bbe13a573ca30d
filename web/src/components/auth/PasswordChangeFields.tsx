import type { RefObject } from 'react';
import { Password20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { FieldCodes } from '../../forms/validation';
import { FormField } from '../common/FormField';
import { PasswordInput } from './PasswordInput';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

export type PasswordField = 'old_password' | 'new_password' | 'confirm_password';
export const PASSWORD_FIELDS: readonly PasswordField[] = ['old_password', 'new_password', 'confirm_password'];

interface Props {
  values: Record<PasswordField, string>;
  errors: FieldCodes<PasswordField>;
  refs: Record<PasswordField, RefObject<HTMLInputElement | null>>;
  onChange: (field: PasswordField, value: string) => void;
  onBlur: (field: PasswordField) => void;
}

/** Old / new (with the strength meter) / confirm: the fields of both password changes. */
export function PasswordChangeFields({ values, errors, refs, onChange, onBlur }: Props) {
  const { t } = useTranslation();
  const field = (name: PasswordField, autoComplete: string) => ({
    ref: refs[name],
    name,
    autoComplete,
    contentBefore: <Password20Regular />,
    value: values[name],
    onChange: (_: unknown, data: { value: string }) => onChange(name, data.value),
    onBlur: () => onBlur(name),
  });
  return (
    <>
      <FormField label={t('password.oldPassword')} error={errors.old_password} required>
        <PasswordInput {...field('old_password', 'current-password')} />
      </FormField>
      <FormField
        label={t('password.newPassword')}
        error={errors.new_password}
        required
        hint={<PasswordStrengthMeter value={values.new_password} />}
      >
        <PasswordInput {...field('new_password', 'new-password')} />
      </FormField>
      <FormField label={t('password.confirmPassword')} error={errors.confirm_password} required>
        <PasswordInput {...field('confirm_password', 'new-password')} />
      </FormField>
    </>
  );
}
