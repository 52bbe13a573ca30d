import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRunResult } from '../../shared/acts/data-api.js';
import type { DatasourceSummary } from '../../shared/acts/datasource.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { closePool } from '../../functions/lib/sql/pools.js';
import { runReadonly, type QueryRequest } from '../../functions/lib/sql/run-readonly.js';
import { callAs, registerUser, type Registered } from './helpers/client.js';
import {
  connectionForm,
  openAdmin,
  readerSettings,
  sqlName,
  SQL_ALLOW_HOSTS,
  TESTED_TYPES,
  type Admin,
} from './helpers/sql-servers.js';

/**
 * A database session that dies under a run — its own statement ends it, another statement of the
 * pool ends it, or the server's administrator kills it — fails that run with a catalogue code and
 * nothing else: the process goes on (an unheard 'error' event of the driver would end it, and on
 * AWS every request of the container with it) and the next call is answered. Vitest fails a file
 * whose process met an uncaught exception, so these tests fail where a session's error goes
 * unheard. A reader of its own (`wb_loss_reader` of the worker slot) so that its sessions can be
 * told apart.
 */
type Tested = (typeof TESTED_TYPES)[number];
const READER = sqlName('wb_loss_reader');
const CODES: readonly number[] = [ErrorCode.SQL_ERROR, ErrorCode.DATABASE_CONNECTION_FAILED];
const SLEEP: Record<Tested, string> = { postgresql: 'SELECT pg_sleep(3)', mariadb: 'SELECT SLEEP(3)' };

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TESTED_TYPES)('a session lost under a run on %s', (type) => {
  let admin: Admin;
  const request = (statement: string): QueryRequest => ({
    key: { tenantId: 'wb-test', connectionId: `wb-test-loss-${type}`, revision: '1' },
    settings: readerSettings(type, 10, READER),
    allowHosts: SQL_ALLOW_HOSTS,
    statement,
  });

  /** Kills every session of the reader that is running a statement, as the server's administrator. */
  async function killRunning(): Promise<void> {
    for (let tries = 0; tries < 50 && (await admin.readerStatements()).length === 0; tries++) await settle(50);
    await settle(100);
    if (type === 'postgresql') {
      await admin.exec(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '${READER}' AND state = 'active'`,
      );
    } else {
      await admin.exec(
        `BEGIN NOT ATOMIC FOR p IN (SELECT ID FROM information_schema.PROCESSLIST WHERE USER = '${READER}' AND COMMAND <> 'Sleep') DO KILL p.ID; END FOR; END`,
      );
    }
  }

  beforeAll(async () => {
    admin = await openAdmin(type, READER);
  });
  afterAll(async () => {
    await closePool('wb-test', `wb-test-loss-${type}`);
    await admin.close();
  });

  it('answers a catalogue code when the server kills the running session, and the next call', async () => {
    const running = runReadonly(request(SLEEP[type])).then(
      () => 'answered',
      (error: unknown) => error,
    );
    await killRunning();
    expect(await running).toMatchObject({ code: expect.toSatisfy((code: number) => CODES.includes(code)) });
    await settle(200);
    expect((await runReadonly(request('SELECT 1'))).rows).toEqual([[1]]);
  });

  it('drops an idle pooled session the server killed, and answers the next call', async () => {
    expect((await runReadonly(request('SELECT 2'))).rows).toEqual([[2]]);
    if (type === 'postgresql')
      await admin.exec(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '${READER}'`);
    else
      await admin.exec(
        `BEGIN NOT ATOMIC FOR p IN (SELECT ID FROM information_schema.PROCESSLIST WHERE USER = '${READER}') DO KILL p.ID; END FOR; END`,
      );
    await settle(200);
    expect((await runReadonly(request('SELECT 3'))).rows).toEqual([[3]]);
  });

  if (type === 'postgresql') {
    it('answers a statement that ends its own session, and the next call', async () => {
      await expect(runReadonly(request('SELECT pg_terminate_backend(pg_backend_pid())'))).rejects.toMatchObject({
        code: expect.toSatisfy((code: number) => CODES.includes(code)),
      });
      await settle(200);
      expect((await runReadonly(request('SELECT 4'))).rows).toEqual([[4]]);
    });

    it('answers a statement that ends another session of its pool, and both calls', async () => {
      const sleeping = runReadonly(request(SLEEP[type])).then(
        () => 'answered',
        (error: unknown) => error,
      );
      for (let tries = 0; tries < 50 && (await admin.readerStatements()).length === 0; tries++) await settle(50);
      const killer = await runReadonly(
        request(
          "SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity WHERE usename = current_user AND pid <> pg_backend_pid() AND state = 'active'",
        ),
      );
      expect(killer.rows).toEqual([[1]]);
      expect(await sleeping).toMatchObject({ code: expect.toSatisfy((code: number) => CODES.includes(code)) });
      await settle(200);
      expect((await runReadonly(request('SELECT 5'))).rows).toEqual([[5]]);
    });
  }
});

describe('a statement that ends its own session through the acts', () => {
  let owner: Registered;
  let admin: Admin;
  let connection: DatasourceSummary;

  beforeAll(async () => {
    admin = await openAdmin('postgresql', READER);
    owner = await registerUser();
    const added = await callAs<DatasourceSummary>(owner, 'v1/datasource/add', {
      name: 'Loss',
      settings: connectionForm('postgresql', READER),
    });
    expect(added.code, JSON.stringify(added.body)).toBe(200);
    connection = added.msg;
  });
  afterAll(async () => {
    await admin.close();
  });

  it('answers v1/api/test with a catalogue code and then the next call', async () => {
    const definition = (sql: string) => ({
      name: 'loss',
      path: 'loss',
      type: 'direct',
      datasource_id: connection._id,
      sql,
    });
    const ended = await callAs(owner, 'v1/api/test', {
      definition: definition('SELECT pg_terminate_backend(pg_backend_pid())'),
      values: {},
    });
    expect(CODES).toContain(ended.code);
    const next = await callAs<ApiRunResult>(owner, 'v1/api/test', {
      definition: definition('SELECT 6 AS n'),
      values: {},
    });
    expect(next.code, JSON.stringify(next.body)).toBe(200);
    expect(next.msg.data).toEqual([{ n: 6 }]);
  });
});
