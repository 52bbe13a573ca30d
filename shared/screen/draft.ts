import type { AggregateFunction } from '../widgets/data.js';
import type { FieldShape } from '../widgets/field-shape.js';

/**
 * A dashboard drafted from a table's shape: what "Chart this" puts on a new screen for a table,
 * a worksheet or a data API. Shape in, widgets out, pure:
 *
 * - KPIs: the totals of the main numeric fields (up to four), money first;
 * - a time series when there is a date field: the money (else the first numbers) over it, in date order;
 * - top-N bars of the main measure per text dimension, the lowest cardinality first (up to two);
 * - a table of the rows.
 *
 * Each widget says what it reads as a query (a dimension and aggregated measures, or the rows as
 * they are) so the caller binds it the way its source aggregates: a worksheet's aggregate query,
 * or a data API's SQL. Widgets are laid out on the wall's size in rows.
 */
export interface DraftMeasure {
  field: string;
  agg: AggregateFunction;
}

/** What a drafted widget reads: one number, a dimension with measures, or the rows themselves. */
export type DraftQuery =
  | { kind: 'total'; measure: DraftMeasure }
  | { kind: 'grouped'; dimension: string; measures: DraftMeasure[]; order: 'dimension' | 'measure'; limit: number }
  | { kind: 'rows'; limit: number };

export type DraftWidgetType = 'kpi.number' | 'chart.line' | 'chart.bar' | 'table.scroll';

export interface DraftWidget {
  type: DraftWidgetType;
  /** The widget's title: the field names it shows. */
  title: string;
  query: DraftQuery;
  layout: { x: number; y: number; w: number; h: number };
}

export interface DraftOptions {
  /** The wall's size in pixels. */
  width: number;
  height: number;
  /** How many rows the shape was read from: a text field with a value per row is a name, not a dimension. */
  sampledRows?: number;
}

/** How many KPIs, series of the time line, bar charts and bars a draft has at most. */
export const DRAFT_LIMITS = { kpis: 4, lineSeries: 3, barCharts: 2, bars: 10, tableRows: 100 } as const;

/** The most distinct values a text field may have to be a dimension worth bars. */
const MAX_DIMENSION_VALUES = 50;

/** Names of keys and codes: numbers that are not measures. */
const ID_NAME = /(^|_)(id|code|no|number|zip|postcode|phone|year|month|day)$|Id$|^id/i;

/** Names of money: the measure a sales table is about, before counts and quantities. */
const MONEY_NAME =
  /amount|revenue|sales|turnover|income|gmv|price|cost|profit|spend|total|value|金额|收入|销售额|营收|利润|成本|总额/i;

/**
 * The numeric fields that are measures: not keys or codes (told by their names); money first
 * (the main measure), then the others in their order.
 */
function measuresOf(shape: readonly FieldShape[]): FieldShape[] {
  const measures = shape.filter((field) => field.kind === 'number' && !ID_NAME.test(field.name));
  return [
    ...measures.filter((field) => MONEY_NAME.test(field.name)),
    ...measures.filter((field) => !MONEY_NAME.test(field.name)),
  ];
}

/**
 * The measures a time series draws: money alone when there is money (a count beside it would lie
 * flat on its axis), else the first measures.
 */
function lineMeasuresOf(measures: readonly FieldShape[]): FieldShape[] {
  const money = measures.filter((field) => MONEY_NAME.test(field.name));
  return (money.length > 0 ? money : measures).slice(0, DRAFT_LIMITS.lineSeries);
}

/**
 * Text fields worth bars, the lowest cardinality first: at least two values, at most 50, and not
 * a value per row (a name or a key).
 */
function dimensionsOf(shape: readonly FieldShape[], sampledRows: number | undefined): FieldShape[] {
  return shape
    .filter(
      (field) =>
        field.kind === 'text' &&
        field.distinct >= 2 &&
        field.distinct <= MAX_DIMENSION_VALUES &&
        !(sampledRows !== undefined && sampledRows > 5 && field.distinct >= sampledRows),
    )
    .sort((a, b) => a.distinct - b.distinct);
}

/** The widgets of a draft, laid out on the wall. Empty when the shape has no field. */
export function draftDashboard(shape: readonly FieldShape[], options: DraftOptions): DraftWidget[] {
  if (shape.length === 0) return [];
  const measures = measuresOf(shape);
  const date = shape.find((field) => field.kind === 'date');
  const dimensions = dimensionsOf(shape, options.sampledRows).slice(0, DRAFT_LIMITS.barCharts);
  const sum = (field: FieldShape): DraftMeasure => ({ field: field.name, agg: 'sum' });

  const kpis: Omit<DraftWidget, 'layout'>[] = measures.slice(0, DRAFT_LIMITS.kpis).map((field) => ({
    type: 'kpi.number',
    title: field.name,
    query: { kind: 'total', measure: sum(field) },
  }));
  // Without a numeric field, the count of rows is the one total there is.
  if (kpis.length === 0 && shape[0])
    kpis.push({
      type: 'kpi.number',
      title: shape[0].name,
      query: { kind: 'total', measure: { field: shape[0].name, agg: 'count' } },
    });

  const charts: Omit<DraftWidget, 'layout'>[] = [];
  const lineMeasures = lineMeasuresOf(measures);
  if (date && lineMeasures.length > 0)
    charts.push({
      type: 'chart.line',
      title: `${lineMeasures.map((field) => field.name).join(', ')} / ${date.name}`,
      query: {
        kind: 'grouped',
        dimension: date.name,
        measures: lineMeasures.map(sum),
        order: 'dimension',
        limit: 1000,
      },
    });
  for (const dimension of dimensions) {
    const measure = measures[0] ? sum(measures[0]) : { field: dimension.name, agg: 'count' as const };
    charts.push({
      type: 'chart.bar',
      title: `${measure.field} / ${dimension.name}`,
      query: {
        kind: 'grouped',
        dimension: dimension.name,
        measures: [measure],
        order: 'measure',
        limit: DRAFT_LIMITS.bars,
      },
    });
  }
  const table: Omit<DraftWidget, 'layout'> = {
    type: 'table.scroll',
    title: shape.map((field) => field.name).join(', '),
    query: { kind: 'rows', limit: DRAFT_LIMITS.tableRows },
  };
  return layOut(kpis, [...charts, table], options);
}

/**
 * KPIs side by side in a band at the top; the charts and the table below, two to a row (a time
 * series, the first chart, takes two thirds of its row), with a margin around everything.
 */
function layOut(
  kpis: readonly Omit<DraftWidget, 'layout'>[],
  panels: readonly Omit<DraftWidget, 'layout'>[],
  { width, height }: DraftOptions,
): DraftWidget[] {
  const margin = Math.round(Math.min(width, height) * 0.025);
  const inner = width - margin * 2;
  const band = Math.round(height * 0.18);
  const placed: DraftWidget[] = [];
  const kpiWidth = (inner - margin * (kpis.length - 1)) / Math.max(1, kpis.length);
  kpis.forEach((widget, index) =>
    placed.push({
      ...widget,
      layout: { x: Math.round(margin + index * (kpiWidth + margin)), y: margin, w: Math.round(kpiWidth), h: band },
    }),
  );
  const top = margin * 2 + band;
  const rows = Math.max(1, Math.ceil(panels.length / 2));
  const rowHeight = (height - top - margin * rows) / rows;
  panels.forEach((widget, index) => {
    const row = Math.floor(index / 2);
    const alone = index === panels.length - 1 && index % 2 === 0;
    const wide = widget.type === 'chart.line' ? (inner - margin) * (2 / 3) : (inner - margin) / 2;
    const first = index % 2 === 0;
    const previous = placed.at(-1);
    const w = alone ? inner : first ? wide : inner - margin - (previous?.layout.w ?? (inner - margin) / 2);
    const x = first ? margin : margin + (previous?.layout.w ?? 0) + margin;
    placed.push({
      ...widget,
      layout: {
        x: Math.round(x),
        y: Math.round(top + row * (rowHeight + margin)),
        w: Math.round(w),
        h: Math.round(rowHeight),
      },
    });
  });
  return placed;
}
