import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/messages.js';
import { colourValue, shortText } from './attr.js';

/**
 * Attribute schemas of the chart widgets, by family. Every field has a default.
 * `colors` empty means "the screen theme's colours".
 */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);

export const LEGEND_MODES = ['auto', 'show', 'hide'] as const;
export const STACKING_MODES = ['none', 'normal', 'percent'] as const;

const commonChart = {
  title: z._default(shortText(), ''),
  legend: z._default(z.enum(LEGEND_MODES, malformed), 'auto'),
  colors: z._default(z.array(colourValue, malformed).check(z.maxLength(20, malformed)), []),
  dataLabels: z._default(z.boolean(malformed), false),
};

const axes = {
  xTitle: z._default(shortText(), ''),
  yTitle: z._default(shortText(), ''),
};

/** Line, spline, area, column, bar and their stacked variants. */
export const cartesianChartSchema = z.object({
  ...commonChart,
  ...axes,
  stacking: z._default(z.enum(STACKING_MODES, malformed), 'none'),
  markers: z._default(z.boolean(malformed), true),
});

/** Columns and lines on two value axes: the last `lineSeries` series are lines on the right axis. */
export const comboChartSchema = z.object({
  ...commonChart,
  ...axes,
  y2Title: z._default(shortText(), ''),
  lineSeries: z._default(
    z.number(malformed).check(z.int(malformed), z.minimum(0, malformed), z.maximum(20, malformed)),
    1,
  ),
});

/** Pie and donut: `innerSize` is the hole in percent of the diameter. */
export const pieChartSchema = z.object({
  ...commonChart,
  innerSize: z._default(z.number(malformed).check(z.minimum(0, malformed), z.maximum(90, malformed)), 0),
});

/** Rose, funnel, treemap, sankey, word cloud: only the common options. */
export const basicChartSchema = z.object({ ...commonChart });

/** Scatter, bubble and heatmap: named axes. */
export const xyChartSchema = z.object({ ...commonChart, ...axes });

export const radarChartSchema = z.object({ ...commonChart, filled: z._default(z.boolean(malformed), true) });

/** Gauges, liquid level and progress ring: one value between `min` and `max`. */
export const gaugeChartSchema = z.object({
  title: z._default(shortText(), ''),
  label: z._default(shortText(), ''),
  min: z._default(z.number(malformed), 0),
  max: z._default(z.number(malformed), 100),
  unit: z._default(shortText(16), ''),
  colors: z._default(z.array(colourValue, malformed).check(z.maxLength(20, malformed)), []),
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
