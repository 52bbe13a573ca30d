import { expect, test } from './fixtures';
import { newUserWithScreens, openEditor, saved, signInAs, type Screen } from './editor-driver';
import { shot } from './support';

/**
 * Chart drill-down (category → detail): the detail field is chosen in the data tab's mapping;
 * in the preview a click on a category shows its detail rows, and the back button restores.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

const ROWS = [
  { region: 'East', city: 'Shanghai', sales: 820 },
  { region: 'East', city: 'Hangzhou', sales: 540 },
  { region: 'East', city: 'Nanjing', sales: 410 },
  { region: 'South', city: 'Shenzhen', sales: 760 },
  { region: 'South', city: 'Guangzhou', sales: 690 },
  { region: 'North', city: 'Beijing', sales: 880 },
  { region: 'North', city: 'Tianjin', sales: 350 },
];

test('a column chart drills from regions down to their cities and back', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Drill-down']);
  const screen = screens[0] as Screen;
  await call('v1/screen/append_widget', {
    _id: screen._id,
    widgets: [
      {
        widget: {
          id: 'regions',
          type: 'chart.column',
          attr: { globeStyle: { name: 'Regions' }, title: 'Sales by region' },
          style: {},
          events: [],
          locked: false,
          hidden: false,
          inner: false,
          data: { source: 'static', static: ROWS, mapping: { category: 'region', series: ['sales'] } },
        },
        layout: { widgetId: 'regions', x: 160, y: 140, w: 1600, h: 800, z: 1, rotation: 0 },
      },
    ],
  });
  await signInAs(page, user);

  // The property panel: the data tab offers the detail field, "none" by default.
  await openEditor(page, screen);
  await page.locator('[data-canvas] [data-widget-id="regions"]').click();
  const inspector = page.getByTestId('inspector');
  await inspector.getByRole('tab', { name: 'Data' }).click();
  const detail = inspector.getByRole('combobox', { name: 'Detail field (drill-down)' });
  await expect(detail).toHaveText('None: no drill-down');
  await detail.click();
  await page.getByRole('option', { name: 'city' }).click();
  await expect(detail).toHaveText('city');
  await saved(page);

  await page.goto(`/dashboard-preview/${screen._id}`);
  const chart = page.locator('[data-widget-id="regions"]');
  const labels = chart.locator('.highcharts-xaxis-labels text');
  // The top level: one column per region, its cities' sales summed.
  await expect(labels).toHaveText(['East', 'South', 'North']);
  await expect(chart.locator('.highcharts-series-0 .highcharts-point')).toHaveCount(3);
  await expect(chart.getByRole('button', { name: /Back/ })).toHaveCount(0);
  await shot(page, 'drilldown-top-en');

  await chart.locator('.highcharts-series-0 .highcharts-point').first().click();
  await expect(labels).toHaveText(['Shanghai', 'Hangzhou', 'Nanjing']);
  const back = chart.getByRole('button', { name: 'East · Back' });
  await expect(back).toBeVisible();
  await shot(page, 'drilldown-east-en');

  await back.click();
  await expect(labels).toHaveText(['East', 'South', 'North']);
  await expect(back).toHaveCount(0);
  // Drilling again goes to the clicked region's cities.
  await chart.locator('.highcharts-series-0 .highcharts-point').nth(2).click();
  await expect(labels).toHaveText(['Beijing', 'Tianjin']);
});
