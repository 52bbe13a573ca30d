import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/messages.js';
import { shortText } from './attr.js';

/**
 * Attribute schemas of the filters and controls. Each publishes its value under
 * `field` to the communication group `commGroup` (wired in a later step; empty: no group).
 */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);

const publishing = (field: string) => ({
  commGroup: z._default(shortText(64), ''),
  field: z._default(shortText(64), field),
});
const options = z.array(shortText(100)).check(z.maxLength(100, malformed));
/** A local date, `YYYY-MM-DD`, or empty. */
const day = z._default(
  z.union([z.literal(''), z.string(malformed).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, malformed))]),
  '',
);

export const selectSchema = z.object({
  ...publishing('region'),
  options: z._default(options, []),
  value: z._default(shortText(100), ''),
  placeholder: z._default(shortText(), ''),
});
export const multiSelectSchema = z.object({
  ...publishing('regions'),
  options: z._default(options, []),
  values: z._default(options, []),
  placeholder: z._default(shortText(), ''),
});
export const tabsSchema = z.object({
  ...publishing('tab'),
  options: z._default(options, []),
  value: z._default(shortText(100), ''),
});
export const buttonGroupSchema = z.object({
  ...publishing('period'),
  options: z._default(options, []),
  value: z._default(shortText(100), ''),
});
/** Empty value: today. */
export const dateSchema = z.object({ ...publishing('date'), value: day });
/** Empty ends: the last 7 days up to today. */
export const dateRangeSchema = z.object({ ...publishing('dateRange'), from: day, to: day });
export const searchSchema = z.object({
  ...publishing('keyword'),
  placeholder: z._default(shortText(), ''),
  value: z._default(shortText(200), ''),
});
export const sliderSchema = z.object({
  ...publishing('threshold'),
  min: z._default(z.number(malformed), 0),
  max: z._default(z.number(malformed), 100),
  step: z._default(z.number(malformed).check(z.positive(malformed)), 1),
  value: z._default(z.number(malformed), 60),
  unit: z._default(shortText(16), ''),
});

export const TIME_PRESETS = [
  'today',
  'yesterday',
  'last7',
  'last30',
  'thisWeek',
  'thisMonth',
  'thisQuarter',
  'thisYear',
] as const;
export type TimePreset = (typeof TIME_PRESETS)[number];
export const timeRangeSchema = z.object({
  ...publishing('timeRange'),
  presets: z._default(
    z
      .array(z.enum(TIME_PRESETS, malformed))
      .check(z.minLength(1, malformed), z.maxLength(TIME_PRESETS.length, malformed)),
    ['today', 'last7', 'last30', 'thisMonth', 'thisYear'],
  ),
  value: z._default(z.enum(TIME_PRESETS, malformed), 'last7'),
});

export type SelectAttr = z.output<typeof selectSchema>;
export type MultiSelectAttr = z.output<typeof multiSelectSchema>;
export type TabsAttr = z.output<typeof tabsSchema>;
export type ButtonGroupAttr = z.output<typeof buttonGroupSchema>;
export type DateAttr = z.output<typeof dateSchema>;
export type DateRangeAttr = z.output<typeof dateRangeSchema>;
export type SearchAttr = z.output<typeof searchSchema>;
export type SliderAttr = z.output<typeof sliderSchema>;
export type TimeRangeAttr = z.output<typeof timeRangeSchema>;
