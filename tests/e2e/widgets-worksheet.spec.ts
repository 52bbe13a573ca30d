import { expect, test } from './fixtures';
import {
  bindToWorksheet,
  emptyBarChart,
  newUserWithScreens,
  openEditor,
  pickOption,
  saved,
  signInAs,
  type Screen,
} from './editor-driver';
import { shot } from './support';
import { addCsvWorksheet } from './worksheet-driver';

/**
 * Charts bound to a worksheet directly, as a new user does it: a CSV worksheet
 * uploaded and loaded, then a bar chart bound to it in the editor's data panel (source
 * Worksheet, the worksheet picked: region as dimension, sales summed) draws one bar per region,
 * and so does its link share in a stranger's browser.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

const CSV = [
  'region,sales,units',
  'East,10.5,2',
  'East,4.5,1',
  'West,7,5',
  'North,1,1',
  'North,2,3',
  'North,30,1',
].join('\n');

test('a bar chart bound to a worksheet in the data panel draws a bar per region, in the editor and shared', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Regions']);
  const screen = screens[0] as Screen;
  await addCsvWorksheet(request, user, call, 'Regions', CSV);
  await call('v1/screen/append_widget', { _id: screen._id, widgets: [emptyBarChart('bars', 'Bars')] });

  await signInAs(page, user);
  await openEditor(page, screen);
  const bars = page.locator('[data-canvas] [data-widget-id="bars"]');
  // The first text field is the dimension, the first number summed: one bar per region.
  const inspector = await bindToWorksheet(page, 'bars', 'Regions', /region/);
  await expect(inspector.getByTestId('data-preview').locator('tbody tr')).toHaveCount(3);
  await expect(bars.locator('[data-widget-state="ready"]')).toBeVisible();
  for (const region of ['East', 'North', 'West'])
    await expect(bars.locator('.highcharts-xaxis-labels')).toContainText(region);
  await expect(bars.locator('.highcharts-series-group .highcharts-point')).toHaveCount(3);
  // Largest first: the order by the first measure puts North (33) on top.
  await pickOption(
    page,
    inspector.getByRole('combobox', { name: 'Order of groups' }),
    'By first measure, largest first',
  );
  await expect(bars.locator('.highcharts-xaxis-labels text').first()).toHaveText('North');
  await shot(page, 'widgets-worksheet-editor');
  await saved(page);

  // Published and shared: a stranger's browser draws the same bars through the link.
  await call('v1/screen/version_add', { _id: screen._id, name: 'V1' });
  const { token } = await call<{ token: string }>('v1/screen/link_share_add', { _id: screen._id });
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1600, height: 1000 } });
  const visitor = await context.newPage();
  const signedCalls: string[] = [];
  visitor.on('request', (r) => (r.url().includes('/rpc/worksheet') ? signedCalls.push(r.url()) : undefined));
  await visitor.goto(`/screen-share/share/${token}`);
  const shared = visitor.locator('[data-viewer] [data-widget-id="bars"]');
  await expect(shared.locator('[data-widget-state="ready"]')).toBeVisible();
  await expect(shared.locator('.highcharts-xaxis-labels text').first()).toHaveText('North');
  await expect(shared.locator('.highcharts-series-group .highcharts-point')).toHaveCount(3);
  await shot(visitor, 'widgets-worksheet-share');
  // The share page never calls the signed-in worksheet acts.
  expect(signedCalls).toEqual([]);
  await context.close();
});
