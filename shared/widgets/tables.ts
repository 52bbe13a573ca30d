import * as z from 'zod';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/rules.js';
import { colourValue, shortText } from './attr.js';

/** Attribute schemas of the table widgets (issue #5): scrolling board and ranking list. */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);
const int = (min: number, max: number) => z.number(malformed).int(malformed).min(min, malformed).max(max, malformed);

/** Rows that scroll by one every `interval` seconds when there are more than `rowsVisible`. */
export const scrollTableSchema = z.object({
  /** Fields shown as columns, in order; empty: every field of the rows. */
  columns: z.array(shortText(128)).max(20, malformed).default([]),
  rowsVisible: int(1, 50).default(5),
  interval: z.number(malformed).min(1, malformed).max(60, malformed).default(2.5),
  header: z.boolean(malformed).default(true),
  /** A row-number column. */
  index: z.boolean(malformed).default(true),
  /** The first N rows get accent badges. */
  highlightTop: int(0, 20).default(3),
  zebra: z.boolean(malformed).default(true),
  /** Header and highlight colour; empty: the theme's first colour. */
  accent: colourValue.default(''),
});

/** Bars sorted by value with rank badges. */
export const rankingSchema = z.object({
  rowsVisible: int(1, 30).default(5),
  unit: shortText(16).default(''),
  showValue: z.boolean(malformed).default(true),
  /** Bar colours of ranks 1, 2, 3, then the rest; empty: the theme's colours. */
  colors: z.array(colourValue).max(20, malformed).default([]),
});

export type ScrollTableAttr = z.output<typeof scrollTableSchema>;
export type RankingAttr = z.output<typeof rankingSchema>;
