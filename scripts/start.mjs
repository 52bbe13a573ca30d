#!/usr/bin/env node
// `npm start`: installs what is missing, builds the SPA and the handler bundles, and runs
// the whole local stack on one port (PORT, default 8787) with data kept under .data/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

function newer(a, b) {
  return !existsSync(b) || statSync(a).mtimeMs > statSync(b).mtimeMs;
}

// 1. Dependencies, from the lockfile.
if (newer('package-lock.json', 'node_modules/.package-lock.json')) {
  console.log('▸ Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

// 2. Java for DynamoDB Local.
if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0) {
  console.error(
    '✗ DynamoDB Local needs Java 17 or newer: install it (e.g. apt-get install -y openjdk-17-jre-headless) and run npm start again.',
  );
  process.exit(1);
}

// 3. Build the SPA and the handlers (the same bundles CDK deploys).
console.log('▸ Building the web app…');
run('npm', ['run', '--silent', 'build:web']);
console.log('▸ Bundling the handlers…');
run('npm', ['run', '--silent', 'build:functions']);

// 4. The stack, on the Node the lockfile installs (the major Lambda runs), whatever Node ran npm.
const projectNode = join(root, 'node_modules', '.bin', 'node');
const version = JSON.parse(readFileSync('package.json', 'utf8')).version;
const sha = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout?.trim() || 'local';
const child = spawn(
  existsSync(projectNode) ? projectNode : process.execPath,
  [
    join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    'scripts/local/stack.ts',
    '--bundles',
    'dist/functions',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, APP_VERSION: version, APP_BUILD: sha } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
