import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../../functions/lib/clients.js';
import { keys } from '../../functions/lib/data/keys.js';
import { env } from '../../functions/lib/env.js';
import type { ApiDetail, ApiRunResult } from '../../shared/acts/data-api.js';
import type { DatasourceSummary, SqlResult } from '../../shared/acts/datasource.js';
import type { ExtractColumns, WorksheetDetail, WorksheetRun } from '../../shared/acts/worksheet.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { callAs, registerUser, type Answer, type Registered } from './helpers/client.js';
import { connectionForm, sqlName } from './helpers/sql-servers.js';
import { joinTenantOf } from './helpers/tenancy.js';
import { runsOf, settledAs } from './helpers/worksheets.js';

/**
 * Who may run SQL of their own choosing against a stored connection (docs/permissions.md#database-connections):
 * its creator and the tenant's administrator, at every entry point — the schema browser, a direct
 * data API's test, add and change, and worksheet extracts (extract_columns, add, change). Any
 * member still runs the stored APIs they see, and an existing worksheet's extract keeps running.
 *
 * The tenant: `admin` (its administrator) made connection `adminDb`; `member` and `other` are
 * plain members, `member` made `memberDb`.
 */
const TABLE = sqlName('wb_cq_notes');
/** A reader of this file's own: SELECT on TABLE alone, whatever other files grant their reader. */
const READER = sqlName('wb_cq_reader');
const SETTINGS = connectionForm('postgresql', READER, { password: '' });

let database: pg.Client;
let admin: Registered;
let member: Registered;
let other: Registered;
let adminDb: DatasourceSummary;
let memberDb: DatasourceSummary;
let counter = 0;

const unique = (stem: string) => `${stem}_${Date.now().toString(36)}_${(counter++).toString(36)}`;
const tenantId = () => String(admin.login.corp[0]?._id);

/** Calls an act as `user` in the admin's tenant. */
const inTenant = <T = unknown>(user: Registered, act: string, args: Record<string, unknown> = {}): Promise<Answer<T>> =>
  callAs<T>(user, act, { corp_id: tenantId(), ...args });

const directApi = (connection: DatasourceSummary, sql = `SELECT id, note FROM ${TABLE} ORDER BY id`) => ({
  name: unique('api'),
  path: unique('p'),
  type: 'direct',
  datasource_id: connection._id,
  sql,
});

const tableSource = (connection: DatasourceSummary) => ({
  kind: 'table',
  datasource_id: connection._id,
  schema: 'public',
  table: TABLE,
});
const sqlSource = (connection: DatasourceSummary) => ({
  kind: 'sql',
  datasource_id: connection._id,
  sql: `SELECT id, note FROM ${TABLE}`,
});

const WORKSHEET_FIELDS = [
  { name: 'id', type: 'integer', source: 'id' },
  { name: 'note', type: 'text', source: 'note' },
];

async function addConnection(user: Registered, name: string): Promise<DatasourceSummary> {
  const added = await inTenant<DatasourceSummary>(user, 'v1/datasource/add', { name, settings: SETTINGS });
  expect(added.code, JSON.stringify(added.body)).toBe(200);
  return added.msg;
}

/** Makes `userId` the creator of a stored item, as for one saved before this rule (no act can make it now). */
async function handOver(key: { pk: string; sk: string }, attribute: 'creator' | 'creatorId', userId: string) {
  await dynamo().send(
    new UpdateCommand({
      TableName: env.mainTable(),
      Key: key,
      UpdateExpression: 'SET #creator = :user',
      ExpressionAttributeNames: { '#creator': attribute },
      ExpressionAttributeValues: { ':user': userId },
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

beforeAll(async () => {
  database = new pg.Client({ host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' });
  await database.connect();
  await database.query(
    `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${READER}') THEN CREATE ROLE ${READER} LOGIN; END IF; END $$`,
  );
  await database.query(`DROP TABLE IF EXISTS ${TABLE}`);
  await database.query(`CREATE TABLE ${TABLE} (id int PRIMARY KEY, note text)`);
  await database.query(`INSERT INTO ${TABLE} VALUES (1, 'alpha'), (2, 'beta'), (3, 'gamma')`);
  await database.query(`GRANT SELECT ON ${TABLE} TO ${READER}`);
  admin = await registerUser();
  member = await joinTenantOf(admin, await registerUser());
  other = await joinTenantOf(admin, await registerUser());
  adminDb = await addConnection(admin, unique('admin_db'));
  memberDb = await addConnection(member, unique('member_db'));
}, 60_000);

afterAll(async () => {
  await database.query(`DROP TABLE IF EXISTS ${TABLE}`);
  await database.end();
});

describe('the schema browser', () => {
  const browse = (user: Registered, connection: DatasourceSummary) =>
    Promise.all([
      inTenant<string[]>(user, 'v1/datasource/schemas', { _id: connection._id }),
      inTenant<string[]>(user, 'v1/datasource/tables', { _id: connection._id, schema: 'public' }),
      inTenant(user, 'v1/datasource/columns', { _id: connection._id, schema: 'public', table: TABLE }),
      inTenant<SqlResult>(user, 'v1/datasource/preview', { _id: connection._id, schema: 'public', table: TABLE }),
    ]);

  it('is refused to a member who did not create the connection', async () => {
    for (const answer of await browse(member, adminDb)) expect(answer.code).toBe(ErrorCode.PERMISSION_DENIED);
    for (const answer of await browse(other, memberDb)) expect(answer.code).toBe(ErrorCode.PERMISSION_DENIED);
  });

  it("is the creator's and the administrator's", async () => {
    for (const answer of await browse(member, memberDb)) expect(answer.code, JSON.stringify(answer.body)).toBe(200);
    for (const answer of await browse(admin, memberDb)) expect(answer.code, JSON.stringify(answer.body)).toBe(200);
  });
});

describe('direct data APIs', () => {
  it('refuses a member testing a definition over a connection they did not create', async () => {
    for (const sql of [`SELECT id, note FROM ${TABLE}`, 'SELECT 1 AS one']) {
      const tested = await inTenant(member, 'v1/api/test', { definition: directApi(adminDb, sql), values: {} });
      expect(tested.code, sql).toBe(ErrorCode.PERMISSION_DENIED);
      expect(JSON.stringify(tested.body)).not.toContain('alpha');
    }
    expect((await inTenant(other, 'v1/api/test', { definition: directApi(memberDb), values: {} })).code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
  });

  it("tests a definition for the connection's creator and the administrator", async () => {
    for (const user of [member, admin]) {
      const tested = await inTenant<ApiRunResult>(user, 'v1/api/test', {
        definition: directApi(memberDb),
        values: {},
      });
      expect(tested.code, JSON.stringify(tested.body)).toBe(200);
      expect(tested.msg.data).toEqual([
        { id: 1, note: 'alpha' },
        { id: 2, note: 'beta' },
        { id: 3, note: 'gamma' },
      ]);
    }
  });

  it('refuses a member adding an API bound to a connection they did not create', async () => {
    expect((await inTenant(member, 'v1/api/add', { definition: directApi(adminDb) })).code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
    expect((await inTenant(other, 'v1/api/add', { definition: directApi(memberDb) })).code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
    // Nothing was stored: the connection counts no API.
    const got = await inTenant<DatasourceSummary>(admin, 'v1/datasource/get', { _id: adminDb._id });
    expect(got.msg.api_count).toBe(0);
  });

  it("adds an API for the connection's creator and the administrator", async () => {
    for (const user of [member, admin]) {
      const added = await inTenant<ApiDetail>(user, 'v1/api/add', { definition: directApi(memberDb) });
      expect(added.code, JSON.stringify(added.body)).toBe(200);
    }
  });

  it('refuses a change that binds a member’s API to a connection they did not create', async () => {
    const own = await inTenant<ApiDetail>(member, 'v1/api/add', { definition: directApi(memberDb) });
    expect(own.code).toBe(200);
    const rebound = await inTenant(member, 'v1/api/change', {
      _id: own.msg._id,
      definition: { ...directApi(adminDb), name: own.msg.name, path: own.msg.path },
    });
    expect(rebound.code).toBe(ErrorCode.PERMISSION_DENIED);
    const after = await inTenant<ApiDetail>(member, 'v1/api/get', { _id: own.msg._id });
    expect(after.msg.datasource_id).toBe(memberDb._id);
    // The administrator may bind it to their own connection.
    const byAdmin = await inTenant<ApiDetail>(admin, 'v1/api/change', {
      _id: own.msg._id,
      definition: { ...directApi(adminDb), name: own.msg.name, path: own.msg.path },
    });
    expect(byAdmin.code, JSON.stringify(byAdmin.body)).toBe(200);
    expect(byAdmin.msg.datasource_id).toBe(adminDb._id);
  });

  it('lets a member run, and keep, an API of theirs over a connection they may not query, but not change its SQL', async () => {
    const added = await inTenant<ApiDetail>(admin, 'v1/api/add', { definition: directApi(adminDb) });
    expect(added.code).toBe(200);
    const api = added.msg;
    await handOver(keys.api(tenantId(), api._id), 'creator', member.login.user._id);
    // Running a stored API is for every member who sees it.
    for (const user of [member, other]) {
      const ran = await inTenant<ApiRunResult>(user, 'v1/api/run', { _id: api._id, values: {} });
      expect(ran.code, JSON.stringify(ran.body)).toBe(200);
      expect(ran.msg.data).toHaveLength(3);
    }
    const definition = { ...directApi(adminDb), name: api.name, path: api.path };
    // A change that keeps the connection and the SQL is the API's creator's to make.
    const renamed = await inTenant<ApiDetail>(member, 'v1/api/change', {
      _id: api._id,
      definition: { ...definition, sql: api.sql, description: 'renamed' },
    });
    expect(renamed.code, JSON.stringify(renamed.body)).toBe(200);
    // New SQL over the same connection is a query of the member's choosing.
    const resql = await inTenant(member, 'v1/api/change', {
      _id: api._id,
      definition: { ...definition, sql: `SELECT note FROM ${TABLE}` },
    });
    expect(resql.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await inTenant<ApiDetail>(member, 'v1/api/get', { _id: api._id })).msg.sql).toBe(api.sql);
    const byAdmin = await inTenant(admin, 'v1/api/change', {
      _id: api._id,
      definition: { ...definition, sql: `SELECT note FROM ${TABLE}` },
    });
    expect(byAdmin.code, JSON.stringify(byAdmin.body)).toBe(200);
  });
});

describe('worksheet extracts', () => {
  it('refuses a member reading the columns of a table or statement over a connection they did not create', async () => {
    for (const source of [tableSource(adminDb), sqlSource(adminDb)]) {
      const answer = await inTenant(member, 'v1/worksheet/extract_columns', { source });
      expect(answer.code, source.kind).toBe(ErrorCode.PERMISSION_DENIED);
    }
    expect((await inTenant(other, 'v1/worksheet/extract_columns', { source: sqlSource(memberDb) })).code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
  });

  it("reads the columns for the connection's creator and the administrator", async () => {
    for (const user of [member, admin])
      for (const source of [tableSource(memberDb), sqlSource(memberDb)]) {
        const answer = await inTenant<ExtractColumns>(user, 'v1/worksheet/extract_columns', { source });
        expect(answer.code, JSON.stringify(answer.body)).toBe(200);
        expect(answer.msg.columns.map((column) => column.name)).toEqual(['id', 'note']);
      }
  });

  it('refuses a member adding a worksheet extracted from a connection they did not create', async () => {
    for (const source of [tableSource(adminDb), sqlSource(adminDb)]) {
      const answer = await inTenant(member, 'v1/worksheet/add', {
        name: unique('sheet'),
        source,
        fields: WORKSHEET_FIELDS,
      });
      expect(answer.code, source.kind).toBe(ErrorCode.PERMISSION_DENIED);
    }
  });

  it("adds one for the connection's creator and the administrator", async () => {
    for (const user of [member, admin]) {
      const added = await inTenant<WorksheetDetail>(user, 'v1/worksheet/add', {
        name: unique('sheet'),
        source: sqlSource(memberDb),
        fields: WORKSHEET_FIELDS,
      });
      expect(added.code, JSON.stringify(added.body)).toBe(200);
      expect((await settledAs(admin, added.msg._id, 'normal')).record_count).toBe(3);
    }
  });

  it('keeps running an existing worksheet’s extract, but refuses its change to a member who may not query the connection', async () => {
    const added = await inTenant<WorksheetDetail>(admin, 'v1/worksheet/add', {
      name: unique('sheet'),
      source: tableSource(adminDb),
      fields: WORKSHEET_FIELDS,
      update: { mode: 'full_incremental', interval: 60, unit: 'second', incremental_column: 'id', full_every: 2 },
    });
    expect(added.code, JSON.stringify(added.body)).toBe(200);
    const sheet = await settledAs(admin, added.msg._id, 'normal');
    const key = keys.worksheet(tenantId(), sheet._id);
    await handOver(key, 'creatorId', member.login.user._id);

    const change = (user: Registered, update: Record<string, unknown>) =>
      inTenant<WorksheetDetail>(user, 'v1/worksheet/change', {
        _id: sheet._id,
        name: sheet.name,
        group_id: sheet.group_id,
        fields: sheet.fields,
        update: { ...sheet.update, ...update },
      });
    // The incremental column is written into the extract's statement: the member's choice.
    expect((await change(member, { incremental_column: 'note' })).code).toBe(ErrorCode.PERMISSION_DENIED);
    const byAdmin = await change(admin, { full_every: 3 });
    expect(byAdmin.code, JSON.stringify(byAdmin.body)).toBe(200);

    // The stored extract runs on its schedule as before.
    const before = Date.now();
    await dynamo().send(
      new UpdateCommand({
        TableName: env.mainTable(),
        Key: key,
        UpdateExpression: 'SET nextRunAt = :now',
        ExpressionAttributeValues: { ':now': before - 1 },
      }),
    );
    const until = Date.now() + 40_000;
    let run: WorksheetRun | undefined;
    while (!run) {
      const found = (await runsOf(admin, sheet._id)).find((r) => r.trigger === 'schedule' && r.started_at > before);
      if (found && found.status !== 'running') run = found;
      else if (Date.now() > until) throw new Error('the timer ran nothing');
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(run.status, JSON.stringify(run)).toBe('succeeded');
  });
});
