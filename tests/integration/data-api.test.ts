import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiDetail,
  ApiGroup,
  ApiRunResult,
  ApiSummary,
  ApiToken,
  ApiTokenCreated,
} from '../../shared/acts/data-api.js';
import type { DatasourceSummary } from '../../shared/acts/datasource.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { DEV_SAMPLE_PATH } from '../../shared/protocol/routes.js';
import { baseUrl, callAs, registerUser, type Answer, type Registered } from './helpers/client.js';
import { MARIADB_BYPASSES, POSTGRESQL_BYPASSES } from './helpers/sql-bypass-corpus.js';
import { CANARY, openAdmin, ownNames, READER, sqlName, TESTED_TYPES, type Admin } from './helpers/sql-servers.js';
import { joinTenantOf } from './helpers/tenancy.js';

/**
 * Data APIs through the gateway, over connections made with `v1/datasource/add` to the
 * machine's PostgreSQL and MariaDB as the least-privilege reader: definitions and their rules,
 * typed and bound parameters, the read-only guarantee (bypass corpus through `test`), the
 * statement timeout, one query per TTL however many callers, tokens and `/api/data/{path}`,
 * permissions across two tenants and a plain member.
 */
type Tested = (typeof TESTED_TYPES)[number];
const READER_PASSWORD = 'Reader#Pw-7731';
const CORPUS = { postgresql: POSTGRESQL_BYPASSES.map(ownNames), mariadb: MARIADB_BYPASSES.map(ownNames) };
const SLEEP = { postgresql: 'SELECT pg_sleep(600)', mariadb: 'SELECT SLEEP(600)' };
const PASSWD_LINE = /root:[^:]*:0:0:/;
/** This file's tables and MariaDB lock, named for the worker slot (sql-servers.ts). */
const SALES = sqlName('wb_api_sales');
const PROBE_TABLE = sqlName('wb_api_probe');
const LOCK_NAME = sqlName('wb_api_lock');

const admins = new Map<Tested, Admin>();
const connections = new Map<Tested, string>();
let probe: pg.Client;
let owner: Registered;
let member: Registered;
let stranger: Registered;
let counter = 0;

const unique = (stem: string) => `${stem}_${Date.now().toString(36)}_${(counter++).toString(36)}`;
const asMember = <T = unknown>(name: string, args: Record<string, unknown> = {}) =>
  callAs<T>(member, name, { corp_id: owner.login.corp[0]?._id, ...args });

function adminOf(type: Tested): Admin {
  const admin = admins.get(type);
  if (!admin) throw new Error(`no admin session for ${type}`);
  return admin;
}

function connectionOf(type: Tested): string {
  const id = connections.get(type);
  if (!id) throw new Error(`no connection for ${type}`);
  return id;
}

const readerSettings = (type: Tested) => ({
  type,
  server: '127.0.0.1',
  port: type === 'postgresql' ? 5432 : 3306,
  database: 'test',
  username: READER,
  password: READER_PASSWORD,
  schema: type === 'postgresql' ? 'public' : 'test',
  timeoutSeconds: 2,
});

const direct = (type: Tested, sql: string, extra: Record<string, unknown> = {}) => ({
  name: unique('api'),
  path: unique('p'),
  type: 'direct',
  datasource_id: connectionOf(type),
  sql,
  ...extra,
});

async function addApi(user: Registered, definition: Record<string, unknown>): Promise<ApiDetail> {
  const added = await callAs<ApiDetail>(user, 'v1/api/add', { definition });
  expect(added.code, JSON.stringify(added.body)).toBe(200);
  return added.msg;
}

async function run(user: Registered, id: string, values: Record<string, unknown> = {}): Promise<Answer<ApiRunResult>> {
  return callAs<ApiRunResult>(user, 'v1/api/run', { _id: id, values });
}

async function outside(
  path: string,
  init: { token?: string; method?: 'GET' | 'POST'; query?: string; body?: string } = {},
): Promise<Answer<ApiRunResult>> {
  const response = await fetch(`${baseUrl()}/api/data/${path}${init.query ? `?${init.query}` : ''}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, code: Number(body.code), msg: body.msg as ApiRunResult, body };
}

async function seqScans(table: string): Promise<number> {
  await probe.query('SELECT pg_stat_clear_snapshot()');
  const result = await probe.query<{ n: string }>('SELECT seq_scan AS n FROM pg_stat_user_tables WHERE relname = $1', [
    table,
  ]);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * The scans of `table` once the database's statistics have settled: a backend flushes its counts
 * about once a second, but up to 10 s later when another backend holds the entry (PostgreSQL 15),
 * so the count must hold still for longer than that.
 */
async function settledScans(table: string): Promise<number> {
  let last = await seqScans(table);
  let stableSince = Date.now();
  while (Date.now() - stableSince < 11_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await seqScans(table);
    if (now !== last) stableSince = Date.now();
    last = now;
  }
  return last;
}

beforeAll(async () => {
  for (const type of TESTED_TYPES) admins.set(type, await openAdmin(type));
  const pgAdmin = adminOf('postgresql');
  const mariaAdmin = adminOf('mariadb');
  await pgAdmin.exec(`DROP TABLE IF EXISTS ${SALES}`);
  await pgAdmin.exec(`CREATE TABLE ${SALES} (id int, day date, amount numeric(10,2), region text)`);
  await pgAdmin.exec(
    `INSERT INTO ${SALES} VALUES (1, '2024-01-05', 10.50, 'north'), (2, '2024-01-20', 20, 'south'), (3, '2024-02-03', 30, 'north'), (4, '2024-03-01', 40, 'east')`,
  );
  await pgAdmin.exec(`GRANT SELECT ON ${SALES} TO ${READER}`);
  await pgAdmin.exec(`DROP TABLE IF EXISTS ${PROBE_TABLE}`);
  await pgAdmin.exec(`CREATE TABLE ${PROBE_TABLE} (k text, v text)`);
  await pgAdmin.exec(`INSERT INTO ${PROBE_TABLE} VALUES ('x', 'first'), ('y', 'other')`);
  await pgAdmin.exec(`GRANT SELECT ON ${PROBE_TABLE} TO ${READER}`);
  await mariaAdmin.exec(`ALTER USER '${READER}'@'127.0.0.1' IDENTIFIED BY '${READER_PASSWORD}'`);
  await mariaAdmin.exec(`DROP TABLE IF EXISTS test.${SALES}`);
  await mariaAdmin.exec(`CREATE TABLE test.${SALES} (id int, day date, amount decimal(10,2), region text)`);
  await mariaAdmin.exec(
    `INSERT INTO test.${SALES} VALUES (1, '2024-01-05', 10.50, 'north'), (2, '2024-01-20', 20, 'south'), (3, '2024-02-03', 30, 'north'), (4, '2024-03-01', 40, 'east')`,
  );
  probe = new pg.Client({ host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' });
  await probe.connect();

  owner = await registerUser();
  member = await joinTenantOf(owner, await registerUser());
  stranger = await registerUser();
  for (const type of TESTED_TYPES) {
    const added = await callAs<DatasourceSummary>(owner, 'v1/datasource/add', {
      name: unique(`conn_${type}`),
      settings: readerSettings(type),
    });
    expect(added.code, JSON.stringify(added.body)).toBe(200);
    connections.set(type, added.msg._id);
  }
}, 60_000);

afterAll(async () => {
  await adminOf('postgresql').exec(`DROP TABLE IF EXISTS ${SALES}`);
  await adminOf('postgresql').exec(`DROP TABLE IF EXISTS ${PROBE_TABLE}`);
  await adminOf('mariadb').exec(`DROP TABLE IF EXISTS test.${SALES}`);
  await probe.end();
  for (const admin of admins.values()) await admin.close();
});

describe('definitions', () => {
  it('adds, reads, lists, changes and removes an API', async () => {
    const api = await addApi(
      owner,
      direct('postgresql', `SELECT id FROM ${SALES} WHERE region = :region`, {
        name: '销售数据_接口',
        params: [{ name: 'region', type: 'string', default: 'north' }],
        description: 'sales by region',
      }),
    );
    expect(api).toMatchObject({ name: '销售数据_接口', published: false, ttl: 30, creator: owner.login.user._id });
    const got = await callAs<ApiDetail>(owner, 'v1/api/get', { _id: api._id });
    expect(got.msg.sql).toBe(`SELECT id FROM ${SALES} WHERE region = :region`);
    const listed = await callAs<ApiSummary[]>(owner, 'v1/api/list', { keyword: '销售' });
    expect(listed.msg.map((a) => a._id)).toContain(api._id);
    const changed = await callAs<ApiDetail>(owner, 'v1/api/change', {
      _id: api._id,
      definition: { ...direct('postgresql', `SELECT id FROM ${SALES} ORDER BY id`), path: api.path },
    });
    expect(changed.code, JSON.stringify(changed.body)).toBe(200);
    expect((await run(owner, api._id)).msg.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
    expect((await callAs(owner, 'v1/api/remove', { _id: api._id })).code).toBe(200);
    expect((await callAs(owner, 'v1/api/get', { _id: api._id })).code).toBe(ErrorCode.API_NOT_FOUND);
  });

  it('checks names and paths', async () => {
    const sql = 'SELECT 1 AS one';
    const code = async (extra: Record<string, unknown>) =>
      (await callAs(owner, 'v1/api/add', { definition: direct('postgresql', sql, extra) })).code;
    expect(await code({ name: 'abc' })).toBe(ErrorCode.API_NAME_FORMAT);
    expect(await code({ name: '1abcd' })).toBe(ErrorCode.API_NAME_FORMAT);
    expect(await code({ name: 'a'.repeat(51) })).toBe(ErrorCode.API_NAME_FORMAT);
    expect(await code({ name: 'has space' })).toBe(ErrorCode.API_NAME_FORMAT);
    expect(await code({ name: '数据接口' })).toBe(200);
    expect(await code({ path: 'a/b' })).toBe(ErrorCode.API_PATH_FORMAT);
    expect(await code({ path: 'a'.repeat(201) })).toBe(ErrorCode.API_PATH_FORMAT);
    expect(await code({ path: 'a'.repeat(200) })).toBe(200);
    const first = await addApi(owner, direct('postgresql', sql));
    expect(await code({ path: first.path })).toBe(ErrorCode.API_PATH_DUPLICATE);
    expect(await code({ name: first.name.toUpperCase() })).toBe(ErrorCode.API_NAME_DUPLICATE);
    // Another tenant may use the same name and path.
    const elsewhere = await callAs(stranger, 'v1/api/add', {
      definition: { name: first.name, path: first.path, type: 'proxy', http: { url: 'https://example.com/x' } },
    });
    expect(elsewhere.code, JSON.stringify(elsewhere.body)).toBe(200);
  });

  it('lets only one of many parallel adds of the same path win', async () => {
    const path = unique('race');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        callAs(owner, 'v1/api/add', { definition: direct('postgresql', 'SELECT 1 AS one', { path }) }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === ErrorCode.API_PATH_DUPLICATE)).toHaveLength(11);
  });

  it('never lets a parallel change undo another write', async () => {
    const api = await addApi(owner, direct('postgresql', 'SELECT 1 AS one'));
    expect((await callAs(owner, 'v1/api/publish', { _id: api._id })).code).toBe(200);
    const definition = (n: number) => ({ ...direct('postgresql', `SELECT ${n} AS n`), name: api.name, path: api.path });
    const [withdrawn, ...changes] = await Promise.all([
      callAs(owner, 'v1/api/unpublish', { _id: api._id }),
      ...Array.from({ length: 6 }, (_, n) =>
        callAs(owner, 'v1/api/change', { _id: api._id, definition: definition(n) }),
      ),
    ]);
    expect(withdrawn?.code).toBe(200);
    expect(changes.every((c) => c.code === 200 || c.code === ErrorCode.REVISION_CONFLICT)).toBe(true);
    const now = await callAs<ApiDetail>(owner, 'v1/api/get', { _id: api._id });
    expect(now.msg.published).toBe(false);
    const won = changes.filter((c) => c.code === 200).map((c) => (c.msg as ApiDetail).sql);
    if (won.length > 0) expect(won).toContain(now.msg.sql);
  });

  it('refuses a SQL parameter that is not declared, naming it', async () => {
    const answer = await callAs(owner, 'v1/api/add', {
      definition: direct('postgresql', "SELECT :a::int AS a, ':b' AS quoted, :c AS c -- :d", {
        params: [{ name: 'a', type: 'number' }],
      }),
    });
    expect(answer.code).toBe(ErrorCode.API_PARAM_INVALID);
    expect(answer.body.data).toEqual({ param: 'c' });
  });

  it('refuses malformed payloads and a connection of another tenant', async () => {
    expect((await callAs(owner, 'v1/api/add', {})).code).toBe(ErrorCode.PARAMS_INCOMPLETE);
    expect((await callAs(owner, 'v1/api/add', { definition: 'x' })).code).toBe(ErrorCode.BODY_MALFORMED);
    expect((await callAs(owner, 'v1/api/add', { definition: { ...direct('postgresql', ''), sql: '' } })).code).toBe(
      ErrorCode.SQL_ERROR,
    );
    const api = await addApi(owner, direct('postgresql', 'SELECT 1 AS one'));
    expect((await callAs(owner, 'v1/api/run', { _id: api._id, values: { a: { nested: 1 } } })).code).toBe(
      ErrorCode.BODY_MALFORMED,
    );
    expect((await callAs(owner, 'v1/api/run', { _id: api._id, values: 'x' })).code).toBe(ErrorCode.BODY_MALFORMED);
    const foreign = await callAs(stranger, 'v1/api/add', { definition: direct('postgresql', 'SELECT 1 AS one') });
    expect(foreign.code).toBe(ErrorCode.DATASOURCE_NOT_FOUND);
  });
});

describe.each(TESTED_TYPES)('runs on %s', (type) => {
  it('answers a date range as objects with inferred fields', async () => {
    const api = await addApi(
      owner,
      direct(type, `SELECT id, day, amount, region FROM ${SALES} WHERE day >= :from AND day < :to ORDER BY id`, {
        params: [
          { name: 'from', type: 'date', required: true },
          { name: 'to', type: 'date', default: '2024-02-01' },
        ],
      }),
    );
    const answer = await run(owner, api._id, { from: '2024-01-01' });
    expect(answer.code, JSON.stringify(answer.body)).toBe(200);
    expect(answer.msg.data).toEqual([
      { id: 1, day: '2024-01-05', amount: 10.5, region: 'north' },
      { id: 2, day: '2024-01-20', amount: 20, region: 'south' },
    ]);
    expect(answer.msg.fields).toEqual([
      { name: 'id', type: 'number', label: '' },
      { name: 'day', type: 'date', label: '' },
      { name: 'amount', type: 'number', label: '' },
      { name: 'region', type: 'string', label: '' },
    ]);
    const wide = await run(owner, api._id, { from: '2024-01-01', to: '2024-12-31' });
    expect((wide.msg.data as unknown[]).length).toBe(4);
    const missing = await run(owner, api._id, {});
    expect(missing.code).toBe(ErrorCode.API_PARAM_INVALID);
    expect(missing.body.data).toEqual({ param: 'from' });
    expect((await run(owner, api._id, { from: '2024-13-01' })).body.data).toEqual({ param: 'from' });
  });

  it('tests a query that has no name or path yet', async () => {
    const { name: _name, path: _path, ...unnamed } = direct(type, `SELECT id FROM ${SALES} WHERE id = 1`);
    const tested = await callAs<ApiRunResult>(owner, 'v1/api/test', { definition: unnamed, values: {} });
    expect(tested.code, JSON.stringify(tested.body)).toBe(200);
    expect(tested.msg.data).toEqual([{ id: 1 }]);
    const blank = await callAs<ApiRunResult>(owner, 'v1/api/test', {
      definition: { ...unnamed, name: '', path: '' },
      values: {},
    });
    expect(blank.code, JSON.stringify(blank.body)).toBe(200);
    // Saving still needs both.
    expect((await callAs(owner, 'v1/api/add', { definition: unnamed })).code).not.toBe(200);
  });

  it('expands a list parameter', async () => {
    const api = await addApi(
      owner,
      direct(type, `SELECT id FROM ${SALES} WHERE id IN (:ids) ORDER BY id`, {
        params: [{ name: 'ids', type: 'list' }],
      }),
    );
    expect((await run(owner, api._id, { ids: [1, 3] })).msg.data).toEqual([{ id: 1 }, { id: 3 }]);
    expect((await run(owner, api._id, { ids: '2,4' })).msg.data).toEqual([{ id: 2 }, { id: 4 }]);
    expect((await run(owner, api._id, { ids: [] })).msg.data).toEqual([]);
  });

  it('binds injection attempts as values', async () => {
    const before = await adminOf(type).checksum();
    const api = await addApi(
      owner,
      direct(type, `SELECT id FROM ${SALES} WHERE region = :region`, {
        params: [{ name: 'region', type: 'string' }],
        ttl: 0,
      }),
    );
    for (const value of [
      "north' OR '1'='1",
      `x'; DELETE FROM ${CANARY}; --`,
      'north\\',
      "') UNION SELECT 1 --",
      `x"; DROP TABLE ${CANARY}; --`,
    ]) {
      const answer = await run(owner, api._id, { region: value });
      expect(answer.code, JSON.stringify(answer.body)).toBe(200);
      expect(answer.msg.data).toEqual([]);
    }
    const numeric = await addApi(
      owner,
      direct(type, `SELECT id FROM ${SALES} WHERE id = :id`, { params: [{ name: 'id', type: 'number' }] }),
    );
    expect((await run(owner, numeric._id, { id: '1 OR 1=1' })).code).toBe(ErrorCode.API_PARAM_INVALID);
    expect(await adminOf(type).checksum()).toBe(before);
  });

  it('runs the bypass corpus through test without changing anything', async () => {
    const before = await adminOf(type).checksum();
    for (const statement of CORPUS[type]) {
      const answer = await callAs(owner, 'v1/api/test', { definition: direct(type, statement), values: {} });
      expect(JSON.stringify(answer.body)).not.toMatch(PASSWD_LINE);
    }
    expect(await adminOf(type).checksum()).toBe(before);
  }, 120_000);

  it('leaves no lock behind in the pooled session', async () => {
    const statements =
      type === 'postgresql'
        ? ['SELECT pg_advisory_lock(4242) AS locked']
        : [`SELECT GET_LOCK('${LOCK_NAME}', 0) AS locked`];
    for (const statement of statements) {
      const answer = await callAs(owner, 'v1/api/test', { definition: direct(type, statement), values: {} });
      expect(answer.code, JSON.stringify(answer.body)).toBe(200);
    }
    if (type === 'mariadb') {
      // HANDLER … OPEN would hold a metadata lock on the table: it never reaches the server.
      const handler = await callAs(owner, 'v1/api/test', {
        definition: direct(type, `HANDLER ${SALES} OPEN`),
        values: {},
      });
      expect(handler.code).toBe(ErrorCode.SQL_ERROR);
    }
    if (type === 'postgresql') {
      const taken = await probe.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(4242) AS ok');
      expect(taken.rows[0]?.ok).toBe(true);
      await probe.query('SELECT pg_advisory_unlock(4242)');
      return;
    }
    const root = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', database: 'test' });
    try {
      await root.query('SET SESSION lock_wait_timeout = 2');
      await root.query(`ALTER TABLE test.${SALES} COMMENT = 'not locked'`);
      const [rows] = await root.query<mysql.RowDataPacket[]>(`SELECT IS_FREE_LOCK('${LOCK_NAME}') AS free`);
      expect(Number(rows[0]?.free)).toBe(1);
    } finally {
      await root.end();
    }
  });

  it('stops a sleeping statement within its timeout + 1 s', async () => {
    const api = await addApi(owner, direct(type, SLEEP[type], { ttl: 0 }));
    const started = Date.now();
    const answer = await run(owner, api._id);
    const elapsed = Date.now() - started;
    expect(answer.code).not.toBe(200);
    expect(elapsed).toBeLessThan(3000);
    expect((await run(owner, (await addApi(owner, direct(type, 'SELECT 1 AS one')))._id)).msg.data).toEqual([
      { one: 1 },
    ]);
  });
});

describe('the answer cache', () => {
  it('runs 100 parallel calls of the same API and values as one query', async () => {
    const api = await addApi(
      owner,
      direct('postgresql', `SELECT v FROM ${PROBE_TABLE} WHERE k = :k`, { params: [{ name: 'k', type: 'string' }] }),
    );
    const before = await settledScans(PROBE_TABLE);
    const answers = await Promise.all(Array.from({ length: 100 }, () => run(owner, api._id, { k: 'x' })));
    expect(answers.every((a) => a.code === 200)).toBe(true);
    expect(answers.filter((a) => !a.msg.cached)).toHaveLength(1);
    expect(await settledScans(PROBE_TABLE)).toBe(before + 1);
    // Other values are another answer; the same values again are still the cached one.
    expect((await run(owner, api._id, { k: 'y' })).msg.data).toEqual([{ v: 'other' }]);
    expect((await run(owner, api._id, { k: 'x' })).msg.cached).toBe(true);
    expect(await settledScans(PROBE_TABLE)).toBe(before + 2);
  }, 90_000);

  it('shows a changed row once the TTL has passed, and at once after a change of the API', async () => {
    const api = await addApi(owner, direct('postgresql', `SELECT v FROM ${PROBE_TABLE} WHERE k = 'x'`, { ttl: 2 }));
    expect((await run(owner, api._id)).msg.data).toEqual([{ v: 'first' }]);
    await adminOf('postgresql').exec(`UPDATE ${PROBE_TABLE} SET v = 'second' WHERE k = 'x'`);
    const cached = await run(owner, api._id);
    expect(cached.msg).toMatchObject({ data: [{ v: 'first' }], cached: true });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await run(owner, api._id)).msg).toMatchObject({ data: [{ v: 'second' }], cached: false });
    await adminOf('postgresql').exec(`UPDATE ${PROBE_TABLE} SET v = 'third' WHERE k = 'x'`);
    const {
      creator: _c,
      created_at: _a,
      _id,
      updated_at: _u,
      published: _p,
      ...definition
    } = (await callAs<ApiDetail>(owner, 'v1/api/get', { _id: api._id })).msg;
    const changed = await callAs(owner, 'v1/api/change', { _id, definition: { ...definition, ttl: 60 } });
    expect(changed.code, JSON.stringify(changed.body)).toBe(200);
    expect((await run(owner, api._id)).msg.data).toEqual([{ v: 'third' }]);
    await adminOf('postgresql').exec(`UPDATE ${PROBE_TABLE} SET v = 'first' WHERE k = 'x'`);
  });
});

describe('proxy APIs', () => {
  it('puts the values in the upstream request', async () => {
    const api = await addApi(owner, {
      name: unique('proxy'),
      path: unique('proxy'),
      type: 'proxy',
      http: { url: `${baseUrl()}${DEV_SAMPLE_PATH}/echo?fixed=1`, method: 'GET' },
      params: [
        { name: 'region', type: 'string' },
        { name: 'ids', type: 'list' },
      ],
      ttl: 0,
    });
    const answer = await run(owner, api._id, { region: 'north', ids: [1, 2] });
    expect(answer.code, JSON.stringify(answer.body)).toBe(200);
    expect((answer.msg.data as { query: Record<string, string> }).query).toEqual({
      fixed: '1',
      region: 'north',
      ids: '1,2',
    });
  });
});

describe('groups', () => {
  it('adds, renames and removes a group, moving its APIs to the default group', async () => {
    const name = unique('grp');
    const group = await callAs<ApiGroup>(owner, 'v1/api/group_add', { name });
    expect(group.code).toBe(200);
    expect((await callAs(owner, 'v1/api/group_add', { name: name.toUpperCase() })).code).toBe(
      ErrorCode.API_GROUP_NAME_DUPLICATE,
    );
    const api = await addApi(owner, direct('postgresql', 'SELECT 1 AS one', { group_id: group.msg._id }));
    expect(
      (await callAs(owner, 'v1/api/add', { definition: direct('postgresql', 'SELECT 1', { group_id: 'nope' }) })).code,
    ).toBe(ErrorCode.API_GROUP_NOT_FOUND);
    const inGroup = await callAs<ApiSummary[]>(owner, 'v1/api/list', { group_id: group.msg._id });
    expect(inGroup.msg.map((a) => a._id)).toEqual([api._id]);
    const renamed = await callAs<ApiGroup>(owner, 'v1/api/group_change_name', {
      _id: group.msg._id,
      name: `${name}_x`,
    });
    expect(renamed.msg).toMatchObject({ name: `${name}_x`, count: 1 });
    const groups = await callAs<ApiGroup[]>(owner, 'v1/api/group_list');
    expect(groups.msg[0]).toMatchObject({ _id: '', default: 1 });
    expect(groups.msg.find((g) => g._id === group.msg._id)).toMatchObject({ count: 1 });
    expect((await callAs(stranger, 'v1/api/group_remove', { _id: group.msg._id })).code).toBe(
      ErrorCode.API_GROUP_NOT_FOUND,
    );
    expect((await callAs<{ moved: number }>(owner, 'v1/api/group_remove', { _id: group.msg._id })).msg).toEqual({
      moved: 1,
    });
    expect((await callAs<ApiDetail>(owner, 'v1/api/get', { _id: api._id })).msg.group_id).toBe('');
  });
});

describe('permissions', () => {
  it('lets members run, add over their own connections, only the creator or an admin change, and no other tenant see', async () => {
    const ownerApi = await addApi(owner, direct('postgresql', 'SELECT 1 AS one'));
    // Binding an API to the owner's connection is a query of the member's choosing there: refused
    // (docs/permissions.md#database-connections); over a connection of their own it is theirs.
    expect((await asMember('v1/api/add', { definition: direct('postgresql', 'SELECT 2 AS two') })).code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
    const own = await asMember<DatasourceSummary>('v1/datasource/add', {
      name: unique('member_conn'),
      settings: readerSettings('postgresql'),
    });
    expect(own.code, JSON.stringify(own.body)).toBe(200);
    const memberAdded = await asMember<ApiDetail>('v1/api/add', {
      definition: { ...direct('postgresql', 'SELECT 2 AS two'), datasource_id: own.msg._id },
    });
    expect(memberAdded.code, JSON.stringify(memberAdded.body)).toBe(200);
    expect((await asMember<ApiRunResult>('v1/api/run', { _id: ownerApi._id, values: {} })).msg.data).toEqual([
      { one: 1 },
    ]);
    for (const act of ['v1/api/remove', 'v1/api/publish', 'v1/api/unpublish']) {
      expect((await asMember(act, { _id: ownerApi._id })).code).toBe(ErrorCode.PERMISSION_DENIED);
    }
    expect(
      (await asMember('v1/api/change', { _id: ownerApi._id, definition: direct('postgresql', 'SELECT 3 AS three') }))
        .code,
    ).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await asMember('v1/api/publish', { _id: memberAdded.msg._id })).code).toBe(200);
    // The tenant admin may change a member's API.
    expect((await callAs(owner, 'v1/api/unpublish', { _id: memberAdded.msg._id })).code).toBe(200);
    for (const act of ['v1/api/get', 'v1/api/remove', 'v1/api/publish']) {
      expect((await callAs(stranger, act, { _id: ownerApi._id })).code).toBe(ErrorCode.API_NOT_FOUND);
    }
    expect((await run(stranger, ownerApi._id)).code).toBe(ErrorCode.API_NOT_FOUND);
    expect((await callAs<ApiSummary[]>(stranger, 'v1/api/list')).msg.map((a) => a._id)).not.toContain(ownerApi._id);
    expect((await asMember('v1/api/token_list')).code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await asMember('v1/api/token_add', { name: 'mine' })).code).toBe(ErrorCode.PERMISSION_DENIED);
  });

  it('keeps a connection in use until its last API is removed', async () => {
    const added = await callAs<DatasourceSummary>(owner, 'v1/datasource/add', {
      name: unique('conn_tmp'),
      settings: {
        type: 'postgresql',
        server: '127.0.0.1',
        port: 5432,
        database: 'test',
        username: READER,
        password: READER_PASSWORD,
        schema: 'public',
      },
    });
    const definition = { ...direct('postgresql', 'SELECT 1 AS one'), datasource_id: added.msg._id };
    const api = await addApi(owner, definition);
    expect((await callAs(owner, 'v1/datasource/remove', { _id: added.msg._id })).code).toBe(
      ErrorCode.CONNECTION_IN_USE,
    );
    expect((await callAs(owner, 'v1/api/remove', { _id: api._id })).code).toBe(200);
    expect((await callAs(owner, 'v1/datasource/remove', { _id: added.msg._id })).code).toBe(200);
    expect((await callAs(owner, 'v1/api/add', { definition: { ...definition, path: unique('p') } })).code).toBe(
      ErrorCode.DATASOURCE_NOT_FOUND,
    );
  });
});

describe('tokens and /api/data/{path}', () => {
  it('makes a token shown once, runs published APIs with it, refuses after revoking', async () => {
    const created = await callAs<ApiTokenCreated>(owner, 'v1/api/token_add', { name: 'dashboard feed' });
    expect(created.code).toBe(200);
    const { secret, token } = created.msg;
    expect(secret.length).toBeGreaterThanOrEqual(43);
    expect(token.prefix).toBe(secret.slice(0, 8));
    const listed = await callAs<ApiToken[]>(owner, 'v1/api/token_list');
    expect(listed.msg.find((t) => t._id === token._id)).toMatchObject({ name: 'dashboard feed', last_used_at: null });
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const api = await addApi(
      owner,
      direct('postgresql', `SELECT id FROM ${SALES} WHERE id IN (:ids) ORDER BY id`, {
        params: [{ name: 'ids', type: 'list', required: true }],
      }),
    );
    expect((await outside(api.path, { token: secret, query: 'ids=1' })).code).toBe(ErrorCode.API_NOT_PUBLISHED);
    expect((await callAs(owner, 'v1/api/publish', { _id: api._id })).code).toBe(200);
    const got = await outside(api.path, { token: secret, query: 'ids=1,3' });
    expect(got.code, JSON.stringify(got.body)).toBe(200);
    expect(got.msg.data).toEqual([{ id: 1 }, { id: 3 }]);
    expect((await outside(api.path, { token: secret })).code).toBe(ErrorCode.API_PARAM_INVALID);
    expect((await outside(api.path, { token: secret, method: 'POST', body: '{"ids":[1]}' })).code).toBe(
      ErrorCode.API_METHOD_WRONG,
    );
    expect((await outside(api.path, { query: 'ids=1' })).code).toBe(ErrorCode.API_TOKEN_INVALID);
    expect((await outside(api.path, { token: `${secret}x`, query: 'ids=1' })).code).toBe(ErrorCode.API_TOKEN_INVALID);
    expect((await outside('no_such_path', { token: secret })).code).toBe(ErrorCode.API_NOT_FOUND);
    expect((await outside('bad%2Fpath', { token: secret })).code).toBe(ErrorCode.API_NOT_FOUND);
    const used = await callAs<ApiToken[]>(owner, 'v1/api/token_list');
    expect(used.msg.find((t) => t._id === token._id)?.last_used_at).toEqual(expect.any(Number));

    const post = await addApi(
      owner,
      direct('postgresql', 'SELECT :n::int + 1 AS next', {
        method: 'POST',
        params: [{ name: 'n', type: 'number' }],
      }),
    );
    await callAs(owner, 'v1/api/publish', { _id: post._id });
    expect((await outside(post.path, { token: secret, method: 'POST', body: '{"n": 41}' })).msg.data).toEqual([
      { next: 42 },
    ]);
    expect((await outside(post.path, { token: secret, method: 'POST', body: '[1]' })).code).toBe(
      ErrorCode.BODY_MALFORMED,
    );
    expect((await outside(post.path, { token: secret, method: 'POST', body: '{oops' })).code).toBe(
      ErrorCode.BODY_MALFORMED,
    );

    // Another tenant's token does not reach this tenant's path.
    const foreign = await callAs<ApiTokenCreated>(stranger, 'v1/api/token_add', { name: 'other' });
    expect((await outside(api.path, { token: foreign.msg.secret, query: 'ids=1' })).code).toBe(ErrorCode.API_NOT_FOUND);

    expect((await callAs(stranger, 'v1/api/token_remove', { _id: token._id })).code).toBe(ErrorCode.API_TOKEN_INVALID);
    expect((await callAs(owner, 'v1/api/token_remove', { _id: token._id })).code).toBe(200);
    expect((await outside(api.path, { token: secret, query: 'ids=1' })).code).toBe(ErrorCode.API_TOKEN_INVALID);
    expect((await callAs<ApiToken[]>(owner, 'v1/api/token_list')).msg.map((t) => t._id)).not.toContain(token._id);
  });

  it('throttles a token past its calls per minute', async () => {
    const { secret } = (await callAs<ApiTokenCreated>(owner, 'v1/api/token_add', { name: 'busy' })).msg;
    const api = await addApi(owner, direct('postgresql', 'SELECT 1 AS one'));
    await callAs(owner, 'v1/api/publish', { _id: api._id });
    const codes: number[] = [];
    for (let batch = 0; batch < 13; batch++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => outside(api.path, { token: secret })));
      codes.push(...answers.map((a) => a.code));
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(600);
    expect(codes.filter((c) => c === ErrorCode.API_THROTTLED)).toHaveLength(50);
  }, 120_000);
});
