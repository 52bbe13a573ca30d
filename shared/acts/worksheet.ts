import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import {
  canUpdateIncrementally,
  fileReadingSchema,
  updateSettingsSchema,
  worksheetFieldsSchema,
  worksheetName,
  worksheetSourceSchema,
  type CsvDelimiter,
  type SourceKind,
  type UpdateMode,
  type UpdateSettings,
  type WorksheetField,
  type WorksheetFieldType,
  type WorksheetSource,
  type WorksheetStatus,
} from '../datasource/worksheet.js';
import { codeMessage, nameRule } from '../validation/rules.js';
import type { SqlColumnInfo } from './datasource.js';
import { entityId } from './group.js';

/**
 * Worksheet acts (`v1/worksheet/*`, family `worksheet`; shared/datasource/worksheet.ts holds the
 * rules). A file worksheet is made in three steps: the file is uploaded through the multipart
 * flow (purpose `worksheet`), `inspect` reads it (sheets, title row, inferred fields, sample
 * rows), and `add` creates the worksheet and starts its first load. Loads and scheduled updates
 * run in the background: the worksheet's status is `updating` until the run ends, `normal` after
 * it, `abnormal` when it failed (the previous data keeps serving).
 */
const groupRef = z._default(z.union([z.literal(''), entityId]), '');

/** Each run's reason: the first load, a scheduled update, or `refresh` by hand. */
export const RUN_TRIGGERS = ['initial', 'schedule', 'manual'] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];
export const RUN_STATUSES = ['running', 'succeeded', 'failed', 'skipped'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

function refineModeForSource(
  value: { source: WorksheetSource; update: UpdateSettings },
  context: z.core.$RefinementCtx,
): void {
  if (value.update.mode !== 'once' && value.update.mode !== 'none' && !canUpdateIncrementally(value.source.kind))
    context.addIssue({
      code: 'custom',
      path: ['update', 'mode'],
      message: codeMessage(ErrorCode.WORKSHEET_INCREMENTAL_UNSUPPORTED),
    });
}

export const worksheetListArgs = z.object({
  group_id: groupRef,
  keyword: z._default(z.string().check(z.trim(), z.maxLength(50)), ''),
});
export const worksheetIdArgs = z.object({ _id: entityId });

/**
 * Reads a merged upload (purpose `worksheet`) without storing anything: its sheets, the chosen
 * sheet's fields with inferred types and the first rows after the title row.
 */
export const worksheetInspectArgs = z.object({
  upload_key: z.string(codeMessage(ErrorCode.UPLOAD_INCOMPLETE)).check(z.minLength(1), z.maxLength(512)),
  filename: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  reading: z._default(fileReadingSchema, { sheet: '', title_row: 1, encoding: 'auto', delimiter: 'auto' }),
});

/** Columns an extract would give (table or SQL source), for the wizard's fields step. */
export const worksheetExtractColumnsArgs = z.object({
  source: worksheetSourceSchema,
});

export const worksheetAddArgs = z
  .object({
    name: worksheetName,
    group_id: groupRef,
    source: worksheetSourceSchema,
    fields: worksheetFieldsSchema,
    update: z._default(updateSettingsSchema, {
      mode: 'once',
      interval: 1,
      unit: 'hour',
      incremental_column: '',
      full_every: 24,
    }),
  })
  .check(z.superRefine(refineModeForSource));

/** Name, fields (names and types; their sources stay), group and update settings. */
export const worksheetChangeArgs = z.object({
  _id: entityId,
  name: worksheetName,
  group_id: groupRef,
  fields: worksheetFieldsSchema,
  update: updateSettingsSchema,
});

export const worksheetPreviewArgs = z.object({ _id: entityId });
/** Runs an update now; `full` forces a full reload (otherwise the mode's next kind of run). */
export const worksheetRefreshArgs = z.object({ _id: entityId, full: z._default(z.boolean(), false) });
export const worksheetRunsArgs = z.object({ _id: entityId });
/** Rows of the worksheet as a CSV download (formula-injection safe), at most `queryMaxRows`. */
export const worksheetExportArgs = z.object({ _id: entityId });

export const worksheetGroupName = nameRule(ErrorCode.NAME_INVALID);
export const worksheetGroupAddArgs = z.object({ name: worksheetGroupName });
export const worksheetGroupRenameArgs = z.object({ _id: entityId, name: worksheetGroupName });
/** Removing a group moves its worksheets to the default group. */
export const worksheetGroupIdArgs = z.object({ _id: entityId });

export type WorksheetAddInput = z.input<typeof worksheetAddArgs>;
export type WorksheetChangeInput = z.input<typeof worksheetChangeArgs>;

/** What `inspect` found in a file. */
export interface FileInspection {
  format: 'csv' | 'xlsx';
  /** xlsx: every sheet's name, in order; csv: []. */
  sheets: string[];
  /** The sheet read (xlsx) or ''. */
  sheet: string;
  /** csv: the encoding read ('utf8' or 'gb18030') and the delimiter found. */
  encoding?: 'utf8' | 'gb18030';
  delimiter?: Exclude<CsvDelimiter, 'auto'>;
  title_row: number;
  /** Rows after the title row (exact for csv; the sheet's dimension for xlsx). */
  data_rows: number;
  /** Fields named by the title row (blank and duplicate names made unique), types inferred. */
  fields: WorksheetField[];
  /** The title row's cells as the file has them (as text; '' for an empty one), by column: a field's source. */
  headers: string[];
  /** The first rows after the title row, as text, in field order. */
  sample: string[][];
  /** Rows whose number of cells differs from the title row's (1-based line numbers, the first 20). */
  ragged_lines: number[];
  /**
   * CSV fields whose quote is left open (the first 20): the line the field starts on and the rows
   * after it that the field reads as its own text, which the worksheet would lose.
   */
  open_quotes: { line: number; rows: number }[];
}

export interface WorksheetRun {
  run_id: string;
  trigger: RunTrigger;
  /** full: the data replaced; incremental: rows added after the last value of the column. */
  kind: 'full' | 'incremental';
  status: RunStatus;
  started_at: number;
  finished_at?: number;
  duration_ms?: number;
  /** Rows the run loaded (added, for incremental runs). */
  rows?: number;
  /** Catalogue code and the source's own message, when it failed or was skipped. */
  code?: number;
  message?: string;
}

export interface WorksheetSummary {
  _id: string;
  name: string;
  /** How data APIs name it in SQL (`ws_<id>`). */
  table_name: string;
  group_id: string;
  source_kind: SourceKind;
  /** The file's name (files) or `schema.table` / 'SQL' (extracts). */
  source_label: string;
  status: WorksheetStatus;
  record_count: number;
  /** Parquet bytes stored. */
  bytes: number;
  update_mode: UpdateMode;
  /** When the data last changed (a run succeeded), ms. */
  data_updated_at?: number;
  /** The next scheduled run, ms (none for once/none). */
  next_run_at?: number;
  /** Data APIs and widgets that read it (it cannot be removed while above 0). */
  use_count: number;
  updated_at: number;
}

export interface WorksheetDetail extends WorksheetSummary {
  source: WorksheetSource;
  fields: WorksheetField[];
  update: UpdateSettings;
  last_run?: WorksheetRun;
  creator: string;
  created_at: number;
}

export interface WorksheetPreview {
  columns: { name: string; type: WorksheetFieldType }[];
  rows: unknown[][];
  record_count: number;
}

export interface WorksheetGroup {
  _id: string;
  name: string;
  default: 0 | 1;
  count: number;
}

/** Columns an extract source answers, typed for the fields step. */
export interface ExtractColumns {
  columns: SqlColumnInfo[];
  fields: WorksheetField[];
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v1/worksheet/list': worksheetListArgs,
  'v1/worksheet/get': worksheetIdArgs,
  'v1/worksheet/inspect': worksheetInspectArgs,
  'v1/worksheet/extract_columns': worksheetExtractColumnsArgs,
  'v1/worksheet/add': worksheetAddArgs,
  'v1/worksheet/change': worksheetChangeArgs,
  'v1/worksheet/remove': worksheetIdArgs,
  'v1/worksheet/preview': worksheetPreviewArgs,
  'v1/worksheet/refresh': worksheetRefreshArgs,
  'v1/worksheet/runs': worksheetRunsArgs,
  'v1/worksheet/export': worksheetExportArgs,
  'v1/worksheet/group_add': worksheetGroupAddArgs,
  'v1/worksheet/group_change_name': worksheetGroupRenameArgs,
  'v1/worksheet/group_remove': worksheetGroupIdArgs,
} as const;
