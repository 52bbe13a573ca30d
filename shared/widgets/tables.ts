import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/messages.js';
import { colourValue, shortText } from './attr.js';

/** Attribute schemas of the table widgets: scrolling board and ranking list. */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);
const int = (min: number, max: number) =>
  z.number(malformed).check(z.int(malformed), z.minimum(min, malformed), z.maximum(max, malformed));

/** Rows that scroll by one every `interval` seconds when there are more than `rowsVisible`. */
export const scrollTableSchema = z.object({
  /** Fields shown as columns, in order; empty: every field of the rows. */
  columns: z._default(z.array(shortText(128)).check(z.maxLength(20, malformed)), []),
  rowsVisible: z._default(int(1, 50), 5),
  interval: z._default(z.number(malformed).check(z.minimum(1, malformed), z.maximum(60, malformed)), 2.5),
  header: z._default(z.boolean(malformed), true),
  /** A row-number column. */
  index: z._default(z.boolean(malformed), true),
  /** The first N rows get accent badges. */
  highlightTop: z._default(int(0, 20), 3),
  zebra: z._default(z.boolean(malformed), true),
  /** Header and highlight colour; empty: the theme's first colour. */
  accent: z._default(colourValue, ''),
});

/** Bars sorted by value with rank badges. */
export const rankingSchema = z.object({
  rowsVisible: z._default(int(1, 30), 5),
  unit: z._default(shortText(16), ''),
  showValue: z._default(z.boolean(malformed), true),
  /** Bar colours of ranks 1, 2, 3, then the rest; empty: the theme's colours. */
  colors: z._default(z.array(colourValue).check(z.maxLength(20, malformed)), []),
});

export type ScrollTableAttr = z.output<typeof scrollTableSchema>;
export type RankingAttr = z.output<typeof rankingSchema>;
