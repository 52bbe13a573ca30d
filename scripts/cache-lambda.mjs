#!/usr/bin/env node
// `npm run cache:lambda`: adds to npm's cache the lockfile's packages built for the Lambda
// functions' platform (linux, arm64, glibc) that `npm ci` on another platform skips, such as
// DuckDB's linux-arm64 binding. `cdk synth` installs the packages shipped beside the query
// functions with `npm ci --offline` (infra/stacks/lambda.ts), from this cache only. Run it once,
// online, after `npm ci` on a machine that is not linux-arm64.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packages } = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const fits = (list, value) => list === undefined || list.includes(value);
const wanted = Object.entries(packages)
  .filter(([path, entry]) => path.includes('node_modules/') && !entry.dev && (entry.os || entry.cpu || entry.libc))
  .filter(([, entry]) => fits(entry.os, 'linux') && fits(entry.cpu, 'arm64') && fits(entry.libc, 'glibc'))
  .map(([path, entry]) => `${path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version}`);
for (const spec of wanted) {
  const added = spawnSync('npm', ['cache', 'add', spec], { stdio: 'inherit' });
  if (added.status !== 0) {
    console.error(`✗ npm cache add ${spec} failed`);
    process.exit(1);
  }
}
console.log(`cache:lambda: ${wanted.length} packages of linux-arm64 in npm's cache (${wanted.join(', ')})`);
