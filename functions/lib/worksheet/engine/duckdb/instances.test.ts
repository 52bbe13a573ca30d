import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstanceCache, lockedInstance } from './instances.js';

/** The lock-down alone, as a statement that got past the parser checks would meet it. */
let folder = '';
let mine = '';
let theirs = '';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ws-instances-'));
  mine = join(folder, 'mine.parquet');
  theirs = join(folder, 'theirs.parquet');
  const writer = await (await DuckDBInstance.create(':memory:')).connect();
  await writer.run(`COPY (SELECT 1 AS a) TO '${mine}' (FORMAT parquet)`);
  await writer.run(`COPY (SELECT 2 AS a) TO '${theirs}' (FORMAT parquet)`);
  writer.closeSync();
  await writeFile(join(folder, 'notes.csv'), 'a\n3\n');
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('a locked worksheet instance', () => {
  it('reads its views and nothing else, and cannot be unlocked', async () => {
    const connection = await (await lockedInstance([{ name: 'ws_mine', files: [mine] }])).connect();
    expect((await connection.runAndReadAll('SELECT a FROM ws_mine')).getRowsJson()).toEqual([[1]]);
    for (const statement of [
      `SELECT * FROM read_parquet('${theirs}')`,
      `SELECT * FROM read_csv('${join(folder, 'notes.csv')}')`,
      `SELECT * FROM glob('${folder}/*')`,
      `COPY (SELECT 1) TO '${join(folder, 'out.csv')}'`,
      `ATTACH '${join(folder, 'db.duckdb')}'`,
      'INSTALL httpfs',
      'LOAD httpfs',
      'SET enable_external_access = true',
      `SET allowed_paths = ['${theirs}']`,
      'RESET lock_configuration',
    ])
      await expect(connection.run(statement), statement).rejects.toThrow(/Permission Error|locked|disabled/);
    connection.closeSync();
  });

  it('closes an instance leaving the cache only once the queries on it are done', async () => {
    const cache = new InstanceCache(1);
    const count = (instance: DuckDBInstance) =>
      instance.connect().then(async (connection) => {
        const rows = (await connection.runAndReadAll('SELECT count(*) FROM ws_t')).getRowsJson();
        connection.closeSync();
        return rows;
      });
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = cache.use([{ name: 'ws_t', files: [mine] }], async (instance) => {
      await held;
      return count(instance);
    });
    // A second table set pushes the first out of the cache while its query waits.
    expect(await cache.use([{ name: 'ws_t', files: [theirs] }], count)).toEqual([['1']]);
    release();
    expect(await first).toEqual([['1']]);
  });
});
