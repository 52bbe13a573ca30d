import { expect, test } from './fixtures';
import { newUserWithScreens, openEditor, signInAs, widgetOfType, type Screen } from './editor-driver';
import { shot } from './support';

/**
 * Data binding: a chart bound to an HTTP API (the local stack's sample API, fetched
 * through the server's data proxy) with field mapping, live preview and polling; a source that
 * stops answering leaves its last data with a stale badge; a refused address says why.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

test('bind a chart to a local HTTP API: URL, path, fields, live preview, polling, saved with the screen', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { user, screens } = await newUserWithScreens(browser, request, ['Live sales']);
  await signInAs(page, user);
  await openEditor(page, screens[0] as Screen);
  await page.locator('[data-palette-type="chart.line"]').click();
  const chart = widgetOfType(page, 'chart.line');
  const inspector = page.getByTestId('inspector');
  await inspector.getByRole('tab', { name: 'Data' }).click();
  await inspector.getByRole('tab', { name: 'HTTP API' }).click();
  const interval = inspector.getByRole('spinbutton', { name: 'Refresh every (s)' });
  await interval.fill('1');
  await interval.press('Enter');
  const url = inspector.getByRole('textbox', { name: 'URL' });
  await url.fill(`${baseURL}/__dev/sample/sales`);
  await url.press('Enter');
  await expect(inspector.getByText(/^Answer received at/)).toBeVisible();
  // The answer is an object: until the path leads to its rows, the widget says so in its frame.
  await expect(chart.locator('[data-widget-state="error"]')).toContainText('The path does not lead to a list of rows');

  await inspector.getByRole('textbox', { name: 'Path to rows' }).fill('result.list');
  await inspector.getByRole('textbox', { name: 'Path to rows' }).press('Enter');
  await inspector.getByRole('combobox', { name: 'Category / name field' }).click();
  await page.getByRole('option', { name: 'month' }).click();
  await inspector.getByRole('combobox', { name: 'Series fields' }).click();
  // The sample's own series (online, retail) stay ticked until changed: keep online and store only.
  for (const [field, wanted] of [
    ['online', true],
    ['store', true],
    ['retail', false],
  ] as const) {
    const option = page.getByRole('menuitemcheckbox', { name: field });
    if ((await option.getAttribute('aria-checked')) !== String(wanted)) await option.click();
  }
  await page.keyboard.press('Escape');
  await expect(inspector.getByTestId('data-preview').locator('tbody tr')).toHaveCount(12);
  await expect(chart.locator('[data-widget-state="ready"]')).toBeVisible();
  await expect(chart.locator('.highcharts-xaxis-labels')).toContainText('Jan');
  await expect(chart.locator('.highcharts-legend')).toContainText('store');
  await shot(page, 'data-http-bound-en');

  // Polling: a second answer arrives without touching anything.
  const first = await inspector.getByText(/^Answer received at/).textContent();
  await expect
    .poll(() => inspector.getByText(/^Answer received at/).textContent(), { timeout: 10_000 })
    .not.toBe(first);

  // Saved with the screen: a reload draws it from the API again.
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 10_000 });
  await page.reload();
  await expect(widgetOfType(page, 'chart.line').locator('[data-widget-state="ready"]')).toBeVisible();
  await expect(widgetOfType(page, 'chart.line').locator('.highcharts-xaxis-labels')).toContainText('Dec');
});

test('a source that stops answering keeps its last data with a stale badge; a refused address says why', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Flaky']);
  const screen = screens[0] as Screen;
  const bound = (id: string, url: string, x: number) => ({
    widget: {
      id,
      type: 'chart.column',
      attr: { globeStyle: { name: id } },
      style: {},
      events: [],
      locked: false,
      hidden: false,
      inner: false,
      data: {
        source: 'http',
        http: { url, interval: 1, ttl: 0 },
        mapping: { path: 'result.list', category: 'month', series: ['online'] },
      },
    },
    layout: { widgetId: id, x, y: 200, w: 700, h: 420, z: 1, rotation: 0 },
  });
  await call('v1/screen/append_widget', {
    _id: screen._id,
    widgets: [
      bound('dies', `${baseURL}/__dev/sample/once?k=${Date.now()}`, 100),
      bound('refused', 'http://169.254.169.254/latest/meta-data/', 1000),
    ],
  });
  await signInAs(page, user);
  await openEditor(page, screen);
  const dies = page.locator('[data-widget-id="dies"]');
  await expect(dies.locator('.highcharts-series-group')).toBeVisible();
  await expect(dies.locator('[data-widget-state="stale"]')).toBeVisible({ timeout: 10_000 });
  await expect(dies.locator('[data-stale-badge]')).toHaveText('Stale');
  await expect(dies.locator('.highcharts-xaxis-labels')).toContainText('Jan');
  const refused = page.locator('[data-widget-id="refused"]');
  await expect(refused.locator('[data-widget-state="error"]')).toContainText('The data source did not answer');
  await shot(page, 'data-stale-and-refused-en');
  await refused.click();
  const inspector = page.getByTestId('inspector');
  await inspector.getByRole('tab', { name: 'Data' }).click();
  await expect(inspector.getByRole('alert')).toContainText('private, local and link-local addresses are refused');
});

test('interactions are set up in the property panel and run in the preview', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Linked in the panel']);
  const screen = screens[0] as Screen;
  const rows = [
    { region: 'East', product: 'Hardware', v: 8 },
    { region: 'East', product: 'Software', v: 6 },
    { region: 'South', product: 'Cloud', v: 7 },
  ];
  const base = { style: {}, locked: false, inner: false, hidden: false, events: [] };
  await call('v1/screen/append_widget', {
    _id: screen._id,
    widgets: [
      {
        widget: {
          ...base,
          id: 'regions',
          type: 'chart.column',
          attr: { globeStyle: { name: 'Regions' } },
          data: {
            source: 'static',
            static: [
              { region: 'East', v: 14 },
              { region: 'South', v: 7 },
            ],
            mapping: { category: 'region', series: ['v'] },
          },
        },
        layout: { widgetId: 'regions', x: 80, y: 80, w: 800, h: 480, z: 1, rotation: 0 },
      },
      {
        widget: {
          ...base,
          id: 'products',
          type: 'chart.bar',
          attr: { globeStyle: { name: 'Products' } },
          data: { source: 'static', static: rows, mapping: { category: 'product', series: ['v'] } },
        },
        layout: { widgetId: 'products', x: 1000, y: 80, w: 800, h: 480, z: 1, rotation: 0 },
      },
    ],
  });
  await signInAs(page, user);
  await openEditor(page, screen);
  // A communication group, a click on the regions chart publishing its category there, the products chart listening.
  const field = page.getByTestId('screen-settings').getByRole('textbox', { name: 'New group' });
  await field.fill('sales');
  await field.press('Enter');
  const inspector = page.getByTestId('inspector');
  await page.locator('[data-widget-id="regions"]').click();
  await inspector.getByRole('tab', { name: 'Interactions' }).click();
  await inspector.getByRole('button', { name: 'Add interaction' }).click();
  const event = inspector.getByTestId('widget-event');
  await expect(event.getByRole('combobox', { name: 'Group' })).toHaveText('sales');
  await event.getByRole('textbox', { name: 'Field' }).fill('region');
  await event.getByRole('textbox', { name: 'Field' }).press('Enter');
  await shot(page, 'events-panel-en');
  await page.locator('[data-widget-id="products"]').click();
  await inspector.getByRole('tab', { name: 'Data' }).click();
  await inspector.getByRole('combobox', { name: 'Listen to communication group' }).click();
  await page.getByRole('option', { name: 'sales' }).click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 10_000 });

  await page.goto(`/dashboard-preview/${screen._id}`);
  const labels = page.locator('[data-widget-id="products"] .highcharts-xaxis-labels text');
  await expect(labels).toHaveCount(3);
  await page.locator('[data-widget-id="regions"] .highcharts-point').nth(1).click();
  await expect(labels).toHaveText(['Cloud']);
});
