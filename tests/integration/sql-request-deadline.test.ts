import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQL_LIMITS } from '../../shared/datasource/connection.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { runWithDeadline } from '../../functions/lib/request-deadline.js';
import { SqlFailure } from '../../functions/lib/sql/failure.js';
import { closePool } from '../../functions/lib/sql/pools.js';
import { runReadonly, streamExtract, type QueryRequest } from '../../functions/lib/sql/run-readonly.js';
import { queryLocal } from '../../functions/lib/worksheet/engine/index.js';
import {
  openAdmin,
  readerSettings,
  sqlName,
  SQL_ALLOW_HOSTS,
  TESTED_TYPES,
  type Admin,
} from './helpers/sql-servers.js';

/**
 * A synchronous statement never outlives its request: under a request with little time left
 * (run-readonly inside the request's deadline, as familyHandler runs an act), a connection whose
 * timeout is 300 s has its sleeping statement cancelled on the real PostgreSQL and MariaDB before
 * the deadline, answered SQL_ERROR with the cut timeout, and the reader's sessions run nothing
 * after. A request with too little time refuses at once; an extract keeps its own timeout.
 */
const READER = sqlName('wb_test_deadline_reader');
const SLEEP = { postgresql: 'SELECT pg_sleep(600)', mariadb: 'SELECT SLEEP(600)' };
/** What the request has left when the statement starts, and the timeout that affords (whole seconds). */
const REMAINING_MS = 6000;
const CUT_SECONDS = Math.floor((REMAINING_MS - SQL_LIMITS.requestMarginMs - SQL_LIMITS.cancelGraceMs) / 1000);

/** The SqlFailure `work` fails with, and how long it took. */
async function failure(work: () => Promise<unknown>): Promise<{ error: SqlFailure; elapsed: number }> {
  const started = Date.now();
  const error: unknown = await work().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  const elapsed = Date.now() - started;
  if (!(error instanceof SqlFailure)) throw new Error(`expected a SqlFailure, got ${String(error)}`);
  return { error, elapsed };
}

const cancelledAfter = (seconds: number) => new RegExp(`^statement cancelled after (its )?${seconds} s\\b`);

describe.each(TESTED_TYPES)('statements under the request deadline on %s', (type) => {
  let admin: Admin;
  const connectionId = `wb-test-deadline-${type}`;
  const request = (statement: string): QueryRequest => ({
    key: { tenantId: 'wb-test', connectionId, revision: '1' },
    settings: readerSettings(type, SQL_LIMITS.timeoutMaxSeconds, READER),
    allowHosts: SQL_ALLOW_HOSTS,
    statement,
  });

  beforeAll(async () => {
    admin = await openAdmin(type, READER);
  });
  afterAll(async () => {
    await closePool('wb-test', connectionId);
    await admin.close();
  });

  it('has the pool warm and the reader running nothing', async () => {
    expect((await runReadonly(request('SELECT 1'))).rows).toEqual([[1]]);
    expect(await admin.readerStatements()).toEqual([]);
  });

  it(`cancels a ${SQL_LIMITS.timeoutMaxSeconds} s connection's sleep before the request's deadline`, async () => {
    const { error, elapsed } = await failure(() =>
      runWithDeadline(REMAINING_MS, () => runReadonly(request(SLEEP[type]))),
    );
    console.info(
      `${type}: ${SLEEP[type]} with ${REMAINING_MS} ms left ended after ${elapsed} ms: ${error.data.message}`,
    );
    expect(error.code).toBe(ErrorCode.SQL_ERROR);
    expect(error.data.message).toMatch(cancelledAfter(CUT_SECONDS));
    expect(elapsed).toBeLessThan(REMAINING_MS - SQL_LIMITS.requestMarginMs);
    expect(await admin.readerStatements()).toEqual([]);
    expect(await admin.readerSessions()).toBeLessThanOrEqual(SQL_LIMITS.poolMaxSessions);
    expect((await runReadonly(request('SELECT 42'))).rows).toEqual([[42]]);
  }, 20_000);

  it('refuses at once, running nothing, when the request has too little time left', async () => {
    const tight = SQL_LIMITS.requestMarginMs + SQL_LIMITS.cancelGraceMs + 900;
    const { error, elapsed } = await failure(() => runWithDeadline(tight, () => runReadonly(request(SLEEP[type]))));
    expect(error.code).toBe(ErrorCode.SQL_ERROR);
    expect(error.data.message).toMatch(/too little time/);
    expect(elapsed).toBeLessThan(500);
    expect(await admin.readerStatements()).toEqual([]);
  });

  it('lets an extract keep its own timeout inside a request', async () => {
    const sleep =
      type === 'postgresql' ? 'SELECT 7 AS n FROM pg_sleep(1)' : 'SELECT 7 AS n FROM (SELECT SLEEP(1)) AS s';
    const rows = await runWithDeadline(SQL_LIMITS.requestMarginMs, () =>
      streamExtract(request(sleep), async (stream) => {
        const all: unknown[][] = [];
        for await (const batch of stream.batches) all.push(...batch);
        return all;
      }),
    );
    expect(rows).toEqual([[7]]);
  });
});

describe('a worksheet query under the request deadline', () => {
  it('is interrupted at the cut timeout, before the deadline', async () => {
    const remaining = 5000;
    const seconds = Math.floor((remaining - SQL_LIMITS.requestMarginMs - SQL_LIMITS.cancelGraceMs) / 1000);
    const { error, elapsed } = await failure(() =>
      runWithDeadline(remaining, () =>
        queryLocal({
          tables: [],
          statement: 'SELECT sum(a.range * b.range) FROM range(1000000000) a, range(1000) b',
          params: [],
          maxRows: 10,
          timeoutSeconds: 30,
        }),
      ),
    );
    console.info(`duckdb: a 30 s worksheet query with ${remaining} ms left ended after ${elapsed} ms`);
    expect(error.code).toBe(ErrorCode.SQL_ERROR);
    expect(error.data.message).toMatch(cancelledAfter(seconds));
    expect(elapsed).toBeLessThan(remaining - SQL_LIMITS.requestMarginMs);
  }, 20_000);
});
