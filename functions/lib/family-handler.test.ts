import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import type { WallboardContext } from './act.js';
import { fail } from './errors.js';
import { familyHandler } from './family-handler.js';

function event(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers,
    requestContext: {
      accountId: '0', apiId: 'test', domainName: 'test', domainPrefix: 'test', requestId: 'r', routeKey: `${method} ${path}`,
      stage: '$default', time: '', timeEpoch: 0,
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    isBase64Encoded: false,
  };
}

const context = { awsRequestId: 'req-123' } as Context as WallboardContext;

describe('the family handler chain', () => {
  it('answers an unexpected failure as a server error with a request id, and no stack or message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = familyHandler('tenant', {
      'GET /chameleon/start': {
        access: 'public',
        run: async () => {
          throw new Error('password=hunter2 at db.connect (/srv/app.js:1:1)');
        },
      },
    });
    const result = await handler(event('GET', '/chameleon/start'), context);
    expect(result.statusCode).toBe(500);
    const body = JSON.parse(String(result.body)) as Record<string, unknown>;
    expect(body).toEqual({ code: ErrorCode.SERVER_ERROR, msg: expect.any(String), request_id: 'req-123' });
    expect(String(result.body)).not.toMatch(/hunter2|app\.js|at /);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('req-123'));
    logged.mockRestore();
  });

  it('answers a refusal with its code and the text in the language asked for', async () => {
    const handler = familyHandler('tenant', {
      'GET /chameleon/start': { access: 'public', run: async () => fail('PERMISSION_DENIED') },
    });
    const result = await handler(event('GET', '/chameleon/start', undefined, { language: 'en' }), context);
    expect(JSON.parse(String(result.body))).toEqual({ code: ErrorCode.PERMISSION_DENIED, msg: 'Permission check failed' });
  });

  it('does not run an act the family does not serve', async () => {
    const run = vi.fn(async () => ({ exist: true }));
    const handler = familyHandler('user', { 'v1/user/exist': { access: 'public', run } });
    const result = await handler(event('POST', '/rpc/user', { act: 'v1/user/logout', args: {} }), context);
    expect(JSON.parse(String(result.body)).code).toBe(ErrorCode.INTERFACE_MISSING);
    expect(run).not.toHaveBeenCalled();
  });

  it('hands the act its args validated and stripped of auth and corp_id', async () => {
    let received: unknown;
    const handler = familyHandler('user', {
      'v1/user/exist': {
        access: 'public',
        run: async (args) => {
          received = args;
          return { exist: false };
        },
      },
    });
    const result = await handler(
      event('POST', '/rpc/user', { act: 'v1/user/exist', args: { auth: 'share', corp_id: 'x', email: ' A@B.CN ', extra: 1 } }),
      context,
    );
    expect(received).toEqual({ email: 'a@b.cn' });
    expect(JSON.parse(String(result.body))).toEqual({ code: 200, msg: { exist: false } });
  });
});
