import * as z from 'zod';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/rules.js';
import { colourValue, shortText } from './attr.js';

/** Attribute schema of the KPI number (issue #5). */
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
  label: shortText().default(''),
  /** The value of a widget without a data binding (templates); a binding's value role wins. */
  value: z.number(malformed).default(12345),
  /**
   * Bound: what the number is of the rows' value field. New KPIs take the sum (their sample sets
   * it); one stored without it keeps showing its first row's value, as it always did.
   */
  aggregate: z.enum(KPI_AGGREGATES, malformed).default('first'),
  prefix: shortText(16).default(''),
  suffix: shortText(16).default(''),
  /** Decimal places; -1: as many as the value has (at most 6). */
  decimals: z.number(malformed).int(malformed).min(-1, malformed).max(6, malformed).default(-1),
  thousands: z.boolean(malformed).default(true),
  animation: z.enum(KPI_ANIMATIONS, malformed).default('countUp'),
  /** Count-up duration in seconds. */
  duration: z.number(malformed).min(0.1, malformed).max(10, malformed).default(1.6),
  /** Digits on flip-board tiles (always with the flip animation). */
  tiles: z.boolean(malformed).default(false),
  thresholds: z.array(thresholdSchema).max(10, malformed).default([]),
  align: z.enum(KPI_ALIGNMENTS, malformed).default('left'),
  /** The value's colour below every threshold; empty: the theme's first colour. */
  colour: colourValue.default(''),
  /** A panel behind the number. */
  card: z.boolean(malformed).default(true),
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
