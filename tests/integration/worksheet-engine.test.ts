import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { sha256 } from '../../functions/lib/crypto/tokens.js';
import { putAsset, worksheetKeys } from '../../functions/lib/s3-objects.js';
import { SqlFailure } from '../../functions/lib/sql/failure.js';
import type { WorksheetQuery, WorksheetTable } from '../../functions/lib/worksheet/contract.js';
import { duckdbEngine } from '../../functions/lib/worksheet/engine/index.js';
import { ParquetCache } from '../../functions/lib/worksheet/engine/duckdb/parquet-cache.js';
import { DUCKDB_BYPASSES } from './helpers/duckdb-bypass-corpus.js';

let scratch = '';

/** Writes `select`'s rows as Parquet (DuckDB's COPY) to the worksheet's generation in S3. */
async function worksheet(
  tenantId: string,
  name: string,
  select: string,
  generation = 'g1',
  worksheetId: string = randomUUID(),
): Promise<WorksheetTable> {
  const local = join(scratch, `${randomUUID()}.parquet`);
  const writer = await (await DuckDBInstance.create(':memory:')).connect();
  await writer.run(`COPY (${select}) TO '${local}' (FORMAT parquet)`);
  writer.closeSync();
  const bytes = await readFile(local);
  const key = worksheetKeys.part(tenantId, worksheetId, generation, 'part-0');
  await putAsset(key, bytes, 'application/vnd.apache.parquet');
  return { tenantId, worksheetId, name, keys: [key], fields: [], bytes: bytes.length, generation };
}

const SALES = `SELECT * FROM (VALUES
  ('north', 'tea', 3, 1.5, DATE '2026-01-02', TIMESTAMP '2026-01-02 03:04:05'),
  ('north', 'tea', 2, 2.25, DATE '2026-01-03', TIMESTAMP '2026-01-03 10:00:00'),
  ('north', 'coffee', 1, 4.0, DATE '2026-01-03', TIMESTAMP '2026-01-03 11:30:00'),
  ('south', 'tea', 5, 1.0, DATE '2026-01-04', NULL),
  ('east', 'juice', 4, 3.5, NULL, TIMESTAMP '2026-01-05 00:00:00')
) AS t(region, product, qty, price, day, sold_at)`;
const qtyBigint = `SELECT region, product, qty::BIGINT AS qty, price::DOUBLE AS price, day, sold_at FROM (${SALES})`;

const tenant = randomUUID();
const otherTenant = randomUUID();
let sales: WorksheetTable;
let regions: WorksheetTable;
let secret: WorksheetTable;

const query = (statement: string, extra: Partial<WorksheetQuery> = {}) =>
  duckdbEngine.query({ tables: [sales], statement, params: [], maxRows: 1000, timeoutSeconds: 10, ...extra });

/** Every cached Parquet file of the engine's local copies, by path, with a hash of its bytes. */
async function cachedParquet(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const root of (await readdir(tmpdir())).filter((name) => name.startsWith('wallboard-ws-')))
    for (const entry of await readdir(join(tmpdir(), root), { recursive: true }))
      if (entry.endsWith('.parquet')) {
        const path = join(tmpdir(), root, entry);
        files[path] = sha256((await readFile(path)).toString('base64'));
      }
  return files;
}

/** The SqlFailure a query fails with. */
async function failure(promise: Promise<unknown>): Promise<SqlFailure> {
  const error: unknown = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof SqlFailure)) throw new Error(`expected a SqlFailure, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'ws-engine-test-'));
  sales = await worksheet(tenant, 'ws_sales', qtyBigint);
  regions = await worksheet(
    tenant,
    'ws_regions',
    `SELECT * FROM (VALUES ('north', '北区'), ('south', '南区')) AS t(region, label)`,
  );
  secret = await worksheet(otherTenant, 'ws_secret', `SELECT 'classified' AS note`);
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('worksheet queries on DuckDB', () => {
  it('groups a worksheet and answers DuckDB type names with JSON-safe values', async () => {
    const result = await query(
      'SELECT region, product, sum(qty) AS qty, count(*) AS n FROM ws_sales GROUP BY ALL ORDER BY region, product',
    );
    expect(result.columns).toEqual([
      { name: 'region', type: 'VARCHAR' },
      { name: 'product', type: 'VARCHAR' },
      { name: 'qty', type: 'HUGEINT' },
      { name: 'n', type: 'BIGINT' },
    ]);
    expect(result.rows).toEqual([
      ['east', 'juice', 4, 1],
      ['north', 'coffee', 1, 1],
      ['north', 'tea', 5, 2],
      ['south', 'tea', 5, 1],
    ]);
    expect(result.truncated).toBe(false);
  });

  it('answers dates, timestamps, decimals and 64-bit integers as JSON', async () => {
    const result = await query(
      `SELECT day, sold_at, price::DECIMAL(10, 2) AS price, 9007199254740993::BIGINT AS big, 42::BIGINT AS small
       FROM ws_sales WHERE product = 'coffee'`,
    );
    expect(result.columns.map((column) => column.type)).toEqual([
      'DATE',
      'TIMESTAMP',
      'DECIMAL(10,2)',
      'BIGINT',
      'BIGINT',
    ]);
    expect(result.rows).toEqual([['2026-01-03', '2026-01-03 11:30:00', 4, '9007199254740993', 42]]);
    expect(JSON.parse(JSON.stringify(result.rows))).toEqual(result.rows);
  });

  it('binds positional parameters', async () => {
    const result = await query(
      'SELECT count(*) AS n, sum(price) AS total FROM ws_sales WHERE region = ? AND qty >= ?',
      {
        params: ['north', 2],
      },
    );
    expect(result.rows).toEqual([[2, 3.75]]);
    const quoted = await query('SELECT count(*) FROM ws_sales WHERE region = ?', { params: ["north' OR '1'='1"] });
    expect(quoted.rows).toEqual([[0]]);
  });

  it('stops at the row cap and says the answer was cut', async () => {
    const capped = await query('SELECT * FROM ws_sales', { maxRows: 3 });
    expect(capped.rows).toHaveLength(3);
    expect(capped.truncated).toBe(true);
    const exact = await query('SELECT * FROM ws_sales', { maxRows: 5 });
    expect(exact.rows).toHaveLength(5);
    expect(exact.truncated).toBe(false);
    const big = await query('SELECT range FROM range(100000)', { maxRows: 10 });
    expect(big.rows).toEqual(Array.from({ length: 10 }, (_, index) => [index]));
    expect(big.truncated).toBe(true);
  });

  it('cancels a statement past its timeout', async () => {
    const started = Date.now();
    const error = await failure(
      query('SELECT sum(a.range * b.range) FROM range(1000000000) a, range(1000) b', { timeoutSeconds: 1 }),
    );
    expect(error.code).toBe(ErrorCode.SQL_ERROR);
    expect(error.data.message).toBe('statement cancelled after its 1 s timeout');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('joins two worksheets of the tenant', async () => {
    const result = await query(
      `SELECT r.label, sum(s.qty) AS qty FROM ws_sales s JOIN ws_regions r USING (region) GROUP BY r.label ORDER BY qty DESC`,
      { tables: [sales, regions] },
    );
    expect(result.rows).toEqual([
      ['北区', 6],
      ['南区', 5],
    ]);
  });

  it('reads a new generation of a worksheet once its generation changes', async () => {
    const before = await query('SELECT count(*) FROM ws_sales');
    expect(before.rows).toEqual([[5]]);
    const next = await worksheet(tenant, 'ws_sales', 'SELECT range AS qty FROM range(7)', 'g2', sales.worksheetId);
    const after = await duckdbEngine.query({
      tables: [next],
      statement: 'SELECT count(*), sum(qty) FROM ws_sales',
      params: [],
      maxRows: 10,
      timeoutSeconds: 10,
    });
    expect(after.rows).toEqual([[7, 21]]);
  });

  it('names no table outside the query and no other tenant', async () => {
    await query('SELECT * FROM ws_secret', { tables: [secret] });
    for (const statement of ['SELECT * FROM ws_secret', 'SELECT * FROM ws_regions']) {
      const error = await failure(query(statement));
      expect(error.code).toBe(ErrorCode.SQL_ERROR);
      expect(error.data.message).toBe(`table ${statement.slice(14)} is not one of the query's worksheets`);
    }
  });

  it('refuses every file, cache folder, write, extension, setting and second statement', async () => {
    // The other tenant's cached Parquet: folders are named by a hash of tenant and worksheet.
    await query('SELECT * FROM ws_secret', { tables: [secret] });
    const roots = (await readdir(tmpdir())).filter((name) => name.startsWith('wallboard-ws-'));
    const folder = sha256(`${otherTenant}/${secret.worksheetId}`).slice(0, 32);
    const theirs: string[] = [];
    for (const root of roots)
      for (const entry of await readdir(join(tmpdir(), root), { recursive: true }))
        if (entry.startsWith(folder) && entry.endsWith('.parquet')) theirs.push(join(tmpdir(), root, entry));
    expect(theirs.length).toBeGreaterThan(0);

    const escapes = [
      "SELECT * FROM read_csv('/etc/passwd')",
      "SELECT * FROM read_text('/etc/hostname')",
      ...theirs.map((file) => `SELECT * FROM read_parquet('${file}')`),
      `SELECT * FROM read_parquet('${tmpdir()}/wallboard-ws-*/**/*.parquet')`,
      "SELECT * FROM glob('/tmp/*')",
      "COPY (SELECT * FROM ws_sales) TO '/tmp/stolen.csv'",
      "ATTACH '/tmp/other.duckdb' AS other",
      'INSTALL httpfs',
      'LOAD httpfs',
      'SET enable_external_access = true',
      'SET lock_configuration = false',
      'PRAGMA database_list',
      'CALL pragma_version()',
      'SELECT 1; SELECT 2',
      'SELECT 1; DROP VIEW ws_sales',
      'DELETE FROM ws_sales',
      'CREATE TABLE copied AS SELECT * FROM ws_sales',
      'CREATE VIEW mine AS SELECT 1',
      "CREATE SECRET s (TYPE s3, KEY_ID 'a', SECRET 'b')",
      'EXPLAIN SELECT * FROM ws_sales',
      "SELECT * FROM query('CREATE TABLE q (a INT)')",
      'SELECT * FROM duckdb_settings()',
      'SELECT * FROM information_schema.tables',
      'SELECT * FROM main.ws_sales',
      'SHOW ALL TABLES',
      'DESCRIBE ws_sales',
    ];
    for (const statement of escapes) {
      const error = await failure(query(statement));
      expect(error.code, statement).toBe(ErrorCode.SQL_ERROR);
      for (const root of roots) expect(error.data.message, statement).not.toContain(join(tmpdir(), root));
    }
    // Nothing was created or dropped.
    expect((await query('SELECT count(*) FROM ws_sales')).rows).toEqual([[5]]);
    expect((await failure(query('SELECT * FROM copied'))).data.message).toMatch(/copied/);
  });

  it.each(DUCKDB_BYPASSES.map((statement, index) => [index + 1, statement]))(
    'bypass attempt %i is refused and changes nothing: %s',
    async (_n, statement) => {
      const before = await cachedParquet();
      const error = await failure(query(statement));
      expect(error.code, statement).toBe(ErrorCode.SQL_ERROR);
      expect(JSON.stringify(error.data)).not.toMatch(/root:[^:]*:0:0:/);
      expect((await query('SELECT count(*) FROM ws_sales')).rows).toEqual([[5]]);
      expect(await cachedParquet()).toEqual(before);
      expect((await readdir(tmpdir())).filter((name) => name.startsWith('wb_test_'))).toEqual([]);
    },
  );

  it('keeps its local copies within the cache bytes, least recently used out first', async () => {
    const evicted: string[] = [];
    const cache = new ParquetCache(sales.bytes + regions.bytes, (folder) => evicted.push(folder));
    const filesOf = (tables: WorksheetTable[]) =>
      cache.using(tables, (local) => Promise.resolve(local.flatMap((table) => table.files)));
    const [salesFile = ''] = await filesOf([sales]);
    const [regionsFile = ''] = await filesOf([regions]);
    expect(existsSync(salesFile) && existsSync(regionsFile)).toBe(true);
    expect(await filesOf([sales])).toEqual([salesFile]);

    // A third worksheet passes the bound: the least recently used (regions) goes.
    await filesOf([secret]);
    expect(existsSync(regionsFile)).toBe(false);
    expect(existsSync(salesFile)).toBe(true);
    expect(evicted).toHaveLength(1);

    // A new generation of a worksheet replaces its older one.
    const next = await worksheet(tenant, 'ws_sales', 'SELECT 1 AS qty', 'g3', sales.worksheetId);
    const [nextFile = ''] = await filesOf([next]);
    expect(existsSync(nextFile)).toBe(true);
    expect(existsSync(salesFile)).toBe(false);
  });

  it('fails as a connection failure when a worksheet file is missing from S3', async () => {
    const error = await failure(
      query('SELECT 1', {
        tables: [{ ...sales, worksheetId: randomUUID(), keys: ['worksheets/none/none/g/part.parquet'] }],
      }),
    );
    expect(error.code).toBe(ErrorCode.DATABASE_CONNECTION_FAILED);
  });
});
