import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, test } from './fixtures';
import { newUserWithScreens, openEditor, saved, signInAs, type Screen } from './editor-driver';
import { shot } from './support';

/**
 * "Widgets draw from APIs", as a new user does it: a line chart and a KPI bound to SQL
 * APIs over the machine's PostgreSQL with a date-range filter driving `:start`/`:end`. The KPI is
 * bound through the data panel (pick the API, bind its parameters to the filter's range); both
 * draw database rows in the editor, then on a link share opened in a fresh browser, where moving
 * the range redraws them and a changed row shows after the APIs' 1 s TTL.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

const SUFFIX = randomBytes(4).toString('hex');
const TABLE = `wb_e2e_sales_${SUFFIX}`;
const READER = `wb_e2e_reader_${SUFFIX}`;
let admin: pg.Client;

test.beforeAll(async () => {
  admin = new pg.Client({ host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' });
  await admin.connect();
  await admin.query(`CREATE TABLE ${TABLE} (day date PRIMARY KEY, total int NOT NULL)`);
  await admin.query(
    `INSERT INTO ${TABLE} SELECT d::date, (extract(day from d))::int * 10 FROM generate_series('2026-01-01'::date, '2026-01-10'::date, '1 day') d`,
  );
  await admin.query(`CREATE ROLE ${READER} LOGIN PASSWORD 'e2e-${SUFFIX}'`);
  await admin.query(`GRANT SELECT ON ${TABLE} TO ${READER}`);
});

test.afterAll(async () => {
  await admin.query(`DROP TABLE IF EXISTS ${TABLE}`);
  await admin.query(`DROP ROLE IF EXISTS ${READER}`);
  await admin.end();
});

const RANGE = `WHERE day BETWEEN :start AND :end`;
const DATE_PARAMS = [
  { name: 'start', type: 'date', default: '2026-01-01' },
  { name: 'end', type: 'date', default: '2026-01-31' },
];

test('a chart and a KPI draw database rows through data APIs, in the editor and on a link share', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Sales by API']);
  const screen = screens[0] as Screen;
  const connection = await call<{ _id: string }>('v1/datasource/add', {
    name: `Sales_${SUFFIX}`,
    settings: {
      type: 'postgresql',
      server: '127.0.0.1',
      port: 5432,
      database: 'test',
      username: READER,
      password: `e2e-${SUFFIX}`,
    },
  });
  const api = (name: string, sql: string) =>
    call<{ _id: string }>('v1/api/add', {
      definition: {
        name,
        path: `${name}-${SUFFIX}`.replace(/_/g, '-'),
        type: 'direct',
        datasource_id: connection._id,
        sql,
        params: DATE_PARAMS,
        ttl: 1,
      },
    });
  const daily = await api(
    `daily_${SUFFIX}`,
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, total FROM ${TABLE} ${RANGE} ORDER BY day`,
  );
  await api(`range_total_${SUFFIX}`, `SELECT sum(total)::int AS total FROM ${TABLE} ${RANGE}`);

  const detail = await call<{ document: { config: Record<string, unknown> }; config_revision: number }>(
    'v1/screen/get',
    { _id: screen._id },
  );
  await call('v1/screen/change_config', {
    _id: screen._id,
    config: { ...detail.document.config, commGroups: ['filters'] },
    revision: detail.config_revision,
  });
  const base = { style: {}, locked: false, inner: false, hidden: false, events: [] };
  await call('v1/screen/append_widget', {
    _id: screen._id,
    widgets: [
      {
        widget: {
          ...base,
          id: 'range',
          type: 'filter.dateRange',
          attr: {
            globeStyle: { name: 'Range' },
            commGroup: 'filters',
            field: 'dateRange',
            from: '2026-01-01',
            to: '2026-01-10',
          },
        },
        layout: { widgetId: 'range', x: 60, y: 40, w: 520, h: 80, z: 1, rotation: 0 },
      },
      {
        widget: {
          ...base,
          id: 'trend',
          type: 'chart.line',
          attr: { globeStyle: { name: 'Trend' } },
          data: {
            source: 'api',
            listen: 'filters',
            api: {
              api_id: daily._id,
              interval: 1,
              params: {
                start: { from: 'group', field: 'dateRange', index: 0 },
                end: { from: 'group', field: 'dateRange', index: 1 },
              },
            },
            mapping: { category: 'day', series: ['total'] },
          },
        },
        layout: { widgetId: 'trend', x: 60, y: 160, w: 1100, h: 520, z: 2, rotation: 0 },
      },
      {
        widget: {
          ...base,
          id: 'sum',
          type: 'kpi.number',
          attr: { globeStyle: { name: 'Sum' }, label: 'Total', animation: 'none' },
        },
        layout: { widgetId: 'sum', x: 1220, y: 160, w: 500, h: 200, z: 3, rotation: 0 },
      },
    ],
  });

  // In the editor: the chart draws the rows (the filter's range, or the API's defaults).
  await signInAs(page, user);
  await openEditor(page, screen);
  const trend = page.locator('[data-canvas] [data-widget-id="trend"]');
  await expect(trend.locator('[data-widget-state="ready"]')).toBeVisible();
  await expect(trend.locator('.highcharts-xaxis-labels')).toContainText('2026-01-01');

  // The KPI bound through the data panel: search and pick the API, bind start/end to the range.
  await page.locator('[data-canvas] [data-widget-id="sum"]').click();
  const inspector = page.getByTestId('inspector');
  await inspector.getByRole('tab', { name: 'Data' }).click();
  await inspector.getByRole('tab', { name: 'Data API' }).click();
  const picker = inspector.getByRole('combobox', { name: 'Data API' });
  await picker.click();
  await picker.fill('range_total');
  await page.getByRole('option', { name: new RegExp(`range_total_${SUFFIX}`) }).click();
  const refresh = inspector.getByRole('spinbutton', { name: 'Refresh every (s)' });
  await refresh.fill('2');
  await refresh.press('Enter');
  await inspector.getByRole('combobox', { name: 'Listen to communication group' }).click();
  await page.getByRole('option', { name: 'filters' }).click();
  for (const [name, item] of [
    ['start', 'First (start)'],
    ['end', 'Second (end)'],
  ] as const) {
    const row = inspector.getByRole('group', { name });
    await row.getByRole('combobox', { name: `Value of ${name}` }).click();
    await page.getByRole('option', { name: 'Communication group field' }).click();
    await row.getByRole('combobox', { name: 'Item' }).click();
    await page.getByRole('option', { name: item }).click();
  }
  await expect(inspector.getByRole('group', { name: 'start' }).getByRole('combobox', { name: 'Field' })).toHaveValue(
    'dateRange',
  );
  await inspector.getByRole('combobox', { name: 'Value field' }).click();
  await page.getByRole('option', { name: 'total', exact: true }).click();
  await expect(inspector.getByTestId('data-preview').locator('tbody tr')).toHaveCount(1);
  const sum = page.locator('[data-canvas] [data-widget-id="sum"]');
  // 10 + 20 + … + 100 over the first ten days.
  await expect(sum.locator('[data-widget-state="ready"]')).toContainText('550');
  await shot(page, 'widgets-api-editor');
  await saved(page);

  // Published and shared: a stranger's browser draws the same rows through the link.
  await call('v1/screen/version_add', { _id: screen._id, name: 'V1' });
  const { token } = await call<{ token: string }>('v1/screen/link_share_add', { _id: screen._id });
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1600, height: 1000 } });
  const visitor = await context.newPage();
  const signedCalls: string[] = [];
  visitor.on('request', (r) => (r.url().includes('/rpc/api') ? signedCalls.push(r.url()) : undefined));
  await visitor.goto(`/screen-share/share/${token}`);
  const shared = (id: string) => visitor.locator(`[data-viewer] [data-widget-id="${id}"]`);
  await expect(shared('trend').locator('[data-widget-state="ready"]')).toBeVisible();
  await expect(shared('trend').locator('.highcharts-xaxis-labels')).toContainText('2026-01-10');
  await expect(shared('sum').locator('[data-widget-state="ready"]')).toContainText('550');
  await shot(visitor, 'widgets-api-share');

  // The filter drives the parameters: from the 6th, the chart starts there and the sum is 60+…+100.
  await shared('range').getByLabel('Start date').fill('2026-01-06');
  await expect(shared('sum').locator('[data-widget-state="ready"]')).toContainText('400');
  await expect(shared('trend').locator('.highcharts-xaxis-labels')).not.toContainText('2026-01-05');
  await expect(shared('trend').locator('.highcharts-xaxis-labels')).toContainText('2026-01-06');

  // A changed row shows after the TTL (1 s) at the next poll.
  await admin.query(`UPDATE ${TABLE} SET total = 1000 WHERE day = '2026-01-10'`);
  await expect(shared('sum').locator('[data-widget-state="ready"]')).toContainText(/1,?300/, { timeout: 15_000 });
  await expect(shared('trend').locator('.highcharts-yaxis-labels')).toContainText(/1,?000/);
  await visitor.waitForTimeout(1500);
  await shot(visitor, 'widgets-api-share-filtered');
  // The share page never calls the signed-in API acts.
  expect(signedCalls).toEqual([]);
  await context.close();
});
