import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, quotedString } from '@duckdb/node-api';
import type { FileReading } from '../../../../shared/datasource/worksheet.js';

/** The reading the wizard starts from: first sheet, title on row 1, encoding and delimiter detected. */
export const DEFAULT_READING: FileReading = { sheet: '', title_row: 1, encoding: 'auto', delimiter: 'auto' };

/** A temporary directory for one test file's inputs and outputs. */
export async function scratchDir(): Promise<{
  path: (name: string) => string;
  write: (name: string, data: string | Uint8Array) => Promise<string>;
  remove: () => Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'worksheet-import-'));
  return {
    path: (name) => join(dir, name),
    write: async (name, data) => {
      await writeFile(join(dir, name), data);
      return join(dir, name);
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A Parquet file read back with DuckDB: its columns' types and its rows as JS values. */
export async function readParquet(
  path: string,
): Promise<{ types: Record<string, string>; rows: Record<string, unknown>[] }> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const described = await connection.runAndReadAll(`DESCRIBE SELECT * FROM read_parquet(${quotedString(path)})`);
    const types = Object.fromEntries(
      described.getRowObjectsJS().map((row) => [String(row['column_name']), String(row['column_type'])]),
    );
    const rows = (
      await connection.runAndReadAll(`SELECT * FROM read_parquet(${quotedString(path)})`)
    ).getRowObjectsJS();
    return { types, rows };
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** A Parquet file's rows with every value as DuckDB's text of it (timestamps to the microsecond). */
export async function readParquetText(path: string): Promise<Record<string, string | null>[]> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const read = await connection.runAndReadAll(`SELECT COLUMNS(*)::VARCHAR FROM read_parquet(${quotedString(path)})`);
    return read
      .getRowObjectsJS()
      .map((row) =>
        Object.fromEntries(Object.entries(row).map(([name, value]) => [name, value === null ? null : String(value)])),
      );
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
