import * as z from 'zod';

/**
 * Items read from the store are parsed, not cast. Each kind of item has a zod schema beside
 * the functions that write it, and its record type is inferred from that schema, so the type
 * and the check cannot drift apart. A schema checks the item's own attributes; attributes it
 * does not name (the table's and indexes' keys) are dropped. A document nested in an item (a
 * screen's canvas config, a favourite's widgets) is checked as an object only: the act that
 * wrote it validated it with its own schema, and validating it again on every read of a list
 * would cost time and catch nothing. A schema's `describe()` names its kind in errors.
 */

/** An item as its schema reads it. Anything else in the store is a bug: thrown, so answered 500. */
export function readItem<T>(schema: z.ZodType<T>, item: unknown): T {
  const parsed = schema.safeParse(item);
  if (!parsed.success)
    throw new Error(`Malformed ${schema.description ?? 'stored'} item: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** `readItem` of a Get's answer, which may be no item. */
export function readItemIf<T>(schema: z.ZodType<T>, item: unknown): T | undefined {
  return item === undefined ? undefined : readItem(schema, item);
}

/** A document nested in an item, typed as the act schema that validated it on the way in. */
export const storedDocument = <T>() => z.custom<T>((value) => typeof value === 'object' && value !== null);

/** An item read for its key only (`ProjectionExpression: 'pk, sk'`). */
export const keyItem = z.object({ pk: z.string(), sk: z.string() }).describe('key');
