import * as z from 'zod/mini';
import { transformSchema, worksheetAggregateQuerySchema } from '../widgets/data.js';
import type { AggregateColumn } from '../widgets/worksheet-query.js';
import { entityId } from './group.js';
import { groupValuesSchema } from './link-share.js';

/**
 * `v1/worksheet/data` (signed in: the editor's data tab and previews): the aggregate a widget
 * bound to a worksheet draws, by the worksheet's id and the binding's query — never SQL; the
 * server builds the one SELECT (shared/widgets/worksheet-query.ts). `filter` (the binding's row
 * filters) and `values` (the listened communication group's) narrow the rows in that SELECT,
 * before grouping and the row cap. Shares do not call it: their `link_share_data` runs the
 * published version's stored binding with the group's values.
 */
export const worksheetDataArgs = z.object({
  _id: entityId,
  query: worksheetAggregateQuerySchema,
  filter: transformSchema.shape.filter,
  values: groupValuesSchema,
});

/** The aggregate's rows as objects keyed by column (`region`, `sum_sales`), and when they were computed. */
export interface WorksheetDataResult {
  data: Record<string, unknown>[];
  columns: AggregateColumn[];
  /** The worksheet had more groups than the query's limit. */
  truncated: boolean;
  fetched_at: number;
  /** Answered from the cache of this worksheet generation and query. */
  cached: boolean;
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v1/worksheet/data': worksheetDataArgs,
} as const;
