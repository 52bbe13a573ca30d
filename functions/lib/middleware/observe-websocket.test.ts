import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeWebSocket } from './observe-websocket.js';
import { captureOutput } from './test-output.js';

const routeEvent = (routeKey: string) => ({ requestContext: { routeKey, connectionId: 'c-1', requestId: 'ws-req-1' } });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('observeWebSocket', () => {
  it('logs one line per route with the request id, route, status and duration, and passes the answer through', async () => {
    vi.stubEnv('WALLBOARD_QUIET', '0');
    const { requests } = captureOutput();
    const handler = observeWebSocket(async (event: ReturnType<typeof routeEvent>) =>
      event.requestContext.routeKey === '$connect'
        ? { statusCode: 401, body: 'unauthorized' }
        : { statusCode: 200, body: '' },
    );
    expect(await handler(routeEvent('$connect'))).toEqual({ statusCode: 401, body: 'unauthorized' });
    await handler(routeEvent('$default'));
    await expect(
      observeWebSocket(async () => Promise.reject(new Error('boom')))(routeEvent('$disconnect')),
    ).rejects.toThrow('boom');
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
