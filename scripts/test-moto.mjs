#!/usr/bin/env node
// `npm run test:moto`: integration files again, against moto_server instead of DynamoDB Local +
// s3rver, to prove the handlers speak AWS's APIs, not one emulator's quirks: the files of
// tests/integration/moto-plan.json, which together send every stable shape of storage call the
// whole suite's handlers send (scripts/moto-plan.ts), and the files the last `npm test` found
// sending a shape outside the plan (.data/test/moto-extra.json). Then checks that moto saw each
// planned shape.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
if (spawnSync('moto_server', ['--help'], { stdio: 'ignore' }).status !== 0) {
  console.error('✗ moto_server is not on the PATH (pip install "moto[server]").');
  process.exit(1);
}
const scratch = mkdtempSync(join(tmpdir(), 'wallboard-moto-'));
const report = join(scratch, 'vitest.json');
const shapes = join(scratch, 'shapes.jsonl');
const plan = JSON.parse(readFileSync(join(root, 'tests', 'integration', 'moto-plan.json'), 'utf8'));
const extraPath = join(root, '.data', 'test', 'moto-extra.json');
const extra = existsSync(extraPath) ? JSON.parse(readFileSync(extraPath, 'utf8')).files : [];
const files = [...new Set([...plan.files, ...extra])];
if (extra.length > 0) console.log(`moto: ${extra.length} files beyond the plan, for call shapes it does not hold`);
const result = spawnSync(
  join(root, 'node_modules', '.bin', 'vitest'),
  ['run', '--project', 'integration', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...files],
  { stdio: 'inherit', env: { ...process.env, WALLBOARD_EMULATOR: 'moto', WALLBOARD_SHAPES_OUT: shapes } },
);
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`moto: ${json.numPassedTests} passed, ${json.numFailedTests} failed (${files.length} files)`);
}
const proven = existsSync(shapes)
  ? spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/moto-plan.ts', 'check-moto', shapes], {
      stdio: 'inherit',
    })
  : { status: 1 };
process.exit(result.status === 0 && proven.status === 0 ? 0 : 1);
