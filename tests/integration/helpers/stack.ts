import { inject } from 'vitest';
import { isStackInfo, stackPath, type StackInfo } from '../stacks.js';

/**
 * The stack of this test worker's slot. Files run at once up to vitest's `maxWorkers`
 * (vitest.config.ts); each concurrent slot has a stack of its own (global-setup.ts), which
 * worker-setup.ts loads before each file. Whatever a file makes outside its stack (SQL fixtures in
 * the machine's databases) is named with `workerSlot()` so that two slots never meet there.
 */
let own: StackInfo | undefined;

/** This worker's slot among the files that run at once: VITEST_POOL_ID, 1 to `maxWorkers`. */
export function workerSlot(): number {
  const slot = Number(process.env.VITEST_POOL_ID);
  if (!Number.isInteger(slot) || slot < 1) {
    throw new Error(
      `VITEST_POOL_ID is "${process.env.VITEST_POOL_ID ?? ''}": run the integration files through vitest`,
    );
  }
  return slot;
}

/** Asks the suite for this slot's stack (started when the slot's first file asks). */
export async function loadOwnStack(): Promise<StackInfo> {
  const { broker, slots } = inject('stacks');
  const slot = workerSlot();
  if (slot > slots) throw new Error(`worker slot ${slot} has no stack: the suite has ${slots} slots`);
  const response = await fetch(`${broker}${stackPath(slot)}`);
  const body = await response.text();
  if (!response.ok) throw new Error(`the stack of worker slot ${slot}: ${response.status} ${body}`);
  const stack: unknown = JSON.parse(body);
  if (!isStackInfo(stack)) throw new Error(`the stack of worker slot ${slot} answered ${body}`);
  own = stack;
  return stack;
}

/** The stack this worker's files run against. */
export function ownStack(): StackInfo {
  if (!own) throw new Error('no stack loaded: tests/integration/worker-setup.ts loads it before each file');
  return own;
}
