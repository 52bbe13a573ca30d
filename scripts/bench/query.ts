import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { ApiDetail, ApiRunResult } from '../../shared/acts/data-api.js';
import type { DatasourceSummary } from '../../shared/acts/datasource.js';
import type { LoginResult } from '../../shared/acts/user.js';
import { DEMO_ADMIN } from '../local/seed.js';
import { startLocalStack } from '../local/stack.js';

/**
 * `npm run bench:query`: data APIs through the local gateway against the machine's PostgreSQL
 * (the demo database `npm start` seeds: `wallboard_demo.daily_sales`, read by its demo
 * connection). Prints p50/p95 of `v1/api/run` answered from the cache (TTL 30 s) and run every
 * time (TTL 0), then simulates viewers polling the same API and values every 2 s with a TTL of
 * 30 s and counts the database's scans of the table (pg_stat_user_tables: sequential + index
 * scans), against the target of one query per TTL per distinct parameter set.
 * Options: --calls N (default 300), --viewers N (default 100), --seconds N (default 60),
 * --sets N distinct parameter sets among the viewers (default 1).
 */
const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '300' },
    viewers: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '60' },
    sets: { type: 'string', default: '1' },
  },
});
const CALLS = Number(values.calls);
const VIEWERS = Number(values.viewers);
const SECONDS = Number(values.seconds);
const SETS = Math.max(1, Number(values.sets));
const POLL_MS = 2000;
const TTL = 30;
const SQL = `SELECT day, region, sum(orders) AS orders, sum(revenue) AS revenue FROM daily_sales
  WHERE day >= :from AND day < :to GROUP BY day, region ORDER BY day, region`;

async function rpc<T>(url: string, act: string, args: Record<string, unknown>): Promise<T> {
  const family = act.split('/')[1] ?? '';
  const response = await fetch(`${url}/rpc/${family}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ act, args }),
  });
  const body = (await response.json()) as { code: number; msg: T };
  if (body.code !== 200) throw new Error(`${act} answered ${body.code}: ${JSON.stringify(body)}`);
  return body.msg;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** The first line of the figures, as the other benches print it: the machine and its load. */
function machineLine(name: string): string {
  const [one, five] = loadavg();
  return `${name} (${cpus().length} cores, load average ${one?.toFixed(2)} / ${five?.toFixed(2)} at the end), Node ${process.version}, local stack`;
}

async function timed(call: () => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const f = (ms: number) => `${ms.toFixed(1)} ms`;
  return `calls=${CALLS}  p50=${f(percentile(times, 50))}  p95=${f(percentile(times, 95))}  max=${f(times.at(-1) ?? NaN)}`;
}

/**
 * Scans of the table once the server's statistics have settled: a backend flushes its counts
 * about once a second, but up to 10 s later when another backend holds the entry (PostgreSQL 15's
 * PGSTAT_IDLE_INTERVAL), so the count must hold still for longer than that.
 */
async function settledScans(client: pg.Client): Promise<number> {
  const read = async () => {
    await client.query('SELECT pg_stat_clear_snapshot()');
    const result = await client.query<{ n: string }>(
      "SELECT seq_scan + coalesce(idx_scan, 0) AS n FROM pg_stat_user_tables WHERE relname = 'daily_sales'",
    );
    return Number(result.rows[0]?.n ?? 0);
  };
  let last = await read();
  let stableSince = Date.now();
  while (Date.now() - stableSince < 11_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await read();
    if (now !== last) stableSince = Date.now();
    last = now;
  }
  return last;
}

const rangeOf = (set: number) => ({ from: `2000-01-${String(1 + (set % 28)).padStart(2, '0')}`, to: '2100-01-01' });

async function main(): Promise<void> {
  process.env.WALLBOARD_QUIET = '1';
  const stack = await startLocalStack({ port: 0, emulator: 'local', handlers: 'source', fixtures: false });
  const stats = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'wallboard_demo' });
  try {
    await stats.connect();
    const url = stack.url;
    const { auth } = await rpc<LoginResult>(url, 'v1/user/max_login', {
      account: DEMO_ADMIN.account,
      password: DEMO_ADMIN.password,
    });
    const connections = await rpc<DatasourceSummary[]>(url, 'v1/datasource/list', { auth });
    const connection = connections.find((c) => c.type === 'postgresql');
    if (!connection) throw new Error('no demo PostgreSQL connection: is PostgreSQL running on 127.0.0.1:5432?');
    const add = (ttl: number) =>
      rpc<ApiDetail>(url, 'v1/api/add', {
        auth,
        definition: {
          name: `bench_ttl_${ttl}_${Date.now().toString(36)}`,
          path: `bench-ttl-${ttl}-${Date.now().toString(36)}`,
          type: 'direct',
          datasource_id: connection._id,
          sql: SQL,
          params: [
            { name: 'from', type: 'date', required: true },
            { name: 'to', type: 'date', required: true },
          ],
          ttl,
        },
      });
    const cachedApi = await add(TTL);
    const uncachedApi = await add(0);
    const run = (api: ApiDetail, set: number) =>
      rpc<ApiRunResult>(url, 'v1/api/run', { auth, _id: api._id, values: rangeOf(set) });

    const pollingApi = await add(TTL);
    const before = await settledScans(stats);
    const started = Date.now();
    let calls = 0;
    let failures = 0;
    let uncachedAnswers = 0;
    await Promise.all(
      Array.from({ length: VIEWERS }, async (_, viewer) => {
        // Viewers start spread over one polling interval, as real displays do.
        await new Promise((resolve) => setTimeout(resolve, (viewer * POLL_MS) / VIEWERS));
        while (Date.now() - started < SECONDS * 1000) {
          const tick = Date.now();
          calls++;
          await run(pollingApi, viewer % SETS).then(
            (answer) => (uncachedAnswers += answer.cached ? 0 : 1),
            () => failures++,
          );
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, POLL_MS - (Date.now() - tick))));
        }
      }),
    );
    const queries = (await settledScans(stats)) - before;
    // The first poll opens a window; a poll in the last moment may open one more.
    const target = (Math.floor(SECONDS / TTL) + 1) * SETS;
    await run(cachedApi, 0);
    const cached = await timed(() => run(cachedApi, 0));
    const uncached = await timed(() => run(uncachedApi, 0));

    console.log(machineLine('bench:query'));
    console.log(`v1/api/run cached (TTL ${TTL} s)   ${cached}`);
    console.log(`v1/api/run uncached (TTL 0)     ${uncached}`);
    console.log(
      `polling: ${VIEWERS} viewers every ${POLL_MS / 1000} s for ${SECONDS} s, ${SETS} parameter set(s), TTL ${TTL} s: ` +
        `${calls} calls (${failures} failed, ${uncachedAnswers} not from the cache), ${queries} database queries (target ≤ ${target}: one per ${TTL} s window per set)`,
    );
  } finally {
    await stats.end().catch(() => undefined);
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
