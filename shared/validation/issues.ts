import type { z } from 'zod/mini';
import { ErrorCode, isCatalogueCode, type ErrorCodeValue } from '../errors/catalogue.js';

export interface FieldError {
  path: string;
  code: ErrorCodeValue;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Reads a schema failure as catalogue codes, one per field (its first failure): the rule's
 * own code, else "incomplete parameters" for a missing value (nothing at the issue's path of
 * `input`, the value that was parsed) and "malformed body" otherwise. Reads no zod message
 * text, so it answers the same whatever zod locale is installed (zod/mini installs none).
 */
export function fieldErrors(error: z.core.$ZodError, input: unknown): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    const own = Number(issue.message);
    if (Number.isInteger(own) && isCatalogueCode(own)) {
      out.push({ path, code: own });
      continue;
    }
    // With nothing parsed at all, only a type failure reads as missing: a union or an enum that
    // refused `undefined` reads as malformed.
    const missing = input === undefined ? issue.code === 'invalid_type' : valueAt(input, issue.path) === undefined;
    out.push({ path, code: missing ? ErrorCode.PARAMS_INCOMPLETE : ErrorCode.BODY_MALFORMED });
  }
  return out;
}

/** The one code a failed payload is answered with: the first field's. */
export function firstErrorCode(error: z.core.$ZodError, input: unknown): ErrorCodeValue {
  return fieldErrors(error, input)[0]?.code ?? ErrorCode.BODY_MALFORMED;
}
