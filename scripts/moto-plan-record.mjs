#!/usr/bin/env node
// `npm run moto:plan`: runs the integration suite twice on the local emulators, recording the
// shapes of the storage calls each file's handlers send, and writes the moto run's plan from
// them (scripts/moto-plan.ts): the files that prove every stable shape on moto_server.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const scratch = mkdtempSync(join(tmpdir(), 'wallboard-moto-plan-'));
const runs = [];
for (const run of [1, 2]) {
  const out = join(scratch, `run-${run}.jsonl`);
  console.log(`\n━━ recording run ${run} of 2 ━━`);
  const result = spawnSync(join(root, 'node_modules', '.bin', 'vitest'), ['run', '--project', 'integration'], {
    stdio: 'inherit',
    env: { ...process.env, WALLBOARD_SHAPES_OUT: out },
  });
  if (result.status !== 0) {
    console.error('✗ the integration suite failed: the plan is made from passing runs only.');
    process.exit(1);
  }
  runs.push(out);
}
const written = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/moto-plan.ts', 'write', ...runs], {
  stdio: 'inherit',
});
process.exit(written.status ?? 1);
