import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConnectionTestResult,
  DatasourceEnvironment,
  DatasourceSummary,
  SqlColumnInfo,
  SqlResult,
} from '../../shared/acts/datasource.js';
import { SQL_LIMITS } from '../../shared/datasource/connection.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { dynamo } from '../../functions/lib/clients.js';
import { datasourceUseUpdate } from '../../functions/lib/data/datasources.js';
import { keys } from '../../functions/lib/data/keys.js';
import { transact } from '../../functions/lib/data/transactions.js';
import { env } from '../../functions/lib/env.js';
import { callAs, registerUser, type Registered } from './helpers/client.js';
import { CANARY, openAdmin, READER, sqlName, TESTED_TYPES, type Admin } from './helpers/sql-servers.js';
import { joinTenantOf } from './helpers/tenancy.js';

/**
 * The `datasource` acts through the gateway, against the machine's PostgreSQL and
 * MariaDB as the least-privilege reader (READER). MariaDB's reader gets a password for this file
 * (PostgreSQL here trusts 127.0.0.1, so only MariaDB can prove a wrong password is refused).
 */
const READER_PASSWORD = 'Reader#Pw-7731';
const MANY_ROWS = 250;
/** This file's tables, named for the worker slot (sql-servers.ts). */
const MANY = sqlName('wb_ds_many');
const DAYS = sqlName('wb_ds_days');

type Tested = (typeof TESTED_TYPES)[number];

const settingsFor = (type: Tested, extra: Record<string, unknown> = {}) => ({
  type,
  server: '127.0.0.1',
  port: type === 'postgresql' ? 5432 : 3306,
  database: 'test',
  username: READER,
  password: READER_PASSWORD,
  schema: type === 'postgresql' ? 'public' : 'test',
  ...extra,
});
const schemaOf = (type: Tested) => (type === 'postgresql' ? 'public' : 'test');

const admins = new Map<Tested, Admin>();
let owner: Registered;
let member: Registered;
let stranger: Registered;

/** Calls an act as the plain member, in the owner's tenant. */
const asMember = <T = unknown>(name: string, args: Record<string, unknown> = {}) =>
  callAs<T>(member, name, { corp_id: owner.login.corp[0]?._id, ...args });

async function add(user: Registered, name: string, settings: Record<string, unknown>): Promise<DatasourceSummary> {
  const added = await callAs<DatasourceSummary>(user, 'v1/datasource/add', { name, settings });
  expect(added.code, JSON.stringify(added.body)).toBe(200);
  return added.msg;
}

async function storedItem(tenantId: string, connectionId: string): Promise<Record<string, unknown> | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: env.mainTable(), Key: keys.datasource(tenantId, connectionId), ConsistentRead: true }),
  );
  return out.Item;
}

beforeAll(async () => {
  for (const type of TESTED_TYPES) admins.set(type, await openAdmin(type));
  const pgAdmin = admins.get('postgresql');
  const mariaAdmin = admins.get('mariadb');
  if (!pgAdmin || !mariaAdmin) throw new Error('no admin session');
  await pgAdmin.exec(`DROP TABLE IF EXISTS ${MANY}`);
  await pgAdmin.exec(`CREATE TABLE ${MANY} AS SELECT generate_series(1, ${MANY_ROWS}) AS n`);
  await pgAdmin.exec(`GRANT SELECT ON ${MANY} TO ${READER}`);
  await pgAdmin.exec(`DROP TABLE IF EXISTS ${DAYS}`);
  await pgAdmin.exec(
    `CREATE TABLE ${DAYS} AS SELECT '2026-08-09'::date AS day, ARRAY['2026-08-09', '2026-12-31']::date[] AS days`,
  );
  await pgAdmin.exec(`GRANT SELECT ON ${DAYS} TO ${READER}`);
  await mariaAdmin.exec(`ALTER USER '${READER}'@'127.0.0.1' IDENTIFIED BY '${READER_PASSWORD}'`);
  await mariaAdmin.exec(`DROP TABLE IF EXISTS test.${MANY}`);
  await mariaAdmin.exec(`CREATE TABLE test.${MANY} (n int)`);
  await mariaAdmin.exec(
    `INSERT INTO test.${MANY} WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${MANY_ROWS}) SELECT n FROM s`,
  );
  await mariaAdmin.exec(`DROP TABLE IF EXISTS test.${DAYS}`);
  await mariaAdmin.exec(`CREATE TABLE test.${DAYS} AS SELECT DATE '2026-08-09' AS day`);
  owner = await registerUser();
  member = await joinTenantOf(owner, await registerUser());
  stranger = await registerUser();
});

afterAll(async () => {
  await admins.get('postgresql')?.exec(`DROP TABLE IF EXISTS ${MANY}`);
  await admins.get('mariadb')?.exec(`DROP TABLE IF EXISTS test.${MANY}`);
  await admins.get('postgresql')?.exec(`DROP TABLE IF EXISTS ${DAYS}`);
  await admins.get('mariadb')?.exec(`DROP TABLE IF EXISTS test.${DAYS}`);
  for (const admin of admins.values()) await admin.close();
});

describe.each(TESTED_TYPES)('datasource acts on %s', (type) => {
  let connection: DatasourceSummary;

  beforeAll(async () => {
    connection = await add(owner, `Sales ${type}`, settingsFor(type));
  });

  it('never answers the password, and stores it only sealed', async () => {
    expect(connection.settings.password).toBe('');
    expect(connection.has_password).toBe(true);
    expect(connection.api_count).toBe(0);
    const list = await callAs<DatasourceSummary[]>(owner, 'v1/datasource/list');
    const got = await asMember<DatasourceSummary>('v1/datasource/get', { _id: connection._id });
    expect(list.msg.map((c) => c._id)).toContain(connection._id);
    expect(got.code).toBe(200);
    expect(got.msg.name).toBe(`Sales ${type}`);
    for (const body of [list.body, got.body]) expect(JSON.stringify(body)).not.toContain(READER_PASSWORD);
    const tenantId = String(owner.login.corp[0]?._id);
    const item = await storedItem(tenantId, connection._id);
    expect(item?.revision).toEqual(expect.any(String));
    expect(JSON.stringify(item)).not.toContain(READER_PASSWORD);
  });

  it('tests the stored connection: ok with latency and version, recorded on it', async () => {
    const result = await callAs<ConnectionTestResult>(owner, 'v1/datasource/test', { _id: connection._id });
    expect(result.code).toBe(200);
    expect(result.msg).toMatchObject({ ok: true, latency_ms: expect.any(Number) });
    expect(result.msg.server_version).toMatch(type === 'postgresql' ? /PostgreSQL/ : /MariaDB/);
    const got = await callAs<DatasourceSummary>(owner, 'v1/datasource/get', { _id: connection._id });
    expect(got.msg.last_test?.ok).toBe(true);
    // The form's test of the stored connection as stored (secrets left empty) is recorded too.
    const again = await callAs<ConnectionTestResult>(owner, 'v1/datasource/test', {
      _id: connection._id,
      settings: got.msg.settings,
    });
    expect(again.msg.ok).toBe(true);
    const after = await callAs<DatasourceSummary>(owner, 'v1/datasource/get', { _id: connection._id });
    expect(after.msg.last_test?.at).toBe(again.msg.at);
  });

  it('keeps the stored password when a change leaves it empty', async () => {
    const changed = await callAs<DatasourceSummary>(owner, 'v1/datasource/change', {
      _id: connection._id,
      name: `Sales ${type} (renamed)`,
      settings: settingsFor(type, { password: '', timeoutSeconds: 20 }),
    });
    expect(changed.code).toBe(200);
    expect(changed.msg).toMatchObject({ name: `Sales ${type} (renamed)`, has_password: true });
    expect(changed.msg.settings.timeoutSeconds).toBe(20);
    const result = await callAs<ConnectionTestResult>(owner, 'v1/datasource/test', { _id: connection._id });
    expect(result.msg.ok, JSON.stringify(result.msg)).toBe(true);
    // The form's edit of the stored connection, secrets left empty, tests with the stored password.
    const edited = await callAs<ConnectionTestResult>(owner, 'v1/datasource/test', {
      _id: connection._id,
      settings: settingsFor(type, { password: '', timeoutSeconds: 5 }),
    });
    expect(edited.msg.ok, JSON.stringify(edited.msg)).toBe(true);
  });

  it('records the save’s own test on an edit, so the list shows the edited connection as tested', async () => {
    const before = Date.now();
    const changed = await callAs<DatasourceSummary>(owner, 'v1/datasource/change', {
      _id: connection._id,
      name: `Sales ${type} (tested)`,
      settings: settingsFor(type, { password: '', timeoutSeconds: 25 }),
    });
    expect(changed.code, JSON.stringify(changed.body)).toBe(200);
    expect(changed.msg.last_test).toMatchObject({ ok: true, latency_ms: expect.any(Number) });
    expect(changed.msg.last_test?.at).toBeGreaterThanOrEqual(before);
    const listed = await callAs<DatasourceSummary[]>(owner, 'v1/datasource/list', {
      keyword: `Sales ${type} (tested)`,
    });
    expect(listed.msg.map((c) => c.last_test?.ok)).toEqual([true]);
    // A rename alone is tested the same way: never “never tested” after a save.
    const renamed = await callAs<DatasourceSummary>(owner, 'v1/datasource/change', {
      _id: connection._id,
      name: `Sales ${type} (renamed)`,
      settings: changed.msg.settings,
    });
    expect(renamed.msg.last_test).toMatchObject({ ok: true });
  });

  it('never sends the stored password to a server the editor names: it must be entered again', async () => {
    for (const moved of [{ server: 'db.example.com' }, { port: 6543 }, { type: 'greenplum' }]) {
      const args = { _id: connection._id, settings: settingsFor(type, { ...moved, password: '' }) };
      expect((await callAs(owner, 'v1/datasource/test', args)).code, JSON.stringify(moved)).toBe(
        ErrorCode.PARAMS_INCOMPLETE,
      );
      expect(
        (await callAs(owner, 'v1/datasource/change', { ...args, name: 'moved' })).code,
        JSON.stringify(moved),
      ).toBe(ErrorCode.PARAMS_INCOMPLETE);
    }
    // With the password entered again, the move is allowed (here: back to the same server).
    const again = await callAs<ConnectionTestResult>(owner, 'v1/datasource/test', {
      _id: connection._id,
      settings: settingsFor(type, { server: 'localhost' }),
    });
    expect(again.msg.ok, JSON.stringify(again.msg)).toBe(true);
  });

  it('takes parallel changes one after another, never losing the stored password', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `Parallel ${type} ${i}`);
    const answers = await Promise.all(
      names.map((name) =>
        callAs<DatasourceSummary>(owner, 'v1/datasource/change', {
          _id: connection._id,
          name,
          settings: settingsFor(type, { password: '' }),
        }),
      ),
    );
    for (const answer of answers) expect([200, ErrorCode.REVISION_CONFLICT]).toContain(answer.code);
    expect(answers.filter((a) => a.code === 200).length).toBeGreaterThan(0);
    const got = await callAs<DatasourceSummary>(owner, 'v1/datasource/get', { _id: connection._id });
    expect(names).toContain(got.msg.name);
    expect(got.msg.has_password).toBe(true);
    const tested = await callAs<ConnectionTestResult>(owner, 'v1/datasource/test', { _id: connection._id });
    expect(tested.msg.ok, JSON.stringify(tested.msg)).toBe(true);
  });

  it('answers ok:false with the database message, secrets removed, rather than an error', async () => {
    const wrong = type === 'mariadb' ? { password: 'not-the-password' } : { database: 'wb_no_such_db' };
    const result = await callAs<ConnectionTestResult>(owner, 'v1/datasource/test', {
      settings: settingsFor(type, wrong),
    });
    expect(result.code).toBe(200);
    expect(result.msg.ok).toBe(false);
    expect(result.msg.code).toBe(ErrorCode.DATABASE_CONNECTION_FAILED);
    expect(result.msg.message).toMatch(type === 'mariadb' ? /Access denied/ : /wb_no_such_db/);
    expect(JSON.stringify(result.body)).not.toContain('not-the-password');
  });

  it('browses schemas, tables, columns, and previews at most 100 rows', async () => {
    const schema = schemaOf(type);
    const schemas = await callAs<string[]>(owner, 'v1/datasource/schemas', { _id: connection._id });
    expect(schemas.msg).toContain(schema);
    const tables = await callAs<string[]>(owner, 'v1/datasource/tables', { _id: connection._id, schema });
    expect(tables.msg).toEqual(expect.arrayContaining([CANARY, MANY]));
    const columns = await callAs<SqlColumnInfo[]>(owner, 'v1/datasource/columns', {
      _id: connection._id,
      schema,
      table: CANARY,
    });
    expect(columns.msg.map((c) => c.name)).toEqual(['id', 'note']);
    const canary = await callAs<SqlResult>(owner, 'v1/datasource/preview', {
      _id: connection._id,
      schema,
      table: CANARY,
    });
    expect(canary.msg.rows).toEqual([
      [1, 'alpha'],
      [2, 'beta'],
      [3, 'gamma'],
    ]);
    expect(canary.msg.truncated).toBe(false);
    const many = await callAs<SqlResult>(owner, 'v1/datasource/preview', {
      _id: connection._id,
      schema,
      table: MANY,
    });
    expect(many.msg.rows).toHaveLength(SQL_LIMITS.previewRowCap);
    expect(many.msg.truncated).toBe(true);
    expect(many.msg.elapsed_ms).toEqual(expect.any(Number));
  });

  it('previews a DATE as its calendar day, not an instant', async () => {
    const days = await callAs<SqlResult>(owner, 'v1/datasource/preview', {
      _id: connection._id,
      schema: schemaOf(type),
      table: DAYS,
    });
    expect(days.code, JSON.stringify(days.body)).toBe(200);
    expect(days.msg.rows).toEqual([
      type === 'postgresql' ? ['2026-08-09', ['2026-08-09', '2026-12-31']] : ['2026-08-09'],
    ]);
  });

  it('answers a missing table with the database message', async () => {
    const missing = await callAs<null>(owner, 'v1/datasource/preview', {
      _id: connection._id,
      schema: schemaOf(type),
      table: 'wb_no_such_table',
    });
    expect(missing.code).toBe(ErrorCode.SQL_ERROR);
    expect(JSON.stringify(missing.body)).toContain('wb_no_such_table');
  });

  it('lets members read but only the creator or an admin change, test, browse or remove', async () => {
    expect((await asMember('v1/datasource/get', { _id: connection._id })).code).toBe(200);
    for (const [act, args] of [
      ['v1/datasource/change', { _id: connection._id, name: 'taken over', settings: settingsFor(type) }],
      ['v1/datasource/remove', { _id: connection._id }],
      ['v1/datasource/test', { _id: connection._id }],
      ['v1/datasource/schemas', { _id: connection._id }],
      ['v1/datasource/tables', { _id: connection._id, schema: schemaOf(type) }],
      ['v1/datasource/columns', { _id: connection._id, schema: schemaOf(type), table: CANARY }],
      ['v1/datasource/preview', { _id: connection._id, schema: schemaOf(type), table: CANARY }],
    ] as const) {
      expect((await asMember(act, args)).code, act).toBe(ErrorCode.PERMISSION_DENIED);
    }
    // A member's own connection is theirs to manage; the tenant admin manages it too.
    const added = await asMember<DatasourceSummary>('v1/datasource/add', {
      name: `Member ${type}`,
      settings: settingsFor(type),
    });
    expect(added.code).toBe(200);
    const own = added.msg;
    expect((await asMember<ConnectionTestResult>('v1/datasource/test', { _id: own._id })).msg.ok).toBe(true);
    expect((await callAs(owner, 'v1/datasource/schemas', { _id: own._id })).code).toBe(200);
    expect((await callAs(owner, 'v1/datasource/remove', { _id: own._id })).code).toBe(200);
  });

  it("answers another tenant's connection as not found, for every act", async () => {
    for (const [act, args] of [
      ['v1/datasource/get', { _id: connection._id }],
      ['v1/datasource/change', { _id: connection._id, name: 'stolen', settings: settingsFor(type) }],
      ['v1/datasource/remove', { _id: connection._id }],
      ['v1/datasource/test', { _id: connection._id }],
      ['v1/datasource/schemas', { _id: connection._id }],
      ['v1/datasource/preview', { _id: connection._id, schema: schemaOf(type), table: CANARY }],
    ] as const) {
      expect((await callAs(stranger, act, args)).code, act).toBe(ErrorCode.DATASOURCE_NOT_FOUND);
    }
    const list = await callAs<DatasourceSummary[]>(stranger, 'v1/datasource/list');
    expect(list.msg.map((c) => c._id)).not.toContain(connection._id);
  });

  it('holds a bounded number of database sessions after 200 previews in a row', async () => {
    const admin = admins.get(type);
    if (!admin) throw new Error('no admin');
    const before = await admin.readerSessions();
    for (let i = 0; i < 200; i++) {
      const preview = await callAs<SqlResult>(owner, 'v1/datasource/preview', {
        _id: connection._id,
        schema: schemaOf(type),
        table: CANARY,
      });
      expect(preview.code).toBe(200);
    }
    const after = await admin.readerSessions();
    expect(after).toBeLessThanOrEqual(before + SQL_LIMITS.poolMaxSessions);
  });

  it('cannot be removed while a data API uses it (the api family counts uses in its transactions)', async () => {
    const tenantId = String(owner.login.corp[0]?._id);
    expect(await transact([datasourceUseUpdate(tenantId, connection._id, 'apiCount', 1)])).toEqual([]);
    expect((await callAs<DatasourceSummary>(owner, 'v1/datasource/get', { _id: connection._id })).msg.api_count).toBe(
      1,
    );
    expect((await callAs(owner, 'v1/datasource/remove', { _id: connection._id })).code).toBe(
      ErrorCode.CONNECTION_IN_USE,
    );
    // A change keeps the count.
    const changed = await callAs<DatasourceSummary>(owner, 'v1/datasource/change', {
      _id: connection._id,
      name: `Sales ${type}`,
      settings: settingsFor(type, { password: '' }),
    });
    expect(changed.msg.api_count).toBe(1);
    expect(await transact([datasourceUseUpdate(tenantId, connection._id, 'apiCount', -1)])).toEqual([]);
  });

  it('removes the connection', async () => {
    const tenantId = String(owner.login.corp[0]?._id);
    expect((await callAs(owner, 'v1/datasource/remove', { _id: connection._id })).code).toBe(200);
    // A data API can no longer start using it: the transaction's condition fails.
    expect(await transact([datasourceUseUpdate(tenantId, connection._id, 'apiCount', 1)])).toEqual([0]);
    expect((await callAs(owner, 'v1/datasource/get', { _id: connection._id })).code).toBe(
      ErrorCode.DATASOURCE_NOT_FOUND,
    );
    expect((await callAs(owner, 'v1/datasource/remove', { _id: connection._id })).code).toBe(
      ErrorCode.DATASOURCE_NOT_FOUND,
    );
  });
});

describe('datasource refusals', () => {
  it('answers DATABASE_TYPE_UNAVAILABLE for a type without an engine', async () => {
    const unwired = await add(owner, 'Finance Sybase', {
      type: 'sybase',
      server: 'db.example.com',
      port: 5000,
      database: 'finance',
      username: 'report',
      password: 'sybase-secret',
    });
    const tested = await callAs<ConnectionTestResult>(owner, 'v1/datasource/test', { _id: unwired._id });
    expect(tested.msg).toMatchObject({ ok: false, code: ErrorCode.DATABASE_TYPE_UNAVAILABLE });
    const stored = await callAs<DatasourceSummary>(owner, 'v1/datasource/get', { _id: unwired._id });
    expect(stored.msg.last_test).toMatchObject({ ok: false, code: ErrorCode.DATABASE_TYPE_UNAVAILABLE });
    // Without a test of its own at save, a rename keeps the stored test; a change of settings drops it.
    const renamed = await callAs<DatasourceSummary>(owner, 'v1/datasource/change', {
      _id: unwired._id,
      name: 'Finance Sybase (renamed)',
      settings: stored.msg.settings,
    });
    expect(renamed.code, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.msg.last_test).toEqual(stored.msg.last_test);
    const moved = await callAs<DatasourceSummary>(owner, 'v1/datasource/change', {
      _id: unwired._id,
      name: 'Finance Sybase (renamed)',
      settings: { ...stored.msg.settings, database: 'finance2' },
    });
    expect(moved.code, JSON.stringify(moved.body)).toBe(200);
    expect(moved.msg.last_test).toBeUndefined();
    const unsaved = await callAs<ConnectionTestResult>(owner, 'v1/datasource/test', {
      settings: { type: 'sybase', server: 'db.example.com', port: 5000, database: 'finance', username: 'x' },
    });
    expect(unsaved.msg).toMatchObject({ ok: false, code: ErrorCode.DATABASE_TYPE_UNAVAILABLE });
    for (const [act, args] of [
      ['v1/datasource/schemas', { _id: unwired._id }],
      ['v1/datasource/tables', { _id: unwired._id, schema: 'S' }],
      ['v1/datasource/columns', { _id: unwired._id, schema: 'S', table: 'T' }],
      ['v1/datasource/preview', { _id: unwired._id, schema: 'S', table: 'T' }],
    ] as const) {
      expect((await callAs(owner, act, args)).code, act).toBe(ErrorCode.DATABASE_TYPE_UNAVAILABLE);
    }
  });

  it('refuses metadata, link-local and not allow-listed private targets', async () => {
    for (const target of [
      { server: '169.254.169.254', port: 5432 },
      { server: '127.0.0.1', port: 6379 },
      { server: '10.0.0.8', port: 5432 },
      { server: '::1', port: 5432 },
      { server: '0x7f.1', port: 6380 },
    ]) {
      const result = await callAs<ConnectionTestResult>(owner, 'v1/datasource/test', {
        settings: settingsFor('postgresql', target),
      });
      expect(result.msg, JSON.stringify(target)).toMatchObject({ ok: false, code: ErrorCode.API_ADDRESS_REFUSED });
    }
    const stored = await add(owner, 'Metadata', settingsFor('postgresql', { server: '169.254.169.254' }));
    expect((await callAs(owner, 'v1/datasource/schemas', { _id: stored._id })).code).toBe(
      ErrorCode.API_ADDRESS_REFUSED,
    );
  });

  it('answers malformed payloads with catalogue codes', async () => {
    const cases: [string, Record<string, unknown>, number][] = [
      ['v1/datasource/add', { name: '', settings: settingsFor('postgresql') }, ErrorCode.NAME_INVALID],
      [
        'v1/datasource/add',
        { name: 'x', settings: { ...settingsFor('postgresql'), port: 'x' } },
        ErrorCode.PARAMS_INCOMPLETE,
      ],
      [
        'v1/datasource/add',
        { name: 'x', settings: { ...settingsFor('postgresql'), port: 70000 } },
        ErrorCode.PARAMS_INCOMPLETE,
      ],
      [
        'v1/datasource/add',
        { name: 'x', settings: { ...settingsFor('postgresql'), server: 'a b/c' } },
        ErrorCode.PARAMS_INCOMPLETE,
      ],
      [
        'v1/datasource/add',
        { name: 'x', settings: { ...settingsFor('postgresql'), type: 'db2' } },
        ErrorCode.PARAMS_INCOMPLETE,
      ],
      [
        'v1/datasource/add',
        { name: 'x', settings: { ...settingsFor('postgresql'), username: '' } },
        ErrorCode.PARAMS_INCOMPLETE,
      ],
      ['v1/datasource/test', {}, ErrorCode.PARAMS_INCOMPLETE],
      ['v1/datasource/get', { _id: '../x' }, ErrorCode.PARAMS_INCOMPLETE],
      ['v1/datasource/tables', { _id: 'abc' }, ErrorCode.PARAMS_INCOMPLETE],
    ];
    for (const [act, args, code] of cases) {
      expect((await callAs(owner, act, args)).code, `${act} ${JSON.stringify(args)}`).toBe(code);
    }
  });

  it('answers where queries come from and which private hosts this stack allows', async () => {
    const answer = await asMember<DatasourceEnvironment>('v1/datasource/environment');
    expect(answer.msg.egress_ip).toBe('');
    expect(answer.msg.allowed_private).toEqual(expect.arrayContaining(['127.0.0.1:5432', '127.0.0.1:3306']));
  });

  it('runs at most the allowed connection tests a minute per user, however many race', async () => {
    const prober = await registerUser();
    const probe = () =>
      callAs<ConnectionTestResult>(prober, 'v1/datasource/test', {
        settings: settingsFor('postgresql', { server: '169.254.169.254' }),
      });
    const answers = await Promise.all(Array.from({ length: SQL_LIMITS.testsPerMinute + 5 }, probe));
    const throttled = answers.filter((answer) => answer.code === ErrorCode.API_THROTTLED);
    expect(throttled).toHaveLength(5);
    for (const answer of answers.filter((a) => a.code !== ErrorCode.API_THROTTLED))
      expect(answer.msg).toMatchObject({ ok: false, code: ErrorCode.API_ADDRESS_REFUSED });
    // Another user is not held back by this one's count.
    const other = await callAs<ConnectionTestResult>(owner, 'v1/datasource/test', {
      settings: settingsFor('postgresql', { server: '169.254.169.254' }),
    });
    expect(other.code).toBe(200);
  });
});
