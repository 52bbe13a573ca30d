import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProxyAnswer } from '../../shared/acts/api.js';
import type { ApiDetail } from '../../shared/acts/data-api.js';
import type { DatasourceSummary } from '../../shared/acts/datasource.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ShareAccess, ShareInfo } from '../../shared/acts/link-share.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import type { VersionSummary } from '../../shared/acts/versions.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { DEV_SAMPLE_PATH } from '../../shared/protocol/routes.js';
import { baseUrl, callAs, registerUser, rpc, type Registered } from './helpers/client.js';

/**
 * "Widgets draw from APIs": a chart bound to a stored data API over the machine's
 * PostgreSQL, published and link-shared. `link_share_data` runs the stored API of the version's
 * widget in the share's tenant with values computed on the server from the widget's parameter
 * bindings and the viewer's group values; the version and the share payload carry the API's id
 * and bindings only, never its SQL or connection.
 */
const SUFFIX = randomBytes(4).toString('hex');
const TABLE = `wb_bind_sales_${SUFFIX}`;
const READER = `wb_bind_reader_${SUFFIX}`;
const DB_PASSWORD = `pw-${SUFFIX}-never-shown`;

let admin: pg.Client;

beforeAll(async () => {
  admin = new pg.Client({ host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' });
  await admin.connect();
  await admin.query(`CREATE TABLE ${TABLE} (day date PRIMARY KEY, total int NOT NULL)`);
  await admin.query(
    `INSERT INTO ${TABLE} SELECT d::date, (extract(day from d))::int * 10 FROM generate_series('2026-01-01'::date, '2026-01-10'::date, '1 day') d`,
  );
  await admin.query(`CREATE ROLE ${READER} LOGIN PASSWORD '${DB_PASSWORD}'`);
  await admin.query(`GRANT SELECT ON ${TABLE} TO ${READER}`);
});

afterAll(async () => {
  await admin.query(`DROP TABLE IF EXISTS ${TABLE}`);
  await admin.query(`DROP ROLE IF EXISTS ${READER}`);
  await admin.end();
});

const screenAct = <T = unknown>(user: Registered | null, name: string, args: Record<string, unknown> = {}) =>
  user ? callAs<T>(user, `v1/screen/${name}`, args) : rpc<T>('screen', `v1/screen/${name}`, args);
const shareData = (args: Record<string, unknown>) => screenAct<ProxyAnswer>(null, 'link_share_data', args);

const SQL = `SELECT to_char(day, 'YYYY-MM-DD') AS day, total FROM ${TABLE} WHERE day BETWEEN :start AND :end ORDER BY day`;

/** A connection to the machine's PostgreSQL and a direct API over it with a date range. */
async function salesApi(owner: Registered): Promise<ApiDetail> {
  const connection = await callAs<DatasourceSummary>(owner, 'v1/datasource/add', {
    name: `Sales_${SUFFIX}`,
    settings: {
      type: 'postgresql',
      server: '127.0.0.1',
      port: 5432,
      database: 'test',
      username: READER,
      password: DB_PASSWORD,
    },
  });
  expect(connection.code, JSON.stringify(connection.body)).toBe(200);
  const api = await callAs<ApiDetail>(owner, 'v1/api/add', {
    definition: {
      name: `daily_sales_${SUFFIX}`,
      path: `daily-sales-${SUFFIX}-${randomBytes(3).toString('hex')}`,
      type: 'direct',
      datasource_id: connection.msg._id,
      sql: SQL,
      params: [
        { name: 'start', type: 'date', required: false, default: '2026-01-01' },
        { name: 'end', type: 'date', required: false, default: '2026-01-31' },
      ],
      ttl: 1,
    },
  });
  expect(api.code, JSON.stringify(api.body)).toBe(200);
  return api.msg;
}

/** A line chart bound to `apiId`, its start and end taken from the date range of group `filters`. */
const boundChart = (id: string, apiId: string) => ({
  widget: {
    id,
    type: 'charts.line',
    attr: { globeStyle: { name: id } },
    data: {
      source: 'api',
      listen: 'filters',
      api: {
        api_id: apiId,
        params: {
          start: { from: 'group', field: 'dateRange', index: 0 },
          end: { from: 'group', field: 'dateRange', index: 1 },
        },
        interval: 5,
      },
      mapping: { category: 'day', series: ['total'] },
    },
  },
  layout: { widgetId: id, x: 10, y: 100, w: 400, h: 300, z: 2, rotation: 0 },
});

/** A screen of `owner` with the given widgets, published and shared by an open link. */
async function sharedScreen(
  owner: Registered,
  widgets: unknown[],
): Promise<{ screen: ScreenSummary; token: string; group: string }> {
  const group = (await callAs<ScreenGroup[]>(owner, 'v1/group/list')).msg[0]?._id;
  const screen = (
    await screenAct<ScreenSummary>(owner, 'add', { group_id: group, name: 'Sales wall', template: 'blank' })
  ).msg;
  expect((await screenAct(owner, 'append_widget', { _id: screen._id, widgets })).code).toBe(200);
  expect((await screenAct<VersionSummary>(owner, 'version_add', { _id: screen._id, name: 'V1' })).code).toBe(200);
  const share = await screenAct<ShareInfo>(owner, 'link_share_add', { _id: screen._id });
  expect(share.code).toBe(200);
  return { screen, token: share.msg.token, group: String(group) };
}

const SCOPE = randomBytes(16).toString('base64url');
const sample = (path: string) => `${baseUrl()}${DEV_SAMPLE_PATH}/scope/${SCOPE}${path}`;
const hitsOf = async (path: string) =>
  ((await (await fetch(sample(`/hits?of=${encodeURIComponent(path)}`))).json()) as { hits: number }).hits;

const rowsOf = (answer: { msg: ProxyAnswer }) => answer.msg.data as Array<{ day: string; total: number }>;

describe('a widget bound to a data API on a shared screen', () => {
  it('gets the database rows, its parameters driven by the viewer’s group values', async () => {
    const owner = await registerUser();
    const api = await salesApi(owner);
    const { screen, token, group } = await sharedScreen(owner, [boundChart('c1', api._id)]);

    // No group values: the API's defaults (the whole month).
    const all = await shareData({ token, screen_id: screen._id, widget_id: 'c1' });
    expect(all.code, JSON.stringify(all.body)).toBe(200);
    expect(all.msg.status).toBe(200);
    expect(rowsOf(all)).toHaveLength(10);
    expect(rowsOf(all)[0]).toEqual({ day: '2026-01-01', total: 10 });

    // A date-range filter's value: start and end are its two items.
    const some = await shareData({
      token,
      screen_id: screen._id,
      widget_id: 'c1',
      values: { dateRange: ['2026-01-03', '2026-01-05'] },
    });
    expect(some.code).toBe(200);
    expect(rowsOf(some)).toEqual([
      { day: '2026-01-03', total: 30 },
      { day: '2026-01-04', total: 40 },
      { day: '2026-01-05', total: 50 },
    ]);

    // Through a link to the screen's group, the same.
    const groupToken = (await callAs<ShareInfo>(owner, 'v1/group/link_share_add', { _id: group })).msg.token;
    const byGroup = await rpc<ProxyAnswer>('group', 'v1/group/link_share_data', {
      token: groupToken,
      screen_id: screen._id,
      widget_id: 'c1',
      values: { dateRange: ['2026-01-09', '2026-01-31'] },
    });
    expect(byGroup.code, JSON.stringify(byGroup.body)).toBe(200);
    expect(rowsOf(byGroup).map((row) => row.day)).toEqual(['2026-01-09', '2026-01-10']);

    // Values are checked against the API's types: not a date is refused, nothing runs.
    const wrong = await shareData({
      token,
      screen_id: screen._id,
      widget_id: 'c1',
      values: { dateRange: ["2026-01-01'; DROP TABLE x; --", '2026-01-05'] },
    });
    expect(wrong.code).toBe(ErrorCode.API_PARAM_INVALID);

    // A changed row shows once the API's TTL (1 s) has passed.
    await admin.query(`UPDATE ${TABLE} SET total = 999 WHERE day = '2026-01-04'`);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const changed = await shareData({
      token,
      screen_id: screen._id,
      widget_id: 'c1',
      values: { dateRange: ['2026-01-04', '2026-01-04'] },
    });
    expect(rowsOf(changed)).toEqual([{ day: '2026-01-04', total: 999 }]);
  });

  it('carries only the API id and bindings in the version and the share payload', async () => {
    const owner = await registerUser();
    const api = await salesApi(owner);
    const { screen, token } = await sharedScreen(owner, [boundChart('c1', api._id)]);
    const access = await screenAct<ShareAccess>(null, 'link_share_check', { token });
    expect(access.code).toBe(200);
    const view = await screenAct(null, 'link_share_view', { token, access: access.msg.access });
    expect(view.code).toBe(200);
    const versions = await screenAct<VersionSummary[]>(owner, 'version_list', { _id: screen._id });
    const version = await screenAct(owner, 'version_get', { _id: screen._id, version_id: versions.msg[0]?._id });
    expect(version.code).toBe(200);
    for (const raw of [JSON.stringify(view.body), JSON.stringify(version.body)]) {
      expect(raw).toContain(api._id);
      expect(raw).toContain('"dateRange"');
      for (const secret of [TABLE, 'SELECT', 'BETWEEN', READER, DB_PASSWORD, '127.0.0.1', 'datasource_id', api.path])
        expect(raw, secret).not.toContain(secret);
    }
  });

  it('publishes no widget bound to another tenant’s API id, and runs nothing for it', async () => {
    const owner = await registerUser();
    const api = await salesApi(owner);
    const intruder = await registerUser();
    const group = (await callAs<ScreenGroup[]>(intruder, 'v1/group/list')).msg[0]?._id;
    const screen = (
      await screenAct<ScreenSummary>(intruder, 'add', { group_id: group, name: 'Stolen wall', template: 'blank' })
    ).msg;
    expect(
      (await screenAct(intruder, 'append_widget', { _id: screen._id, widgets: [boundChart('c1', api._id)] })).code,
    ).toBe(200);
    // An id that is no API of the publisher's tenant is refused at publishing, as one they may not see.
    const published = await screenAct(intruder, 'version_add', { _id: screen._id, name: 'V1' });
    expect(published.code).toBe(ErrorCode.API_NOT_FOUND);
    expect(JSON.stringify(published.body)).not.toContain('2026-01-01');

    // Signed in, the intruder cannot run it by id either.
    expect((await callAs(intruder, 'v1/api/run', { _id: api._id, values: {} })).code).toBe(ErrorCode.API_NOT_FOUND);
  });

  it('runs a proxy API with the parameters the stored bindings make of the viewer’s values, and no other, at most once a second', async () => {
    const owner = await registerUser();
    const run = randomBytes(4).toString('hex');
    const api = await callAs<ApiDetail>(owner, 'v1/api/add', {
      definition: {
        name: `upstream_${run}`,
        path: `upstream-${run}`,
        type: 'proxy',
        http: { url: sample(`/sales?run=${run}`), method: 'GET', headers: {} },
        params: [
          { name: 'region', type: 'string', default: 'all' },
          { name: 'month', type: 'string' },
        ],
        // Run every time for its editors; a public share still reuses an answer for a second.
        ttl: 0,
      },
    });
    expect(api.code, JSON.stringify(api.body)).toBe(200);
    const chart = boundChart('c1', api.msg._id);
    chart.widget.data.api.params = {
      region: { from: 'const', value: 'East' },
      month: { from: 'group', field: 'month' },
    } as never;
    const { screen, token } = await sharedScreen(owner, [chart]);
    const answer = await shareData({
      token,
      screen_id: screen._id,
      widget_id: 'c1',
      // Only `month` is bound to the group; a viewer's `region` and unknown fields change nothing.
      values: { month: 'Mar', region: 'West', api_id: 'x', sql: 'select 1' },
    });
    expect(answer.code, JSON.stringify(answer.body)).toBe(200);
    expect((answer.msg.data as { result: { list: unknown[] } }).result.list.length).toBeGreaterThan(0);
    // The query's field order is the API's business: count both.
    const hits = async (region: string) =>
      (await hitsOf(`/sales?run=${run}&region=${region}&month=Mar`)) +
      (await hitsOf(`/sales?run=${run}&month=Mar&region=${region}`));
    expect(await hits('East')).toBe(1);
    expect(await hits('West')).toBe(0);
    const again = await shareData({ token, screen_id: screen._id, widget_id: 'c1', values: { month: 'Mar' } });
    expect(again.msg.cached).toBe(true);
    expect(await hits('East')).toBe(1);
  });
});
