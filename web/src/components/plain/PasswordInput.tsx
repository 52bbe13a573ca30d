import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from './Button';
import { Eye20Regular, EyeOff20Regular } from './icons';
import { TextInput, type TextInputProps } from './TextInput';

/** A password input with a show/hide toggle, in the plain controls' look. */
export function PasswordInput(props: Omit<TextInputProps, 'type' | 'after'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const label = visible ? t('common.hidePassword') : t('common.showPassword');
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      after={
        <PlainButton
          appearance="subtle"
          icon={visible ? <EyeOff20Regular /> : <Eye20Regular />}
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-label={label}
          title={label}
        />
      }
    />
  );
}
