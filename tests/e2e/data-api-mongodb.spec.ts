import { expect, test, type Page } from './fixtures';
import { accountSession, DEMO_ADMIN, shot, signInByApi } from './support';

/**
 * `/dataApi` on a MongoDB connection (no MongoDB server here: the connection points at the
 * machine's PostgreSQL port, so its schema reads fail cleanly): the editor switches to JSON,
 * its empty state shows a JSON query example and the hint says which forms run; `:name`
 * parameters are found outside JSON strings and `null` stays a value. English and Chinese.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

async function openEditorOn(page: Page, connectionName: string): Promise<void> {
  await signInByApi(page, DEMO_ADMIN.account, DEMO_ADMIN.password);
  await page.goto('/dataApi');
  await page.getByTestId('api-new').click();
  await expect(page.getByTestId('api-editor')).toBeVisible();
  await page.getByTestId('connection-picker').click();
  await page.getByRole('option', { name: new RegExp(connectionName) }).click();
}

for (const [locale, texts] of [
  ['en-US', { label: 'Query (JSON)', hint: 'One read-only JSON query', failed: 'could not be read' }],
  ['zh-CN', { label: '查询（JSON）', hint: '一条只读 JSON 查询', failed: '无法读取' }],
] as const) {
  test.describe(locale, () => {
    test.use({ locale });
    test(`a MongoDB connection's API editor speaks JSON (${locale})`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const suffix = `${locale}-${String(Date.now()).slice(-6)}`;
      const call = await accountSession(request, DEMO_ADMIN.account, DEMO_ADMIN.password);
      const connection = await call<{ _id: string; name: string }>('v1/datasource/add', {
        name: `E2E MongoDB ${suffix}`,
        settings: { type: 'mongodb', server: '127.0.0.1', port: 5432, database: 'sales', timeoutSeconds: 3 },
      });
      await openEditorOn(page, connection.name);

      await expect(page.getByText(texts.label)).toBeVisible();
      await expect(page.getByText(texts.hint)).toBeVisible();
      await expect(page.locator('.cm-placeholder')).toContainText(
        '{"collection": "orders", "find": {"region": :region',
      );
      await expect(page.getByText(texts.failed)).toBeVisible({ timeout: 20_000 });
      await shot(page, `data-api-mongodb-empty-${locale}`);

      await page.getByTestId('sql-editor-content').click();
      await page.keyboard.type('{"collection": "orders", "find": {"region": :region, "note": null, "label": ":x"', {
        delay: 10,
      });
      await expect(page.getByTestId('params-undeclared')).toContainText(':region');
      await expect(page.getByTestId('params-undeclared')).not.toContainText(':null');
      await expect(page.getByTestId('params-undeclared')).not.toContainText(':x');
      await shot(page, `data-api-mongodb-query-${locale}`);
    });
  });
}
