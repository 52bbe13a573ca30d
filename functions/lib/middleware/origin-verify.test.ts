import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY } from '../../../infra/resources.js';
import type { WallboardContext } from '../act.js';
import { ORIGIN_REFUSED, originVerify } from './origin-verify.js';

const OK: APIGatewayProxyStructuredResultV2 = { statusCode: 200, body: 'reached' };

function handlerWith(secret: string | undefined) {
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, WallboardContext>()
    .use(originVerify(secret))
    .handler(async () => OK);
}

const event = (headers: Record<string, string>): APIGatewayProxyEventV2 => ({
  version: '2.0',
  routeKey: 'POST /rpc/user',
  rawPath: '/rpc/user',
  rawQueryString: '',
  headers,
  requestContext: {
    accountId: '0',
    apiId: 'test',
    domainName: 'test',
    domainPrefix: 'test',
    requestId: 'r',
    routeKey: 'POST /rpc/user',
    stage: '$default',
    time: '',
    timeEpoch: 0,
    http: { method: 'POST', path: '/rpc/user', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
  },
  body: '{}',
  isBase64Encoded: false,
});
const context = {} as Context as WallboardContext;

describe('originVerify', () => {
  it('lets everything through when no secret is configured (the local stack)', async () => {
    expect(await handlerWith(undefined)(event({}), context)).toEqual(OK);
    expect(await handlerWith('')(event({}), context)).toEqual(OK);
  });

  it('refuses a request without the header, or with another value, as API Gateway does', async () => {
    const handler = handlerWith('s3cret-value');
    expect(await handler(event({}), context)).toEqual(ORIGIN_REFUSED);
    expect(await handler(event({ [ORIGIN_VERIFY.header]: 'wrong' }), context)).toEqual(ORIGIN_REFUSED);
    expect(await handler(event({ [ORIGIN_VERIFY.header]: 's3cret-valuE' }), context)).toEqual(ORIGIN_REFUSED);
    expect(await handler(event({ [ORIGIN_VERIFY.header]: 's3cret-value-longer' }), context)).toEqual(ORIGIN_REFUSED);
    expect(ORIGIN_REFUSED.body).not.toContain('s3cret');
  });

  it('passes a request carrying the secret', async () => {
    expect(await handlerWith('s3cret-value')(event({ [ORIGIN_VERIFY.header]: 's3cret-value' }), context)).toEqual(OK);
  });
});

describe('the family handler chain', () => {
  it('refuses a direct call to the API before anything else runs, when a secret is deployed', async () => {
    const { familyHandler } = await import('../family-handler.js');
    process.env[ORIGIN_VERIFY.envVar] = 'deployed-secret';
    try {
      let ran = false;
      const handler = familyHandler('user', {
        'v1/user/exist': {
          access: 'public',
          run: async () => {
            ran = true;
            return { exist: true };
          },
        },
      });
      const body = JSON.stringify({ act: 'v1/user/exist', args: { account: 'admin' } });
      const lambda = { awsRequestId: 'r', getRemainingTimeInMillis: () => 1000 } as Context as WallboardContext;
      expect(await handler({ ...event({}), body }, lambda)).toEqual(ORIGIN_REFUSED);
      expect(ran).toBe(false);
    } finally {
      delete process.env[ORIGIN_VERIFY.envVar];
    }
  });
});
