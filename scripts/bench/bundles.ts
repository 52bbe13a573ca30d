import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { FUNCTIONS_OUT, buildHandlers } from '../build-functions.js';
import {
  BUNDLE_BUDGET_BYTES,
  QUERY_BUNDLE_BUDGET_BYTES,
  budgetOf,
  kB,
  overBudget,
  sizeOf,
  type BundleSize,
} from './bundle-report.js';

/**
 * `npm run bench:bundles`: builds the handler bundles (dist/functions, the CDK settings) and
 * prints per handler its raw and gzipped size, its 5 largest contributors and its cold init
 * (a fresh `node` importing the bundle until `handler` is exported, median of --runs, default
 * 5; what a bundle leaves external, the AWS SDK and Powertools, is loaded from node_modules and
 * counted). Exits 1 when a bundle is over its budget (300 kB raw; the query functions, which
 * bundle the database drivers, 1.5 MB).
 */
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Math.max(1, Number(values.runs) || 5);

/**
 * Local dummies: the SDK clients are created lazily, nothing may connect. AWS_EXECUTION_ENV as in
 * Lambda, so the Powertools Tracer, loaded only there (functions/lib/clients.ts), is counted.
 */
const DUMMY_AWS_ENV: Record<string, string> = {
  AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_ENDPOINT_URL: 'http://127.0.0.1:9',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  WALLBOARD_QUIET: '1',
  POWERTOOLS_METRICS_DISABLED: 'true',
};

const IMPORT_TIMER = `
const started = performance.now();
const module = await import(process.env.BENCH_BUNDLE_URL);
if (typeof module.handler !== 'function') process.exit(2);
process.stdout.write(String(performance.now() - started));
`;

function coldInitMs(file: string): number {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...DUMMY_AWS_ENV,
    BENCH_BUNDLE_URL: pathToFileURL(file).href,
  };
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', IMPORT_TIMER], { env, encoding: 'utf8' });
  return Number(out);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

async function main(): Promise<void> {
  const built = await buildHandlers(FUNCTIONS_OUT);
  const rows: { size: BundleSize; initMs: number }[] = [];
  for (const { name, file, metafile } of built.sort((a, b) => a.name.localeCompare(b.name))) {
    const times = Array.from({ length: runs }, () => coldInitMs(file));
    rows.push({ size: sizeOf(name, file, metafile), initMs: median(times) });
  }
  console.log(`handler       raw        gzip       cold init (median of ${runs})   top contributors`);
  for (const { size, initMs } of rows) {
    const top = size.top.map((c) => `${c.name} ${kB(c.bytes)}`).join(', ');
    console.log(
      `${size.name.padEnd(13)} ${kB(size.raw).padStart(9)}  ${kB(size.gzip).padStart(9)}  ${`${initMs.toFixed(0)} ms`.padStart(8)}${' '.repeat(21)}${top}`,
    );
  }
  const externals = [...new Set(rows.flatMap((row) => row.size.externals))].sort();
  if (externals.length > 0)
    console.log(`Imported at run time, not bundled (timed in cold init from node_modules): ${externals.join(', ')}`);
  const over = overBudget(rows.map((row) => row.size));
  if (over.length > 0) {
    console.error(`Over budget: ${over.map((s) => `${s.name} (${kB(s.raw)} of ${kB(budgetOf(s.name))})`).join(', ')}`);
    process.exit(1);
  }
  console.log(
    `Every bundle is within its budget (${kB(BUNDLE_BUDGET_BYTES)}; query functions ${kB(QUERY_BUNDLE_BUDGET_BYTES)}).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
