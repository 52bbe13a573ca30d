import * as z from 'zod';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/rules.js';
import { colourValue, shortText } from './attr.js';

/**
 * Attribute schemas of the chart widgets (issue #5), by family. Every field has a default.
 * `colors` empty means "the screen theme's colours".
 */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);

export const LEGEND_MODES = ['auto', 'show', 'hide'] as const;
export const STACKING_MODES = ['none', 'normal', 'percent'] as const;

const commonChart = {
  title: shortText().default(''),
  legend: z.enum(LEGEND_MODES, malformed).default('auto'),
  colors: z.array(colourValue, malformed).max(20, malformed).default([]),
  dataLabels: z.boolean(malformed).default(false),
};

const axes = {
  xTitle: shortText().default(''),
  yTitle: shortText().default(''),
};

/** Line, spline, area, column, bar and their stacked variants. */
export const cartesianChartSchema = z.object({
  ...commonChart,
  ...axes,
  stacking: z.enum(STACKING_MODES, malformed).default('none'),
  markers: z.boolean(malformed).default(true),
});

/** Columns and lines on two value axes: the last `lineSeries` series are lines on the right axis. */
export const comboChartSchema = z.object({
  ...commonChart,
  ...axes,
  y2Title: shortText().default(''),
  lineSeries: z.number(malformed).int(malformed).min(0, malformed).max(20, malformed).default(1),
});

/** Pie and donut: `innerSize` is the hole in percent of the diameter. */
export const pieChartSchema = z.object({
  ...commonChart,
  innerSize: z.number(malformed).min(0, malformed).max(90, malformed).default(0),
});

/** Rose, funnel, treemap, sankey, word cloud: only the common options. */
export const basicChartSchema = z.object({ ...commonChart });

/** Scatter, bubble and heatmap: named axes. */
export const xyChartSchema = z.object({ ...commonChart, ...axes });

export const radarChartSchema = z.object({ ...commonChart, filled: z.boolean(malformed).default(true) });

/** Gauges, liquid level and progress ring: one value between `min` and `max`. */
export const gaugeChartSchema = z.object({
  title: shortText().default(''),
  label: shortText().default(''),
  min: z.number(malformed).default(0),
  max: z.number(malformed).default(100),
  unit: shortText(16).default(''),
  colors: z.array(colourValue, malformed).max(20, malformed).default([]),
});

export type CartesianChartAttr = z.output<typeof cartesianChartSchema>;
export type ComboChartAttr = z.output<typeof comboChartSchema>;
export type PieChartAttr = z.output<typeof pieChartSchema>;
export type BasicChartAttr = z.output<typeof basicChartSchema>;
export type XyChartAttr = z.output<typeof xyChartSchema>;
export type RadarChartAttr = z.output<typeof radarChartSchema>;
export type GaugeChartAttr = z.output<typeof gaugeChartSchema>;
/** What every chart attribute set has in common with the others (the options builders' base). */
export type CommonChartAttr = Pick<BasicChartAttr, 'title' | 'colors'> &
  Partial<Pick<BasicChartAttr, 'legend' | 'dataLabels'>>;
