import pg from 'pg';
import { expectAccessible } from './accessibility-checks';
import { grantPostgresReader, READER, READER_PASSWORD } from './postgres-reader';
import { expect, test, type Locator, type Page } from './fixtures';
import { signInAs } from './editor-driver';
import { registerByApi, shot } from './support';

/**
 * A new customer's first wall of their own data: from the Data menu to a link share showing a
 * database table's real numbers, counted in interactions (each click or typed field), with the
 * two-minute goal as the test's budget. Connection → "Chart this" on the table → publish and share
 * → the link opens on the table's numbers.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

const TABLE = 'wb_e2e_daily_sales';
const DAYS = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'];
const REGIONS = ['East', 'West', 'North'];
const ROWS = DAYS.flatMap((day, d) =>
  REGIONS.map((region, r) => ({ day, region, orders: 20 + d * 3 + r, revenue: 1000 + d * 125 + r * 40 })),
);
const REVENUE = ROWS.reduce((sum, row) => sum + row.revenue, 0);
/** The most a first wall may take. */
const MAX_INTERACTIONS = 12;

test.beforeAll(async () => {
  const admin = new pg.Client({ host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' });
  await admin.connect();
  try {
    await admin.query(`DROP TABLE IF EXISTS ${TABLE}`);
    await admin.query(`CREATE TABLE ${TABLE} (day date, region text, orders int, revenue numeric(12,2))`);
    for (const row of ROWS)
      await admin.query(`INSERT INTO ${TABLE} VALUES ($1, $2, $3, $4)`, [row.day, row.region, row.orders, row.revenue]);
    await grantPostgresReader(admin, TABLE);
  } finally {
    await admin.end();
  }
});

/** Counts what the user does: every click and every field typed into. */
function interactions(page: Page) {
  let count = 0;
  return {
    click: async (target: Locator) => {
      count += 1;
      await target.click();
    },
    fill: async (target: Locator, value: string) => {
      count += 1;
      await target.fill(value);
    },
    get count() {
      return count;
    },
    page,
  };
}

test('a table of my database on a shared wall in at most 12 interactions', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await registerByApi(request);
  await signInAs(page, user);
  const started = Date.now();
  const user_ = interactions(page);

  await user_.click(page.getByRole('button', { name: 'Data' }));
  await user_.click(page.getByRole('menuitem', { name: 'Databases' }));
  await user_.click(page.getByTestId('datasources-empty').getByRole('button', { name: 'New connection' }));
  const form = page.getByTestId('connection-dialog');
  await user_.fill(form.locator('[name="server"]'), '127.0.0.1');
  await user_.fill(form.locator('[name="database"]'), 'test');
  await user_.fill(form.locator('[name="username"]'), READER);
  await user_.fill(form.locator('[name="password"]'), READER_PASSWORD);
  await user_.click(form.getByTestId('form-save'));

  // The new connection opens on its tables; "Chart this" on one drafts its dashboard.
  const browser = page.getByTestId('schema-browser');
  const table = browser.locator(`[data-testid="tree-table"][data-name="${TABLE}"]`);
  await table.hover();
  await expect(table.getByTestId('tree-chart')).toBeVisible();
  // The tree's "Chart this" buttons pass the same checks as every page.
  await expectAccessible(page, 'schema browser with Chart this');
  await shot(page, 'first-wall-browser');
  await user_.click(table.getByTestId('tree-chart'));

  await expect(page).toHaveURL(/\/screenEditor\//, { timeout: 30_000 });
  const canvas = page.locator('[data-canvas]');
  await expect(canvas.locator('[data-widget-state="ready"]')).toHaveCount(5, { timeout: 30_000 });
  await expect(canvas).toContainText(REVENUE.toLocaleString('en-US'));
  await shot(page, 'first-wall-drafted');

  await user_.click(page.getByRole('button', { name: 'Publish', exact: true }));
  const dialog = page.getByTestId('publish-dialog');
  await user_.click(dialog.getByRole('button', { name: 'Publish and share' }));
  const opened = page.context().waitForEvent('page');
  await user_.click(page.getByTestId('toast').getByRole('link', { name: 'Open share link' }));
  const share = await opened;

  await expect(share.getByText(REVENUE.toLocaleString('en-US')).first()).toBeVisible({ timeout: 30_000 });
  await expect(share.locator('.highcharts-xaxis-labels').first()).toContainText('2026-11-01');
  await shot(share, 'first-wall-shared');
  const seconds = (Date.now() - started) / 1000;
  test
    .info()
    .annotations.push({ type: 'journey', description: `${user_.count} interactions, ${seconds.toFixed(1)} s` });
  console.log(`first wall: ${user_.count} interactions, ${seconds.toFixed(1)} s`);
  expect(user_.count).toBeLessThanOrEqual(MAX_INTERACTIONS);
  expect(seconds).toBeLessThan(120);
});
