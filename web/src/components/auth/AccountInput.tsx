import { forwardRef } from 'react';
import { Input } from '@fluentui/react-components';
import { Person20Regular } from '@fluentui/react-icons';

interface AccountInputProps {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The account (name, email or mobile) field of the sign-in and password pages. */
export const AccountInput = forwardRef<HTMLInputElement, AccountInputProps>(function AccountInput(
  { placeholder, value, onChange, onBlur },
  ref,
) {
  return (
    <Input
      ref={ref}
      name="account"
      autoComplete="username"
      placeholder={placeholder}
      contentBefore={<Person20Regular />}
      value={value}
      onChange={(_, data) => onChange(data.value)}
      onBlur={onBlur}
    />
  );
});
