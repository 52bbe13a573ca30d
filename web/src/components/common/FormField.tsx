import type { ReactElement } from 'react';
import { Field, type FieldProps } from '@fluentui/react-components';
import { errorText } from '../../i18n/errorTexts';
import { usePreferences } from '../../app/services';

export interface FormFieldProps {
  label: string;
  /** A catalogue code: its text in the current language is the field's message. */
  error?: number | undefined;
  hint?: FieldProps['hint'];
  success?: string | undefined;
  required?: boolean;
  className?: string;
  children: ReactElement;
}

/** Fluent's Field with catalogue-coded validation messages. */
export function FormField({ label, error, hint, success, required, className, children }: FormFieldProps) {
  const { language } = usePreferences();
  const message = error !== undefined ? errorText(error, language) : success;
  return (
    <Field
      label={label}
      required={required}
      className={className}
      validationState={error !== undefined ? 'error' : success ? 'success' : 'none'}
      validationMessage={message}
      hint={hint}
      size="large"
    >
      {children}
    </Field>
  );
}
