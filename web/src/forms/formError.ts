import { isCatalogueCode, type ErrorCodeValue, type Language } from '../../../shared/errors/catalogue.js';
import { errorText } from '../i18n/errorTexts';
import { isRpcError } from '../api/errors';
import type { FieldCodes } from './validation';

/** A message above the submit button: a catalogue code (re-read on language change) or text. */
export interface FormError {
  code: number;
  message: string;
  intent: 'error' | 'warning' | 'success';
}

export function formErrorText(error: FormError, language: Language): string {
  return isCatalogueCode(error.code) ? errorText(error.code, language) : error.message;
}

export interface RoutedError<F extends string> {
  fields: FieldCodes<F>;
  form: FormError | null;
}

/**
 * Where a failed call's error belongs: on a field (schema issues, or a server code the form
 * maps to a field) or above the button. Handled errors (redirects) show as a warning.
 */
export function routeError<F extends string>(
  error: unknown,
  byCode: Partial<Record<number, F>>,
  fieldNames: readonly F[],
): RoutedError<F> {
  if (!isRpcError(error)) {
    return {
      fields: {},
      form: { code: -1, message: error instanceof Error ? error.message : String(error), intent: 'error' },
    };
  }
  if (error.fields.length > 0) {
    const fields: FieldCodes<F> = {};
    for (const { path, code } of error.fields) {
      if ((fieldNames as readonly string[]).includes(path) && fields[path as F] === undefined) fields[path as F] = code;
    }
    if (Object.keys(fields).length > 0) return { fields, form: null };
  }
  const field = byCode[error.code];
  if (field !== undefined && !error.handled) {
    return { fields: { [field]: error.code as ErrorCodeValue } as FieldCodes<F>, form: null };
  }
  return {
    fields: {},
    form: { code: error.code, message: error.message, intent: error.handled ? 'warning' : 'error' },
  };
}
