import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../../functions/lib/clients.js';
import { keys } from '../../functions/lib/data/keys.js';
import { env } from '../../functions/lib/env.js';
import type { DatasourceSummary } from '../../shared/acts/datasource.js';
import type { ExtractColumns, WorksheetDetail, WorksheetPreview, WorksheetRun } from '../../shared/acts/worksheet.js';
import { WORKSHEET_LIMITS } from '../../shared/datasource/worksheet.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { callAs, registerUser, type Registered } from './helpers/client.js';
import { openAdmin, READER, sqlName, type Admin } from './helpers/sql-servers.js';
import { runsOf, settledAs } from './helpers/worksheets.js';

/**
 * Worksheets extracted from the machine's PostgreSQL as the least-privilege reader:
 * full plus incremental by a monotonic id, refresh by hand, the run history, one run at a time,
 * and a failing extract that leaves the last good data serving.
 */
const TABLE = sqlName('wb_ws_orders');

let admin: Admin;
let owner: Registered;
let connection: DatasourceSummary;

/** Makes the worksheet due now, as if its interval had passed, for the local timer (every 15 s). */
async function makeDue(id: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: env.mainTable(),
      Key: keys.worksheet(owner.login.corp[0]!._id, id),
      UpdateExpression: 'SET nextRunAt = :now',
      ExpressionAttributeValues: { ':now': Date.now() - 1 },
    }),
  );
}

/** Waits for the timer's next scheduled run of the worksheet to end. */
async function scheduledRun(id: string, after: number): Promise<WorksheetRun> {
  const until = Date.now() + 40_000;
  for (;;) {
    const run = (await runsOf(owner, id)).find((r) => r.trigger === 'schedule' && r.started_at > after);
    if (run && run.status !== 'running') return run;
    if (Date.now() > until) throw new Error('the timer ran nothing');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The worksheet's ids counted by the aggregate a bound widget asks (`v1/worksheet/data`). */
async function countedIds(id: string): Promise<unknown> {
  const query = { dimension: '', measures: [{ field: 'id', agg: 'count' }], order: 'dimension', limit: 10 };
  const answer = await callAs<{ data: Array<Record<string, unknown>> }>(owner, 'v1/worksheet/data', { _id: id, query });
  expect(answer.code, JSON.stringify(answer.body)).toBe(200);
  return answer.msg.data[0]?.count_id;
}

async function refresh(id: string, full = false) {
  return callAs<WorksheetRun>(owner, 'v1/worksheet/refresh', { _id: id, full });
}

beforeAll(async () => {
  admin = await openAdmin('postgresql');
  await admin.exec(`DROP TABLE IF EXISTS ${TABLE}`);
  await admin.exec(`CREATE TABLE ${TABLE} (id int PRIMARY KEY, region text, amount numeric(10,2), sold_at timestamp)`);
  await admin.exec(
    `INSERT INTO ${TABLE} VALUES (1, '华东', 10.5, '2026-01-01 08:00'), (2, '华北', 20, '2026-01-02 09:00'), (3, '华南', 30, '2026-01-03 10:00')`,
  );
  await admin.exec(`GRANT SELECT ON ${TABLE} TO ${READER}`);
  owner = await registerUser();
  const added = await callAs<DatasourceSummary>(owner, 'v1/datasource/add', {
    name: 'orders db',
    settings: {
      type: 'postgresql',
      server: '127.0.0.1',
      port: 5432,
      database: 'test',
      username: READER,
      password: '',
      schema: 'public',
    },
  });
  expect(added.code, JSON.stringify(added.body)).toBe(200);
  connection = added.msg;
});

afterAll(async () => {
  await admin.exec(`DROP TABLE IF EXISTS ${TABLE}`);
  await admin.close();
});

describe('extracted worksheets', () => {
  let sheet: WorksheetDetail;

  it('types a table’s columns and a statement’s columns for the fields step', async () => {
    const source = { kind: 'table', datasource_id: connection._id, schema: 'public', table: TABLE };
    const columns = await callAs<ExtractColumns>(owner, 'v1/worksheet/extract_columns', { source });
    expect(columns.code, JSON.stringify(columns.body)).toBe(200);
    expect(columns.msg.fields.map((field) => [field.name, field.type])).toEqual([
      ['id', 'integer'],
      ['region', 'text'],
      ['amount', 'decimal'],
      ['sold_at', 'datetime'],
    ]);
    const bySql = await callAs<ExtractColumns>(owner, 'v1/worksheet/extract_columns', {
      source: { kind: 'sql', datasource_id: connection._id, sql: `SELECT id, region FROM ${TABLE}` },
    });
    expect(bySql.msg.fields.map((field) => field.name)).toEqual(['id', 'region']);
    const added = await callAs<WorksheetDetail>(owner, 'v1/worksheet/add', {
      name: 'orders',
      source,
      fields: columns.msg.fields,
      update: { mode: 'full_incremental', interval: 60, unit: 'second', incremental_column: 'id', full_every: 2 },
    });
    expect(added.code, JSON.stringify(added.body)).toBe(200);
    expect(added.msg.next_run_at).toBeGreaterThan(Date.now());
    sheet = await settledAs(owner, added.msg._id, 'normal');
    expect(sheet.record_count).toBe(3);
  });

  it('adds only the new rows on an incremental refresh, and reloads fully every full_every runs', async () => {
    // Widgets and previews read what the worksheet holds before and right after the incremental run.
    expect(await countedIds(sheet._id)).toBe(3);
    await admin.exec(`INSERT INTO ${TABLE} VALUES (4, '西南', 40, now()), (5, '西北', 50, now())`);
    const started = await refresh(sheet._id);
    expect(started.code, JSON.stringify(started.body)).toBe(200);
    expect(started.msg.kind).toBe('incremental');
    sheet = await settledAs(owner, sheet._id, 'normal');
    expect(sheet.record_count).toBe(5);
    expect((await runsOf(owner, sheet._id))[0]).toMatchObject({ kind: 'incremental', status: 'succeeded', rows: 2 });
    expect(await countedIds(sheet._id)).toBe(5);
    const appended = await callAs<WorksheetPreview>(owner, 'v1/worksheet/preview', { _id: sheet._id });
    expect(appended.msg.rows.map((row) => row[0]).sort()).toEqual([1, 2, 3, 4, 5]);
    // Nothing new: a second incremental run adds nothing; the third run is the full reload.
    expect((await refresh(sheet._id)).msg.kind).toBe('incremental');
    sheet = await settledAs(owner, sheet._id, 'normal');
    expect((await refresh(sheet._id)).msg.kind).toBe('full');
    sheet = await settledAs(owner, sheet._id, 'normal');
    expect(sheet.record_count).toBe(5);
    const runs = await runsOf(owner, sheet._id);
    expect(runs.map((run) => run.kind)).toEqual(['full', 'incremental', 'incremental', 'full']);
    const preview = await callAs<WorksheetPreview>(owner, 'v1/worksheet/preview', { _id: sheet._id });
    expect(preview.msg.rows.map((row) => row[0]).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('runs one refresh at a time: the others answer WORKSHEET_UPDATING', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => refresh(sheet._id, true)));
    const codes = answers.map((answer) => answer.code).sort();
    expect(codes).toEqual([200, ErrorCode.WORKSHEET_UPDATING, ErrorCode.WORKSHEET_UPDATING]);
    sheet = await settledAs(owner, sheet._id, 'normal');
  });

  it('runs due worksheets from the local timer, and schedules the next run one interval on', async () => {
    await admin.exec(`INSERT INTO ${TABLE} VALUES (6, '东北', 60, now())`);
    const before = Date.now();
    await makeDue(sheet._id);
    const run = await scheduledRun(sheet._id, before);
    expect(run).toMatchObject({ status: 'succeeded', kind: 'incremental', rows: 1 });
    sheet = await settledAs(owner, sheet._id, 'normal');
    expect(sheet.record_count).toBe(6);
    expect(sheet.next_run_at).toBeGreaterThanOrEqual((run.finished_at ?? 0) + 60_000);
  });

  it('keeps the last good data when an extract fails, with the database’s message', async () => {
    await admin.exec(`DROP TABLE ${TABLE}`);
    expect((await refresh(sheet._id, true)).code).toBe(200);
    const failed = await settledAs(owner, sheet._id, 'abnormal');
    expect(failed.last_run).toMatchObject({ status: 'failed', code: ErrorCode.SQL_ERROR });
    expect(failed.last_run?.message).toContain(TABLE);
    expect(failed.record_count).toBe(6);
    const preview = await callAs<WorksheetPreview>(owner, 'v1/worksheet/preview', { _id: sheet._id });
    expect(preview.code).toBe(200);
    expect(preview.msg.rows).toHaveLength(6);
  });

  it('retries a failed scheduled run after the backoff', async () => {
    const before = Date.now();
    await makeDue(sheet._id);
    const run = await scheduledRun(sheet._id, before);
    expect(run).toMatchObject({ status: 'failed', code: ErrorCode.SQL_ERROR });
    const failed = await settledAs(owner, sheet._id, 'abnormal');
    expect(failed.next_run_at).toBe((run.finished_at ?? 0) + WORKSHEET_LIMITS.retryBaseSeconds * 1000);
  });

  it('keeps its connection from being removed until the worksheet is', async () => {
    const kept = await callAs(owner, 'v1/datasource/remove', { _id: connection._id });
    expect(kept.code).toBe(ErrorCode.CONNECTION_IN_USE);
    const listed = await callAs<DatasourceSummary[]>(owner, 'v1/datasource/list', {});
    expect(listed.msg.map((c) => c._id)).toContain(connection._id);

    const removed = await callAs(owner, 'v1/worksheet/remove', { _id: sheet._id });
    expect(removed.code, JSON.stringify(removed.body)).toBe(200);
    expect((await callAs(owner, 'v1/datasource/remove', { _id: connection._id })).code).toBe(200);
  });
});
