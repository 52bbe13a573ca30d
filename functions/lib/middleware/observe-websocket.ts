import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { familyTelemetry } from './telemetry.js';

/** What the middleware reads of a WebSocket route's event and answer. */
interface RouteEvent {
  requestContext: { routeKey: string; connectionId: string; requestId?: string };
}
interface RouteResult {
  statusCode?: number;
}

/**
 * The WebSocket chain's one log line and metrics per request (family `ws`, the route as the
 * act, the HTTP status as the code), as `observe` is for the HTTP families. First in the chain,
 * so its `onError` runs last and sees the status the error middleware answered.
 */
export function observeWebSocket<E extends RouteEvent, R extends RouteResult>(): MiddlewareObj<E, R, Error, Context> {
  const record = familyTelemetry('ws');
  const started = new WeakMap<object, number>();
  const finish = (event: E, code: number): void => {
    const { requestId, connectionId, routeKey } = event.requestContext;
    record({
      requestId: requestId ?? connectionId,
      act: routeKey,
      tenant: undefined,
      code,
      durationMs: Date.now() - (started.get(event) ?? Date.now()),
      failed: code >= 500,
    });
  };
  return {
    before: ({ event }) => {
      started.set(event, Date.now());
    },
    after: ({ event, response }) => finish(event, response?.statusCode ?? 200),
    onError: ({ event, response }) => finish(event, response?.statusCode ?? 500),
  };
}
