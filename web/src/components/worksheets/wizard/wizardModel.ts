import { worksheetAddArgs, type WorksheetAddInput } from '../../../../../shared/acts/worksheet.js';
import {
  WORKSHEET_LIMITS,
  type FileReading,
  type UpdateSettings,
  type WorksheetField,
  type WorksheetSource,
} from '../../../../../shared/datasource/worksheet.js';
import { fieldErrors, type FieldError } from '../../../../../shared/validation/issues.js';
import { trimmedFields } from '../fieldChecks';

/**
 * The add wizard's plain state (no React): its steps, the source a draft names, and the `add`
 * payload checked by the act's own schema before it is sent.
 */
export type SourceChoice = 'file' | 'database';
export type WizardStep = 'source' | 'reading' | 'fields' | 'update';

/** A file worksheet is read (sheet, title row) before its fields; a database extract is not. */
export const stepsFor = (choice: SourceChoice): readonly WizardStep[] =>
  choice === 'file' ? ['source', 'reading', 'fields', 'update'] : ['source', 'fields', 'update'];

export interface UploadedFile {
  key: string;
  filename: string;
  format: 'csv' | 'xlsx';
}

export type DatabaseDraft =
  | { mode: 'table'; datasource_id: string; schema: string; table: string }
  | { mode: 'sql'; datasource_id: string; sql: string };

export const DEFAULT_READING: FileReading = { sheet: '', title_row: 1, encoding: 'auto', delimiter: 'auto' };

/** The format a file's name says (the server checks the bytes). */
export const fileFormat = (filename: string): 'csv' | 'xlsx' =>
  filename.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';

export const fileSource = (file: UploadedFile, reading: FileReading): WorksheetSource => ({
  kind: file.format,
  upload_key: file.key,
  filename: file.filename,
  reading,
});

export function databaseSource(draft: DatabaseDraft): WorksheetSource {
  return draft.mode === 'table'
    ? { kind: 'table', datasource_id: draft.datasource_id, schema: draft.schema, table: draft.table }
    : { kind: 'sql', datasource_id: draft.datasource_id, sql: draft.sql };
}

/** Whether the database step names enough to read columns from. */
export const databaseDraftReady = (draft: DatabaseDraft): boolean =>
  draft.datasource_id !== '' && (draft.mode === 'table' ? draft.table !== '' : draft.sql.trim() !== '');

/** A worksheet's suggested name: the file's name without its extension, or the table's. */
export function suggestedName(label: string): string {
  const base = label.replace(/\.(csv|xlsx)$/i, '').trim();
  return base.slice(0, WORKSHEET_LIMITS.nameMaxLength);
}

/**
 * Where a field's values come from, as the fields step shows it: a file's column by its own
 * header text (the title row's cell, white space runs shown as one space), by its number only when
 * that cell is empty (or no headers are known); an extract's column by its name.
 */
export type FieldOrigin = { kind: 'header'; text: string } | { kind: 'column'; n: number };

export function fieldOrigin(field: WorksheetField, headers: readonly string[] = []): FieldOrigin {
  if (typeof field.source === 'string') return { kind: 'header', text: field.source };
  const text = (headers[field.source] ?? '').replace(/\s+/g, ' ').trim();
  return text === '' ? { kind: 'column', n: field.source + 1 } : { kind: 'header', text };
}

export interface AddDraft {
  name: string;
  group_id: string;
  source: WorksheetSource;
  fields: readonly WorksheetField[];
  update: UpdateSettings;
}

/** The `add` payload, or the codes of what the act's schema refuses (by path: name, fields.2.name, update.mode…). */
export function addPayload(
  draft: AddDraft,
): { ok: true; input: WorksheetAddInput } | { ok: false; issues: FieldError[] } {
  const input: WorksheetAddInput = {
    name: draft.name.trim(),
    group_id: draft.group_id,
    source: draft.source,
    fields: trimmedFields(draft.fields),
    update: draft.update,
  };
  const checked = worksheetAddArgs.safeParse(input);
  return checked.success ? { ok: true, input } : { ok: false, issues: fieldErrors(checked.error, input) };
}
