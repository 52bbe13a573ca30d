import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sqlConnectionSchema } from '../../shared/datasource/connection.js';
import type { WorksheetField } from '../../shared/datasource/worksheet.js';
import { fieldColumns, fieldRows } from '../../functions/core/worksheets/extract.js';
import { closePool } from '../../functions/lib/sql/pools.js';
import { streamExtract } from '../../functions/lib/sql/run-readonly.js';
import type { ParquetOutput } from '../../functions/lib/worksheet/contract.js';
import { worksheetImporter } from '../../functions/lib/worksheet/import/index.js';

/**
 * `npm run bench:worksheet-extract`: a table extract of N rows (default 1,000,000) from the
 * machine's PostgreSQL (127.0.0.1:5432, db `test`, made by `postgres`, read by `wb_test_reader`)
 * into Parquet, as a worksheet run does it (the SQL engine's extract streamed into the Parquet
 * writer).
 * Prints wall and CPU time and the process's peak RSS; never fails on them.
 * Options: --rows N.
 */
const { values } = parseArgs({ options: { rows: { type: 'string', default: '1000000' } } });
const ROWS = Number(values.rows);
const TABLE = 'wb_bench_extract';
const READER = 'wb_test_reader';

const FIELDS: WorksheetField[] = [
  { name: 'id', type: 'integer', source: 'id' },
  { name: 'region', type: 'text', source: 'region' },
  { name: 'amount', type: 'decimal', source: 'amount' },
  { name: 'sold_at', type: 'datetime', source: 'sold_at' },
];

async function makeTable(): Promise<void> {
  const admin = new pg.Client({ host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' });
  await admin.connect();
  try {
    await admin.query(
      `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${READER}') THEN CREATE ROLE ${READER} LOGIN; END IF; END $$`,
    );
    await admin.query(`DROP TABLE IF EXISTS ${TABLE}`);
    await admin.query(`CREATE TABLE ${TABLE} AS
      SELECT n AS id, (ARRAY['华东','华北','华南','西南','North','South'])[1 + n % 6] AS region,
             round((n % 1000) * 1.37, 2)::numeric(10,2) AS amount,
             timestamp '2026-01-01' + n * interval '1 second' AS sold_at
      FROM generate_series(1, ${ROWS}) AS n`);
    await admin.query(`GRANT SELECT ON ${TABLE} TO ${READER}`);
  } finally {
    await admin.end();
  }
}

async function dropTable(): Promise<void> {
  const admin = new pg.Client({ host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' });
  await admin.connect();
  await admin.query(`DROP TABLE IF EXISTS ${TABLE}`);
  await admin.end();
}

const settings = sqlConnectionSchema.parse({
  type: 'postgresql',
  dbType: 'postgresql',
  server: '127.0.0.1',
  port: 5432,
  database: 'test',
  username: READER,
  timeoutSeconds: 300,
});
const key = { tenantId: 'bench', connectionId: 'extract', revision: '1' };

/** The extract into a Parquet file in `folder`, as a worksheet run makes it. */
async function extract(folder: string): Promise<ParquetOutput> {
  return streamExtract(
    { key, settings, allowHosts: ['127.0.0.1:5432'], statement: `SELECT * FROM public.${TABLE}` },
    async (stream) => {
      const extract = await fieldRows(stream, fieldColumns(FIELDS, stream), -1, undefined);
      return worksheetImporter.writeParquet(FIELDS, extract.rows, join(folder, 'part.parquet'));
    },
  );
}

await makeTable();
const folder = await mkdtemp(join(tmpdir(), 'wb-extract-bench-'));
const rssBefore = process.memoryUsage().rss;
const cpuBefore = process.cpuUsage();
const started = performance.now();
const output = await extract(folder).finally(async () => {
  await closePool(key.tenantId, key.connectionId);
  await rm(folder, { recursive: true, force: true });
  await dropTable();
});
const wallMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(0);
console.log(
  `worksheet extract bench: PostgreSQL table → Parquet (${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)})`,
);
console.log(`  rows            ${output.rows.toLocaleString('en')} (asked ${ROWS.toLocaleString('en')})`);
console.log(`  parquet         ${mb(output.bytes)} MB`);
console.log(`  wall            ${(wallMs / 1000).toFixed(1)} s`);
console.log(`  cpu             ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
console.log(`  rss at start    ${mb(rssBefore)} MB`);
console.log(`  peak rss        ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
