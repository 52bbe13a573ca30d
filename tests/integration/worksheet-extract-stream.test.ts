import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasourceSummary } from '../../shared/acts/datasource.js';
import type { ExtractColumns, WorksheetDetail, WorksheetPreview, WorksheetRun } from '../../shared/acts/worksheet.js';
import { callAs, registerUser, type Registered } from './helpers/client.js';
import { openAdmin, READER, sqlName, type Admin } from './helpers/sql-servers.js';
import { runsOf, settled } from './helpers/worksheets.js';

/**
 * Extracts stream from the database into Parquet in batches. A PostgreSQL table of
 * 300,000 rows and a MariaDB table of 100,000 load whole, with their values, and an incremental
 * run after them adds only the rows past the watermark the streamed load left.
 */
const TABLE = sqlName('wb_ws_stream');
const REGIONS = ['华东', '华北', '华南', '西南', 'North', 'South'];

/** The region and amount every generated row has, by its id. */
const regionOf = (id: number): string => REGIONS[id % 6] ?? '';
const amountOf = (id: number): number => Math.round((id % 1000) * 137) / 100;

const CASES = [
  {
    type: 'postgresql' as const,
    rows: 300_000,
    port: 5432,
    schema: 'public',
    session: 'SELECT 1',
    create: `CREATE TABLE ${TABLE} AS
      SELECT n AS id, (ARRAY['华东','华北','华南','西南','North','South'])[1 + n % 6] AS region,
             round((n % 1000) * 1.37, 2)::numeric(10,2) AS amount
      FROM generate_series(1, 300000) AS n`,
    more: `INSERT INTO ${TABLE} SELECT n, (ARRAY['华东','华北','华南','西南','North','South'])[1 + n % 6],
             round((n % 1000) * 1.37, 2) FROM generate_series(300001, 300007) AS n`,
  },
  {
    type: 'mariadb' as const,
    rows: 100_000,
    port: 3306,
    schema: 'test',
    // The admin session's own limit on a recursive WITH (1000 by default here).
    session: 'SET SESSION max_recursive_iterations = 1000000',
    create: `CREATE TABLE ${TABLE} (id int PRIMARY KEY, region varchar(10), amount decimal(10,2))
      SELECT n AS id, ELT(1 + n % 6, '华东','华北','华南','西南','North','South') AS region,
             ROUND((n % 1000) * 1.37, 2) AS amount
      FROM (WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < 100000) SELECT n FROM s) AS g`,
    more: `INSERT INTO ${TABLE}
      SELECT n, ELT(1 + n % 6, '华东','华北','华南','西南','North','South'), ROUND((n % 1000) * 1.37, 2)
      FROM (WITH RECURSIVE s(n) AS (SELECT 100001 UNION ALL SELECT n + 1 FROM s WHERE n < 100007) SELECT n FROM s) AS g`,
  },
];

let owner: Registered;

beforeAll(async () => {
  owner = await registerUser();
});

describe.each(CASES)('a $type extract of $rows rows', (setup) => {
  let admin: Admin;
  let connection: DatasourceSummary;
  let sheet: WorksheetDetail | undefined;

  beforeAll(async () => {
    admin = await openAdmin(setup.type);
    await admin.exec(`DROP TABLE IF EXISTS ${TABLE}`);
    await admin.exec(setup.session);
    await admin.exec(setup.create);
    await admin.exec(
      setup.type === 'postgresql'
        ? `GRANT SELECT ON ${TABLE} TO ${READER}`
        : `GRANT SELECT ON test.${TABLE} TO '${READER}'@'127.0.0.1'`,
    );
    const added = await callAs<DatasourceSummary>(owner, 'v1/datasource/add', {
      name: `${setup.type} stream`,
      settings: {
        type: setup.type,
        server: '127.0.0.1',
        port: setup.port,
        database: 'test',
        username: READER,
        password: '',
        schema: setup.schema,
      },
    });
    expect(added.code, JSON.stringify(added.body)).toBe(200);
    connection = added.msg;
  }, 120_000);

  afterAll(async () => {
    // Removing the connection closes its pool in the gateway (an idle MariaDB pool would keep the
    // test process alive).
    if (sheet) await callAs(owner, 'v1/worksheet/remove', { _id: sheet._id });
    await callAs(owner, 'v1/datasource/remove', { _id: connection._id });
    await admin.exec(`DROP TABLE IF EXISTS ${TABLE}`);
    await admin.close();
  });

  it('loads every row, with its values', { timeout: 180_000 }, async () => {
    const source = { kind: 'table', datasource_id: connection._id, schema: setup.schema, table: TABLE };
    const columns = await callAs<ExtractColumns>(owner, 'v1/worksheet/extract_columns', { source });
    expect(columns.code, JSON.stringify(columns.body)).toBe(200);
    const added = await callAs<WorksheetDetail>(owner, 'v1/worksheet/add', {
      name: `${setup.type} stream`,
      source,
      fields: columns.msg.fields,
      update: { mode: 'full_incremental', interval: 1, unit: 'day', incremental_column: 'id', full_every: 5 },
    });
    expect(added.code, JSON.stringify(added.body)).toBe(200);
    sheet = await settled(owner, added.msg._id, 150_000);
    expect(sheet.status, JSON.stringify(sheet.last_run)).toBe('normal');
    expect(sheet.record_count).toBe(setup.rows);
    expect((await runsOf(owner, sheet._id))[0]).toMatchObject({ kind: 'full', status: 'succeeded', rows: setup.rows });
    const preview = await callAs<WorksheetPreview>(owner, 'v1/worksheet/preview', { _id: sheet._id });
    expect(preview.code, JSON.stringify(preview.body)).toBe(200);
    expect(preview.msg.rows.length).toBeGreaterThan(10);
    for (const [id, region, amount] of preview.msg.rows) {
      expect(Number.isInteger(id)).toBe(true);
      expect([id, region, Number(amount)]).toEqual([id, regionOf(Number(id)), amountOf(Number(id))]);
    }
  });

  it('adds only the rows past the watermark the streamed load left', { timeout: 120_000 }, async () => {
    await admin.exec(setup.more);
    const id = sheet?._id ?? '';
    const started = await callAs<WorksheetRun>(owner, 'v1/worksheet/refresh', { _id: id, full: false });
    expect(started.code, JSON.stringify(started.body)).toBe(200);
    expect(started.msg.kind).toBe('incremental');
    sheet = await settled(owner, id, 100_000);
    expect(sheet.status, JSON.stringify(sheet.last_run)).toBe('normal');
    expect(sheet.record_count).toBe(setup.rows + 7);
    expect((await runsOf(owner, id))[0]).toMatchObject({ kind: 'incremental', status: 'succeeded', rows: 7 });
  });
});
