import { useEffect, useState } from 'react';
import type { FieldRefs } from './useFormSubmit';

/**
 * As the form opens, focuses the first of `fields` that is empty then (a remembered account
 * sends the cursor to the password). Chosen once: typing afterwards never moves the focus.
 */
export function useInitialFocus<F extends string>(
  refs: FieldRefs<F>,
  fields: readonly F[],
  values: Record<F, string>,
): void {
  const [first] = useState(() => fields.find((field) => !values[field]));
  useEffect(() => {
    if (first) refs[first].current?.focus();
  }, [refs, first]);
}
