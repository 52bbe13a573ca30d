import { LIMITS } from '../../../shared/limits.js';

/** The wait before reconnect attempt `failures` (0-based): doubling from the start delay, capped at the restart delay. */
export function backoffMs(failures: number): number {
  const { backoffStartMs, restartDelayMs } = LIMITS.websocket;
  return Math.min(restartDelayMs, backoffStartMs * 2 ** Math.min(failures, 30));
}
