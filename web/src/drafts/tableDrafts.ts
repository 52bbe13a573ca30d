import type { EngineType } from '../../../shared/datasource/types.js';
import type { Language } from '../../../shared/errors/catalogue.js';
import type { LayoutEntry, Widget } from '../../../shared/screen/document.js';
import type { DraftMeasure, DraftQuery, DraftWidget } from '../../../shared/screen/draft.js';
import { apiName } from '../../../shared/acts/data-api.js';
import type { ApiBinding, DataBinding, FieldMapping } from '../../../shared/widgets/data.js';
import type { KpiAggregate } from '../../../shared/widgets/kpi.js';
import { SQL_AGGREGATE } from '../../../shared/widgets/worksheet-query.js';
import { quoteName } from '../components/dataApi/sqlCatalog';
import { randomId } from '../editor/model/clipboard';
import { newWidget } from '../widgets/registry';

/**
 * A drafted dashboard (shared/screen/draft.ts) over a database table: the data APIs it needs and
 * the widgets bound to them. The totals of every KPI come from one API (one row), each grouped
 * chart from its own (`GROUP BY` its dimension), the table from the rows as they are; the
 * database aggregates, so the numbers are the whole table's, not a sample's.
 */
export interface TableRef {
  schema: string;
  table: string;
}

/** A data API the draft needs: its name's suffix and its statement. */
export interface PlannedApi {
  key: string;
  suffix: string;
  sql: string;
}

export interface TablePlan {
  apis: PlannedApi[];
  /** Per draft, in order: the API it reads (a key of `apis`). */
  reads: string[];
}

/** The column a measure answers as: its field under `sum`, else the aggregate and the field. */
export const measureAlias = (measure: DraftMeasure): string =>
  measure.agg === 'sum' ? measure.field : `${measure.agg}_${measure.field}`;

/** A measure's aggregate in SQL: `SUM(amount)`, `COUNT(*)`. */
function aggregateSql(measure: DraftMeasure, dialect: EngineType): string {
  return `${SQL_AGGREGATE[measure.agg]}(${measure.agg === 'count' ? '*' : quoteName(measure.field, dialect)})`;
}

function measureSql(measure: DraftMeasure, dialect: EngineType): string {
  return `${aggregateSql(measure, dialect)} AS ${quoteName(measureAlias(measure), dialect)}`;
}

function groupedSql(query: Extract<DraftQuery, { kind: 'grouped' }>, from: string, dialect: EngineType): string {
  const dimension = quoteName(query.dimension, dialect);
  const measures = query.measures.map((measure) => measureSql(measure, dialect));
  const first = query.measures[0];
  const order = query.order === 'measure' && first ? `${aggregateSql(first, dialect)} DESC` : dimension;
  return `SELECT ${dimension}, ${measures.join(', ')} FROM ${from} GROUP BY ${dimension} ORDER BY ${order}`;
}

/** The statements a draft of `table` runs, one per distinct reading, in the dialect of its engine. */
export function planTableApis(drafts: readonly DraftWidget[], table: TableRef, dialect: EngineType): TablePlan {
  const from = [table.schema, table.table]
    .filter((part) => part !== '')
    .map((part) => quoteName(part, dialect))
    .join('.');
  const totals = drafts.flatMap((draft) => (draft.query.kind === 'total' ? [draft.query.measure] : []));
  const unique = totals.filter(
    (measure, index) => totals.findIndex((m) => measureAlias(m) === measureAlias(measure)) === index,
  );
  const apis: PlannedApi[] = [];
  if (unique.length > 0)
    apis.push({
      key: 'totals',
      suffix: 'totals',
      sql: `SELECT ${unique.map((measure) => measureSql(measure, dialect)).join(', ')} FROM ${from}`,
    });
  const reads = drafts.map((draft) => {
    const query = draft.query;
    if (query.kind === 'total') return 'totals';
    const key = query.kind === 'rows' ? 'rows' : `by:${query.dimension}`;
    if (!apis.some((api) => api.key === key))
      apis.push(
        query.kind === 'rows'
          ? { key, suffix: 'rows', sql: `SELECT * FROM ${from}` }
          : { key, suffix: `by_${query.dimension}`, sql: groupedSql(query, from, dialect) },
      );
    return key;
  });
  return { apis, reads };
}

/**
 * A data API's name for a table's reading: letters, digits and underscores of the table's name
 * and the suffix (others become `_`), led by a letter, within the name rule's length; `attempt`
 * above 1 numbers it when the name is taken.
 */
export function apiNameFor(table: string, suffix: string, attempt = 1): string {
  const numbered = attempt > 1 ? `_${attempt}` : '';
  const clean = (text: string) => text.replace(/[^A-Za-z0-9_\p{Script=Han}]+/gu, '_').replace(/^_+|_+$/g, '');
  const tail = `_${clean(suffix)}${numbered}`.slice(0, 30);
  let head = clean(table).slice(0, 50 - tail.length) || 'table';
  if (!/^[A-Za-z\p{Script=Han}]/u.test(head)) head = `t_${head}`.slice(0, 50 - tail.length);
  const name = `${head}${tail}`;
  return apiName.safeParse(name).success ? name : `table${tail}`;
}

/** The mapping a drafted widget draws with: the category its dimension ('' for none), the series its columns. */
export function draftMapping(dimension: string, columns: readonly string[], path = ''): FieldMapping {
  return {
    path,
    category: dimension,
    category2: dimension,
    series: [...columns],
    value: columns[0] ?? '',
    detail: '',
    lat: 'lat',
    lon: 'lon',
  };
}

/**
 * A drafted widget bound to `data` at its drafted place (stacked in draft order): its type's new
 * widget titled by its fields (a KPI by its label, taking `kpiAggregate` of its rows; a table by
 * nothing but its layer name).
 */
export function boundDraftWidget(
  draft: DraftWidget,
  index: number,
  data: DataBinding,
  kpiAggregate: KpiAggregate,
  language: Language,
): { widget: Widget; layout: LayoutEntry } {
  const { widget, layout } = newWidget(draft.type, randomId(), draft.title, { x: 0, y: 0 }, language);
  const titled =
    draft.type === 'kpi.number'
      ? { label: draft.title, aggregate: kpiAggregate }
      : draft.type === 'table.scroll'
        ? {}
        : { title: draft.title };
  return {
    widget: { ...widget, attr: { ...widget.attr, ...titled }, data },
    layout: { ...layout, ...draft.layout, z: index + 1 },
  };
}

/** The widgets of a draft over a table's APIs (`apiIds` by plan key), at their drafted places. */
export function tableDraftWidgets(
  drafts: readonly DraftWidget[],
  plan: TablePlan,
  apiIds: ReadonlyMap<string, string>,
  language: Language,
): { widget: Widget; layout: LayoutEntry }[] {
  return drafts.map((draft, index) => {
    const query = draft.query;
    const measures = query.kind === 'total' ? [query.measure] : query.kind === 'grouped' ? query.measures : [];
    const binding: ApiBinding = {
      source: 'api',
      listen: '',
      api: { api_id: apiIds.get(plan.reads[index] ?? '') ?? '', params: {}, interval: 60 },
      mapping: draftMapping(query.kind === 'grouped' ? query.dimension : '', measures.map(measureAlias)),
      transform: {
        filter: [],
        ...(query.kind === 'grouped' && query.order === 'measure' ? { top: query.limit } : {}),
        rename: Object.fromEntries(measures.map((m) => [measureAlias(m), m.field])),
      },
    };
    return boundDraftWidget(draft, index, binding, 'first', language);
  });
}
