import type { WorksheetPreview } from '../acts/worksheet.js';
import type { WorksheetFieldType } from '../datasource/worksheet.js';
import { defaultsOf } from '../widgets/attr.js';
import type { CartesianChartAttr } from '../widgets/charts.js';
import {
  WORKSHEET_AGGREGATES,
  type AggregateFunction,
  type WorksheetBinding,
  type WorksheetMeasure,
} from '../widgets/data.js';
import type { FieldKind, FieldShape } from '../widgets/field-shape.js';
import type { KpiAttr } from '../widgets/kpi.js';
import { WIDGET_ATTR_SCHEMAS } from '../widgets/schemas.js';
import { measureColumn } from '../widgets/worksheet-query.js';
import type { LayoutEntry, Widget } from './document.js';
import type { DraftMeasure, DraftWidget } from './draft.js';

/**
 * A drafted dashboard (draft.ts) made widgets bound to a worksheet: each draft's query becomes
 * the worksheet aggregate it reads, its mapping the aggregate's columns. "Chart this" in the app
 * and the demo seed (scripts/local/demo-dashboard.ts) both draft through here.
 */

const KIND_OF_TYPE: Record<WorksheetFieldType, FieldKind> = {
  integer: 'number',
  decimal: 'number',
  date: 'date',
  datetime: 'date',
  boolean: 'text',
  text: 'text',
};

/** The worksheet's fields as a shape: their declared kinds, distinct values counted in the preview's rows. */
export function worksheetShape(preview: WorksheetPreview): FieldShape[] {
  return preview.columns.map((column, index) => ({
    name: column.name,
    kind: KIND_OF_TYPE[column.type],
    distinct: new Set(preview.rows.map((row) => JSON.stringify(row[index] ?? null))).size,
  }));
}

const isWorksheetAggregate = (agg: string): agg is AggregateFunction =>
  (WORKSHEET_AGGREGATES as readonly string[]).includes(agg);

function measureOf(measure: DraftMeasure): WorksheetMeasure {
  return { field: measure.field, agg: isWorksheetAggregate(measure.agg) ? measure.agg : 'sum' };
}

/**
 * The worksheet binding a draft reads: its aggregate, and a mapping onto the aggregate's columns.
 * A worksheet answers aggregates only, so the rows' table reads a row per value of the first text
 * field with the draft's totals (the KPIs' measures, never keys such as an order id), or a count.
 */
function bindingOf(
  draft: DraftWidget,
  worksheetId: string,
  shape: readonly FieldShape[],
  totals: readonly WorksheetMeasure[],
): WorksheetBinding {
  const query = draft.query;
  const firstText = shape.find((field) => field.kind === 'text')?.name ?? '';
  const aggregate =
    query.kind === 'total'
      ? { dimension: '', measures: [measureOf(query.measure)], order: 'dimension' as const, limit: 1 }
      : query.kind === 'grouped'
        ? {
            dimension: query.dimension,
            measures: query.measures.map(measureOf),
            order: query.order,
            limit: query.limit,
          }
        : {
            dimension: firstText,
            measures:
              totals.length > 0 ? [...totals] : [{ field: firstText || (shape[0]?.name ?? ''), agg: 'count' as const }],
            order: 'measure' as const,
            limit: query.limit,
          };
  const columns = aggregate.measures.map(measureColumn);
  return {
    source: 'worksheet',
    worksheet: { worksheet_id: worksheetId, ...aggregate, interval: 60 },
    mapping: {
      path: '',
      category: aggregate.dimension,
      category2: aggregate.dimension,
      series: columns,
      value: columns[0] ?? '',
      detail: '',
      lat: 'lat',
      lon: 'lon',
    },
    transform: { filter: [], rename: Object.fromEntries(aggregate.measures.map((m) => [measureColumn(m), m.field])) },
    listen: '',
  };
}

/**
 * A drafted widget's attributes: its type's defaults titled by its fields (a KPI by its label, a
 * table by nothing but its layer name); a KPI takes the sum of its one row, as a new KPI does.
 */
function attrOf(draft: DraftWidget): Widget['attr'] {
  const schema = WIDGET_ATTR_SCHEMAS[draft.type];
  const defaults = schema ? defaultsOf(schema) : {};
  const titled =
    draft.type === 'kpi.number'
      ? ({ label: draft.title, aggregate: 'sum' } satisfies Partial<KpiAttr>)
      : draft.type === 'table.scroll'
        ? {}
        : ({ title: draft.title } satisfies Partial<CartesianChartAttr>);
  return { ...defaults, ...titled, globeStyle: { name: draft.title } };
}

/**
 * The widgets of a draft over a worksheet, each at its drafted place (stacked in draft order),
 * titled by its fields; `newId` names each widget.
 */
export function worksheetDraftWidgets(
  drafts: readonly DraftWidget[],
  worksheetId: string,
  shape: readonly FieldShape[],
  newId: () => string,
): { widget: Widget; layout: LayoutEntry }[] {
  const totals = drafts.flatMap((draft) => (draft.query.kind === 'total' ? [measureOf(draft.query.measure)] : []));
  return drafts.map((draft, index) => {
    const id = newId();
    return {
      widget: {
        id,
        type: draft.type,
        attr: attrOf(draft),
        style: {},
        data: bindingOf(draft, worksheetId, shape, totals),
        events: [],
        locked: false,
        hidden: false,
        inner: false,
      },
      layout: { widgetId: id, ...draft.layout, z: index + 1, rotation: 0 },
    };
  });
}
