import { parseArgs } from 'node:util';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { LoginResult } from '../../shared/acts/user.js';
import { dynamo } from '../../functions/lib/clients.js';
import { keys } from '../../functions/lib/data/keys.js';
import { env } from '../../functions/lib/env.js';
import { alternate } from './baseline.js';
import { machineLine, percentile } from './browser.js';
import { DEMO_ADMIN } from '../local/seed.js';
import { startLocalStack } from '../local/stack.js';

/**
 * `npm run bench:rpc`: latency of RPC calls through the local gateway against DynamoDB
 * Local, as a client sees it. Prints p50/p95/p99 of `v1/user/max_login` (dominated by
 * scrypt at N=2^17 by design) and of an authenticated read, `v2/admin/max_user/list`.
 * First, the gateway's overhead against its yardstick: `v1/user/preferences` (the session and
 * the user's profile item in one BatchGetItem, beside the membership's GetItem) through the
 * gateway, alternated in batches of `--batch` with a bare `GetItem` of the profile item (the
 * handlers' own DynamoDBDocumentClient, same table, key and consistency) on the same emulator;
 * p50 and p95 of both and the difference. Target: overhead ≤ 3 ms at p50.
 * Options: --calls N (default 1000), --logins N (sign-ins timed, default 50: each costs 0.4 s of
 * scrypt), --concurrency N (default 1), --batch N (default 50), --url
 * to bench a running stack (the bare read then needs AWS_ENDPOINT_URL_DYNAMODB of its emulator).
 */
const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '1000' },
    logins: { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '1' },
    batch: { type: 'string', default: '50' },
    url: { type: 'string' },
  },
});
const calls = Number(values.calls);
const logins = Number(values.logins);
const concurrency = Number(values.concurrency);
const batch = Number(values.batch);
const OVERHEAD_TARGET_MS = 3;
const WARM_UP_CALLS = 1500;

async function rpc<T>(url: string, family: string, act: string, args: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${url}/rpc/${family}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ act, args }),
  });
  const body = (await response.json()) as { code: number; msg: T };
  if (body.code !== 200) throw new Error(`${act} answered ${body.code}`);
  return body.msg;
}

/** Milliseconds of each of `count` calls, one after another. */
async function timed(count: number, call: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  return times;
}

/** The authenticated read through the gateway against a bare GetItem of the same item, in alternated batches. */
async function overhead(url: string, login: LoginResult): Promise<string[]> {
  const ours = () => rpc(url, 'user', 'v1/user/preferences', { auth: login.auth });
  const bare = () =>
    dynamo().send(new GetCommand({ TableName: env.mainTable(), Key: keys.user(login.user._id), ConsistentRead: true }));
  // Warm both paths before timing: connections, the handler's first run, and the emulator's JIT
  // (DynamoDB Local answers its first few hundred requests slower).
  await timed(WARM_UP_CALLS, ours);
  await timed(WARM_UP_CALLS, bare);
  const batches = await alternate(
    Math.max(1, Math.ceil(calls / batch)),
    () => timed(batch, ours),
    () => timed(batch, bare),
  );
  const a = batches.ours.flat().sort((x, y) => x - y);
  const b = batches.bare.flat().sort((x, y) => x - y);
  const f = (ms: number) => `${ms.toFixed(2)} ms`;
  const at = (p: number) => percentile(a, p) - percentile(b, p);
  return [
    `authenticated read, alternated batches of ${batch} (${a.length} calls each, one at a time):`,
    `  ours v1/user/preferences through the gateway: p50=${f(percentile(a, 50))}  p95=${f(percentile(a, 95))}`,
    `  bare GetItem of the same item (same client):  p50=${f(percentile(b, 50))}  p95=${f(percentile(b, 95))}`,
    `  overhead: p50 ${f(at(50))}, p95 ${f(at(95))}   target ≤ ${OVERHEAD_TARGET_MS} ms at p50 ${at(50) <= OVERHEAD_TARGET_MS ? 'OK' : 'MISSED'}`,
  ];
}

async function measure(name: string, count: number, call: () => Promise<unknown>): Promise<void> {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        const t0 = performance.now();
        await call();
        times.push(performance.now() - t0);
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const f = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(
    `${name.padEnd(28)} calls=${times.length} concurrency=${concurrency}  p50=${f(percentile(times, 50))}  p95=${f(percentile(times, 95))}  p99=${f(percentile(times, 99))}  max=${f(times.at(-1) ?? NaN)}  throughput=${(times.length / wall).toFixed(1)}/s`,
  );
}

async function main(): Promise<void> {
  process.env.WALLBOARD_QUIET = '1';
  const stack = values.url
    ? undefined
    : await startLocalStack({ port: 0, emulator: 'local', handlers: 'source', fixtures: false });
  const url = values.url ?? stack?.url ?? '';
  try {
    const login = () =>
      rpc<LoginResult>(url, 'user', 'v1/user/max_login', {
        account: DEMO_ADMIN.account,
        password: DEMO_ADMIN.password,
      });
    const first = await login();
    const { auth } = first;
    console.log(`Benchmarking ${url} (${calls} calls each, ${logins} sign-ins)…`);
    for (const line of await overhead(url, first)) console.log(line);
    await measure('v2/admin/max_user/list', calls, () =>
      rpc(url, 'admin', 'v2/admin/max_user/list', { auth, pageNum: 1, pageSize: 20 }),
    );
    await measure('v1/user/max_login', logins, login);
    console.log(machineLine('RPC benchmark', `Node ${process.version}, DynamoDB Local`));
  } finally {
    await stack?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
