import { worksheetTableName } from '../../shared/datasource/worksheet.js';
import { expect, test } from './fixtures';
import { newUserWithScreens, signInAs } from './editor-driver';
import { shot } from './support';
import { addCsvWorksheet } from './worksheet-driver';

/**
 * "Chart this" on a worksheet: one click in the worksheet list drafts a dashboard of it on a new
 * screen and opens the editor: the totals as KPIs, the numbers over the days, bars per channel
 * and region, and a table, every widget drawing the worksheet's own numbers.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

const DAYS = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'];
const ROWS = DAYS.flatMap((day, d) =>
  ['East', 'West', 'North'].flatMap((region, r) =>
    ['Online', 'Store'].map((channel, c) => [
      day,
      region,
      channel,
      10 + d + r + c,
      (100 + d * 10 + r * 5 + c).toFixed(2),
    ]),
  ),
);
const CSV = ['day,region,channel,orders,revenue', ...ROWS.map((row) => row.join(','))].join('\n');
const ORDERS = ROWS.reduce((sum, row) => sum + Number(row[3]), 0);
const REVENUE = ROWS.reduce((sum, row) => sum + Number(row[4]), 0);

test('Chart this drafts a bound dashboard of a worksheet in one click', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const { user, call } = await newUserWithScreens(browser, request, []);
  await addCsvWorksheet(request, user, call, 'Daily sales', CSV);

  await signInAs(page, user);
  await page.goto('/dataFile');
  const row = page.getByRole('row', { name: /Daily sales/ });
  await row.getByTestId('row-chart').click();

  await expect(page).toHaveURL(/\/screenEditor\//);
  const canvas = page.locator('[data-canvas]');
  await expect(canvas.locator('[data-widget-id]')).toHaveCount(6);
  // Every drafted widget draws: none is left on the sample's or an empty answer.
  await expect(canvas.locator('[data-widget-state="ready"]')).toHaveCount(6, { timeout: 30_000 });
  await expect(canvas.getByText('orders', { exact: true }).first()).toBeVisible();
  await expect(canvas).toContainText(ORDERS.toLocaleString('en-US'));
  await expect(canvas.locator('.highcharts-xaxis-labels').first()).toContainText('2026-11-01');
  await shot(page, 'chart-this-worksheet');
});

/**
 * "Chart this" on a data API: the API runs once, its answer's shape is drafted and every widget
 * reads that same API, its rows grouped on the client (the totals, the days, the channels).
 */
test('Chart this drafts a dashboard bound to an existing data API', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const { user, call } = await newUserWithScreens(browser, request, []);
  const worksheet = await addCsvWorksheet(request, user, call, 'Sales sheet', CSV);
  const name = `daily_sales_${String(Date.now()).slice(-6)}`;
  const api = await call<{ _id: string }>('v1/api/add', {
    definition: {
      name,
      path: name.replace(/_/g, '-'),
      type: 'direct',
      worksheet_id: worksheet,
      sql: `SELECT day, region, channel, orders, revenue FROM ${worksheetTableName(worksheet)}`,
    },
  });

  await signInAs(page, user);
  await page.goto('/dataApi');
  const chart = page.getByRole('button', { name: `Chart “${name}” on a new screen` });
  await expect(chart).toBeVisible();
  await shot(page, 'chart-this-api-list');
  await chart.click();

  await expect(page).toHaveURL(/\/screenEditor\//);
  const canvas = page.locator('[data-canvas]');
  await expect(canvas.locator('[data-widget-id]')).toHaveCount(6);
  await expect(canvas.locator('[data-widget-state="ready"]')).toHaveCount(6, { timeout: 30_000 });
  // The totals are the API's rows summed on the client: the real numbers, not a sample's.
  await expect(canvas).toContainText(ORDERS.toLocaleString('en-US'));
  await expect(canvas).toContainText(REVENUE.toLocaleString('en-US'));
  await expect(canvas.locator('.highcharts-xaxis-labels').first()).toContainText('2026-11-01');
  // No new data API was made: the one API is all there is.
  const apis = await call<Array<{ _id: string }>>('v1/api/list', {});
  expect(apis.map((each) => each._id)).toEqual([api._id]);
  await shot(page, 'chart-this-api');
});
