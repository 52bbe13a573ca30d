import { ACT_SCHEMAS } from '../../../shared/acts/registry.js';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY } from '../../../infra/resources.js';
import type { WallboardContext } from '../act.js';
import {
  ORIGIN_REFUSED,
  ORIGIN_SECRET_RETRY_MS,
  ORIGIN_SECRET_TTL_MS,
  ORIGIN_UNAVAILABLE,
  acceptsOriginValue,
  originValuesFrom,
  originVerify,
  parseOriginSecret,
  secretValues,
  type OriginValues,
} from './origin-verify.js';

const OK: APIGatewayProxyStructuredResultV2 = { statusCode: 200, body: 'reached' };

function handlerWith(values: OriginValues) {
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, WallboardContext>()
    .use(originVerify(values))
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
const withHeader = (value: string) => event({ [ORIGIN_VERIFY.header]: value });

const ROTATING = JSON.stringify({ current: 'new-value-0123456789', previous: 'old-value-9876543210' });

/** A promise settled from outside, to hold a read in flight. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the local path (no secret named: the values come from the environment)', () => {
  it('lets everything through when no value is configured (npm start)', async () => {
    expect(await handlerWith(originValuesFrom({}))(event({}), context)).toEqual(OK);
    expect(await handlerWith(originValuesFrom({ [ORIGIN_VERIFY.localEnvVar]: '' }))(event({}), context)).toEqual(OK);
  });

  it('accepts both the current and the previous value of a rotation, and nothing else', async () => {
    const handler = handlerWith(originValuesFrom({ [ORIGIN_VERIFY.localEnvVar]: ROTATING }));
    expect(await handler(withHeader('new-value-0123456789'), context)).toEqual(OK);
    expect(await handler(withHeader('old-value-9876543210'), context)).toEqual(OK);
    expect(await handler(withHeader('new-value-012345678'), context)).toEqual(ORIGIN_REFUSED);
    expect(await handler(withHeader('old-value-9876543210x'), context)).toEqual(ORIGIN_REFUSED);
    expect(await handler(withHeader(ROTATING), context)).toEqual(ORIGIN_REFUSED);
    expect(await handler(event({}), context)).toEqual(ORIGIN_REFUSED);
  });

  it('refuses a request without the header, or with another value, as API Gateway does', async () => {
    const handler = handlerWith(originValuesFrom({ [ORIGIN_VERIFY.localEnvVar]: 's3cret-value' }));
    expect(await handler(event({}), context)).toEqual(ORIGIN_REFUSED);
    expect(await handler(withHeader(''), context)).toEqual(ORIGIN_REFUSED);
    expect(await handler(withHeader('wrong'), context)).toEqual(ORIGIN_REFUSED);
    expect(await handler(withHeader('s3cret-valuE'), context)).toEqual(ORIGIN_REFUSED);
    expect(await handler(withHeader('s3cret-value-longer'), context)).toEqual(ORIGIN_REFUSED);
    expect(await handler(withHeader('s3cret-value'), context)).toEqual(OK);
    expect(ORIGIN_REFUSED.body).not.toContain('s3cret');
  });
});

describe('acceptsOriginValue', () => {
  it('accepts current, and previous only while the secret holds one', () => {
    expect(acceptsOriginValue('a-value', { current: 'a-value' })).toBe(true);
    expect(acceptsOriginValue('b-value', { current: 'a-value' })).toBe(false);
    expect(acceptsOriginValue('b-value', { current: 'a-value', previous: 'b-value' })).toBe(true);
    expect(acceptsOriginValue(undefined, { current: 'a-value', previous: 'b-value' })).toBe(false);
    expect(acceptsOriginValue('', { current: 'a-value' })).toBe(false);
  });
});

describe('parseOriginSecret', () => {
  it('reads {current, previous?}, a dropped previous as none, and a plain local value as current', () => {
    expect(parseOriginSecret('{"current":"c"}')).toEqual({ current: 'c' });
    expect(parseOriginSecret('{"current":"c","previous":"p"}')).toEqual({ current: 'c', previous: 'p' });
    expect(parseOriginSecret('{"current":"c","previous":""}')).toEqual({ current: 'c' });
    expect(parseOriginSecret('{"current":"c","previous":null}')).toEqual({ current: 'c' });
    expect(parseOriginSecret('plain')).toEqual({ current: 'plain' });
  });

  it('refuses a secret without a current value, never quoting it', () => {
    for (const text of ['', '{"previous":"leak-me"}', '{"current":""}', '{"current":"leak-me"', '{"current":7}']) {
      expect(() => parseOriginSecret(text)).toThrow();
      try {
        parseOriginSecret(text);
      } catch (error) {
        expect(String(error)).not.toContain('leak-me');
      }
    }
  });
});

describe('secretValues (the deployed source)', () => {
  function source(texts: (() => Promise<string>)[]) {
    let clock = 1_000_000;
    const reads: string[] = [];
    const values = secretValues('arn:aws:secretsmanager:us-east-1:1:secret:origin', {
      now: () => clock,
      read: (secretId) => {
        reads.push(secretId);
        const next = texts[Math.min(reads.length, texts.length) - 1];
        if (!next) throw new Error('no read planned');
        return next();
      },
    });
    return { values, reads, advance: (ms: number) => (clock += ms) };
  }
  const text = (value: string) => () => Promise.resolve(value);

  it('reads the secret once and keeps it ORIGIN_SECRET_TTL_MS, then reads it again', async () => {
    const s = source([text('{"current":"one"}'), text('{"current":"two","previous":"one"}')]);
    expect(await s.values()).toEqual({ current: 'one' });
    s.advance(ORIGIN_SECRET_TTL_MS - 1);
    expect(await s.values()).toEqual({ current: 'one' });
    expect(s.reads).toHaveLength(1);
    s.advance(1);
    expect(await s.values()).toEqual({ current: 'two', previous: 'one' });
    expect(s.reads).toEqual([
      'arn:aws:secretsmanager:us-east-1:1:secret:origin',
      'arn:aws:secretsmanager:us-east-1:1:secret:origin',
    ]);
  });

  it('has one read in flight at most: callers at a cold start or an expiry share it', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const s = source([() => first.promise, () => second.promise]);
    const cold = Promise.all(Array.from({ length: 10 }, () => s.values()));
    expect(s.reads).toHaveLength(1);
    first.resolve('{"current":"one"}');
    expect(await cold).toEqual(Array.from({ length: 10 }, () => ({ current: 'one' })));
    s.advance(ORIGIN_SECRET_TTL_MS);
    const expired = Promise.all(Array.from({ length: 10 }, () => s.values()));
    expect(s.reads).toHaveLength(2);
    second.resolve('{"current":"two"}');
    expect(await expired).toEqual(Array.from({ length: 10 }, () => ({ current: 'two' })));
    expect(s.reads).toHaveLength(2);
  });

  it('does not keep a failed first read: its callers fail, the next call reads again', async () => {
    const s = source([() => Promise.reject(new Error('throttled')), text('{"current":"one"}')]);
    const handler = handlerWith(s.values);
    expect(await handler(withHeader('one'), context)).toEqual(ORIGIN_UNAVAILABLE);
    expect(await handler(withHeader('one'), context)).toEqual(OK);
    expect(s.reads).toHaveLength(2);
  });

  it('keeps the last values when a refresh fails, and asks again ORIGIN_SECRET_RETRY_MS later', async () => {
    const s = source([
      text('{"current":"one"}'),
      () => Promise.reject(new Error('unreachable')),
      text('{"current":"two","previous":"one"}'),
    ]);
    expect(await s.values()).toEqual({ current: 'one' });
    s.advance(ORIGIN_SECRET_TTL_MS);
    expect(await s.values()).toEqual({ current: 'one' });
    s.advance(ORIGIN_SECRET_RETRY_MS - 1);
    expect(await s.values()).toEqual({ current: 'one' });
    expect(s.reads).toHaveLength(2);
    s.advance(1);
    expect(await s.values()).toEqual({ current: 'two', previous: 'one' });
  });

  it('follows a rotation through the middleware: the new value is accepted once read, the old one until dropped', async () => {
    const s = source([
      text('{"current":"old"}'),
      text('{"current":"new","previous":"old"}'),
      text('{"current":"new"}'),
    ]);
    const handler = handlerWith(s.values);
    expect(await handler(withHeader('old'), context)).toEqual(OK);
    expect(await handler(withHeader('new'), context)).toEqual(ORIGIN_REFUSED);
    s.advance(ORIGIN_SECRET_TTL_MS);
    expect(await handler(withHeader('new'), context)).toEqual(OK);
    expect(await handler(withHeader('old'), context)).toEqual(OK);
    s.advance(ORIGIN_SECRET_TTL_MS);
    expect(await handler(withHeader('new'), context)).toEqual(OK);
    expect(await handler(withHeader('old'), context)).toEqual(ORIGIN_REFUSED);
  });
});

describe('the family handler chain', () => {
  it('refuses a direct call to the API before anything else runs, when a value is set', async () => {
    const { familyHandler } = await import('../family-handler.js');
    process.env[ORIGIN_VERIFY.localEnvVar] = 'deployed-secret';
    try {
      let ran = false;
      const handler = familyHandler(
        'user',
        {
          'v1/user/exist': {
            access: 'public',
            run: async () => {
              ran = true;
              return { exist: true };
            },
          },
        },
        ACT_SCHEMAS,
      );
      const body = JSON.stringify({ act: 'v1/user/exist', args: { account: 'admin' } });
      const lambda = { awsRequestId: 'r', getRemainingTimeInMillis: () => 1000 } as Context as WallboardContext;
      expect(await handler({ ...event({}), body }, lambda)).toEqual(ORIGIN_REFUSED);
      expect(ran).toBe(false);
    } finally {
      delete process.env[ORIGIN_VERIFY.localEnvVar];
    }
  });
});

describe('a deployed handler (the secret named by its ARN, read with GetSecretValue)', () => {
  const SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:wallboard-origin-AbCdEf';
  const asked: { target: string; secretId: unknown }[] = [];
  let server: Server;
  const saved = { ...process.env };

  // A stand-in for Secrets Manager's JSON protocol, answering the rotating secret.
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { SecretId?: unknown };
        asked.push({ target: String(request.headers['x-amz-target']), secretId: body.SecretId });
        response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
        response.end(JSON.stringify({ ARN: SECRET_ARN, Name: 'wallboard-origin', SecretString: ROTATING }));
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_SECRETS_MANAGER: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
    });
  });
  afterAll(async () => {
    process.env = saved;
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('reads the secret once at its cold start and accepts both values of the rotation', async () => {
    const values = originValuesFrom({
      [ORIGIN_VERIFY.secretArnEnvVar]: SECRET_ARN,
      [ORIGIN_VERIFY.localEnvVar]: 'never-used',
    });
    const handler = handlerWith(values);
    const answers = await Promise.all([
      handler(withHeader('new-value-0123456789'), context),
      handler(withHeader('old-value-9876543210'), context),
      handler(withHeader('never-used'), context),
    ]);
    expect(answers).toEqual([OK, OK, ORIGIN_REFUSED]);
    expect(asked).toEqual([{ target: 'secretsmanager.GetSecretValue', secretId: SECRET_ARN }]);
    expect(originValuesFrom({ [ORIGIN_VERIFY.secretArnEnvVar]: SECRET_ARN })).toBe(values);
  });
});
