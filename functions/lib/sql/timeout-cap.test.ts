import { ACT_SCHEMAS } from '../../../shared/acts/registry.js';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { SQL_LIMITS } from '../../../shared/datasource/connection.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { HANDLER_TIMEOUT_SECONDS } from '../../../infra/resources.js';
import { dispatchRun } from '../../core/worksheets/dispatch.js';
import type { WallboardContext } from '../act.js';
import { familyHandler } from '../family-handler.js';
import { inRequestTime, requestRemainingMs, runWithDeadline } from '../request-deadline.js';
import { SqlFailure } from './failure.js';
import { cappedTimeoutSeconds, statementTimeoutSeconds, waitBeforeStatementMs } from './timeout-cap.js';

const AFTER = SQL_LIMITS.cancelGraceMs + SQL_LIMITS.requestMarginMs;

describe('cappedTimeoutSeconds', () => {
  it('leaves the timeout alone outside a request', () => {
    expect(cappedTimeoutSeconds(300, undefined)).toBe(300);
    expect(cappedTimeoutSeconds(30, undefined)).toBe(30);
  });

  it('cuts it to what the request has left, less the cancel grace and the margin, in whole seconds', () => {
    expect(AFTER).toBe(3500);
    // A fresh 30 s request: a 300 s connection gets 26 s (30 000 - 3 500 = 26 500 ms).
    expect(cappedTimeoutSeconds(300, HANDLER_TIMEOUT_SECONDS * 1000)).toBe(26);
    // The default 30 s timeout loses to the function's 30 s too.
    expect(cappedTimeoutSeconds(SQL_LIMITS.timeoutDefaultSeconds, HANDLER_TIMEOUT_SECONDS * 1000)).toBe(26);
    expect(cappedTimeoutSeconds(300, 6000)).toBe(2);
    expect(cappedTimeoutSeconds(300, 5499)).toBe(1);
    expect(cappedTimeoutSeconds(300, 4500)).toBe(1);
  });

  it('keeps a timeout the request affords', () => {
    expect(cappedTimeoutSeconds(5, 29_000)).toBe(5);
    expect(cappedTimeoutSeconds(25, 28_500)).toBe(25);
  });

  it('answers 0 when not even a second fits, never less', () => {
    expect(cappedTimeoutSeconds(300, 4499)).toBe(0);
    expect(cappedTimeoutSeconds(300, 0)).toBe(0);
    expect(cappedTimeoutSeconds(300, -2000)).toBe(0);
  });

  it('always ends the statement and its cancel before the deadline, with the margin left', () => {
    for (let remaining = 0; remaining <= 40_000; remaining += 137)
      for (const timeout of [1, 2, 10, 30, 300]) {
        const seconds = cappedTimeoutSeconds(timeout, remaining);
        expect(seconds).toBeLessThanOrEqual(timeout);
        if (seconds > 0)
          expect(seconds * 1000 + SQL_LIMITS.cancelGraceMs + SQL_LIMITS.requestMarginMs).toBeLessThanOrEqual(remaining);
      }
  });
});

describe('statementTimeoutSeconds', () => {
  it('is the connection timeout outside a request', () => {
    expect(requestRemainingMs()).toBeUndefined();
    expect(statementTimeoutSeconds(300)).toBe(300);
  });

  it('is cut inside a request', async () => {
    expect(await runWithDeadline(6000, async () => statementTimeoutSeconds(300))).toBe(2);
    expect(await runWithDeadline(6000, async () => statementTimeoutSeconds(1))).toBe(1);
  });

  it('refuses at once with SQL_ERROR when less than a second fits', async () => {
    const refused = await runWithDeadline(AFTER + 999, async () => statementTimeoutSeconds(300)).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(SqlFailure);
    expect(refused).toMatchObject({ code: ErrorCode.SQL_ERROR });
    expect((refused as SqlFailure).data.message).toMatch(/too little time/);
  });

  it('sees the deadline across awaits and timers of the act', async () => {
    const seen = await runWithDeadline(10_000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return requestRemainingMs();
    });
    expect(seen).toBeGreaterThan(9000);
    expect(seen).toBeLessThan(10_000);
  });
});

describe('waitBeforeStatementMs', () => {
  it('waits the whole time outside a request', () => {
    expect(waitBeforeStatementMs(30_000, undefined)).toBe(30_000);
  });

  it('stops waiting while a one-second statement still fits', () => {
    expect(waitBeforeStatementMs(30_000, 29_000)).toBe(29_000 - AFTER - 1000);
    expect(cappedTimeoutSeconds(300, AFTER + 1000)).toBe(1);
    expect(waitBeforeStatementMs(30_000, 60_000)).toBe(30_000);
    expect(waitBeforeStatementMs(30_000, 1000)).toBe(0);
  });
});

describe('the request deadline', () => {
  it('runs work with none for a context without a clock', async () => {
    expect(await inRequestTime({}, async () => requestRemainingMs())).toBeUndefined();
  });

  it('takes the remaining time of the Lambda context', async () => {
    const seen = await inRequestTime({ getRemainingTimeInMillis: () => 12_000 }, async () => requestRemainingMs());
    expect(seen).toBeGreaterThan(11_900);
    expect(seen).toBeLessThanOrEqual(12_000);
  });

  it('is what an act of a family handler sees', async () => {
    let seen: number | undefined;
    const handler = familyHandler(
      'tenant',
      {
        'GET /chameleon/start': {
          access: 'public',
          run: async () => {
            seen = requestRemainingMs();
            return { code: 200, data: { data: { name: 'w', version: '1', build: '1' } } };
          },
        },
      },
      ACT_SCHEMAS,
    );
    const event = {
      version: '2.0',
      routeKey: 'GET /chameleon/start',
      rawPath: '/chameleon/start',
      rawQueryString: '',
      headers: {},
      requestContext: { http: { method: 'GET', path: '/chameleon/start', sourceIp: '127.0.0.1', userAgent: 'vitest' } },
      isBase64Encoded: false,
    } as unknown as APIGatewayProxyEventV2;
    const context = { awsRequestId: 'r', getRemainingTimeInMillis: () => 7000 } as Context as WallboardContext;
    const result = await handler(event, context);
    expect(result.statusCode).toBe(200);
    expect(seen).toBeGreaterThan(6900);
    expect(seen).toBeLessThanOrEqual(7000);
  });

  it('is not handed to a worksheet run started in this process (it outlives the request)', async () => {
    let seen: number | undefined = -1;
    await runWithDeadline(5000, () =>
      dispatchRun({ tenantId: 't', worksheetId: 'w', trigger: 'manual' }, async () => {
        seen = requestRemainingMs();
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toBeUndefined();
  });
});
