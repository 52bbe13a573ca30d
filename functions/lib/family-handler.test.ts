import { ACT_SCHEMAS } from '../../shared/acts/registry.js';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import type { WallboardContext } from './act.js';
import { fail } from './errors.js';
import { familyHandler } from './family-handler.js';
import { captureOutput, type Line } from './middleware/test-output.js';

function event(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers,
    requestContext: {
      accountId: '0',
      apiId: 'test',
      domainName: 'test',
      domainPrefix: 'test',
      requestId: 'r',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: '',
      timeEpoch: 0,
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    isBase64Encoded: false,
  };
}

const context = { awsRequestId: 'req-123' } as Context as WallboardContext;

interface EmfLine extends Line {
  _aws: {
    CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[];
  };
}

function metricLines(lines: Line[]): EmfLine[] {
  return lines.filter((line): line is EmfLine => typeof line._aws === 'object' && line._aws !== null);
}

function metricNames(line: EmfLine): string[] {
  return line._aws.CloudWatchMetrics.flatMap((group) => group.Metrics.map((metric) => metric.Name));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the family handler chain', () => {
  it('answers an unexpected failure as a server error with a request id, and no stack or message', async () => {
    const output = captureOutput();
    const handler = familyHandler(
      'tenant',
      {
        'GET /chameleon/start': {
          access: 'public',
          run: async () => {
            throw new Error('password=hunter2 at db.connect (/srv/app.js:1:1)');
          },
        },
      },
      ACT_SCHEMAS,
    );
    const result = await handler(event('GET', '/chameleon/start'), context);
    expect(result.statusCode).toBe(500);
    const body = JSON.parse(String(result.body)) as Record<string, unknown>;
    expect(body).toEqual({ code: ErrorCode.SERVER_ERROR, msg: expect.any(String), request_id: 'req-123' });
    expect(String(result.body)).not.toMatch(/hunter2|app\.js|at /);
    const logged = output.lines().find((line) => line.message === 'unexpected error');
    expect(logged).toMatchObject({ level: 'ERROR', requestId: 'req-123', act: 'GET /chameleon/start' });
    expect(JSON.stringify(logged)).toContain('hunter2');
  });

  it('answers a refusal with its code and the text in the language asked for', async () => {
    const handler = familyHandler(
      'tenant',
      {
        'GET /chameleon/start': { access: 'public', run: async () => fail('PERMISSION_DENIED') },
      },
      ACT_SCHEMAS,
    );
    const result = await handler(event('GET', '/chameleon/start', undefined, { language: 'en' }), context);
    expect(JSON.parse(String(result.body))).toEqual({
      code: ErrorCode.PERMISSION_DENIED,
      msg: 'Permission check failed',
    });
  });

  it('does not run an act the family does not serve', async () => {
    const run = vi.fn(async () => ({ exist: true }));
    const handler = familyHandler('user', { 'v1/user/exist': { access: 'public', run } }, ACT_SCHEMAS);
    const result = await handler(event('POST', '/rpc/user', { act: 'v1/user/logout', args: {} }), context);
    expect(JSON.parse(String(result.body)).code).toBe(ErrorCode.INTERFACE_MISSING);
    expect(run).not.toHaveBeenCalled();
  });

  it('hands the act its args validated and stripped of auth and corp_id', async () => {
    let received: unknown;
    const handler = familyHandler(
      'user',
      {
        'v1/user/exist': {
          access: 'public',
          run: async (args) => {
            received = args;
            return { exist: false };
          },
        },
      },
      ACT_SCHEMAS,
    );
    const result = await handler(
      event('POST', '/rpc/user', {
        act: 'v1/user/exist',
        args: { auth: 'share', corp_id: 'x', email: ' A@B.CN ', extra: 1 },
      }),
      context,
    );
    expect(received).toEqual({ email: 'a@b.cn' });
    expect(JSON.parse(String(result.body))).toEqual({ code: 200, msg: { exist: false } });
  });
});

describe('the family handler telemetry', () => {
  it('logs one line per request with request id, act, code and duration, and publishes acts and latency for the family', async () => {
    vi.stubEnv('WALLBOARD_QUIET', '0');
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'wallboard-user');
    vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
    const output = captureOutput();
    const handler = familyHandler(
      'user',
      {
        'v1/user/exist': { access: 'public', run: async () => ({ exist: true }) },
      },
      ACT_SCHEMAS,
    );
    await handler(event('POST', '/rpc/user', { act: 'v1/user/exist', args: { email: 'a@b.cn' } }), context);
    await handler(event('POST', '/rpc/user', { act: 'v1/user/exist', args: { email: 'a@b.cn' } }), context);
    const lines = output.lines();
    const requests = lines.filter((line) => line.message === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      level: 'INFO',
      service: 'wallboard',
      family: 'user',
      requestId: 'req-123',
      act: 'v1/user/exist',
      code: 200,
      durationMs: expect.any(Number),
      coldStart: true,
    });
    expect(requests[1]).toMatchObject({ coldStart: false });
    const metrics = metricLines(lines);
    const perRequest = metrics.filter((line) => metricNames(line).includes('acts'));
    expect(perRequest).toHaveLength(2);
    expect(perRequest[0]?._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: 'Wallboard',
      Dimensions: [expect.arrayContaining(['family'])],
    });
    expect(metricNames(perRequest[0] as EmfLine).sort()).toEqual(['acts', 'errors', 'latency', 'refusals']);
    expect(perRequest[0]).toMatchObject({
      family: 'user',
      acts: 1,
      errors: 0,
      refusals: 0,
      latency: expect.any(Number),
    });
    expect(metrics.filter((line) => metricNames(line).includes('ColdStart'))).toHaveLength(1);
  });

  it('logs a refusal with its code and a server error as an error line, counted in refusals and errors', async () => {
    vi.stubEnv('WALLBOARD_QUIET', '0');
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    const output = captureOutput();
    const handler = familyHandler(
      'tenant',
      {
        'GET /chameleon/start': { access: 'public', run: async () => fail('PERMISSION_DENIED') },
        'POST /chameleon/tenant/enable': {
          access: 'public',
          run: async () => {
            throw new Error('boom');
          },
        },
      },
      ACT_SCHEMAS,
    );
    await handler(event('GET', '/chameleon/start'), context);
    await handler(event('POST', '/chameleon/tenant/enable'), context);
    const lines = output.lines();
    const requests = lines.filter((line) => line.message === 'request');
    expect(requests).toEqual([
      expect.objectContaining({
        level: 'INFO',
        family: 'tenant',
        act: 'GET /chameleon/start',
        code: ErrorCode.PERMISSION_DENIED,
        requestId: 'req-123',
      }),
      expect.objectContaining({
        level: 'ERROR',
        family: 'tenant',
        act: 'POST /chameleon/tenant/enable',
        code: ErrorCode.SERVER_ERROR,
        requestId: 'req-123',
      }),
    ]);
    const perRequest = metricLines(lines).filter((line) => metricNames(line).includes('acts'));
    expect(perRequest.map((line) => ({ refusals: line.refusals, errors: line.errors }))).toEqual([
      { refusals: 1, errors: 0 },
      { refusals: 0, errors: 1 },
    ]);
  });

  it('publishes no metrics under WALLBOARD_QUIET=1 or outside Lambda', async () => {
    vi.stubEnv('WALLBOARD_QUIET', '1');
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'wallboard-user');
    const output = captureOutput();
    const handler = familyHandler(
      'user',
      {
        'v1/user/exist': { access: 'public', run: async () => ({ exist: true }) },
      },
      ACT_SCHEMAS,
    );
    await handler(event('POST', '/rpc/user', { act: 'v1/user/exist', args: { email: 'a@b.cn' } }), context);
    vi.stubEnv('WALLBOARD_QUIET', '0');
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', '');
    const local = familyHandler(
      'user',
      { 'v1/user/exist': { access: 'public', run: async () => ({ exist: true }) } },
      ACT_SCHEMAS,
    );
    await local(event('POST', '/rpc/user', { act: 'v1/user/exist', args: { email: 'a@b.cn' } }), context);
    expect(metricLines(output.lines())).toEqual([]);
  });
});
