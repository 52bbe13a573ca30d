import type { WorksheetPreview } from '../../../shared/acts/worksheet.js';
import type { WorksheetFieldType } from '../../../shared/datasource/worksheet.js';
import type { Language } from '../../../shared/errors/catalogue.js';
import type { LayoutEntry, Widget } from '../../../shared/screen/document.js';
import type { DraftMeasure, DraftWidget } from '../../../shared/screen/draft.js';
import {
  WORKSHEET_AGGREGATES,
  type AggregateFunction,
  type WorksheetBinding,
  type WorksheetMeasure,
} from '../../../shared/widgets/data.js';
import type { FieldKind, FieldShape } from '../../../shared/widgets/field-shape.js';
import { measureColumn } from '../../../shared/widgets/worksheet-query.js';
import { randomId } from '../editor/model/clipboard';
import { newWidget } from '../widgets/registry';

/**
 * A drafted dashboard (shared/screen/draft.ts) made widgets bound to a worksheet: each draft's
 * query becomes the worksheet aggregate it reads, its mapping the aggregate's columns.
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

/** The worksheet binding a draft reads: its aggregate, and a mapping onto the aggregate's columns. */
function bindingOf(
  draft: DraftWidget,
  worksheetId: string,
  shape: readonly FieldShape[],
): Omit<WorksheetBinding, 'listen'> {
  const query = draft.query;
  const numbers = shape.filter((field) => field.kind === 'number').slice(0, 5);
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
              numbers.length > 0
                ? numbers.map((field) => ({ field: field.name, agg: 'sum' as const }))
                : [{ field: firstText || (shape[0]?.name ?? ''), agg: 'count' as const }],
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
  };
}

/** The widgets of a draft over a worksheet, each at its drafted place, titled by its fields. */
export function worksheetDraftWidgets(
  drafts: readonly DraftWidget[],
  worksheetId: string,
  shape: readonly FieldShape[],
  language: Language,
): { widget: Widget; layout: LayoutEntry }[] {
  return drafts.map((draft, index) => {
    const { widget, layout } = newWidget(draft.type, randomId(), draft.title, { x: 0, y: 0 }, language);
    const titled =
      draft.type === 'kpi.number'
        ? { label: draft.title }
        : draft.type === 'table.scroll'
          ? {}
          : { title: draft.title };
    return {
      widget: {
        ...widget,
        attr: { ...widget.attr, ...titled },
        data: { ...bindingOf(draft, worksheetId, shape), listen: '' },
      },
      layout: { ...layout, ...draft.layout, z: index + 1 },
    };
  });
}
