import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'aws-lambda';

/**
 * When the request being answered must be done: the moment the function's own timeout stops it
 * (Lambda's `getRemainingTimeInMillis()`; the local gateway counts the deployed timeout from the
 * request's start). familyHandler sets it around every act and dataRoute around
 * `/api/data/{path}`; everything the act awaits sees it. Synchronous statements take their
 * timeout from it (sql/timeout-cap.ts), so the database cancels them before the function is
 * stopped. Work outside a request (the worksheet runner, the local timer, scripts) has none and
 * keeps its own timeouts.
 */
interface RequestDeadline {
  /** Epoch ms. */
  endsAt: number;
}

const scope = new AsyncLocalStorage<RequestDeadline>();

/** Runs `work` (and everything it awaits) as a request with `remainingMs` left. */
export function runWithDeadline<T>(remainingMs: number, work: () => Promise<T>): Promise<T> {
  return scope.run({ endsAt: Date.now() + remainingMs }, work);
}

/**
 * Runs `work` under the time the function's runtime says `context` has left; with none when the
 * context has no clock (a test's bare context).
 */
export function inRequestTime<T>(
  context: Partial<Pick<Context, 'getRemainingTimeInMillis'>>,
  work: () => Promise<T>,
): Promise<T> {
  const remaining = context.getRemainingTimeInMillis;
  return typeof remaining === 'function' ? runWithDeadline(remaining.call(context), work) : work();
}

/** Runs `work` with no request deadline: work this process starts for later, which outlives the request. */
export function runWithoutDeadline<T>(work: () => Promise<T>): Promise<T> {
  return scope.exit(work);
}

/** Milliseconds the running request has left (negative once past), undefined outside a request. */
export function requestRemainingMs(now: number = Date.now()): number | undefined {
  const deadline = scope.getStore();
  return deadline === undefined ? undefined : deadline.endsAt - now;
}
