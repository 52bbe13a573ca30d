#!/usr/bin/env node
// `npm run test:quick`: the inner loop — types, lint (ESLint, Prettier) and the unit tests, with
// TypeScript's, ESLint's and Prettier's caches under node_modules/.cache/wallboard, so a run after
// a small change checks only what it touched. Types and lint run side by side, then the unit
// tests. The whole of `npm test` (cycles, unused exports, CDK, integration, e2e) is for before a
// push.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runQuiet } from './side-by-side.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const cache = join(root, 'node_modules', '.cache', 'wallboard');
mkdirSync(cache, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);

const checks = await Promise.all([
  runQuiet('typecheck', bin('tsc'), [
    '--noEmit',
    '-p',
    'tsconfig.json',
    '--incremental',
    '--tsBuildInfoFile',
    join(cache, 'tsc.tsbuildinfo'),
  ]),
  runQuiet('lint: eslint', bin('eslint'), ['.', '--cache', '--cache-location', join(cache, 'eslint')]),
  runQuiet('lint: prettier', bin('prettier'), [
    '--check',
    '--log-level',
    'warn',
    '--cache',
    '--cache-location',
    join(cache, 'prettier'),
    '.',
  ]),
]);
const unit = await runQuiet('vitest: unit', bin('vitest'), ['run', '--project', 'unit']);
process.exit(checks.every(Boolean) && unit ? 0 : 1);
