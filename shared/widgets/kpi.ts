import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/messages.js';
import { colourValue, shortText } from './attr.js';

/** Attribute schema of the KPI number. */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);

/** `flip`: digits on split-flap tiles, each tile flipping when its digit changes. */
export const KPI_ANIMATIONS = ['countUp', 'flip', 'none'] as const;
export const KPI_ALIGNMENTS = ['left', 'center', 'right'] as const;
/** How a bound KPI makes one number of its rows' value field. */
export const KPI_AGGREGATES = ['sum', 'avg', 'min', 'max', 'count', 'first', 'last'] as const;
export type KpiAggregate = (typeof KPI_AGGREGATES)[number];

/** From `from` upwards the value takes `colour` (the highest matching threshold wins). */
export const thresholdSchema = z.object({ from: z.number(malformed), colour: colourValue });

export const kpiSchema = z.object({
  label: z._default(shortText(), ''),
  /** The value of a widget without a data binding (templates); a binding's value role wins. */
  value: z._default(z.number(malformed), 12345),
  /**
   * Bound: what the number is of the rows' value field. New KPIs take the sum (their sample sets
   * it); one stored without it keeps showing its first row's value, as it always did.
   */
  aggregate: z._default(z.enum(KPI_AGGREGATES, malformed), 'first'),
  prefix: z._default(shortText(16), ''),
  suffix: z._default(shortText(16), ''),
  /** Decimal places; -1: as many as the value has (at most 6). */
  decimals: z._default(
    z.number(malformed).check(z.int(malformed), z.minimum(-1, malformed), z.maximum(6, malformed)),
    -1,
  ),
  thousands: z._default(z.boolean(malformed), true),
  animation: z._default(z.enum(KPI_ANIMATIONS, malformed), 'countUp'),
  /** Count-up duration in seconds. */
  duration: z._default(z.number(malformed).check(z.minimum(0.1, malformed), z.maximum(10, malformed)), 1.6),
  /** Digits on flip-board tiles (always with the flip animation). */
  tiles: z._default(z.boolean(malformed), false),
  thresholds: z._default(z.array(thresholdSchema).check(z.maxLength(10, malformed)), []),
  align: z._default(z.enum(KPI_ALIGNMENTS, malformed), 'left'),
  /** The value's colour below every threshold; empty: the theme's first colour. */
  colour: z._default(colourValue, ''),
  /** A panel behind the number. */
  card: z._default(z.boolean(malformed), true),
});

export type KpiThreshold = z.output<typeof thresholdSchema>;
export type KpiAttr = z.output<typeof kpiSchema>;

/**
 * One number of a column's cells (`null` where a cell is no number): their sum, average, least,
 * greatest, first or last number, or how many numbers there are. Null when there is none to take.
 */
export function aggregateOf(cells: readonly (number | null)[], aggregate: KpiAggregate): number | null {
  const numbers = cells.filter((cell): cell is number => cell !== null);
  if (aggregate === 'count') return numbers.length;
  if (numbers.length === 0) return null;
  switch (aggregate) {
    case 'sum':
      return numbers.reduce((sum, n) => sum + n, 0);
    case 'avg':
      return numbers.reduce((sum, n) => sum + n, 0) / numbers.length;
    case 'min':
      return Math.min(...numbers);
    case 'max':
      return Math.max(...numbers);
    case 'first':
      return numbers[0] ?? null;
    case 'last':
      return numbers.at(-1) ?? null;
  }
}
