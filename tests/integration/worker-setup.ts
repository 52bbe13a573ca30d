import { closeSync, openSync, writeSync } from 'node:fs';
import { relative } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { takeShapes } from './helpers/faults.js';
import { loadOwnStack } from './helpers/stack.js';
import { freshMotoStore } from './moto-fresh-store.js';

// Test workers reach the same emulators as their slot's stack, so they can look into the store.
const { env } = await loadOwnStack();
Object.assign(process.env, env, { WALLBOARD_QUIET: '1' });
// A slot runs its files one at a time against a moto of its own, so each can start from the seed alone.
if (process.env.WALLBOARD_EMULATOR === 'moto' && env.AWS_ENDPOINT_URL_DYNAMODB) {
  await freshMotoStore(env.AWS_ENDPOINT_URL_DYNAMODB);
}

// With WALLBOARD_SHAPES_OUT set, each file appends the shapes of the storage calls its handlers
// sent (scripts/local/call-shapes.ts) as a JSON line: what the moto run's plan is made from
// and checked by (scripts/moto-plan.ts). Files of other slots append to the same file at
// the same time: each line is one write to a file opened for appending, which lands whole.
const shapesOut = process.env.WALLBOARD_SHAPES_OUT;
if (shapesOut) {
  let started = 0;
  beforeAll(async () => {
    await takeShapes();
    started = performance.now();
  });
  afterAll(async () => {
    const file = relative(process.cwd(), expect.getState().testPath ?? '');
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    appendLine(shapesOut, JSON.stringify({ file, seconds, shapes: await takeShapes() }));
  });
}

/** Appends `line` to `path` in one write (O_APPEND), so that lines of files running at once never interleave. */
function appendLine(path: string, line: string): void {
  const bytes = Buffer.from(`${line}\n`);
  const fd = openSync(path, 'a');
  try {
    const written = writeSync(fd, bytes);
    if (written !== bytes.length) throw new Error(`${path}: ${written} of ${bytes.length} bytes appended`);
  } finally {
    closeSync(fd);
  }
}
