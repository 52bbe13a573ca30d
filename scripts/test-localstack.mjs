#!/usr/bin/env node
// `npm run test:localstack`: the integration suite against LocalStack at LOCALSTACK_ENDPOINT (or
// AWS_ENDPOINT_URL), e.g. `LOCALSTACK_ENDPOINT=http://localhost:4566 npm run test:localstack`,
// in place of DynamoDB Local + s3rver. Files given as arguments narrow it. The tables and buckets
// of infra/resources.ts are created there if missing and seeded; the files run one at a time,
// since every worker slot's stack would share LocalStack's one store (fixed table names).
// Without an endpoint it says so and fails: LocalStack is not started here.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const endpoint = process.env.LOCALSTACK_ENDPOINT || process.env.AWS_ENDPOINT_URL;
if (!endpoint) {
  console.error(
    '✗ test:localstack needs a running LocalStack: set LOCALSTACK_ENDPOINT (or AWS_ENDPOINT_URL), e.g. LOCALSTACK_ENDPOINT=http://localhost:4566',
  );
  process.exit(2);
}
const reachable = await fetch(new URL('/_localstack/health', endpoint), { signal: AbortSignal.timeout(5000) }).then(
  (response) => response.ok,
  () => false,
);
if (!reachable) {
  console.error(`✗ test:localstack: no LocalStack answers at ${endpoint} (GET /_localstack/health)`);
  process.exit(2);
}
const result = spawnSync(
  join(root, 'node_modules', '.bin', 'vitest'),
  ['run', '--project', 'integration', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      WALLBOARD_EMULATOR: 'localstack',
      LOCALSTACK_ENDPOINT: endpoint,
      WALLBOARD_INTEGRATION_WORKERS: '1',
    },
  },
);
process.exit(result.status ?? 1);
