import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { takeShapes } from './helpers/faults.js';
import { freshMotoStore } from './moto-fresh-store.js';

// Test workers reach the same emulators as the stack, so they can look into the store.
const { env } = inject('stack');
Object.assign(process.env, env, { WALLBOARD_QUIET: '1' });
// Files run one at a time (vitest.config.ts), so each can start from the seed alone.
if (process.env.WALLBOARD_EMULATOR === 'moto' && env.AWS_ENDPOINT_URL_DYNAMODB) {
  await freshMotoStore(env.AWS_ENDPOINT_URL_DYNAMODB);
}

// With WALLBOARD_SHAPES_OUT set, each file appends the shapes of the storage calls its handlers
// sent (scripts/local/call-shapes.ts) as a JSON line: what the moto run's plan is made from
// and checked by (scripts/test/moto-plan.ts).
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
    appendFileSync(shapesOut, `${JSON.stringify({ file, seconds, shapes: await takeShapes() })}\n`);
  });
}
