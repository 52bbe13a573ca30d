import middy, { type MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { log } from './log.js';
import { observeWebSocket } from './middleware/observe-websocket.js';

/** The parts of an API Gateway WebSocket event the handler reads. */
export interface WebSocketEvent {
  requestContext: {
    routeKey: string;
    connectionId: string;
    requestId?: string;
    /** The client's address as API Gateway saw the connection (no proxy in front of the WebSocket API). */
    identity?: { sourceIp?: string };
  };
  queryStringParameters?: Record<string, string | undefined> | null;
  /** The handshake's headers (`$connect` only). */
  headers?: Record<string, string | undefined> | null;
  body?: string | null;
  isBase64Encoded?: boolean;
}

/** A route's answer to API Gateway: on `$connect`, anything but 200 refuses the handshake. */
export interface WsResult {
  statusCode: number;
  body: string;
}

export type WsMiddleware = MiddlewareObj<WebSocketEvent, WsResult, Error, Context>;

/** The three routes of the WebSocket API, each given the event and the request's clock. */
export interface WsRoutes {
  connect: (event: WebSocketEvent, now: number) => Promise<WsResult>;
  disconnect: (event: WebSocketEvent, now: number) => Promise<void>;
  message: (event: WebSocketEvent, now: number) => Promise<void>;
}

export const WS_OK: WsResult = { statusCode: 200, body: '' };

/**
 * Anything a route throws is logged with the request id and answered 500, never with a stack
 * or a message. (Catalogue refusals of a frame are answered on the socket by the frame's
 * handler; only failures nobody expected reach this.)
 */
function wsServerError(): WsMiddleware {
  return {
    onError: (request) => {
      const { error, event } = request;
      log('error', 'websocket route failed', {
        requestId: event.requestContext.requestId,
        route: event.requestContext.routeKey,
        error:
          error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
      });
      request.response = { statusCode: 500, body: 'server error' };
    },
  };
}

/**
 * The one handler shape of the WebSocket API, as `familyHandler` is for the HTTP families:
 * one log line and the metrics of each route → server errors answered without detail → the
 * route. Requests inside `$default` frames are answered by functions/ws/frame.ts.
 */
export function wsChain(routes: WsRoutes) {
  return middy<WebSocketEvent, WsResult, Error, Context>()
    .use(observeWebSocket())
    .use(wsServerError())
    .handler(async (event) => {
      const now = Date.now();
      switch (event.requestContext.routeKey) {
        case '$connect':
          return routes.connect(event, now);
        case '$disconnect':
          await routes.disconnect(event, now);
          return WS_OK;
        default:
          await routes.message(event, now);
          return WS_OK;
      }
    });
}
