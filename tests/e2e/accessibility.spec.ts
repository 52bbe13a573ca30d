import { expect, test, type Page } from './fixtures';
import { expectAccessible, expectNoEnglishNames } from './accessibility-checks';
import { newUserWithScreens, openEditor, saved, signInAs, widgets, type Screen } from './editor-driver';
import { apiSession, registerByApi, shot } from './support';

/**
 * Accessibility: axe (WCAG 2.0/2.1 A and AA) finds no serious or critical violation
 * on the pages a user works in, in English and in Chinese, and a Chinese page gives no English
 * accessible name.
 */
test.use({ viewport: { width: 1600, height: 900 } });

/** Widgets of every family the editor draws differently: charts (SVG), a map, text, KPI, table, filters. */
const EDITOR_WIDGETS = [
  'chart.line',
  'chart.pie',
  'map.china',
  'kpi.number',
  'text.title',
  'table.scroll',
  'filter.tabs',
  'filter.timeRange',
  'clock',
];

const LANGUAGES = [
  { lang: 'en', locale: 'en-US', screen: 'Launch wall' },
  { lang: 'zh', locale: 'zh-CN', screen: '发布大屏' },
] as const;

for (const { lang, locale, screen: screenName } of LANGUAGES) {
  test.describe(`accessibility (${lang})`, () => {
    test.use({ locale });

    async function check(page: Page, where: string): Promise<void> {
      await expectAccessible(page, `${where} (${lang})`);
      if (lang === 'zh') await expectNoEnglishNames(page, where);
    }

    test('sign-in and register pages', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('input[name="account"]')).toBeVisible();
      await check(page, '/login');
      await page.goto('/register');
      await expect(page.locator('input[name="mobile"]')).toBeVisible();
      await check(page, '/register');
    });

    test('screen list, template gallery, editor, preview and versions', async ({ page, browser, request }) => {
      test.setTimeout(150_000);
      const { user, call, screens } = await newUserWithScreens(browser, request, [screenName]);
      const screen = screens[0] as Screen;
      await signInAs(page, user);
      await expect(page.getByTestId('screen-card')).toHaveCount(1);
      await check(page, '/screenList');

      await page.getByTestId('new-screen').click();
      await expect(page.getByRole('radiogroup')).toBeVisible();
      await check(page, '/createScreen');

      await openEditor(page, screen);
      for (const [index, type] of EDITOR_WIDGETS.entries()) {
        await page.locator(`[data-palette-type="${type}"]`).click();
        await expect(widgets(page)).toHaveCount(index + 1);
      }
      await saved(page);
      await expect(page.locator('[data-canvas] [data-widget-state="ready"]')).toHaveCount(EDITOR_WIDGETS.length);
      await shot(page, `accessibility-editor-${lang}`);
      await check(page, '/screenEditor');

      await call('v1/screen/version_add', { _id: screen._id, name: 'V1', remark: '', latest: true });
      await page.goto(`/dashboard-preview/${screen._id}`);
      await expect(page.locator('[data-widget-id] [data-widget-state="ready"]')).toHaveCount(EDITOR_WIDGETS.length);
      await check(page, '/dashboard-preview');

      await page.goto(`/screenVersionMan/${screen._id}`);
      await expect(page.locator('[data-version-id]')).toHaveCount(1);
      await expect(page.getByTestId('version-page').locator('[data-widget-state="ready"]').first()).toBeVisible();
      await check(page, '/screenVersionMan');
    });

    test('data connections and data APIs', async ({ page, request }) => {
      test.setTimeout(90_000);
      const user = await registerByApi(request);
      const call = await apiSession(request, user);
      const connection = await call<{ _id: string }>('v1/datasource/add', {
        name: lang === 'zh' ? '销售库' : 'Sales warehouse',
        settings: {
          type: 'postgresql',
          server: '127.0.0.1',
          port: 5432,
          database: 'test',
          username: 'reader',
          password: 'reader-pass',
        },
      });
      await call('v1/api/add', {
        definition: {
          name: 'sales_by_region',
          path: `sales-by-region-${lang}`,
          type: 'direct',
          datasource_id: connection._id,
          sql: 'SELECT region, sum(amount) AS total FROM sales GROUP BY region',
        },
      });
      await signInAs(page, user);

      await page.goto('/dataBase');
      await expect(page.getByTestId('datasource-row').first()).toBeVisible();
      await check(page, '/dataBase');
      await page.getByTestId('new-connection').click();
      await expect(page.getByTestId('connection-dialog')).toBeVisible();
      await check(page, '/dataBase connection dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('connection-dialog')).toBeHidden();

      await page.goto('/dataApi');
      await expect(page.getByTestId('api-item').first()).toBeVisible();
      await check(page, '/dataApi');
      await page.getByTestId('api-item').first().click();
      await expect(page.getByTestId('api-editor')).toBeVisible();
      await check(page, '/dataApi editor');

      await page.goto('/dataFile');
      await expect(page.getByTestId('worksheets-empty')).toBeVisible();
      await check(page, '/dataFile');
      await page.getByTestId('worksheet-add').click();
      await expect(page.getByTestId('worksheet-drop')).toBeVisible();
      await check(page, '/dataFile add wizard');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('worksheet-wizard')).toBeHidden();
    });

    test('administration tabs and the licence page', async ({ page, request }) => {
      test.setTimeout(120_000);
      const user = await registerByApi(request);
      const call = await apiSession(request, user);
      await call('v2/admin/department/add', { name: lang === 'zh' ? '市场部' : 'Marketing' });
      await call('v2/admin/team/add', { name: lang === 'zh' ? '运营组' : 'Operations' });
      await call('v2/admin/role/add', {
        name: lang === 'zh' ? '只读分析' : 'Read-only analyst',
        permissions: ['screen_create'],
      });
      await signInAs(page, user);

      for (const tab of ['members', 'roles', 'departments', 'teams', 'audit', 'sso'] as const) {
        await page.goto(`/user?tab=${tab}`);
        const panel = page.getByTestId(`admin-panel-${tab}`);
        await expect(panel).toBeVisible();
        await expect(panel.locator('[data-testid$="-loading"]')).toHaveCount(0);
        await check(page, `/user ${tab}`);
      }
      await page.goto('/user?tab=roles');
      await shot(page, `accessibility-roles-${lang}`);

      await page.goto('/licence_update');
      await expect(page.getByTestId('licence-status')).toBeVisible();
      await check(page, '/licence_update');
    });
  });
}
