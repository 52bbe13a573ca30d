import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ShareInfo } from '../../shared/acts/link-share.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import type { VersionSummary } from '../../shared/acts/versions.js';
import { worksheetTableName, type WorksheetField } from '../../shared/datasource/worksheet.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import type { WorksheetAggregateQuery } from '../../shared/widgets/data.js';
import { awsStore } from '../../functions/core/store/aws-store.js';
import { shareData } from '../../functions/core/shares/link-share-data.js';
import { worksheetAggregate, type WorksheetReads } from '../../functions/core/worksheets/widget-data.js';
import type { RequestInfo } from '../../functions/lib/act.js';
import { isDomainError } from '../../functions/lib/errors.js';
import { putAsset, worksheetKeys } from '../../functions/lib/s3-objects.js';
import type { WorksheetTable } from '../../functions/lib/worksheet/contract.js';
import { duckdbEngine } from '../../functions/lib/worksheet/engine/index.js';
import { callAs, registerUser, type Registered } from './helpers/client.js';

/**
 * Widgets bind a worksheet directly: the aggregate of a widget's worksheet binding,
 * run by the real worksheet engine over Parquet in the emulator's S3 — for a signed-in editor
 * (`worksheetAggregate`, what `v1/worksheet/data` runs) and for a link share of a published
 * screen (`shareData`, what `link_share_data` runs: the version's stored binding, in the share
 * owner's tenant). The worksheet's lookup is injected here (the data layer's is wired in by the
 * worksheet acts); everything else is the production path.
 */
const SUFFIX = randomBytes(4).toString('hex');
const FIELDS: WorksheetField[] = [
  { name: 'region', type: 'text', source: 0 },
  { name: 'sales', type: 'decimal', source: 1 },
  { name: 'units', type: 'integer', source: 2 },
  { name: 'day', type: 'date', source: 3 },
];
const ROWS = [
  ['East', 10.5, 2, '2026-01-01'],
  ['East', 4.5, 1, '2026-01-02'],
  ['West', 7, 5, '2026-01-01'],
  ['North', 1, 1, '2026-01-03'],
  ['North', 2, 3, '2026-01-04'],
  ['North', 30, 1, '2026-01-05'],
] as const;

let dir: string;
let owner: Registered;
let stranger: Registered;
const tables = new Map<string, WorksheetTable>();
let loads = 0;
const reads: WorksheetReads = {
  loadTable: (tenantId, worksheetId) => {
    loads++;
    return Promise.resolve(tables.get(`${tenantId}/${worksheetId}`));
  },
  engineFor: () => duckdbEngine,
};

const tenantOf = (user: Registered): string => {
  const corp = user.login.corp[0];
  if (!corp) throw new Error('no tenant');
  return corp._id;
};

/** A worksheet of `tenantId` holding ROWS, written as Parquet by DuckDB and put in the assets bucket. */
async function worksheetOf(tenantId: string, worksheetId: string): Promise<WorksheetTable> {
  const path = join(dir, `${worksheetId}.parquet`);
  const values = ROWS.map(([r, s, u, d]) => `('${r}', ${s}::DOUBLE, ${u}::BIGINT, DATE '${d}')`).join(', ');
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run(
    `COPY (SELECT * FROM (VALUES ${values}) AS t(region, sales, units, day)) TO '${path}' (FORMAT parquet)`,
  );
  connection.closeSync();
  instance.closeSync();
  const body = await readFile(path);
  const generation = `g${SUFFIX}`;
  const key = worksheetKeys.part(tenantId, worksheetId, generation, 'p0');
  await putAsset(key, body, 'application/vnd.apache.parquet');
  const table: WorksheetTable = {
    tenantId,
    worksheetId,
    name: worksheetTableName(worksheetId),
    keys: [key],
    fields: FIELDS,
    bytes: body.length,
    generation,
  };
  tables.set(`${tenantId}/${worksheetId}`, table);
  return table;
}

const query = (input: Partial<WorksheetAggregateQuery>): WorksheetAggregateQuery => ({
  dimension: 'region',
  measures: [{ field: 'sales', agg: 'sum' }],
  order: 'dimension',
  limit: 1000,
  ...input,
});

async function refusal(work: Promise<unknown>): Promise<number | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    if (isDomainError(error)) return error.code;
    throw error;
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wb-ws-binding-'));
  [owner, stranger] = await Promise.all([registerUser(), registerUser()]);
  await worksheetOf(tenantOf(owner), `wsown${SUFFIX}`);
  await worksheetOf(tenantOf(stranger), `wsother${SUFFIX}`);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the aggregate of a worksheet-bound widget (signed in)', () => {
  it('answers one row per dimension value with a column per measure, ordered by the dimension', async () => {
    const result = await worksheetAggregate(
      reads,
      tenantOf(owner),
      `wsown${SUFFIX}`,
      query({
        measures: [
          { field: 'sales', agg: 'sum' },
          { field: 'units', agg: 'avg' },
          { field: 'day', agg: 'max' },
          { field: 'region', agg: 'count' },
        ],
      }),
    );
    expect(result.data).toEqual([
      { region: 'East', sum_sales: 15, avg_units: 1.5, max_day: '2026-01-02', count_region: 2 },
      { region: 'North', sum_sales: 33, avg_units: 5 / 3, max_day: '2026-01-05', count_region: 3 },
      { region: 'West', sum_sales: 7, avg_units: 5, max_day: '2026-01-01', count_region: 1 },
    ]);
    expect(result.columns.map((column) => column.name)).toEqual([
      'region',
      'sum_sales',
      'avg_units',
      'max_day',
      'count_region',
    ]);
    expect(result.truncated).toBe(false);
  });

  it('orders by the first measure, keeps the limit and says the answer was cut; one row without a dimension', async () => {
    const top = await worksheetAggregate(
      reads,
      tenantOf(owner),
      `wsown${SUFFIX}`,
      query({ order: 'measure', limit: 2 }),
    );
    expect(top.data).toEqual([
      { region: 'North', sum_sales: 33 },
      { region: 'East', sum_sales: 15 },
    ]);
    expect(top.truncated).toBe(true);
    const total = await worksheetAggregate(
      reads,
      tenantOf(owner),
      `wsown${SUFFIX}`,
      query({ dimension: '', measures: [{ field: 'units', agg: 'sum' }] }),
    );
    expect(total.data).toEqual([{ sum_units: 13 }]);
  });

  it('shares one answer per worksheet generation and statement', async () => {
    const asked = query({ measures: [{ field: 'units', agg: 'min' }] });
    const first = await worksheetAggregate(reads, tenantOf(owner), `wsown${SUFFIX}`, asked);
    const again = await worksheetAggregate(reads, tenantOf(owner), `wsown${SUFFIX}`, asked);
    expect(first.cached).toBe(false);
    expect(again).toEqual({ ...first, cached: true });
  });

  it('answers no rows before the worksheet’s first load', async () => {
    const empty = { ...(await worksheetOf(tenantOf(owner), `wsempty${SUFFIX}`)), keys: [], bytes: 0 };
    tables.set(`${tenantOf(owner)}/wsempty${SUFFIX}`, empty);
    const result = await worksheetAggregate(reads, tenantOf(owner), `wsempty${SUFFIX}`, query({}));
    expect(result).toMatchObject({ data: [], truncated: false, cached: false });
  });

  it('refuses a field the worksheet lacks, and finds nothing of another tenant', async () => {
    expect(
      await refusal(worksheetAggregate(reads, tenantOf(owner), `wsown${SUFFIX}`, query({ dimension: 'city' }))),
    ).toBe(ErrorCode.WORKSHEET_BINDING_INVALID);
    expect(await refusal(worksheetAggregate(reads, tenantOf(owner), `wsother${SUFFIX}`, query({})))).toBe(
      ErrorCode.WORKSHEET_NOT_FOUND,
    );
  });
});

/** A bar chart bound to worksheet `worksheetId` by region, summing sales. */
const worksheetChart = (id: string, worksheetId: string) => ({
  widget: {
    id,
    type: 'chart.bar',
    attr: { globeStyle: { name: id } },
    data: {
      source: 'worksheet',
      worksheet: {
        worksheet_id: worksheetId,
        dimension: 'region',
        measures: [{ field: 'sales', agg: 'sum' }],
        interval: 5,
      },
      mapping: { category: 'region', series: ['sum_sales'] },
    },
  },
  layout: { widgetId: id, x: 10, y: 100, w: 400, h: 300, z: 2, rotation: 0 },
});

const request: RequestInfo = {
  requestId: 'worksheet-binding-test',
  language: 'en',
  now: Date.now(),
  sourceIp: '203.0.113.9',
  userAgent: 'vitest',
};

describe('a worksheet-bound chart on a shared screen', () => {
  it('gets the aggregate of the published binding in the owner’s tenant; another tenant’s worksheet finds nothing', async () => {
    const group = (await callAs<ScreenGroup[]>(owner, 'v1/group/list')).msg[0]?._id;
    const screen = (
      await callAs<ScreenSummary>(owner, 'v1/screen/add', { group_id: group, name: 'Regions', template: 'blank' })
    ).msg;
    const added = await callAs(owner, 'v1/screen/append_widget', {
      _id: screen._id,
      widgets: [worksheetChart('own', `wsown${SUFFIX}`), worksheetChart('foreign', `wsother${SUFFIX}`)],
    });
    expect(added.code, JSON.stringify(added.body)).toBe(200);
    expect((await callAs<VersionSummary>(owner, 'v1/screen/version_add', { _id: screen._id, name: 'V1' })).code).toBe(
      200,
    );
    const share = await callAs<ShareInfo>(owner, 'v1/screen/link_share_add', { _id: screen._id });
    expect(share.code).toBe(200);
    const args = { token: share.msg.token, screen_id: screen._id, values: {} };

    const answer = await shareData(awsStore, { ...args, widget_id: 'own' }, 'screen', request, reads);
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual([
      { region: 'East', sum_sales: 15 },
      { region: 'North', sum_sales: 33 },
      { region: 'West', sum_sales: 7 },
    ]);
    const before = loads;
    expect(await refusal(shareData(awsStore, { ...args, widget_id: 'foreign' }, 'screen', request, reads))).toBe(
      ErrorCode.WORKSHEET_NOT_FOUND,
    );
    // Looked up in the share owner's tenant, where that id is nobody's.
    expect(loads).toBe(before + 1);
  });
});
