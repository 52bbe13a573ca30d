import type { ErrorCodeValue } from '../errors/catalogue.js';

/**
 * A rule's message: the catalogue code it fails with, so the handler answers that code and a
 * client form shows its text in the user's language (docs/limits.md#validation-rules). Free of
 * zod, so any schema takes it without loading a zod module.
 */
export const codeMessage = (code: ErrorCodeValue): string => String(code);
