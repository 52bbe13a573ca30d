import { stat } from 'node:fs/promises';
import { quotedIdentifier, quotedString } from '@duckdb/node-api';
import type { WorksheetField } from '../../../../shared/datasource/worksheet.js';
import type { ParquetOutput } from '../contract.js';
import { withLoadDatabase } from './load-database.js';
import { APPEND_BY_TYPE, DUCKDB_TYPES } from './values.js';

const TABLE = 'worksheet_rows';

/** DuckDB's COPY options for every worksheet Parquet file. */
export const PARQUET_OPTIONS = '(FORMAT parquet, COMPRESSION zstd)';

/**
 * Rows (in `fields` order; values as text, numbers, bigints, booleans, Dates or null) into one
 * zstd Parquet file at `outPath`, typed by the fields; a value that does not convert to its
 * field's type is NULL. The rows are appended as they come (an in-memory DuckDB that spills).
 */
export function writeParquet(
  fields: readonly WorksheetField[],
  rows: AsyncIterable<readonly unknown[]>,
  outPath: string,
): Promise<ParquetOutput> {
  return withLoadDatabase(outPath, async (connection) => {
    const columns = fields.map((field) => `${quotedIdentifier(field.name)} ${DUCKDB_TYPES[field.type]}`);
    await connection.run(`CREATE TABLE ${TABLE} (${columns.join(', ')})`);
    const appender = await connection.createAppender(TABLE);
    const appends = fields.map((field) => APPEND_BY_TYPE[field.type]);
    let count = 0;
    for await (const row of rows) {
      for (let index = 0; index < appends.length; index += 1) appends[index]?.(appender, row[index] ?? null);
      appender.endRow();
      count += 1;
    }
    appender.closeSync();
    await connection.run(`COPY ${TABLE} TO ${quotedString(outPath)} ${PARQUET_OPTIONS}`);
    return { path: outPath, rows: count, bytes: (await stat(outPath)).size };
  });
}
