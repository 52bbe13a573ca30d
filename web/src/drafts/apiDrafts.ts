import type { Language } from '../../../shared/errors/catalogue.js';
import type { LayoutEntry, Widget } from '../../../shared/screen/document.js';
import {
  draftDashboard,
  type DraftMeasure,
  type DraftOptions,
  type DraftWidget,
} from '../../../shared/screen/draft.js';
import {
  isJsonValue,
  type ApiBinding,
  type DataTransform,
  type FieldMapping,
  type JsonValue,
} from '../../../shared/widgets/data.js';
import type { FieldShape } from '../../../shared/widgets/field-shape.js';
import { rowsAt, type Row } from '../widgets/data/rows';
import { GROUP_COUNT_FIELD } from '../widgets/data/transform';
import { boundDraftWidget, draftMapping } from './tableDrafts';

/**
 * "Chart this" over an existing data API: a dashboard drafted (shared/screen/draft.ts) from the
 * shape of its answer, every widget bound to that same API. An API answers rows as they are, not
 * aggregated, so each widget's transform does what a database's `GROUP BY` would: the totals are
 * KPIs taking the measure's aggregate of the rows, a time line groups by its date field, bars
 * group by their dimension and keep the top N by the measure.
 */

/** How deep into a proxy API's JSON the rows are looked for. */
const ROWS_DEPTH = 4;

/**
 * The rows of an API's answer, where a widget's mapping `path` reads them: a direct API's rows
 * are the answer itself; in a proxy API's JSON, the shallowest list of objects (the longest of
 * those at that depth), following objects' fields. No rows (and no path) when there is none.
 */
export function answerRows(data: unknown): { path: string; rows: Row[] } {
  if (!isJsonValue(data)) return { path: '', rows: [] };
  let level: { path: string; value: JsonValue }[] = [{ path: '', value: data }];
  for (let depth = 0; depth <= ROWS_DEPTH && level.length > 0; depth += 1) {
    let best: { path: string; rows: Row[] } | null = null;
    const next: typeof level = [];
    for (const { path, value } of level) {
      if (Array.isArray(value)) {
        const found = rowsAt(value, '');
        const rows = 'rows' in found ? found.rows : [];
        if (rows.length > (best?.rows.length ?? 0)) best = { path, rows };
      } else if (value !== null && typeof value === 'object')
        for (const [key, child] of Object.entries(value))
          if (!key.includes('.')) next.push({ path: path ? `${path}.${key}` : key, value: child });
    }
    if (best) return best;
    level = next;
  }
  return { path: '', rows: [] };
}

/** The widgets of a dashboard drafted from an API's answer of this shape, all reading the API `apiId` at `path`. */
export function apiDraftWidgets(
  shape: readonly FieldShape[],
  options: DraftOptions,
  apiId: string,
  path: string,
  language: Language,
): { widget: Widget; layout: LayoutEntry }[] {
  return draftDashboard(shape, options).map((draft, index) => {
    const binding: ApiBinding = {
      source: 'api',
      listen: '',
      api: { api_id: apiId, params: {}, interval: 60 },
      mapping: mappingOf(draft, path),
      transform: transformOf(draft),
    };
    const kpiAggregate = draft.query.kind === 'total' ? draft.query.measure.agg : 'sum';
    return boundDraftWidget(draft, index, binding, kpiAggregate, language);
  });
}

function mappingOf(draft: DraftWidget, path: string): FieldMapping {
  const query = draft.query;
  if (query.kind === 'total') return draftMapping('', [query.measure.field], path);
  if (query.kind === 'grouped') return draftMapping(query.dimension, query.measures.map(groupedColumn), path);
  return draftMapping('', [], path);
}

/**
 * A grouped draft's rows grouped by its dimension with its measures' aggregate: in the
 * dimension's order (a time line), or the top N by the first measure, largest first (bars).
 */
function transformOf(draft: DraftWidget): DataTransform {
  const query = draft.query;
  if (query.kind !== 'grouped') return { filter: [], rename: {} };
  const first = query.measures[0];
  const group = { by: query.dimension, agg: first?.agg ?? 'sum' };
  if (query.order === 'dimension' || !first)
    return { filter: [], group, sort: { field: query.dimension, order: 'asc' }, rename: {} };
  return { filter: [], group, top: query.limit, sort: { field: groupedColumn(first), order: 'desc' }, rename: {} };
}

/** The column a measure is read from once grouped: a count's is the group's rows. */
const groupedColumn = (measure: DraftMeasure): string => (measure.agg === 'count' ? GROUP_COUNT_FIELD : measure.field);
