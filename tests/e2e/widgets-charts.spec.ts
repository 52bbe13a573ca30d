import { signInAs } from './editor-driver';
import { expect, test, type Page } from './fixtures';
import { apiSession, registerByApi, SCREENSHOTS, signIn } from './support';

/**
 * The chart types in the editor: added from the palette they draw with Highcharts (or SVG, for
 * the liquid level), reach `data-widget-state="ready"` and follow the screen theme; the property
 * panel edits them. Highcharts is code-split: the login page and the screen list never load it.
 * Each type on each theme is drawn by the component tests (web/src/widgets/gallery.browser.test.tsx).
 */
const CHART_TYPES = [
  'chart.line',
  'chart.spline',
  'chart.area',
  'chart.area.stacked',
  'chart.column',
  'chart.column.stacked',
  'chart.bar',
  'chart.bar.stacked',
  'chart.combo',
  'chart.pie',
  'chart.donut',
  'chart.rose',
  'chart.scatter',
  'chart.bubble',
  'chart.radar',
  'chart.gauge',
  'chart.gauge.dial',
  'chart.funnel',
  'chart.heatmap',
  'chart.treemap',
  'chart.sankey',
  'chart.wordcloud',
  'chart.liquid',
  'chart.progress',
] as const;

test.use({ viewport: { width: 1920, height: 1200 } });

const widgetOfType = (page: Page, type: string) => page.locator(`[data-canvas] [data-widget-type="${type}"]`);

/** Script URLs the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

async function newUserWithScreen(request: Parameters<typeof registerByApi>[0]) {
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const groups = await call<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
  const group = groups.find((g) => g.default === 1)!;
  const screen = await call<{ _id: string }>('v1/screen/add', {
    group_id: group._id,
    name: 'Chart gallery',
    template: 'blank',
  });
  return { user, screen };
}

test('the login page and the screen list load no Highcharts; the editor loads it with the first chart', async ({
  page,
  request,
}) => {
  const { user, screen } = await newUserWithScreen(request);
  const scripts = recordScripts(page);
  await page.goto('/login');
  await expect(page.locator('input[name="account"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /highcharts/i.test(url))).toEqual([]);

  await signIn(page, user.mobile, user.password);
  await expect(page).toHaveURL(/\/screenList$/);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /highcharts/i.test(url))).toEqual([]);

  await page.goto(`/screenEditor/${screen._id}`);
  await expect(page.locator('[data-canvas]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /highcharts/i.test(url))).toEqual([]);
  await page.locator('[data-palette-type="chart.line"]').click();
  await expect(widgetOfType(page, 'chart.line').locator('[data-widget-state="ready"]')).toBeVisible();
  await expect(widgetOfType(page, 'chart.line').locator('.highcharts-series-group')).toBeVisible();
  expect(scripts.filter((url) => /highcharts/i.test(url)).length).toBeGreaterThan(0);
});

test('every chart type from the palette: added at once, all draw ready and follow a switch to the light theme', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const errors: string[] = [];
  page.on('console', (message) => (message.type() === 'error' ? errors.push(message.text()) : undefined));
  page.on('pageerror', (error) => errors.push(error.message));
  const { user, screen } = await newUserWithScreen(request);
  await signInAs(page, user);
  await page.goto(`/screenEditor/${screen._id}`);
  await expect(page.locator('[data-canvas]')).toBeVisible();

  // Each type's renderer on each theme is web/src/widgets/gallery.browser.test.tsx's; here the
  // palette adds them, the canvas draws them together, and the screen's theme redraws them.
  for (const type of CHART_TYPES) await page.locator(`[data-palette-type="${type}"]`).click();
  await expect(page.locator('[data-canvas] [data-widget-id]')).toHaveCount(CHART_TYPES.length);
  await expect(page.locator('[data-canvas] [data-widget-state="ready"]')).toHaveCount(CHART_TYPES.length);
  await expect(page.locator('[data-canvas] [data-widget-state="error"]')).toHaveCount(0);

  await page.keyboard.press('Escape');
  const settings = page.getByTestId('screen-settings');
  await settings.getByRole('combobox', { name: 'Theme' }).click();
  await page.getByRole('option', { name: 'Light business' }).click();
  await expect(settings.getByRole('combobox', { name: 'Theme' })).toHaveText('Light business');
  await expect(page.locator('[data-canvas] [data-widget-state="ready"]')).toHaveCount(CHART_TYPES.length);
  await expect(page.locator('[data-canvas] [data-widget-state="error"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the property panel: style form, static JSON with validation, mapping, top N and a live preview', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { user, screen } = await newUserWithScreen(request);
  await signInAs(page, user);
  await page.goto(`/screenEditor/${screen._id}`);
  await expect(page.locator('[data-canvas]')).toBeVisible();
  await page.locator('[data-palette-type="chart.column"]').click();
  const chart = widgetOfType(page, 'chart.column');
  await expect(chart.locator('[data-widget-state="ready"]')).toBeVisible();
  const inspector = page.getByTestId('inspector');

  // Style: a title and percent stacking reach the chart.
  await inspector.getByRole('textbox', { name: 'Chart title' }).fill('Sales by region');
  await inspector.getByRole('textbox', { name: 'Chart title' }).press('Enter');
  await expect(chart.locator('.highcharts-title')).toHaveText('Sales by region');
  await inspector.getByRole('combobox', { name: 'Stacking' }).click();
  await page.getByRole('option', { name: 'Percent' }).click();
  await expect(chart.locator('.highcharts-yaxis-labels')).toContainText('100%');
  await page.screenshot({ path: `${SCREENSHOTS}chart-panel-style.png` });

  // Data: the preview shows the mapped rows; top 3 keeps three.
  await inspector.getByRole('tab', { name: 'Data' }).click();
  const preview = inspector.getByTestId('data-preview');
  await expect(preview.locator('tbody tr')).toHaveCount(6);
  await inspector.getByRole('spinbutton', { name: 'Top N' }).fill('3');
  await inspector.getByRole('spinbutton', { name: 'Top N' }).press('Enter');
  await expect(preview.locator('tbody tr')).toHaveCount(3);
  await expect(chart.locator('.highcharts-xaxis-labels text')).toHaveCount(3);

  // Bad JSON: a clear message, the text is kept, the chart keeps its last data.
  const json = inspector.getByTestId('static-json');
  await json.fill('[{"region": "East", "hardware": 1,}]');
  await json.blur();
  await expect(inspector.getByText(/^Not valid JSON/)).toBeVisible();
  await expect(json).toHaveValue('[{"region": "East", "hardware": 1,}]');
  await expect(chart.locator('[data-widget-state="ready"]')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}chart-panel-invalid-json.png` });

  // Good JSON applies: the chart and the preview follow.
  await json.fill(
    '[{"region": "East", "hardware": 5, "software": 2, "services": 1}, {"region": "West", "hardware": 3, "software": 4, "services": 2}]',
  );
  await json.blur();
  await expect(inspector.getByText(/^Not valid JSON/)).toHaveCount(0);
  await expect(preview.locator('tbody tr')).toHaveCount(2);
  await expect(chart.locator('.highcharts-xaxis-labels text')).toHaveCount(2);
  await page.screenshot({ path: `${SCREENSHOTS}chart-panel-data.png` });

  // A path that leads nowhere is an error state of the widget, shown in its own frame.
  await inspector.getByRole('textbox', { name: 'Path to rows' }).fill('result.list');
  await inspector.getByRole('textbox', { name: 'Path to rows' }).press('Enter');
  await expect(chart.locator('[data-widget-state="error"]')).toContainText(
    'The path to the rows does not exist in the data',
  );
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(chart.locator('[data-widget-state="ready"]')).toBeVisible();
  await expect(inspector.getByRole('textbox', { name: 'Path to rows' })).toHaveValue('');

  // The chart follows its box.
  await inspector.getByRole('tab', { name: 'Style' }).click();
  await inspector.getByRole('spinbutton', { name: 'W' }).fill('640');
  await inspector.getByRole('spinbutton', { name: 'W' }).press('Enter');
  await expect(chart.locator('svg.highcharts-root')).toHaveAttribute('width', '640');
});

test('built-in templates draw real charts; a series over 5,000 points goes through boost', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const group = (await call<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list')).find((g) => g.default === 1)!;
  await signInAs(page, user);
  for (const template of ['sales', 'finance-kpis']) {
    const screen = await call<{ _id: string }>('v1/screen/add', { group_id: group._id, name: template, template });
    await page.goto(`/screenEditor/${screen._id}`);
    const charts = page.locator('[data-canvas] [data-widget-type^="chart."]');
    await expect(charts.first()).toBeVisible();
    const count = await charts.count();
    expect(count).toBeGreaterThan(1);
    await expect(charts.locator('[data-widget-state="ready"]')).toHaveCount(count);
    await expect(charts.locator('.highcharts-series-group')).toHaveCount(count);
    await page
      .locator('[data-canvas]')
      .screenshot({ path: `${SCREENSHOTS}charts-template-${template}.png`, animations: 'disabled' });
  }

  const screen = await call<{ _id: string }>('v1/screen/add', {
    group_id: group._id,
    name: 'Big series',
    template: 'blank',
  });
  const rows = Array.from({ length: 6000 }, (_, i) => ({ x: i, y: Math.round(Math.sin(i / 200) * 100 + (i % 17)) }));
  await call('v1/screen/append_widget', {
    _id: screen._id,
    widgets: [
      {
        widget: {
          id: 'big',
          type: 'chart.line',
          attr: { globeStyle: { name: 'Big' } },
          data: { source: 'static', static: rows, mapping: { category: 'x', series: ['y'] } },
        },
        layout: { widgetId: 'big', x: 100, y: 100, w: 900, h: 400, z: 0, rotation: 0 },
      },
    ],
  });
  await page.goto(`/screenEditor/${screen._id}`);
  const big = page.locator('[data-widget-id="big"]');
  await expect(big.locator('[data-widget-state="ready"]')).toBeVisible();
  await expect(big.locator('.highcharts-boost-canvas')).toHaveCount(1);
});

test('in Chinese: sample data, the panel and the error frame speak zh', async ({ page, request }) => {
  const { user, screen } = await newUserWithScreen(request);
  await signInAs(page, user);
  await page.evaluate(() => localStorage.setItem('max_lang', 'zh'));
  await page.goto(`/screenEditor/${screen._id}`);
  await expect(page.locator('[data-canvas]')).toBeVisible();
  await page.locator('[data-palette-type="chart.pie"]').click();
  const pie = widgetOfType(page, 'chart.pie');
  await expect(pie.locator('[data-widget-state="ready"]')).toBeVisible();
  await expect(pie.locator('.highcharts-data-labels')).toContainText('直销');
  const inspector = page.getByTestId('inspector');
  await inspector.getByRole('tab', { name: '数据' }).click();
  await expect(inspector.getByTestId('data-preview')).toContainText('渠道伙伴');
  await inspector.getByRole('textbox', { name: '数据路径' }).fill('list');
  await inspector.getByRole('textbox', { name: '数据路径' }).press('Enter');
  await expect(pie.locator('[data-widget-state="error"]')).toContainText('数据中不存在该数据路径');
  await page.screenshot({ path: `${SCREENSHOTS}chart-panel-zh.png` });
});
