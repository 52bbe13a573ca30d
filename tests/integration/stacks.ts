/**
 * What global-setup.ts, the stack processes (stack-process.ts) and the test workers
 * (helpers/stack.ts) tell each other about the suite's stacks: one stack per worker slot, each in
 * a process of its own.
 */

/** A stack as a test worker reaches it: the gateway's URL and the environment its files need. */
export interface StackInfo {
  url: string;
  env: Record<string, string>;
}

/** What a stack process sends the suite once: ready with its stack, or failed with why. */
export type StackMessage = { kind: 'ready'; stack: StackInfo } | { kind: 'failed'; error: string };

/** What the suite sends a stack process when the run is over. */
export const STOP = 'stop';

/** The path at which global-setup.ts answers the stack of worker slot `slot` (1-based). */
export const stackPath = (slot: number): string => `/stacks/${slot}`;

export function isStackMessage(value: unknown): value is StackMessage {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false;
  if (value.kind === 'failed') return 'error' in value && typeof value.error === 'string';
  return value.kind === 'ready' && 'stack' in value && isStackInfo(value.stack);
}

export function isStackInfo(value: unknown): value is StackInfo {
  return (
    typeof value === 'object' &&
    value !== null &&
    'url' in value &&
    typeof value.url === 'string' &&
    'env' in value &&
    typeof value.env === 'object' &&
    value.env !== null &&
    Object.values(value.env).every((entry) => typeof entry === 'string')
  );
}
