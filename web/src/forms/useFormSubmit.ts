import { createRef, useMemo, useState, type FormEvent, type RefObject } from 'react';
import { routeError, type FormError, type RoutedError } from './formError';
import type { useFormState } from './useFormState';

type FormState<F extends string> = ReturnType<typeof useFormState<F>>;
export type FieldRefs<F extends string> = Record<F, RefObject<HTMLInputElement | null>>;

/** One input ref per field, stable across renders. */
export function useFieldRefs<F extends string>(fields: readonly F[]): FieldRefs<F> {
  return useMemo(
    () => Object.fromEntries(fields.map((field) => [field, createRef<HTMLInputElement>()])) as FieldRefs<F>,
    [fields],
  );
}

interface SubmitOptions<F extends string> {
  form: FormState<F>;
  refs: FieldRefs<F>;
  fields: readonly F[];
  /** Server codes that belong on a field rather than above the button. */
  fieldByCode: Partial<Record<number, F>>;
  run: () => Promise<void>;
  /** After a failure is routed; by default the first field with an error takes focus. */
  onFailure?: (routed: RoutedError<F>) => void;
  /** A busy flag owned by the caller (a dialog that must not close while saving). */
  busyState?: [boolean, (busy: boolean) => void];
}

/**
 * The submit flow every form shares: validate with the act's schema and focus the first bad
 * field, call once at a time, then route a failure to its field or above the button.
 */
export function useFormSubmit<F extends string>(options: SubmitOptions<F>) {
  const own = useState(false);
  const [busy, setBusy] = options.busyState ?? own;
  const [formError, setFormError] = useState<FormError | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const invalid = options.form.validateAll();
    if (invalid) {
      options.refs[invalid].current?.focus();
      return;
    }
    setBusy(true);
    try {
      await options.run();
    } catch (error) {
      const routed = routeError(error, options.fieldByCode, options.fields);
      options.form.setErrors(routed.fields);
      setFormError(routed.form);
      if (options.onFailure) options.onFailure(routed);
      else {
        const first = options.fields.find((field) => routed.fields[field] !== undefined);
        if (first) options.refs[first].current?.focus();
      }
    } finally {
      setBusy(false);
    }
  };

  return { busy, formError, submit };
}
