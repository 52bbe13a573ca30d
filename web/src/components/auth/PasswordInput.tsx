import { useState, type Ref } from 'react';
import { Button, Input, Tooltip, type InputProps } from '@fluentui/react-components';
import { Eye20Regular, EyeOff20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

/** A password input with a show/hide toggle. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'contentAfter'> & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const label = visible ? t('common.hidePassword') : t('common.showPassword');
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      contentAfter={
        <Tooltip content={label} relationship="label">
          <Button
            appearance="transparent"
            size="small"
            icon={visible ? <EyeOff20Regular /> : <Eye20Regular />}
            onClick={() => setVisible((value) => !value)}
            aria-pressed={visible}
          />
        </Tooltip>
      }
    />
  );
}
