import { useCallback, useEffect, useRef } from 'react';
import type { z } from 'zod/mini';
import type { ErrorCodeValue } from '../../../shared/errors/catalogue.js';
import { fieldErrors } from '../../../shared/validation/issues.js';

export type FieldCodes<F extends string> = Partial<Record<F, ErrorCodeValue>>;

/**
 * A form validator from an act's shared schema: the first catalogue code per field, so a
 * form shows exactly what the server would answer. `rename` maps schema paths to fields.
 */
export function schemaValidator<F extends string>(
  schema: z.ZodMiniType,
  rename: Partial<Record<string, F>> = {},
): (values: Record<F, string>) => FieldCodes<F> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const codes: FieldCodes<F> = {};
    for (const { path, code } of fieldErrors(result.error, values)) {
      const field = (rename[path] ?? path) as F;
      if (codes[field] === undefined) codes[field] = code;
    }
    return codes;
  };
}

/** Merges validators; the first code for a field wins. */
export function combineValidators<F extends string>(
  ...validators: Array<(values: Record<F, string>) => FieldCodes<F>>
): (values: Record<F, string>) => FieldCodes<F> {
  return (values) => {
    const merged: FieldCodes<F> = {};
    for (const validate of validators) {
      const codes = validate(values);
      for (const key of Object.keys(codes) as F[]) {
        if (merged[key] === undefined && codes[key] !== undefined) merged[key] = codes[key];
      }
    }
    return merged;
  };
}

type Validator<F extends string> = (values: Record<F, string>) => FieldCodes<F>;

/**
 * A validator whose schema loads once the form has drawn (an act's module of schemas, and the
 * schema library with it), so a page before sign-in draws without them. Until it has come a
 * field passes here; the server checks the same schema and answers with the same codes.
 */
export function useDeferredValidator<F extends string>(load: () => Promise<Validator<F>>): Validator<F> {
  const loaded = useRef<Validator<F> | null>(null);
  const loadOnce = useRef(load);
  useEffect(() => {
    let live = true;
    void loadOnce.current().then((validate) => {
      if (live) loaded.current = validate;
    });
    return () => {
      live = false;
    };
  }, []);
  return useCallback((values) => loaded.current?.(values) ?? {}, []);
}
