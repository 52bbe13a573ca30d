import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/rules.js';

/**
 * Worksheets (`/dataFile`, family `worksheet`): a tenant's table of rows, loaded from an uploaded
 * CSV or Excel file or extracted from a database connection's table or SQL, stored as Parquet in
 * S3 and queried read-only by the worksheet engine (DuckDB; Athena past `athenaMinBytes`).
 *
 * Rules a maintainer needs (the server enforces them; the client checks the same schemas first):
 * - names at most 50 characters; field names unique (case-insensitive), at most 128 characters;
 * - the title row is a 1-based row of the sheet and cannot be past the last data row;
 * - update intervals are whole units of second, minute, hour or day, 60 s at least;
 * - incremental updates need a source that can say "rows after X": a table or SQL extract with a
 *   monotonic column (an id, an updated-at); a file cannot.
 */
export const WORKSHEET_LIMITS = {
  nameMaxLength: 50,
  fieldNameMaxLength: 128,
  /** Columns of one worksheet; a wider file is refused (WORKSHEET_FILE_TOO_COMPLEX). */
  columnsMax: 1024,
  /** Bytes of one cell's text; a longer one is refused as a broken file. */
  cellMaxBytes: 64 * 1024,
  /** Rows a preview answers. */
  previewRows: 100,
  /** Rows the inspection of a file samples for types and shows in the wizard. */
  sampleRows: 20,
  /** Rows type inference reads before it settles a column's type. */
  inferenceRows: 1000,
  /** An xlsx's unzipped size, and its shared-strings part, beyond which it is refused as a bomb. */
  xlsxMaxUnzippedBytes: 1024 * 1024 * 1024,
  xlsxMaxSharedStringsBytes: 256 * 1024 * 1024,
  /** Rows of an extract (table or SQL) per run. */
  extractMaxRows: 5_000_000,
  /** Smallest update interval, seconds (spec: incremental update interval minimum 60 s). */
  minIntervalSeconds: 60,
  /** Failed scheduled runs retried, with backoff doubling from `retryBaseSeconds`. */
  retries: 3,
  retryBaseSeconds: 30,
  /** Update history kept per worksheet. */
  runsKept: 50,
  /**
   * The longest a run may take: the runner's Lambda timeout. A run lock held longer is a dead
   * run's: the next run takes it over, and the sweep makes the worksheet abnormal.
   */
  runMaxMinutes: 15,
  /**
   * How long a run an act started may wait to begin (an asynchronous invoke queued by Lambda). A
   * run lock held longer with no record of its run having begun is a run that never started: the
   * sweep makes the worksheet abnormal.
   */
  runStartGraceMinutes: 5,
  /** Parquet bytes from which a worksheet is queried by Athena instead of DuckDB (AWS only). */
  athenaMinBytes: 1024 * 1024 * 1024,
  /** Rows a query over worksheets answers at most (as the SQL engine's cap). */
  queryMaxRows: 10_000,
  queryTimeoutSeconds: 30,
} as const;

export const WORKSHEET_FIELD_TYPES = ['integer', 'decimal', 'date', 'datetime', 'boolean', 'text'] as const;
export type WorksheetFieldType = (typeof WORKSHEET_FIELD_TYPES)[number];

export const WORKSHEET_STATUSES = ['normal', 'updating', 'abnormal'] as const;
export type WorksheetStatus = (typeof WORKSHEET_STATUSES)[number];

/**
 * once: one full load, never again; full_incremental: incremental runs every interval and a full
 * reload every `full_every` runs; incremental: only incremental runs; none: no automatic update
 * (refresh by hand).
 */
export const UPDATE_MODES = ['once', 'full_incremental', 'incremental', 'none'] as const;
export type UpdateMode = (typeof UPDATE_MODES)[number];
export const UPDATE_UNITS = ['second', 'minute', 'hour', 'day'] as const;
export type UpdateUnit = (typeof UPDATE_UNITS)[number];
export const UNIT_SECONDS: Record<UpdateUnit, number> = { second: 1, minute: 60, hour: 3600, day: 86_400 };

export const SOURCE_KINDS = ['csv', 'xlsx', 'table', 'sql'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
export const isFileSource = (kind: SourceKind): kind is 'csv' | 'xlsx' => kind === 'csv' || kind === 'xlsx';

/** Encodings a CSV may be in; 'auto' detects UTF-8 (with or without BOM) or GB18030 (covers GBK). */
export const CSV_ENCODINGS = ['auto', 'utf8', 'gb18030'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];
/** Delimiters offered; 'auto' picks the one that splits the first lines most consistently. */
export const CSV_DELIMITERS = ['auto', ',', ';', '\t', '|'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

const incomplete = codeMessage(ErrorCode.PARAMS_INCOMPLETE);

export const worksheetName = z
  .string(codeMessage(ErrorCode.NAME_INVALID))
  .check(
    z.trim(),
    z.minLength(1, codeMessage(ErrorCode.NAME_INVALID)),
    z.maxLength(WORKSHEET_LIMITS.nameMaxLength, codeMessage(ErrorCode.NAME_INVALID)),
  );

/**
 * One field of a worksheet: its name in SQL and charts, its type, and where its values come from
 * (`source`: the column's index in the file or the extract's column name).
 */
export const worksheetFieldSchema = z.object({
  name: z.string(incomplete).check(
    z.trim(),
    z.minLength(1, codeMessage(ErrorCode.WORKSHEET_FIELD_INVALID)),
    z.maxLength(WORKSHEET_LIMITS.fieldNameMaxLength, codeMessage(ErrorCode.WORKSHEET_FIELD_INVALID)),
    z.refine((name) => !/[\p{Cc}"]/u.test(name), codeMessage(ErrorCode.WORKSHEET_FIELD_INVALID)),
  ),
  type: z.enum(WORKSHEET_FIELD_TYPES, incomplete),
  source: z.union([
    z.number().check(z.int(), z.gte(0), z.lte(WORKSHEET_LIMITS.columnsMax)),
    z.string().check(z.minLength(1), z.maxLength(128)),
  ]),
});
export type WorksheetField = z.output<typeof worksheetFieldSchema>;

export const worksheetFieldsSchema = z.array(worksheetFieldSchema).check(
  z.minLength(1, incomplete),
  z.maxLength(WORKSHEET_LIMITS.columnsMax, codeMessage(ErrorCode.WORKSHEET_FILE_TOO_COMPLEX)),
  z.refine(
    (fields) => new Set(fields.map((field) => field.name.toLowerCase())).size === fields.length,
    codeMessage(ErrorCode.WORKSHEET_FIELD_DUPLICATE),
  ),
);

/** How a file is read: the sheet (xlsx), the 1-based title row, the CSV's encoding and delimiter. */
export const fileReadingSchema = z.object({
  sheet: z._default(z.string().check(z.maxLength(200)), ''),
  title_row: z._default(
    z.number(incomplete).check(z.int(), z.gte(1, codeMessage(ErrorCode.WORKSHEET_TITLE_ROW_INVALID))),
    1,
  ),
  encoding: z._default(z.enum(CSV_ENCODINGS, incomplete), 'auto'),
  delimiter: z._default(z.enum(CSV_DELIMITERS, incomplete), 'auto'),
});
export type FileReading = z.output<typeof fileReadingSchema>;

const identifier = z.string(incomplete).check(z.minLength(1), z.maxLength(128));
const entityRef = z
  .string(incomplete)
  .check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, incomplete));

/** Where a worksheet's rows come from. */
export const worksheetSourceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('csv'),
      /** The merged upload's key (`uploads/<tenant>/<user>/worksheet/…`), checked as the caller's own. */
      upload_key: z.string(incomplete).check(z.minLength(1), z.maxLength(512)),
      filename: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
      reading: fileReadingSchema,
    }),
    z.object({
      kind: z.literal('xlsx'),
      upload_key: z.string(incomplete).check(z.minLength(1), z.maxLength(512)),
      filename: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
      reading: fileReadingSchema,
    }),
    z.object({
      kind: z.literal('table'),
      datasource_id: entityRef,
      schema: identifier,
      table: z
        .string(codeMessage(ErrorCode.WORKSHEET_TABLE_REQUIRED))
        .check(z.minLength(1, codeMessage(ErrorCode.WORKSHEET_TABLE_REQUIRED)), z.maxLength(128)),
    }),
    z.object({
      kind: z.literal('sql'),
      datasource_id: entityRef,
      sql: z
        .string(codeMessage(ErrorCode.SQL_ERROR))
        .check(z.trim(), z.minLength(1, codeMessage(ErrorCode.SQL_ERROR)), z.maxLength(20_000)),
    }),
  ],
  incomplete,
);
export type WorksheetSource = z.output<typeof worksheetSourceSchema>;

/** Update settings: mode, interval (≥ 60 s), the incremental column, full reload cadence. */
export const updateSettingsSchema = z
  .object({
    mode: z._default(z.enum(UPDATE_MODES, incomplete), 'once'),
    interval: z._default(z.number(incomplete).check(z.int(), z.gte(1), z.lte(100_000)), 1),
    unit: z._default(z.enum(UPDATE_UNITS, incomplete), 'hour'),
    /** incremental modes: the source column whose values only grow (an id, an updated-at). */
    incremental_column: z._default(z.string().check(z.maxLength(128)), ''),
    /** full_incremental: a full reload after this many incremental runs. */
    full_every: z._default(z.number().check(z.int(), z.gte(1), z.lte(10_000)), 24),
  })
  .check(
    z.superRefine((update, context) => {
      if (update.mode === 'once' || update.mode === 'none') return;
      if (update.interval * UNIT_SECONDS[update.unit] < WORKSHEET_LIMITS.minIntervalSeconds)
        context.addIssue({
          code: 'custom',
          path: ['interval'],
          message: codeMessage(ErrorCode.WORKSHEET_INTERVAL_TOO_SHORT),
        });
      if (update.incremental_column.trim() === '')
        context.addIssue({
          code: 'custom',
          path: ['incremental_column'],
          message: codeMessage(ErrorCode.WORKSHEET_INCREMENTAL_COLUMN_REQUIRED),
        });
    }),
  );
export type UpdateSettings = z.output<typeof updateSettingsSchema>;

/** Whether a source can run incremental updates at all (files cannot: they are replaced whole). */
export const canUpdateIncrementally = (kind: SourceKind): boolean => !isFileSource(kind);

/** A worksheet's name in SQL (data APIs over worksheets, the engine's views): `ws_<id>`, lower-case. */
export const worksheetTableName = (worksheetId: string): string => `ws_${worksheetId.toLowerCase().replace(/-/g, '_')}`;
