import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';

/**
 * DuckDB's settings for a load: one thread (Lambda's cores are few; the CSV reader with quoted
 * line breaks and padding is serial anyway), a memory cap past which rows spill to a temporary
 * directory beside the output, the rows kept in file order.
 */
const LOAD_SETTINGS = { threads: '1', memory_limit: '256MB', preserve_insertion_order: 'true' } as const;

/** An in-memory DuckDB for one load, spilling beside `nearPath`, closed and cleaned after `work`. */
export async function withLoadDatabase<T>(
  nearPath: string,
  work: (connection: DuckDBConnection) => Promise<T>,
): Promise<T> {
  const spill = await mkdtemp(join(dirname(nearPath) || tmpdir(), 'duckdb-'));
  const instance = await DuckDBInstance.create(':memory:', { ...LOAD_SETTINGS, temp_directory: spill });
  const connection = await instance.connect();
  try {
    return await work(connection);
  } finally {
    connection.closeSync();
    instance.closeSync();
    await rm(spill, { recursive: true, force: true });
  }
}
