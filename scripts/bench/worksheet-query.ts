import { mkdtemp, rm, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DuckDBInstance } from '@duckdb/node-api';
import { queryLocal } from '../../functions/lib/worksheet/engine/index.js';
import { percentile } from './browser.js';

/**
 * `npx tsx scripts/bench/worksheet-query.ts`: the DuckDB worksheet engine's local path
 * (queryLocal, what duckdbEngine runs once the Parquet is cached) over 1,000,000 generated sales
 * rows in one Parquet file. Times a group-by (region, product: sum, count) RUNS times: the first
 * run is cold (the locked instance and its view are created, the file's metadata read), the rest
 * reuse the instance. Target: p50 ≤ 300 ms. scripts/bench/worksheet.ts calls `run()`.
 */
const ROWS = 1_000_000;
const RUNS = 20;
const TARGET_P50_MS = 300;

const GROUP_BY = `SELECT region, product, sum(amount) AS amount, sum(qty) AS qty, count(*) AS orders
  FROM ws_sales WHERE day >= ? GROUP BY region, product ORDER BY region, product`;

export interface WorksheetQueryBench {
  rows: number;
  parquetBytes: number;
  coldMs: number;
  p50Ms: number;
  p95Ms: number;
  groups: number;
  withinTarget: boolean;
}

/** 1,000,000 sales rows (8 regions, 50 products, a year of days) as Parquet at `path`. */
async function writeSales(path: string): Promise<void> {
  const connection = await (await DuckDBInstance.create(':memory:')).connect();
  await connection.run(`COPY (
      SELECT 'region-' || (hash(i) % 8) AS region,
             'product-' || (hash(i * 7) % 50) AS product,
             (hash(i * 13) % 20 + 1)::BIGINT AS qty,
             round((hash(i * 17) % 100000) / 100.0, 2)::DOUBLE AS amount,
             DATE '2026-01-01' + (i % 365)::INTEGER AS day
      FROM range(${ROWS}) AS t(i)
    ) TO '${path}' (FORMAT parquet)`);
  connection.closeSync();
}

/** Writes the Parquet, runs the group-by RUNS times, returns the figures (and prints them). */
export async function run(): Promise<WorksheetQueryBench> {
  const folder = await mkdtemp(join(tmpdir(), 'bench-worksheet-'));
  try {
    const file = join(folder, 'sales.parquet');
    await writeSales(file);
    const times: number[] = [];
    let groups = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const result = await queryLocal({
        tables: [{ name: 'ws_sales', files: [file] }],
        statement: GROUP_BY,
        params: ['2026-01-01'],
        maxRows: 10_000,
        timeoutSeconds: 30,
      });
      times.push(performance.now() - started);
      groups = result.rows.length;
    }
    const coldMs = times[0] ?? NaN;
    const sorted = [...times].sort((a, b) => a - b);
    const figures: WorksheetQueryBench = {
      rows: ROWS,
      parquetBytes: (await stat(file)).size,
      coldMs,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      groups,
      withinTarget: percentile(sorted, 50) <= TARGET_P50_MS,
    };
    const [one, five] = loadavg();
    const f = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(
      `worksheet query, DuckDB (${cpus().length} cores, load average ${one?.toFixed(2)} / ${five?.toFixed(2)}), Node ${process.version}`,
    );
    console.log(
      `rows=${ROWS} parquet=${(figures.parquetBytes / 1024 / 1024).toFixed(1)} MB groups=${groups} runs=${RUNS}  ` +
        `cold=${f(coldMs)}  p50=${f(figures.p50Ms)}  p95=${f(figures.p95Ms)}  ` +
        `(target p50 ≤ ${TARGET_P50_MS} ms: ${figures.withinTarget ? 'met' : 'missed'})`,
    );
    return figures;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
