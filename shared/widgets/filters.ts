import * as z from 'zod';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/rules.js';
import { shortText } from './attr.js';

/**
 * Attribute schemas of the filters and controls (issue #5). Each publishes its value under
 * `field` to the communication group `commGroup` (wired in a later step; empty: no group).
 */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);

const publishing = (field: string) => ({
  commGroup: shortText(64).default(''),
  field: shortText(64).default(field),
});
const options = z.array(shortText(100)).max(100, malformed);
/** A local date, `YYYY-MM-DD`, or empty. */
const day = z.union([z.literal(''), z.string(malformed).regex(/^\d{4}-\d{2}-\d{2}$/, malformed)]).default('');

export const selectSchema = z.object({
  ...publishing('region'),
  options: options.default([]),
  value: shortText(100).default(''),
  placeholder: shortText().default(''),
});
export const multiSelectSchema = z.object({
  ...publishing('regions'),
  options: options.default([]),
  values: options.default([]),
  placeholder: shortText().default(''),
});
export const tabsSchema = z.object({
  ...publishing('tab'),
  options: options.default([]),
  value: shortText(100).default(''),
});
export const buttonGroupSchema = z.object({
  ...publishing('period'),
  options: options.default([]),
  value: shortText(100).default(''),
});
/** Empty value: today. */
export const dateSchema = z.object({ ...publishing('date'), value: day });
/** Empty ends: the last 7 days up to today. */
export const dateRangeSchema = z.object({ ...publishing('dateRange'), from: day, to: day });
export const searchSchema = z.object({
  ...publishing('keyword'),
  placeholder: shortText().default(''),
  value: shortText(200).default(''),
});
export const sliderSchema = z.object({
  ...publishing('threshold'),
  min: z.number(malformed).default(0),
  max: z.number(malformed).default(100),
  step: z.number(malformed).positive(malformed).default(1),
  value: z.number(malformed).default(60),
  unit: shortText(16).default(''),
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
  presets: z
    .array(z.enum(TIME_PRESETS, malformed))
    .min(1, malformed)
    .max(TIME_PRESETS.length, malformed)
    .default(['today', 'last7', 'last30', 'thisMonth', 'thisYear']),
  value: z.enum(TIME_PRESETS, malformed).default('last7'),
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
