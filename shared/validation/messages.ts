import type { ErrorCodeValue } from '../errors/catalogue.js';

/**
 * A rule's message: the catalogue code it fails with, so the handler answers that code and a
 * client form shows its text in the user's language (docs/limits.md#validation-rules). Free of
 * zod, so schemas in zod/mini (the widgets' attributes and data, which a link share reads) take
 * it without loading classic zod.
 */
export const codeMessage = (code: ErrorCodeValue): string => String(code);
