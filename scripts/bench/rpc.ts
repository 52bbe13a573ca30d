import { parseArgs } from 'node:util';
import type { LoginResult } from '../../shared/acts/user.js';
import { DEMO_ADMIN } from '../local/seed.js';
import { startLocalStack } from '../local/stack.js';

/**
 * `npm run bench:rpc`: latency of RPC calls through the local gateway against DynamoDB
 * Local, as a client sees it. Prints p50/p95/p99 of `v1/user/max_login` (dominated by
 * scrypt at N=2^17 by design) and of an authenticated read, `v2/admin/max_user/list`.
 * Options: --calls N (default 1000), --concurrency N (default 1), --url to bench a running stack.
 */
const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '1' },
    url: { type: 'string' },
  },
});
const calls = Number(values.calls);
const concurrency = Number(values.concurrency);

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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function measure(name: string, call: () => Promise<unknown>): Promise<void> {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < calls) {
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
    const { auth } = await login();
    console.log(`Benchmarking ${url} (${calls} calls each)…`);
    await measure('v2/admin/max_user/list', () =>
      rpc(url, 'admin', 'v2/admin/max_user/list', { auth, pageNum: 1, pageSize: 20 }),
    );
    await measure('v1/user/max_login', login);
  } finally {
    await stack?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
