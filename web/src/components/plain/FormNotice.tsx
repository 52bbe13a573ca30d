import { usePreferences } from '../../app/services';
import { formErrorText, type FormError } from '../../forms/formError';
import { Notice } from './Notice';

/** The form-level message above a submit button, in the plain controls' look. */
export function FormNotice({ error }: { error: FormError | null }) {
  const { language } = usePreferences();
  if (!error) return null;
  return (
    <Notice intent={error.intent} data-testid="form-error" data-code={error.code}>
      {formErrorText(error, language)}
    </Notice>
  );
}
