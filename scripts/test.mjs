#!/usr/bin/env node
// `npm test`: every test, in order — types, lint (ESLint, cycles, unused exports, Prettier), unit,
// components in Chromium beside CDK, integration (local emulators), then the SPA is built and
// Playwright drives it in Chromium. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sideBySide } from './side-by-side.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const scratch = mkdtempSync(join(tmpdir(), 'wallboard-test-'));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(title, command, args, env = {}) {
  console.log(`\n━━ ${title} ━━`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

const vitestReport = (project) => join(scratch, `vitest-${project}.json`);
const vitestArgs = (project) => [
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport(project)}`,
];

/** Adds a vitest project's counts from its JSON report to the totals. */
function tally(project) {
  const report = vitestReport(project);
  if (!existsSync(report)) return;
  const json = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += json.numPassedTests ?? 0;
  totals.failed += json.numFailedTests ?? 0;
  totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
}

function vitest(project, env = {}) {
  step(`vitest: ${project}`, bin('vitest'), vitestArgs(project), env);
  tally(project);
}

if (!existsSync(join(root, 'node_modules', '.bin', 'vitest'))) {
  console.log('▸ Installing dependencies (npm ci)…');
  if (spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

// Chromium and a CJK font for the component and e2e suites: installed through apt-get when we run as root,
// as `npm start` installs what is missing; otherwise we say what to run.
const hasCjkFont = () => /wenquanyi|noto sans cjk/i.test(spawnSync('fc-list', { encoding: 'utf8' }).stdout ?? '');
if (
  (!existsSync('/usr/bin/chromium') || !hasCjkFont()) &&
  process.getuid?.() === 0 &&
  spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0
) {
  console.log('▸ Installing Chromium and a CJK font (apt-get)…');
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env: aptEnv });
  spawnSync('apt-get', ['install', '-y', 'chromium', 'fonts-wqy-microhei'], { stdio: 'inherit', env: aptEnv });
}
// The type and lint gates side by side (ESLint on one core, the rest on the other).
console.log('\n━━ typecheck and lint ━━');
failures.push(
  ...(await sideBySide([
    [['lint: eslint', bin('eslint'), ['.']]],
    [
      ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
      ['lint: cycles', bin('dpdm'), []],
      ['lint: unused exports', bin('knip'), ['--no-progress']],
      ['lint: prettier', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
    ],
  ])),
);
vitest('unit');
// Components in Chromium (vitest browser mode) beside the CDK assertions, whose synthesis (every
// handler bundled, the query functions' drivers installed) keeps about one core busy for two and
// a half minutes: the component tests run on the other.
const chromium = existsSync('/usr/bin/chromium');
// Synthesis installs the query functions' packages offline, from npm's cache: it must hold the
// Lambda platform's own (linux-arm64) builds, which `npm ci` on another machine never fetches.
step('npm cache: the Lambda platform packages', 'npm', ['run', '--silent', 'cache:lambda']);
console.log('\n━━ vitest: component and infra, side by side ━━');
failures.push(
  ...(await sideBySide([
    ...(chromium ? [[['vitest: component', bin('vitest'), vitestArgs('component')]]] : []),
    [['vitest: infra', bin('vitest'), vitestArgs('infra')]],
  ])),
);
if (chromium) tally('component');
tally('infra');
// The integration run records the shapes of the storage calls its handlers send. Files outside
// the moto plan that sent a shape it does not hold are written to .data/test/moto-extra.json,
// which `npm run test:moto` runs too (tests/integration/moto-plan.json, scripts/moto-plan.ts).
const shapes = join(scratch, 'shapes.jsonl');
vitest('integration', { WALLBOARD_SHAPES_OUT: shapes });
if (existsSync(shapes)) {
  mkdirSync(join(root, '.data', 'test'), { recursive: true });
  step('moto plan: call shapes outside it', bin('tsx'), [
    'scripts/moto-plan.ts',
    'extra',
    shapes,
    join(root, '.data', 'test', 'moto-extra.json'),
  ]);
}

if (!chromium) {
  console.error(
    '\n✗ component and e2e: /usr/bin/chromium is missing: run `sudo apt-get install -y chromium fonts-wqy-microhei` (browser downloads are impossible here).',
  );
  failures.push('component and e2e (no Chromium)');
} else if (step('build web', 'npm', ['run', '--silent', 'build:web'])) {
  const report = join(scratch, 'playwright.json');
  step('playwright e2e', bin('playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    totals.failed += stats?.unexpected ?? 0;
    totals.skipped += stats?.skipped ?? 0;
  }
}

console.log(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
