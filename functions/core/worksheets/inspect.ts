import { join } from 'node:path';
import type { SqlColumnInfo } from '../../../shared/acts/datasource.js';
import type { ExtractColumns, FileInspection } from '../../../shared/acts/worksheet.js';
import {
  WORKSHEET_LIMITS,
  type FileReading,
  type WorksheetField,
  type WorksheetSource,
} from '../../../shared/datasource/worksheet.js';
import type { EngineType } from '../../../shared/datasource/types.js';
import type { Caller } from '../../lib/act.js';
import { fail } from '../../lib/errors.js';
import { worksheetTypeOf } from '../../lib/sql/field-types.js';
import { listColumns } from '../../lib/sql/introspect.js';
import { runReadonly } from '../../lib/sql/run-readonly.js';
import type { LocalFile } from '../../lib/worksheet/contract.js';
import { queryableConnection } from '../datasources/connections.js';
import { requireOwnUpload } from '../uploads/uploads.js';
import { downloadAsset } from '../../lib/s3-objects.js';
import { withScratch } from './objects.js';
import type { WorksheetServices } from './services.js';

/**
 * The wizard's look at a source before `add`: a file (the caller's own merged upload of purpose
 * `worksheet`, read from a temp copy by the importer) or an extract (a table's columns by the
 * schema browser, or a SQL statement's columns from one row of it), with fields typed for it. An
 * extract's look is for the connection's creator and the tenant's administrator, as the schema
 * browser is (connections.ts queryableConnection).
 */

/** The format an upload was opened for, by its name's extension (the upload rules allow only these). */
export function formatOf(filename: string): LocalFile['format'] {
  return filename.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
}

/** Reads `uploadKey` into a temp file and hands it to `work`; UPLOAD_INCOMPLETE when there is no such object. */
export function withUploadFile<T>(uploadKey: string, work: (file: LocalFile) => Promise<T>): Promise<T> {
  return withScratch(async (folder) => {
    const format = formatOf(uploadKey);
    const path = join(folder, `source.${format}`);
    if (!(await downloadAsset(uploadKey, path))) fail('UPLOAD_INCOMPLETE');
    return work({ path, format });
  });
}

export function inspectUpload(
  services: Pick<WorksheetServices, 'importer'>,
  caller: Caller,
  args: { upload_key: string; filename: string; reading: FileReading },
): Promise<FileInspection> {
  requireOwnUpload(caller, args.upload_key, 'worksheet');
  return withUploadFile(args.upload_key, (file) => services.importer.inspect(file, args.reading));
}

/** Fields for an extract's columns: named as the columns (repeats made unique), sourced by column name. */
export function fieldsOfColumns(engine: EngineType, columns: readonly SqlColumnInfo[]): WorksheetField[] {
  const seen = new Set<string>();
  const fields: WorksheetField[] = [];
  for (const column of columns.slice(0, WORKSHEET_LIMITS.columnsMax)) {
    const base = column.name.replace(/[\p{Cc}"]/gu, '_').slice(0, WORKSHEET_LIMITS.fieldNameMaxLength - 4) || 'column';
    let name = base;
    for (let n = 2; seen.has(name.toLowerCase()); n++) name = `${base}_${n}`;
    seen.add(name.toLowerCase());
    fields.push({ name, type: worksheetTypeOf(engine, column.type), source: column.name });
  }
  return fields;
}

export async function extractColumns(caller: Caller, source: WorksheetSource): Promise<ExtractColumns> {
  if (source.kind !== 'table' && source.kind !== 'sql') fail('WORKSHEET_TABLE_REQUIRED');
  const connection = await queryableConnection(caller, source.datasource_id);
  const found =
    source.kind === 'table'
      ? await listColumns(connection, source.schema, source.table)
      : (await runReadonly({ ...connection, statement: source.sql, maxRows: 1 })).columns;
  if (source.kind === 'table' && found.length === 0) fail('WORKSHEET_TABLE_REQUIRED');
  const columns = found.map(({ name, type }) => ({ name, type }));
  return { columns, fields: fieldsOfColumns(connection.settings.type, columns) };
}
