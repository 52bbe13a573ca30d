import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/messages.js';

/**
 * Helpers for the per-type attribute schemas (zod/mini, which is what a link share loads): every
 * field has a default, so `schema.parse({})` is the type's default config, and `readAttr` reads a
 * stored widget tolerantly.
 */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);

export const colourValue = z.string(malformed).check(z.maxLength(64, malformed));
export const shortText = (max = 100) => z.string(malformed).check(z.maxLength(max, malformed));

/**
 * The widget's attributes under `schema`: stored values that fail their field's rule fall back
 * to that field's default (a document from a newer or older client still renders).
 */
export function readAttr<S extends z.ZodMiniObject>(schema: S, attr: Record<string, unknown>): z.output<S> {
  const input: Record<string, unknown> = { ...attr };
  for (let attempt = 0; attempt < 8; attempt++) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string') delete input[key];
    }
  }
  return schema.parse({});
}

/** The default attributes of a schema. */
export function defaultsOf<S extends z.ZodMiniObject>(schema: S): z.output<S> {
  return schema.parse({});
}
