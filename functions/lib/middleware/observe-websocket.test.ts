import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeWebSocket } from './observe-websocket.js';
import { captureOutput } from './test-output.js';

interface RouteEvent {
  requestContext: { routeKey: string; connectionId: string; requestId: string };
}
const routeEvent = (routeKey: string): RouteEvent => ({
  requestContext: { routeKey, connectionId: 'c-1', requestId: 'ws-req-1' },
});
const context = { awsRequestId: 'lambda-1' } as Context;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('observeWebSocket', () => {
  it('logs one line per route with the request id, route, status and duration, and passes the answer through', async () => {
    vi.stubEnv('WALLBOARD_QUIET', '0');
    const { requests } = captureOutput();
    const handler = middy<RouteEvent, { statusCode: number; body: string }, Error, Context>()
      .use(observeWebSocket())
      .handler(async (event) => {
        if (event.requestContext.routeKey === '$disconnect') throw new Error('boom');
        return event.requestContext.routeKey === '$connect'
          ? { statusCode: 401, body: 'unauthorized' }
          : { statusCode: 200, body: '' };
      });
    expect(await handler(routeEvent('$connect'), context)).toEqual({ statusCode: 401, body: 'unauthorized' });
    await handler(routeEvent('$default'), context);
    await expect(handler(routeEvent('$disconnect'), context)).rejects.toThrow('boom');
    expect(requests()).toEqual([
      expect.objectContaining({
        level: 'INFO',
        family: 'ws',
        requestId: 'ws-req-1',
        act: '$connect',
        code: 401,
        durationMs: expect.any(Number),
      }),
      expect.objectContaining({ level: 'INFO', family: 'ws', act: '$default', code: 200 }),
      expect.objectContaining({ level: 'ERROR', family: 'ws', act: '$disconnect', code: 500 }),
    ]);
  });
});
