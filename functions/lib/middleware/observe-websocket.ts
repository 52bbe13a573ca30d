import { familyTelemetry } from './telemetry.js';

/** What the wrapper reads of a WebSocket route's event and answer. */
interface RouteEvent {
  requestContext: { routeKey: string; connectionId: string; requestId?: string };
}
type RouteResult = string | { statusCode?: number };

/**
 * The WebSocket handler is not on the middy chain: this wraps it for the same one log line
 * and metrics per request (family `ws`, the route as the act, the HTTP status as the code).
 */
export function observeWebSocket<E extends RouteEvent, R extends RouteResult>(
  route: (event: E) => Promise<R>,
): (event: E) => Promise<R> {
  const record = familyTelemetry('ws');
  return async (event) => {
    const started = Date.now();
    const { requestId, connectionId, routeKey } = event.requestContext;
    let code = 500;
    try {
      const result = await route(event);
      code = typeof result === 'string' ? 200 : (result.statusCode ?? 200);
      return result;
    } finally {
      record({
        requestId: requestId ?? connectionId,
        act: routeKey,
        tenant: undefined,
        code,
        durationMs: Date.now() - started,
        failed: code >= 500,
      });
    }
  };
}
