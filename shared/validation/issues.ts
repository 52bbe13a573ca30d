import type { z } from 'zod';
import { ErrorCode, isCatalogueCode, type ErrorCodeValue } from '../errors/catalogue.js';

export interface FieldError {
  path: string;
  code: ErrorCodeValue;
}

/** Reads a schema failure as catalogue codes: a rule's own code, else incomplete/malformed. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const own = Number(issue.message);
    if (Number.isInteger(own) && isCatalogueCode(own)) return { path, code: own };
    const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
    return { path, code: missing ? ErrorCode.PARAMS_INCOMPLETE : ErrorCode.BODY_MALFORMED };
  });
}

/** The one code a failed payload is answered with: the first field's. */
export function firstErrorCode(error: z.ZodError): ErrorCodeValue {
  return fieldErrors(error)[0]?.code ?? ErrorCode.BODY_MALFORMED;
}
