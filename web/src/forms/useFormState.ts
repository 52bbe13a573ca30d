import { useCallback, useRef, useState } from 'react';
import type { ErrorCodeValue } from '../../../shared/errors/catalogue.js';
import type { FieldCodes } from './validation';

/**
 * Values, per-field catalogue codes and touched state of a small form. Fields validate on
 * blur once they hold something (or after a first submit) and clear their error on input.
 */
export function useFormState<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => FieldCodes<F>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldCodes<F>>({});
  const submitted = useRef(false);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const setValue = useCallback((field: F, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => (previous[field] === undefined ? previous : { ...previous, [field]: undefined }));
  }, []);

  const setError = useCallback((field: F, code: ErrorCodeValue | undefined) => {
    setErrors((previous) => ({ ...previous, [field]: code }));
  }, []);

  /** Validates one field on blur; returns its code. */
  const blur = useCallback(
    (field: F): ErrorCodeValue | undefined => {
      const current = valuesRef.current;
      if (!submitted.current && !current[field]) return undefined;
      const code = validate(current)[field];
      setErrors((previous) => ({ ...previous, [field]: code }));
      return code;
    },
    [validate],
  );

  /** Validates everything; returns the first invalid field, or null when all pass. */
  const validateAll = useCallback((): F | null => {
    submitted.current = true;
    const codes = validate(valuesRef.current);
    setErrors(codes);
    const fields = Object.keys(valuesRef.current) as F[];
    return fields.find((field) => codes[field] !== undefined) ?? null;
  }, [validate]);

  /** A plain text control's binding to `field` (components/plain): its name, value, input and leaving. */
  const bind = (field: F) => ({
    name: field,
    value: values[field],
    onValueChange: (value: string) => setValue(field, value),
    onBlur: () => void blur(field),
  });

  return { values, errors, setValue, setError, blur, validateAll, setErrors, bind };
}
