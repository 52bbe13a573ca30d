import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WallboardContext } from '../act.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { fail } from '../errors.js';
import { json } from '../respond.js';
import { errorResponse } from './error-response.js';
import { captureOutput } from './test-output.js';
import { observe } from './observe.js';
import { requestState } from './request-state.js';
import type { Middleware } from './types.js';

/** Stands in for `authenticate`: the caller a session would give (the tenant comes from it). */
const signedIn: Middleware = {
  before: ({ context }) => {
    context.wb.act = 'v1/screen/list';
    context.wb.caller = { userId: 'u-1', tenantId: 't-42', isAdmin: false, tokenHash: 'h', corps: ['t-42'] };
  },
};

function chain(run: () => Promise<unknown>) {
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, WallboardContext>()
    .use(requestState())
    .use(observe('screen'))
    .use(errorResponse())
    .use(signedIn)
    .handler(async () => json({ code: 200, msg: await run() }));
}

const event = {
  headers: {},
  requestContext: { http: { sourceIp: '127.0.0.1', userAgent: 'vitest' } },
} as unknown as APIGatewayProxyEventV2;
const context = { awsRequestId: 'req-7' } as Context as WallboardContext;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('observe', () => {
  it("logs the caller's tenant with the request id, act, code and duration", async () => {
    vi.stubEnv('WALLBOARD_QUIET', '0');
    const { requests } = captureOutput();
    await chain(async () => [])(event, context);
    await chain(async () => fail('PERMISSION_DENIED'))(event, context);
    expect(requests()).toEqual([
      expect.objectContaining({
        requestId: 'req-7',
        tenant: 't-42',
        act: 'v1/screen/list',
        code: 200,
        family: 'screen',
        durationMs: expect.any(Number),
      }),
      expect.objectContaining({
        requestId: 'req-7',
        tenant: 't-42',
        act: 'v1/screen/list',
        code: ErrorCode.PERMISSION_DENIED,
        family: 'screen',
      }),
    ]);
  });
});
