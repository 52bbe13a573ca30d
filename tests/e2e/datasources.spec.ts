import mysql from 'mysql2/promise';
import pg from 'pg';
import { grantPostgresReader, READER, READER_PASSWORD } from './postgres-reader';
import { expect, test, type Locator, type Page } from './fixtures';
import { signInAs } from './editor-driver';
import { apiSession, registerByApi, shot } from './support';

/**
 * /dataBase: a new user connects the machine's PostgreSQL and MariaDB as a
 * least-privilege reader, tests both, browses a table's rows, edits without retyping the
 * password, sees a wrong password's own database message and a Sybase type's "no driver",
 * and removes a connection.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const TABLE = 'wb_e2e_orders';
const ROWS = "(1, 'alpha', 12.5), (2, 'beta', 7.25), (3, 'gamma', 99)";

/**
 * The reader may only SELECT one table. Users are made once and never dropped, so a concurrent
 * run of the SQL engine's integration tests (which count the server's users) sees no change.
 */
test.beforeAll(async () => {
  const admin = new pg.Client({ host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' });
  await admin.connect();
  try {
    await admin.query(`DROP TABLE IF EXISTS ${TABLE}`);
    await admin.query(`CREATE TABLE ${TABLE} (id int PRIMARY KEY, customer text, amount numeric(10,2))`);
    await admin.query(`INSERT INTO ${TABLE} VALUES ${ROWS}`);
    await grantPostgresReader(admin, TABLE);
  } finally {
    await admin.end();
  }
  const root = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', database: 'test' });
  try {
    await root.query(`DROP TABLE IF EXISTS ${TABLE}`);
    await root.query(`CREATE TABLE ${TABLE} (id int PRIMARY KEY, customer text, amount decimal(10,2))`);
    await root.query(`INSERT INTO ${TABLE} VALUES ${ROWS}`);
    await root.query(`CREATE USER IF NOT EXISTS '${READER}'@'127.0.0.1' IDENTIFIED BY '${READER_PASSWORD}'`);
    await root.query(`ALTER USER '${READER}'@'127.0.0.1' IDENTIFIED BY '${READER_PASSWORD}'`);
    await root.query(`GRANT SELECT ON test.${TABLE} TO '${READER}'@'127.0.0.1'`);
  } finally {
    await root.end();
  }
});

const row = (page: Page, name: string): Locator => page.locator(`[data-testid="datasource-row"][data-name="${name}"]`);
const dialog = (page: Page): Locator => page.getByTestId('connection-dialog');
const field = (page: Page, name: string): Locator => dialog(page).locator(`[name="${name}"]`);

async function pickType(page: Page, label: string): Promise<void> {
  await dialog(page).getByTestId('type-picker').click();
  await page.getByRole('option', { name: new RegExp(`^${label}`) }).click();
}

async function fillReader(page: Page, password = READER_PASSWORD): Promise<void> {
  await field(page, 'server').fill('127.0.0.1');
  await field(page, 'database').fill('test');
  await field(page, 'username').fill(READER);
  await field(page, 'password').fill(password);
}

test('connect PostgreSQL and MariaDB, test, browse rows, edit, wrong password, no driver, remove', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await registerByApi(request);
  await signInAs(page, user);

  // A new user has no connection: the empty state asks for one.
  await page.goto('/dataBase');
  const empty = page.getByTestId('datasources-empty');
  await expect(empty).toContainText('Connect your first database');
  await shot(page, 'datasources-empty');

  // PostgreSQL: the form validates before calling, tests the unsaved settings, then saves.
  await empty.getByRole('button', { name: 'New connection' }).click();
  await expect(field(page, 'port')).toHaveValue('5432');
  await dialog(page).getByTestId('form-save').click();
  await expect(dialog(page).locator('[data-field="server"]')).toContainText('Incomplete parameters');
  await field(page, 'name').fill('Sales PG');
  await fillReader(page);
  await expect(dialog(page).getByTestId('egress-note')).toContainText('queries come from this machine');
  await dialog(page).getByTestId('form-test').click();
  const result = dialog(page).getByTestId('test-result');
  await expect(result).toHaveAttribute('data-state', 'ok');
  await expect(result).toContainText(/Connected in \d+ ms/);
  await expect(result).toContainText('PostgreSQL');
  await shot(page, 'datasources-form');
  await dialog(page).getByTestId('form-save').click();
  await expect(dialog(page)).toBeHidden();
  // A new connection opens on its tables.
  await expect(page.getByTestId('schema-browser')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('schema-browser')).toBeHidden();
  await expect(row(page, 'Sales PG')).toContainText('127.0.0.1:5432/test');

  // MariaDB: the port follows the type; Enter in a field submits the form.
  await page.getByTestId('new-connection').click();
  await pickType(page, 'MariaDB');
  await expect(field(page, 'port')).toHaveValue('3306');
  await field(page, 'name').fill('Orders MariaDB');
  await expect(dialog(page).getByTestId('read-only-rules')).toContainText('GRANT SELECT');
  // A user who may do more than read is refused at save, and told what to revoke.
  await fillReader(page, '');
  await field(page, 'username').fill('root');
  await dialog(page).getByTestId('form-save').click();
  const refused = dialog(page).getByTestId('test-result');
  await expect(refused).toHaveAttribute('data-state', 'failed');
  await expect(refused).toContainText('user root may do more than read: revoke');
  await shot(page, 'datasources-writer-refused');
  await fillReader(page);
  await field(page, 'password').press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByTestId('schema-browser')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('schema-browser')).toBeHidden();
  const maria = row(page, 'Orders MariaDB');
  // Saving checked the user on the server: the list shows that test.
  await expect(maria.getByTestId('test-status')).toHaveAttribute('data-state', 'ok');
  await maria.getByTestId('row-test').click();
  await expect(maria.getByTestId('test-status')).toHaveAttribute('data-state', 'ok');
  await expect(maria.getByTestId('test-status')).toContainText(/Connected · \d+ ms/);
  await expect(page.getByTestId('datasource-count')).toHaveText('2 connections');
  await shot(page, 'datasources-list');

  // Browse: schemas, tables, columns with types, and the table's rows.
  await row(page, 'Sales PG').getByTestId('row-browse').click();
  const browser = page.getByTestId('schema-browser');
  const schema = browser.locator('[data-testid="tree-schema"][data-name="public"]');
  await expect(schema).toBeVisible();
  if ((await schema.getAttribute('aria-expanded')) !== 'true') await schema.click();
  await browser.locator(`[data-testid="tree-table"][data-name="${TABLE}"]`).click();
  await expect(browser.getByTestId('tree-column').filter({ hasText: 'customer' })).toContainText('text');
  const grid = browser.getByTestId('preview-grid');
  await expect(grid).toContainText('alpha');
  await expect(grid).toContainText('gamma');
  await expect(grid.locator('tbody tr')).toHaveCount(3);
  await expect(browser.getByTestId('preview-title')).toHaveText(`public.${TABLE}`);
  await shot(page, 'datasources-browser');
  await page.keyboard.press('Escape');
  await expect(browser).toBeHidden();

  // Edit without retyping the password: the stored one is kept for the test and the save.
  await row(page, 'Sales PG').getByTestId('row-edit').click();
  await expect(field(page, 'password')).toHaveValue('');
  await expect(field(page, 'password')).toHaveAttribute('placeholder', 'Set — leave empty to keep');
  await field(page, 'name').fill('Sales warehouse');
  await dialog(page).getByTestId('form-test').click();
  await expect(dialog(page).getByTestId('test-result')).toHaveAttribute('data-state', 'ok');
  await dialog(page).getByTestId('form-save').click();
  await expect(dialog(page)).toBeHidden();
  // The save tested what it stored: the edited connection is not "never tested".
  await expect(row(page, 'Sales warehouse').getByTestId('test-status')).toHaveAttribute('data-state', 'ok');
  await row(page, 'Sales warehouse').getByTestId('row-test').click();
  await expect(row(page, 'Sales warehouse').getByTestId('test-status')).toHaveAttribute('data-state', 'ok');

  // A wrong password: the database's own message, under the catalogue's title.
  await maria.getByTestId('row-edit').click();
  await field(page, 'password').fill('not-the-password');
  await dialog(page).getByTestId('form-test').click();
  const failed = dialog(page).getByTestId('test-result');
  await expect(failed).toHaveAttribute('data-state', 'failed');
  await expect(failed).toContainText('Database connection failed');
  await expect(failed).toContainText(/Access denied for user/);
  await shot(page, 'datasources-wrong-password');
  // Closing with unsaved input asks first; Cancel keeps the form as it was.
  await page.keyboard.press('Escape');
  const unsaved = page.getByTestId('unsaved-dialog');
  await expect(unsaved).toContainText('Discard unsaved changes?');
  await shot(page, 'datasources-unsaved-close');
  await unsaved.getByRole('button', { name: 'Cancel' }).click();
  await expect(unsaved).toBeHidden();
  await expect(field(page, 'password')).toHaveValue('not-the-password');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await unsaved.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog(page)).toBeHidden();
  // Untouched, it closes at once.
  await maria.getByTestId('row-edit').click();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(unsaved).toHaveCount(0);

  // Sybase has no driver here: the form says so, and so does its test.
  await page.getByTestId('new-connection').click();
  await pickType(page, 'Sybase');
  await expect(dialog(page).getByTestId('no-driver-note')).toContainText('Sybase has no driver in this deployment yet');
  await expect(dialog(page).getByTestId('no-driver-reason')).toContainText('no maintained Node.js driver');
  await expect(field(page, 'port')).toHaveValue('5000');
  await expect(field(page, 'sid')).toHaveCount(0);
  await field(page, 'name').fill('Legacy ERP');
  await field(page, 'server').fill('sybase.example.com');
  await field(page, 'database').fill('erp');
  await field(page, 'username').fill('scott');
  await dialog(page).getByTestId('form-test').click();
  const unavailable = dialog(page).getByTestId('test-result');
  await expect(unavailable).toHaveAttribute('data-state', 'unavailable');
  await expect(unavailable).toContainText('This deployment has no driver for this database type yet');
  await shot(page, 'datasources-unavailable');

  // SAP BW runs over its SAP HANA database's SQL interface: the form says what it lists.
  await pickType(page, 'SAP BW');
  await expect(dialog(page).getByTestId('no-driver-note')).toHaveCount(0);
  await expect(dialog(page).getByTestId('type-note')).toContainText('calculation views under _SYS_BIC');
  await expect(field(page, 'port')).toHaveValue('30015');
  await expect(field(page, 'schema')).toHaveCount(0);
  await shot(page, 'datasources-sapbw');

  // SQL Server, Oracle and DaMeng have drivers: their forms carry no "no driver" note.
  await pickType(page, 'SQL Server');
  await expect(dialog(page).getByTestId('no-driver-note')).toHaveCount(0);
  await expect(field(page, 'port')).toHaveValue('1433');
  await expect(field(page, 'instance')).toBeVisible();
  await pickType(page, 'DaMeng');
  await expect(dialog(page).getByTestId('no-driver-note')).toHaveCount(0);
  await expect(field(page, 'port')).toHaveValue('5236');
  await pickType(page, 'Oracle');
  await expect(dialog(page).getByTestId('no-driver-note')).toHaveCount(0);
  await expect(field(page, 'port')).toHaveValue('1521');
  await expect(dialog(page).getByText('Service name', { exact: true })).toBeVisible();
  await shot(page, 'datasources-oracle');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await unsaved.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog(page)).toBeHidden();

  // Search narrows the list.
  await page.getByRole('searchbox', { name: 'Search connections' }).fill('warehouse');
  await expect(page.getByTestId('datasource-row')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search connections' }).fill('');
  await expect(page.getByTestId('datasource-row')).toHaveCount(2);

  // Remove, after a confirm.
  await page.getByRole('button', { name: 'Remove “Orders MariaDB”' }).click();
  const confirm = page.getByTestId('remove-connection');
  await expect(confirm).toContainText('Orders MariaDB');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(maria).toHaveCount(0);
  await expect(page.getByTestId('datasource-count')).toHaveText('1 connection');

  // A connection a data API queries cannot be removed: the dialog says why and stays open.
  const call = await apiSession(request, user);
  const listed = await call<{ _id: string; name: string }[]>('v1/datasource/list');
  const warehouse = listed.find((connection) => connection.name === 'Sales warehouse');
  expect(warehouse).toBeDefined();
  await call('v1/api/add', {
    definition: {
      name: 'warehouse_orders',
      path: `warehouse-orders-${Date.now()}`,
      type: 'direct',
      datasource_id: warehouse?._id,
      sql: 'SELECT 1 AS one',
    },
  });
  await page.reload();
  await page.getByRole('button', { name: 'Remove “Sales warehouse”' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toContainText('The connection is used by data APIs or worksheets; remove or change them first');
  await shot(page, 'datasources-in-use');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('datasource-row')).toHaveCount(1);
});
