import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQL_LIMITS } from '../../shared/datasource/connection.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { listColumns, listSchemas, listTables, previewTable } from '../../functions/lib/sql/introspect.js';
import { closePool } from '../../functions/lib/sql/pools.js';
import { runReadonly } from '../../functions/lib/sql/run-readonly.js';
import { resolveTarget } from '../../functions/lib/sql/target.js';
import {
  CANARY,
  openAdmin,
  readerSettings,
  sqlName,
  SQL_ALLOW_HOSTS,
  TESTED_TYPES,
  type Admin,
} from './helpers/sql-servers.js';

/**
 * Pools, the schema browser, powerful users and the address policy of the SQL engine, against
 * the machine's real PostgreSQL and MariaDB.
 */
/** The reader of these pools only, so its session count holds none of other files' pools. */
const POOL_READER = sqlName('wb_pool_reader');

describe.each(TESTED_TYPES)('pools and the schema browser on %s', (type) => {
  let admin: Admin;
  const id = `wb-test-pools-${type}`;
  const connection = {
    key: { tenantId: 'wb-test', connectionId: id, revision: '1' },
    settings: readerSettings(type, 30, POOL_READER),
    allowHosts: SQL_ALLOW_HOSTS,
  };
  const schema = type === 'postgresql' ? 'public' : 'test';

  beforeAll(async () => {
    admin = await openAdmin(type, POOL_READER);
  });
  afterAll(async () => {
    await closePool('wb-test', id);
    await admin.close();
  });

  it('browses schemas, tables and columns', async () => {
    expect(await listSchemas(connection)).toContain(schema);
    expect(await listTables(connection, schema)).toContain(CANARY);
    const columns = await listColumns(connection, schema, CANARY);
    expect(columns.map((c) => c.name)).toEqual(['id', 'note']);
    expect(columns[0]?.type).toMatch(/^int/);
  });

  it('quotes names with the driver: a crafted table name is a name, not SQL', async () => {
    await expect(previewTable(connection, schema, `${CANARY}; DELETE FROM ${CANARY}`)).rejects.toMatchObject({
      code: ErrorCode.SQL_ERROR,
    });
  });

  it('leaves a bounded number of sessions after 200 previews in a row', async () => {
    const idle = await admin.readerSessions();
    for (let i = 0; i < 200; i++) {
      const preview = await previewTable(connection, schema, CANARY);
      expect(preview.rows).toHaveLength(3);
    }
    const after = await admin.readerSessions();
    console.info(`${type}: reader sessions before ${idle}, after 200 previews ${after}`);
    expect(after).toBeLessThanOrEqual(idle + 2);
  });

  it('holds at most the pool size of sessions under 200 concurrent previews', async () => {
    let peak = 0;
    for (let batch = 0; batch < 10; batch++) {
      const previews = Array.from({ length: 20 }, () => previewTable(connection, schema, CANARY));
      peak = Math.max(peak, await admin.readerSessions());
      for (const preview of await Promise.all(previews)) expect(preview.rows).toHaveLength(3);
    }
    const after = await admin.readerSessions();
    console.info(`${type}: reader sessions during 200 concurrent previews at most ${peak}, after ${after}`);
    expect(peak).toBeLessThanOrEqual(SQL_LIMITS.poolMaxSessions);
    expect(after).toBeLessThanOrEqual(SQL_LIMITS.poolMaxSessions);
  });

  it('closes the old pool when the settings revision changes', async () => {
    await runReadonly({ ...connection, statement: 'SELECT 1' });
    const next = { ...connection, key: { tenantId: 'wb-test', connectionId: id, revision: '2' } };
    for (let i = 0; i < 20; i++) await runReadonly({ ...next, statement: 'SELECT 1' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await admin.readerSessions()).toBeLessThanOrEqual(2);
    await closePool('wb-test', id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await admin.readerSessions()).toBe(0);
  });

  it('refuses a user that may read server files or change the server', async () => {
    const root = { ...readerSettings(type), username: type === 'postgresql' ? 'postgres' : 'root' };
    await expect(
      runReadonly({
        key: { tenantId: 'wb-test', connectionId: `${id}-root`, revision: '1' },
        settings: root,
        allowHosts: SQL_ALLOW_HOSTS,
        statement: 'SELECT 1',
      }),
    ).rejects.toMatchObject({
      code: ErrorCode.DATABASE_CONNECTION_FAILED,
      data: {
        message: expect.stringMatching(
          type === 'postgresql'
            ? /may do more than read: revoke SUPERUSER/
            : /may do more than read: revoke ALTER on \*\.\*/,
        ),
      },
    });
    await closePool('wb-test', `${id}-root`);
  });

  it('answers a connection failure with the database message and never the password', async () => {
    const wrong = { ...readerSettings(type), database: 'wb_test_missing', password: 'sekret-123' };
    const failure = runReadonly({
      key: { tenantId: 'wb-test', connectionId: `${id}-missing`, revision: '1' },
      settings: wrong,
      allowHosts: SQL_ALLOW_HOSTS,
      statement: 'SELECT 1',
    });
    await expect(failure).rejects.toMatchObject({ code: ErrorCode.DATABASE_CONNECTION_FAILED });
    await failure.catch((error: unknown) => expect(JSON.stringify(error)).not.toContain('sekret-123'));
    await closePool('wb-test', `${id}-missing`);
  });
});

describe('the address policy for database hosts', () => {
  it.each([
    ['127.0.0.1', 5432],
    ['localhost', 5432],
    ['[::1]', 5432],
    ['::1', 3306],
    ['169.254.169.254', 5432],
    ['0x7f.1', 5432],
    ['2130706433', 3306],
    ['0177.0.0.1', 3306],
    ['127.1', 3306],
    ['0.0.0.0', 5432],
    ['10.0.0.5', 5432],
    ['192.168.1.10', 3306],
    ['[::ffff:127.0.0.1]', 5432],
    ['[fd00:ec2::254]', 5432],
  ])('refuses %s:%i unless allow-listed', async (server, port) => {
    await expect(resolveTarget(server, port, [])).rejects.toMatchObject({ code: ErrorCode.API_ADDRESS_REFUSED });
  });

  it('refuses an allow-listed host on another port, naming the ports it is allowed on', async () => {
    await expect(resolveTarget('127.0.0.1', 5999, SQL_ALLOW_HOSTS)).rejects.toMatchObject({
      code: ErrorCode.API_ADDRESS_REFUSED,
      data: { message: '127.0.0.1 is allowed on ports 5432, 3306 only' },
    });
    await expect(resolveTarget('10.1.2.3', 5432, SQL_ALLOW_HOSTS)).rejects.toMatchObject({
      code: ErrorCode.API_ADDRESS_REFUSED,
      data: { message: '10.1.2.3:5432 is not a public address' },
    });
  });

  it('refuses a connection to the loopback database when the allow-list is empty', async () => {
    await expect(
      runReadonly({
        key: { tenantId: 'wb-test', connectionId: 'wb-test-refused', revision: '1' },
        settings: readerSettings('postgresql'),
        allowHosts: [],
        statement: 'SELECT 1',
      }),
    ).rejects.toMatchObject({ code: ErrorCode.API_ADDRESS_REFUSED });
  });

  it.each(TESTED_TYPES)('connects to the allow-listed %s by host:port, at the vetted address', async (type) => {
    const settings = readerSettings(type);
    expect(await resolveTarget(settings.server, settings.port, SQL_ALLOW_HOSTS)).toEqual({
      address: '127.0.0.1',
      hostname: '127.0.0.1',
      port: settings.port,
    });
    const admin = await openAdmin(type);
    try {
      const id = `wb-test-allowed-${type}`;
      const result = await runReadonly({
        key: { tenantId: 'wb-test', connectionId: id, revision: '1' },
        settings,
        allowHosts: SQL_ALLOW_HOSTS,
        statement: 'SELECT 7',
      });
      expect(result.rows).toEqual([[7]]);
      await closePool('wb-test', id);
    } finally {
      await admin.close();
    }
  });
});

describe('PostgreSQL values in a process that has loaded the Vertica driver', () => {
  it('are still typed: booleans stay booleans and a read-only user is not taken for a powerful one', async () => {
    // vertica-nodejs rewrites pg-types' shared registry when it loads (its NUMERIC is
    // PostgreSQL's boolean oid); the gateway loads it as soon as a Vertica connection is used.
    await import('vertica-nodejs');
    const admin = await openAdmin('postgresql', POOL_READER);
    const id = 'wb-test-after-vertica';
    try {
      const result = await runReadonly({
        key: { tenantId: 'wb-test', connectionId: id, revision: '1' },
        settings: readerSettings('postgresql', 30, POOL_READER),
        allowHosts: SQL_ALLOW_HOSTS,
        statement: "SELECT true AS yes, false AS no, 12::int2 AS small, '2026-01-02'::date AS day",
      });
      expect(result.rows).toEqual([[true, false, 12, '2026-01-02']]);
    } finally {
      await closePool('wb-test', id);
      await admin.close();
    }
  });
});
