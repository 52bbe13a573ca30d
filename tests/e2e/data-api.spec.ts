import { expect, test, type Page } from './fixtures';
import { openAdmin, READER, readerSettings, type Admin } from '../integration/helpers/sql-servers';
import { accountSession, DEMO_ADMIN, shot, TEAM_MEMBER, signInByApi } from './support';

/**
 * `/dataApi`: a direct API over the machine's PostgreSQL read by a least-privilege
 * user, built in the UI (completion of a table name, `:start`/`:end` date parameters, a test
 * with values, the inferred fields), saved, published, and called from outside at
 * `/api/data/<path>` with an API token made in the tokens dialog.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

const TABLE = 'wb_e2e_api_sales';
let admin: Admin;

test.beforeAll(async () => {
  admin = await openAdmin('postgresql');
  await admin.exec(`DROP TABLE IF EXISTS ${TABLE}`);
  await admin.exec(`CREATE TABLE ${TABLE} (day date NOT NULL, region text NOT NULL, amount numeric(10, 2))`);
  await admin.exec(
    `INSERT INTO ${TABLE} VALUES ('2026-01-05', 'north', 120.50), ('2026-01-17', 'south', 80), ` +
      `('2026-01-28', 'north', 42.25), ('2026-02-03', 'east', 99)`,
  );
  await admin.exec(`GRANT SELECT ON ${TABLE} TO ${READER}`);
});

test.afterAll(async () => {
  await admin.exec(`DROP TABLE IF EXISTS ${TABLE}`);
  await admin.close();
});

/** Types into the SQL editor (CodeMirror) at its end. */
async function typeSql(page: Page, text: string): Promise<void> {
  await page.getByTestId('sql-editor-content').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text, { delay: 15 });
}

test('build, test, publish a date-range SQL API and call it with a token', async ({ page, request }) => {
  test.setTimeout(150_000);
  const suffix = String(Date.now()).slice(-6);
  const call = await accountSession(request, DEMO_ADMIN.account, DEMO_ADMIN.password);
  const connection = await call<{ _id: string; name: string }>('v1/datasource/add', {
    name: `E2E PostgreSQL ${suffix}`,
    settings: readerSettings('postgresql'),
  });
  const name = `sales_range_${suffix}`;
  const path = `e2e-sales-${suffix}`;

  await signInByApi(page, DEMO_ADMIN.account, DEMO_ADMIN.password);
  await page.goto('/dataApi');
  await expect(page.getByTestId('api-group-rail')).toBeVisible();
  await page.getByTestId('api-new').click();
  const editor = page.getByTestId('api-editor');
  await expect(editor).toBeVisible();

  await page.getByTestId('api-name').fill(name);
  await page.getByTestId('api-path').fill(path);
  await expect(page.getByTestId('api-url')).toContainText(`/api/data/${path}`);
  await page.getByTestId('connection-picker').click();
  await page.getByRole('option', { name: new RegExp(connection.name) }).click();

  // Completion offers the table from the connection's schema (read through the schema acts).
  await expect(page.getByTestId('schema-tree').getByTestId('schema-table').filter({ hasText: TABLE })).toBeVisible();
  await typeSql(page, 'SELECT day, region, amount FROM wb_e2e_api_s');
  const completion = page.locator('.cm-tooltip-autocomplete');
  await expect(completion).toBeVisible();
  await expect(completion.getByText(TABLE, { exact: true })).toBeVisible();
  await shot(page, 'data-api-completion-en');
  await page.keyboard.press('Enter');
  // Columns of the table the statement names are offered too.
  await typeSql(page, ' WHERE reg');
  await expect(completion.getByText('region', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Backspace');
  await typeSql(page, 'day BETWEEN :start AND :end ORDER BY day');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sql-editor-content')).toContainText(`FROM ${TABLE} WHERE day BETWEEN :start AND :end`);

  // The SQL's parameters are declared from the hint, then typed as dates.
  await expect(page.getByTestId('params-undeclared')).toContainText(':start, :end');
  await page.getByRole('button', { name: 'Declare them' }).click();
  const rows = page.getByTestId('param-row');
  await expect(rows).toHaveCount(2);
  for (const index of [0, 1]) {
    await rows.nth(index).getByRole('combobox', { name: 'Type' }).selectOption('date');
    await rows.nth(index).getByRole('checkbox', { name: 'Required' }).check();
  }

  await page.getByTestId('test-value-start').fill('2026-01-01');
  await page.getByTestId('test-value-end').fill('2026-01-31');
  await page.getByTestId('test-run').click();
  const grid = page.getByTestId('test-grid');
  const failure = page.getByTestId('test-error');
  await expect(grid.or(failure)).toBeVisible();
  expect(await failure.count(), (await failure.allTextContents()).join()).toBe(0);
  await expect(grid.locator('tbody tr')).toHaveCount(3);
  await expect(grid).toContainText('south');
  await expect(page.getByTestId('test-stats')).toContainText('3 rows');
  await expect(page.getByTestId('test-stats')).toContainText(/\d+ ms/);
  await page.getByTestId('test-panel').evaluate((panel) => panel.scrollIntoView({ block: 'start' }));
  await shot(page, 'data-api-test-result-en');

  // A failing statement shows the database's own message beside the catalogue text.
  const nonsense = ' nonsense';
  await typeSql(page, nonsense);
  await page.keyboard.press('Escape');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.getByTestId('test-error')).toContainText(/syntax error/i);
  // Typed slowly (a loaded machine), the word may be several undo steps: delete it instead.
  await page.getByTestId('sql-editor-content').click();
  await page.keyboard.press('ControlOrMeta+End');
  for (let i = 0; i < nonsense.length; i += 1) await page.keyboard.press('Backspace');
  await page.keyboard.press('Escape');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(grid.locator('tbody tr')).toHaveCount(3);

  await page.getByTestId('use-fields').click();
  const fields = page.getByTestId('field-row');
  await expect(fields).toHaveCount(3);
  await fields.nth(2).getByRole('textbox', { name: 'Display name' }).fill('Amount (CNY)');

  await page.getByTestId('api-save').click();
  await expect(page).toHaveURL(/[?&]api=[0-9a-f]{24}/);

  const item = page.getByTestId('api-item').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Direct SQL');
  await page.getByTestId('publish-switch').click();
  await expect(item).toContainText('Published');
  await expect(page.getByTestId('publish-switch')).toBeChecked();
  await expect(page.getByTestId('api-dirty')).toHaveCount(0);
  await page.getByTestId('api-editor').locator('section').first().scrollIntoViewIfNeeded();
  await shot(page, 'data-api-editor-en');

  // An API token, shown once, calls the published API from outside.
  await page.getByTestId('tokens-open').click();
  const dialog = page.getByTestId('tokens-dialog');
  await dialog.getByTestId('token-name').fill(`e2e-${suffix}`);
  await dialog.getByTestId('token-create').click();
  const secret = (await dialog.getByTestId('token-secret-value').textContent())?.trim() ?? '';
  expect(secret.length).toBeGreaterThan(20);
  await expect(dialog.getByTestId('token-row').filter({ hasText: `e2e-${suffix}` })).toContainText(secret.slice(0, 8));
  await shot(page, 'data-api-tokens-en');
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  const response = await request.get(`/api/data/${path}?start=2026-01-15&end=2026-02-28`, {
    headers: { Authorization: `Bearer ${secret}` },
  });
  const body = (await response.json()) as { code: number; msg: { data: Array<Record<string, unknown>> } };
  expect(body.code, JSON.stringify(body)).toBe(200);
  expect(body.msg.data.map((row) => row.region)).toEqual(['south', 'north', 'east']);

  const refused = await request.get(`/api/data/${path}?start=2026-01-15&end=2026-02-28`, {
    headers: { Authorization: 'Bearer not-a-token' },
  });
  expect(((await refused.json()) as { code: number }).code).not.toBe(200);

  // What was saved comes back in the editor after a reload.
  await page.reload();
  await expect(page.getByTestId('api-name')).toHaveValue(name);
  await expect(page.getByTestId('sql-editor-content')).toContainText(':start AND :end');
  await expect(page.getByTestId('param-row')).toHaveCount(2);
  await expect(page.getByTestId('field-row').nth(2).getByRole('textbox', { name: 'Display name' })).toHaveValue(
    'Amount (CNY)',
  );
  await expect(page.getByTestId('publish-switch')).toBeChecked();
  await expect(page.getByTestId('api-dirty')).toHaveCount(0);
});

test('API groups: rename, and removing one moves its APIs to the default group', async ({ page, request }) => {
  const suffix = String(Date.now()).slice(-6);
  const call = await accountSession(request, DEMO_ADMIN.account, DEMO_ADMIN.password);
  const connection = await call<{ _id: string }>('v1/datasource/add', {
    name: `E2E groups ${suffix}`,
    settings: readerSettings('postgresql'),
  });
  const group = await call<{ _id: string }>('v1/api/group_add', { name: `Finance ${suffix}` });
  const name = `group_api_${suffix}`;
  await call('v1/api/add', {
    definition: {
      name,
      path: `e2e-group-${suffix}`,
      type: 'direct',
      datasource_id: connection._id,
      sql: `SELECT region, sum(amount) AS total FROM ${TABLE} GROUP BY region`,
      group_id: group._id,
    },
  });

  await signInByApi(page, DEMO_ADMIN.account, DEMO_ADMIN.password);
  await page.goto('/dataApi');
  const rail = page.getByTestId('api-group-rail');
  await rail.getByRole('button', { name: `Finance ${suffix}`, exact: true }).click();
  await expect(page.getByTestId('api-item')).toHaveCount(1);
  await expect(page.getByTestId('api-item')).toContainText(name);
  await page.getByTestId('api-search').fill('no-such-api');
  await expect(page.getByTestId('api-item')).toHaveCount(0);
  await page.getByTestId('api-search').fill('');

  await rail.getByRole('button', { name: `Actions for Finance ${suffix}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill(`Revenue ${suffix}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(rail.getByRole('button', { name: `Revenue ${suffix}`, exact: true })).toBeVisible();

  await rail.getByRole('button', { name: `Actions for Revenue ${suffix}` }).click();
  await page.getByRole('menuitem', { name: 'Delete group' }).click();
  const confirm = page.getByTestId('api-group-remove-dialog');
  await expect(confirm).toContainText('Its 1 API moves to the default group.');
  await confirm.getByRole('button', { name: 'Delete group' }).click();
  await expect(rail.getByRole('button', { name: `Revenue ${suffix}`, exact: true })).toHaveCount(0);
  await rail.getByRole('button', { name: 'Default group', exact: true }).click();
  await expect(page.getByTestId('api-item').filter({ hasText: name })).toBeVisible();
});

test('a proxy API tests its upstream through the data proxy and saves', async ({ page, baseURL }) => {
  const suffix = String(Date.now()).slice(-6);
  await signInByApi(page, DEMO_ADMIN.account, DEMO_ADMIN.password);
  await page.goto('/dataApi?api=new');
  await page.getByTestId('api-name').fill(`proxy_sales_${suffix}`);
  await page.getByTestId('api-path').fill(`e2e-proxy-${suffix}`);
  await page.getByRole('radio', { name: 'HTTP proxy' }).check();
  await expect(page.getByTestId('sql-editor')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'URL' }).fill(`${baseURL}/__dev/sample/sales`);
  await page.getByRole('button', { name: 'Add header' }).click();
  await page.getByRole('textbox', { name: 'Header name' }).fill('X-Trace');
  await page.getByRole('textbox', { name: 'Value' }).fill(suffix);
  await page.getByTestId('test-run').click();
  await expect(page.getByTestId('test-stats')).toBeVisible();
  await expect(page.getByTestId('test-panel')).toContainText('"result"');
  await page.getByTestId('api-save').click();
  await expect(page).toHaveURL(/[?&]api=[0-9a-f]{24}/);
  await expect(page.getByTestId('api-item').filter({ hasText: `proxy_sales_${suffix}` })).toContainText('HTTP proxy');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Header name' })).toHaveValue('X-Trace');

  // Leaving unsaved changes asks first.
  await page.getByRole('textbox', { name: 'Value' }).fill('changed');
  await expect(page.getByTestId('api-dirty')).toBeVisible();
  await page.getByTestId('api-new').click();
  const discard = page.getByTestId('unsaved-dialog');
  await discard.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('textbox', { name: 'Value' })).toHaveValue('changed');
  await page.getByTestId('api-new').click();
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByTestId('api-editor')).toContainText('New API');
});

test('a new API: the path follows the name, a test runs before naming, leaving asks first', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now()).slice(-6);
  const call = await accountSession(request, DEMO_ADMIN.account, DEMO_ADMIN.password);
  const connection = await call<{ _id: string; name: string }>('v1/datasource/add', {
    name: `E2E draft PostgreSQL ${suffix}`,
    settings: readerSettings('postgresql'),
  });
  await signInByApi(page, DEMO_ADMIN.account, DEMO_ADMIN.password);
  await page.goto('/dataApi?api=new');
  await page.getByTestId('connection-picker').click();
  await page.getByRole('option', { name: new RegExp(connection.name) }).click();
  await typeSql(page, `SELECT region, amount FROM ${TABLE} ORDER BY day`);
  await page.keyboard.press('Escape');

  // Run test needs only the connection and the SQL; the answer is brought into view.
  await expect(page.getByTestId('api-name')).toHaveValue('');
  await page.getByTestId('test-run').click();
  const grid = page.getByTestId('test-grid');
  await expect(grid.locator('tbody tr')).toHaveCount(4);
  await expect(page.getByTestId('test-outcome')).toBeInViewport({ ratio: 1 });
  await shot(page, 'data-api-unnamed-test');
  // So is a SQL error.
  await page.getByTestId('api-name').scrollIntoViewIfNeeded();
  await typeSql(page, ' nonsense');
  await page.keyboard.press('Escape');
  await page.getByTestId('test-run').click();
  await expect(page.getByTestId('test-error')).toBeInViewport({ ratio: 1 });

  // The path follows the name until the user types one.
  const name = page.getByTestId('api-name');
  const path = page.getByTestId('api-path');
  await name.fill(`Daily_Sales_${suffix}`);
  await expect(path).toHaveValue(`daily-sales-${suffix}`);
  await name.fill('销售日报');
  await expect(path).toHaveValue(/^api-[0-9a-z]+$/);
  await path.fill(`own-path-${suffix}`);
  await name.fill(`Sales_${suffix}`);
  await expect(path).toHaveValue(`own-path-${suffix}`);

  // Leaving for another page asks first; Cancel stays with the work.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Screens', exact: true })
    .click();
  const unsaved = page.getByTestId('unsaved-dialog');
  await expect(unsaved).toContainText('Discard unsaved changes?');
  await shot(page, 'data-api-unsaved-leave');
  await unsaved.getByRole('button', { name: 'Cancel' }).click();
  await expect(unsaved).toBeHidden();
  await expect(page).toHaveURL(/\/dataApi\?api=new/);
  await expect(name).toHaveValue(`Sales_${suffix}`);
  // Discarding goes.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Screens', exact: true })
    .click();
  await unsaved.getByRole('button', { name: 'Discard changes' }).click();
  await page.waitForURL(/screenList/);
});

test.describe('a team member, in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('sees the APIs, and API tokens are for administrators only', async ({ page }) => {
    await signInByApi(page, TEAM_MEMBER.account, TEAM_MEMBER.password);
    await page.goto('/dataApi');
    await expect(page.getByRole('heading', { name: '数据 API' })).toBeVisible();
    await expect(page.getByTestId('tokens-open')).toBeDisabled();
    await expect(page.getByTestId('tokens-dialog')).toHaveCount(0);
    await page.getByTestId('api-new').click();
    await expect(page.getByTestId('api-editor')).toContainText('新建 API');
    await shot(page, 'data-api-member-zh');
  });

  test('is offered the administrator’s connection disabled, and its APIs’ tables are not read', async ({
    page,
    request,
  }) => {
    const suffix = String(Date.now()).slice(-6);
    const call = await accountSession(request, DEMO_ADMIN.account, DEMO_ADMIN.password);
    const connection = await call<{ _id: string; name: string }>('v1/datasource/add', {
      name: `E2E admin only ${suffix}`,
      settings: readerSettings('postgresql'),
    });
    const api = await call<{ _id: string }>('v1/api/add', {
      definition: {
        name: `admin_only_${suffix}`,
        path: `e2e-admin-only-${suffix}`,
        type: 'direct',
        datasource_id: connection._id,
        sql: `SELECT region FROM ${TABLE}`,
      },
    });

    await signInByApi(page, TEAM_MEMBER.account, TEAM_MEMBER.password);
    await page.goto('/screenList');
    await page.waitForURL(/screenList/);
    // Querying a connection is for its creator and the administrator (docs/permissions.md).
    await page.goto('/dataApi?api=new');
    await page.getByTestId('connection-picker').click();
    const option = page.getByRole('option', { name: new RegExp(connection.name) });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await expect(option).toContainText('仅创建者或管理员可查询');
    await page.keyboard.press('Escape');
    // An API bound to it still opens; its tables are not read, and the panel says why.
    await page.goto(`/dataApi?api=${api._id}`);
    await expect(page.getByTestId('connection-picker')).toContainText(connection.name);
    await expect(page.getByTestId('schema-idle')).toContainText('仅该连接的创建者或管理员');
    await call('v1/api/remove', { _id: api._id });
    await call('v1/datasource/remove', { _id: connection._id });
  });
});
