#!/usr/bin/env node
// `npm run test:quick`: the inner loop — types, lint (ESLint, Prettier) and the unit tests, with
// TypeScript's, ESLint's and Prettier's caches under node_modules/.cache/wallboard, so a run after
// a small change checks only what it touched. Types and lint run side by side, then the unit
// tests. The whole of `npm test` (cycles, unused exports, CDK, integration, e2e) is for before a
// push.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const cache = join(root, 'node_modules', '.cache', 'wallboard');
mkdirSync(cache, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(title, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`${code === 0 ? '✓' : '✗'} ${title} (${seconds} s)`);
      if (code !== 0) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const checks = await Promise.all([
  run('typecheck', bin('tsc'), [
    '--noEmit',
    '-p',
    'tsconfig.json',
    '--incremental',
    '--tsBuildInfoFile',
    join(cache, 'tsc.tsbuildinfo'),
  ]),
  run('lint: eslint', bin('eslint'), ['.', '--cache', '--cache-location', join(cache, 'eslint')]),
  run('lint: prettier', bin('prettier'), [
    '--check',
    '--log-level',
    'warn',
    '--cache',
    '--cache-location',
    join(cache, 'prettier'),
    '.',
  ]),
]);
const unit = await run('vitest: unit', bin('vitest'), ['run', '--project', 'unit']);
process.exit(checks.every(Boolean) && unit ? 0 : 1);
