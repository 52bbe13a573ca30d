import pg from 'pg';
import { expect, test, type Locator, type Page } from './fixtures';
import { READER, readerSettings } from '../integration/helpers/sql-servers';
import { bindToWorksheet, emptyBarChart, openEditor, pickOption, saved, signInAs, type Screen } from './editor-driver';
import { apiSession, registerByApi, resultsFolder, shotsIn } from './support';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { errorText } from '../../shared/errors/texts.js';

/**
 * The whole extract chain of worksheets, as a new user does it: a PostgreSQL table read through the
 * /dataFile wizard's database path (connection, table, fields, full + incremental by `id` every
 * minute), a bar chart bound to the worksheet and shared by link; rows inserted into the table
 * show on the stranger's share after the local timer's scheduled run (scripts/local/
 * worksheet-timer.ts: a tick every 15 s, the worksheet due 60 s after its last run) and the
 * share's next poll of the binding (set to every 5 s in the data panel; 60 s by default). Screenshots go to
 * test-results/worksheets.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const shot = shotsIn(resultsFolder('worksheets'));

/** Tables of their own per run and test: the wizard lists every table the reader may see. */
const RUN = Date.now().toString(36);
const TABLE = `wb_e2e_extract_${RUN}`;
const TABLE_ZH = `wb_e2e_extract_zh_${RUN}`;
let admin: pg.Client;

test.beforeAll(async () => {
  admin = new pg.Client({ host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' });
  await admin.connect();
  // The least-privilege reader the SQL suites use; another suite may be making it at this moment.
  await admin.query(
    `DO $$ BEGIN CREATE ROLE ${READER} LOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`,
  );
  for (const table of [TABLE, TABLE_ZH]) {
    await admin.query(
      `CREATE TABLE ${table} (id int PRIMARY KEY, region text NOT NULL, amount numeric(10, 2), sold_at timestamp)`,
    );
    await admin.query(
      `INSERT INTO ${table} VALUES (1, 'East', 10.50, '2026-01-01 08:00'), (2, 'West', 7, '2026-01-02 09:00'), ` +
        `(3, 'North', 30, '2026-01-03 10:00'), (4, 'East', 4.50, '2026-01-04 11:00')`,
    );
    await admin.query(`GRANT SELECT ON ${table} TO ${READER}`);
  }
});

test.afterAll(async () => {
  for (const table of [TABLE, TABLE_ZH]) await admin.query(`DROP TABLE IF EXISTS ${table}`);
  await admin.end();
});

const wizard = (page: Page): Locator => page.getByTestId('worksheet-wizard');
const next = (page: Page): Locator => page.getByTestId('worksheet-wizard-next');
const row = (page: Page, name: string): Locator => page.locator(`[data-testid="worksheet-row"][data-name="${name}"]`);
const fieldNames = (page: Page) =>
  page
    .getByTestId('worksheet-field-name')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** A new user with a stored PostgreSQL connection (as the read-only reader) named `connection`. */
async function userWithConnection(request: Parameters<typeof registerByApi>[0], connection: string) {
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  await call('v1/datasource/add', { name: connection, settings: readerSettings('postgresql') });
  return { user, call };
}

/** The wizard's database path up to its last step: connection, schema and table, then the fields. */
async function wizardToUpdateStep(
  page: Page,
  texts: { database: string; connection: string; table: string },
  shots?: { source: string; fields: string },
): Promise<void> {
  await page.goto('/dataFile');
  await page.getByTestId('worksheet-add').first().click();
  await expect(wizard(page)).toBeVisible();
  await page.getByRole('radio', { name: texts.database }).check();
  await pickOption(page, page.getByTestId('worksheet-connection'), texts.connection);
  await pickOption(page, page.getByTestId('worksheet-schema'), 'public');
  await pickOption(page, page.getByTestId('worksheet-table-pick'), texts.table);
  await expect(next(page)).not.toHaveAttribute('aria-disabled', 'true');
  if (shots) await shot(page, shots.source);
  await next(page).click();
  // The table's columns, read through the connection, are the fields.
  await expect.poll(() => fieldNames(page)).toEqual(['id', 'region', 'amount', 'sold_at']);
  await expect(page.getByTestId('worksheet-field-type').first()).toHaveText(/Integer|整数/);
  if (shots) await shot(page, shots.fields);
  await next(page).click();
  await expect(page.getByTestId('worksheet-name')).toBeVisible();
}

/** Full + incremental by `id` every 1 minute. */
async function everyMinuteById(page: Page, modeLabel: string, minutes: string): Promise<void> {
  await page.getByRole('radio', { name: modeLabel, exact: true }).check();
  await page.getByTestId('worksheet-interval').fill('1');
  await pickOption(page, page.getByTestId('worksheet-unit'), minutes);
  await pickOption(page, page.getByTestId('worksheet-incremental-column'), 'id');
  await expect(page.getByTestId('worksheet-incremental-column')).toHaveText('id');
}

test('a PostgreSQL table extracted every minute: new rows show on a share within two runs', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { user, call } = await userWithConnection(request, 'Sales PostgreSQL');
  await signInAs(page, user);

  await wizardToUpdateStep(
    page,
    { database: 'From a database', connection: 'Sales PostgreSQL', table: TABLE },
    { source: 'extract-wizard-source-en', fields: 'extract-wizard-fields-en' },
  );
  await everyMinuteById(page, 'Full + incremental', 'minutes');
  await page.getByTestId('worksheet-name').fill('Sales extract');
  await shot(page, 'extract-wizard-update-en');
  await next(page).click();
  await expect(wizard(page)).toBeHidden();

  const sales = row(page, 'Sales extract');
  await expect(sales.getByTestId('source-mark')).toHaveAttribute('data-kind', 'database');
  await expect(sales.getByTestId('worksheet-status')).toHaveAttribute('data-status', 'normal', { timeout: 30_000 });
  await expect(sales.getByTestId('worksheet-records')).toHaveText('4');
  await shot(page, 'extract-list-en');
  const worksheets = await call<Array<{ _id: string; name: string }>>('v1/worksheet/list');
  const worksheet = worksheets.find((one) => one.name === 'Sales extract')!;
  const detail = await call<{ update: { mode: string; interval: number; unit: string; incremental_column: string } }>(
    'v1/worksheet/get',
    { _id: worksheet._id },
  );
  expect(detail.update).toMatchObject({
    mode: 'full_incremental',
    interval: 1,
    unit: 'minute',
    incremental_column: 'id',
  });

  // A bar chart bound to the worksheet in the data panel: the sum of amount per region.
  const groups = await call<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
  const screen = await call<Screen>('v1/screen/add', {
    group_id: groups.find((g) => g.default === 1)!._id,
    name: 'Sales wall',
    template: 'blank',
  });
  await call('v1/screen/append_widget', { _id: screen._id, widgets: [emptyBarChart('bars', 'Sales')] });
  await openEditor(page, screen);
  const bars = page.locator('[data-canvas] [data-widget-id="bars"]');
  const inspector = await bindToWorksheet(page, 'bars', 'Sales extract', /region/);
  await pickOption(page, inspector.getByRole('combobox', { name: 'Measure field' }), 'amount');
  await expect(inspector.getByTestId('data-preview').locator('tbody tr')).toHaveCount(3);
  await expect(bars.locator('.highcharts-series-group .highcharts-point')).toHaveCount(3);
  // The wall polls the worksheet every 5 s (the shortest allowed) instead of every minute.
  const interval = inspector.getByRole('spinbutton', { name: 'Refresh every (s)' });
  await interval.fill('5');
  await interval.press('Enter');
  await saved(page);

  await call('v1/screen/version_add', { _id: screen._id, name: 'V1' });
  const { token } = await call<{ token: string }>('v1/screen/link_share_add', { _id: screen._id });
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  const visitor = await context.newPage();
  await visitor.goto(`/screen-share/share/${token}`);
  const shared = visitor.locator('[data-viewer] [data-widget-id="bars"]');
  const labels = shared.locator('.highcharts-xaxis-labels');
  await expect(shared.locator('.highcharts-series-group .highcharts-point')).toHaveCount(3);
  await expect(labels).not.toContainText('Central');
  await shot(visitor, 'extract-share-before-en');

  // New ids, a new region: the next scheduled incremental run reads them, the share's next poll shows them.
  await admin.query(
    `INSERT INTO ${TABLE} VALUES (5, 'Central', 50, '2026-01-05 08:00'), (6, 'Central', 12.25, '2026-01-05 09:00')`,
  );
  const inserted = Date.now();
  await expect(labels).toContainText('Central', { timeout: 160_000 });
  await expect(shared.locator('.highcharts-series-group .highcharts-point')).toHaveCount(4);
  const seconds = Math.round((Date.now() - inserted) / 1000);
  test.info().annotations.push({ type: 'rows on the share after', description: `${seconds} s` });
  console.log(`new rows on the share ${seconds} s after the insert`);
  await shot(visitor, 'extract-share-after-en');
  await context.close();

  // The owner's list counts them; the history names the scheduled incremental run that read them.
  await page.goto('/dataFile');
  await expect(sales.getByTestId('worksheet-records')).toHaveText('6');
  await sales.getByTestId('row-runs').click();
  const scheduled = page
    .getByTestId('worksheet-run')
    .filter({ hasText: 'Scheduled' })
    .filter({ hasText: 'Incremental' });
  await expect(scheduled.filter({ hasText: /^.*Succeeded.*$/ }).first()).toBeVisible();
  await shot(page, 'extract-runs-en');
});

/**
 * The incremental column's message under its field, whole: its text is the catalogue's, and no
 * line of it is clipped (it wraps within the field).
 */
async function expectWholeColumnMessage(page: Page, language: 'zh' | 'en'): Promise<void> {
  const field = page.locator('.fui-Field').filter({ has: page.getByTestId('worksheet-incremental-column') });
  const message = field.locator('.fui-Field__validationMessage');
  await expect(message).toHaveText(errorText(ErrorCode.WORKSHEET_INCREMENTAL_COLUMN_REQUIRED, language));
  const clipped = await message.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const dialog = element.closest('[role="dialog"]')?.getBoundingClientRect();
    return {
      overflows: element.scrollWidth > element.clientWidth + 1 || style.whiteSpace === 'nowrap',
      outside: dialog ? box.right > dialog.right || box.bottom > dialog.bottom : true,
    };
  });
  expect(clipped).toEqual({ overflows: false, outside: false });
}

test('an incremental extract without its column names the column it needs, in full', async ({ page, request }) => {
  const { user } = await userWithConnection(request, 'Sales PostgreSQL');
  await signInAs(page, user);
  await wizardToUpdateStep(page, { database: 'From a database', connection: 'Sales PostgreSQL', table: TABLE });
  await page.getByRole('radio', { name: 'Incremental', exact: true }).check();
  await page.getByTestId('worksheet-name').fill('No column');
  await next(page).click();
  await expectWholeColumnMessage(page, 'en');
  await shot(page, 'extract-wizard-column-required-en');
  await pickOption(page, page.getByTestId('worksheet-incremental-column'), 'id');
  await expect(page.locator('.fui-Field__validationMessage')).toHaveCount(0);
});

test.describe('zh', () => {
  test.use({ locale: 'zh-CN' });

  test('an incremental extract without its column: the message in Chinese, in full', async ({ page, request }) => {
    const { user } = await userWithConnection(request, '销售库');
    await signInAs(page, user);
    await wizardToUpdateStep(page, { database: '来自数据库', connection: '销售库', table: TABLE_ZH });
    await page.getByRole('radio', { name: '仅增量', exact: true }).check();
    await page.getByTestId('worksheet-name').fill('无增量列');
    await next(page).click();
    await expectWholeColumnMessage(page, 'zh');
    await shot(page, 'extract-wizard-column-required-zh');
  });

  test('the database path of the wizard in Chinese', async ({ page, request }) => {
    test.setTimeout(60_000);
    const { user } = await userWithConnection(request, '销售库');
    await signInAs(page, user);
    await wizardToUpdateStep(page, { database: '来自数据库', connection: '销售库', table: TABLE_ZH });
    await everyMinuteById(page, '全量 + 增量', '分钟');
    await page.getByTestId('worksheet-name').fill('销售抽取');
    await shot(page, 'extract-wizard-update-zh');
    await next(page).click();
    await expect(wizard(page)).toBeHidden();
    await expect(row(page, '销售抽取').getByTestId('worksheet-status')).toHaveAttribute('data-status', 'normal', {
      timeout: 30_000,
    });
    await expect(row(page, '销售抽取').getByTestId('worksheet-records')).toHaveText('4');
    await shot(page, 'extract-list-zh');
  });
});
