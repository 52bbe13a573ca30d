import type { Family } from '../../../shared/protocol/acts.js';
import type { RequestState } from '../act.js';
import { answerCode } from './error-response.js';
import { familyTelemetry, isServerError } from './telemetry.js';
import type { Middleware } from './types.js';

/**
 * One log line and the metrics of every request, at its end: request id, tenant, act, code,
 * duration. Placed right after the request state, so its `onError` runs after the error
 * response is made (middy runs `onError` in reverse order).
 */
export function observe(family: Family): Middleware {
  const record = familyTelemetry(family);
  const finish = (state: RequestState | undefined, code: number): void => {
    record({
      requestId: state?.requestId,
      act: state?.act,
      tenant: state?.caller?.tenantId,
      code,
      durationMs: state ? Date.now() - state.now : 0,
      failed: isServerError(code),
    });
  };
  return {
    after: ({ context }) => finish(context.wb, 200),
    onError: ({ context, error }) => finish(context.wb, answerCode(error)),
  };
}
