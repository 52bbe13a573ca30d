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
