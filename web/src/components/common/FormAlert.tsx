import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { usePreferences } from '../../app/services';
import { formErrorText, type FormError } from '../../forms/formError';

/** The form-level message above a submit button. */
export function FormAlert({ error }: { error: FormError | null }) {
  const { language } = usePreferences();
  if (!error) return null;
  return (
    <MessageBar intent={error.intent} data-testid="form-error" data-code={error.code}>
      <MessageBarBody>{formErrorText(error, language)}</MessageBarBody>
    </MessageBar>
  );
}
