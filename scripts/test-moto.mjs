#!/usr/bin/env node
// `npm run test:moto`: the integration suite again, against moto_server instead of
// DynamoDB Local + s3rver, to prove the handlers speak AWS's APIs, not one emulator's quirks.
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
const report = join(mkdtempSync(join(tmpdir(), 'wallboard-moto-')), 'vitest.json');
const result = spawnSync(
  join(root, 'node_modules', '.bin', 'vitest'),
  ['run', '--project', 'integration', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  { stdio: 'inherit', env: { ...process.env, WALLBOARD_EMULATOR: 'moto' } },
);
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`moto: ${json.numPassedTests} passed, ${json.numFailedTests} failed`);
}
process.exit(result.status ?? 1);
