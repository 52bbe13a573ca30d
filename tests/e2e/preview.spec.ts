import { expect, test } from './fixtures';
import { newUserWithScreens, signInAs, type Screen } from './editor-driver';
import { shot } from './support';

/**
 * The preview (/dashboard-preview/{id}): the development content full-window, letterboxed by
 * the screen's proportional scaling, widgets drawn by the same renderers as the editor.
 */
test.use({ viewport: { width: 1366, height: 900 } });

test('the preview draws the screen full-window, letterboxed, with live widgets', async ({ page, browser, request }) => {
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Preview me']);
  const screen = screens[0] as Screen;
  const widget = (id: string, type: string, x: number, y: number, w: number, h: number) => ({
    widget: {
      id,
      type,
      attr: { globeStyle: { name: id } },
      style: {},
      data: {},
      events: [],
      locked: false,
      hidden: false,
      inner: false,
    },
    layout: { widgetId: id, x, y, w, h, z: 1, rotation: 0 },
  });
  await call('v1/screen/append_widget', {
    _id: screen._id,
    widgets: [widget('sales', 'chart.column', 80, 80, 900, 500), widget('share', 'chart.donut', 1040, 80, 800, 500)],
  });
  await signInAs(page, user);
  await page.goto(`/dashboard-preview/${screen._id}`);
  const canvas = page.locator('[data-screen]');
  await expect(page.locator('[data-widget-id] [data-widget-state="ready"]')).toHaveCount(2);
  const box = (await canvas.boundingBox())!;
  expect(box.width).toBeCloseTo(1366, 0);
  expect(box.height).toBeCloseTo(1080 * (1366 / 1920), 0);
  expect(box.y).toBeCloseTo((900 - 1080 * (1366 / 1920)) / 2, 0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await shot(page, 'preview-fullscreen-en');
});

test('interactions in the preview: a chart click filters another chart through a communication group and shows a hidden widget', async ({
  page,
  browser,
  request,
}) => {
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Linked']);
  const screen = screens[0] as Screen;
  const rows = [
    { region: 'East', product: 'Hardware', sales: 820 },
    { region: 'East', product: 'Software', sales: 610 },
    { region: 'East', product: 'Services', sales: 380 },
    { region: 'South', product: 'Hardware', sales: 760 },
    { region: 'South', product: 'Software', sales: 540 },
    { region: 'South', product: 'Services', sales: 420 },
  ];
  const base = { attr: { globeStyle: { name: 'x' } }, style: {}, locked: false, inner: false };
  await call('v1/screen/append_widget', {
    _id: screen._id,
    widgets: [
      {
        widget: {
          ...base,
          id: 'regions',
          type: 'chart.column',
          hidden: false,
          data: {},
          events: [
            { trigger: 'click', action: { kind: 'setVariable', group: 'sales', field: 'region' } },
            { trigger: 'click', action: { kind: 'toggleWidgets', ids: ['detail'], mode: 'show' } },
          ],
        },
        layout: { widgetId: 'regions', x: 60, y: 60, w: 900, h: 480, z: 1, rotation: 0 },
      },
      {
        widget: {
          ...base,
          id: 'products',
          type: 'chart.bar',
          hidden: false,
          events: [],
          data: {
            source: 'static',
            listen: 'sales',
            static: rows,
            mapping: { category: 'product', series: ['sales'] },
          },
        },
        layout: { widgetId: 'products', x: 1000, y: 60, w: 860, h: 480, z: 1, rotation: 0 },
      },
      {
        widget: { ...base, id: 'detail', type: 'chart.pie', hidden: true, events: [], data: {} },
        layout: { widgetId: 'detail', x: 60, y: 580, w: 600, h: 440, z: 1, rotation: 0 },
      },
    ],
  });
  await signInAs(page, user);
  await page.goto(`/dashboard-preview/${screen._id}`);
  const products = page.locator('[data-widget-id="products"]');
  await expect(products.locator('.highcharts-xaxis-labels text')).toHaveCount(6);
  await expect(page.locator('[data-widget-id="detail"]')).toHaveCount(0);
  // The first column is East's hardware: clicking it publishes region = East.
  await page.locator('[data-widget-id="regions"] .highcharts-series-0 .highcharts-point').first().click();
  await expect(products.locator('.highcharts-xaxis-labels text')).toHaveCount(3);
  await expect(page.locator('[data-widget-id="detail"] [data-widget-state="ready"]')).toBeVisible();
  await shot(page, 'preview-linked-en');
});

test('filters and a map click drive the widgets listening in their communication groups', async ({
  page,
  browser,
  request,
}) => {
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Filters']);
  const screen = screens[0] as Screen;
  const base = { style: {}, locked: false, inner: false, hidden: false, events: [] as unknown[] };
  const place = (id: string, x: number, y: number, w: number, h: number) => ({
    widgetId: id,
    x,
    y,
    w,
    h,
    z: 1,
    rotation: 0,
  });
  const chart = (id: string, listen: string, rows: unknown[], category: string) => ({
    widget: {
      ...base,
      id,
      type: 'chart.column',
      attr: { globeStyle: { name: id } },
      data: { source: 'static', listen, static: rows, mapping: { category, series: ['v'] } },
    },
  });
  await call('v1/screen/append_widget', {
    _id: screen._id,
    widgets: [
      {
        widget: {
          ...base,
          id: 'pick',
          type: 'filter.select',
          attr: { globeStyle: { name: 'pick' }, options: ['East', 'South'], commGroup: 'sales', field: 'region' },
          data: {},
        },
        layout: place('pick', 40, 40, 300, 60),
      },
      {
        ...chart(
          'byRegion',
          'sales',
          [
            { region: 'East', product: 'Hardware', v: 8 },
            { region: 'East', product: 'Software', v: 6 },
            { region: 'South', product: 'Cloud', v: 7 },
          ],
          'product',
        ),
        layout: place('byRegion', 40, 120, 560, 360),
      },
      {
        widget: {
          ...base,
          id: 'days',
          type: 'filter.dateRange',
          attr: { globeStyle: { name: 'days' }, from: '2026-01-01', to: '2026-01-31', commGroup: 'time', field: 'day' },
          data: {},
        },
        layout: place('days', 660, 40, 520, 60),
      },
      {
        ...chart(
          'byDay',
          'time',
          [
            { day: '2026-01-10', v: 3 },
            { day: '2026-01-20', v: 4 },
            { day: '2026-02-10', v: 5 },
          ],
          'day',
        ),
        layout: place('byDay', 660, 120, 560, 360),
      },
      {
        widget: {
          ...base,
          id: 'map',
          type: 'map.china',
          attr: { globeStyle: { name: 'map' }, drillDown: false, flylines: false },
          events: [{ trigger: 'click', action: { kind: 'setVariable', group: 'geo', field: 'province' } }],
          data: {
            source: 'static',
            static: [
              { region: '广东', value: 96 },
              { region: '浙江', value: 81 },
            ],
            mapping: { category: 'region', value: 'value' },
          },
        },
        layout: place('map', 40, 500, 700, 540),
      },
      {
        ...chart(
          'byProvince',
          'geo',
          [
            { province: '广东', month: 'Jan', v: 5 },
            { province: '广东', month: 'Feb', v: 6 },
            { province: '浙江', month: 'Jan', v: 4 },
          ],
          'month',
        ),
        layout: place('byProvince', 800, 560, 560, 360),
      },
    ],
  });
  await signInAs(page, user);
  // Without motion, so that the province is clicked where it stands, not while the map animates in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/dashboard-preview/${screen._id}`);
  const labels = (id: string) => page.locator(`[data-widget-id="${id}"] .highcharts-xaxis-labels text`);
  // Each filter publishes its value as it appears: the charts start filtered.
  await expect(labels('byRegion')).toHaveText(['Hardware', 'Software']);
  await expect(labels('byDay')).toHaveText(['2026-01-10', '2026-01-20']);
  await expect(labels('byProvince')).toHaveCount(3);
  await page.locator('[data-widget-id="pick"] select').selectOption('South');
  await expect(labels('byRegion')).toHaveText(['Cloud']);
  await page.locator('[data-widget-id="days"] input[type="date"]').first().fill('2026-01-15');
  await page.locator('[data-widget-id="days"] input[type="date"]').last().fill('2026-02-28');
  await expect(labels('byDay')).toHaveText(['2026-01-20', '2026-02-10']);
  // Its name label sits on the region and passes the click on (Highcharts tracks labels as the point).
  await page.locator('[data-widget-id="map"] .map-region-cn-gd').click({ force: true });
  await expect(labels('byProvince')).toHaveText(['Jan', 'Feb']);
  await shot(page, 'preview-filters-en');
});
