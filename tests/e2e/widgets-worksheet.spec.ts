import { expect, test, type APIRequestContext } from './fixtures';
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
import { shot, type NewUser } from './support';

/**
 * Issue 17, "bind charts to the worksheet directly", as a new user does it: a CSV worksheet
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

interface Answer<T> {
  code: number;
  msg: T;
}

async function post<T>(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<T> {
  const body = (await (await request.post(path, { data })).json()) as Answer<T>;
  expect(body.code, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body.msg;
}

/** The CSV uploaded through the multipart flow (purpose `worksheet`): its merged key. */
async function uploadCsv(request: APIRequestContext, user: NewUser): Promise<string> {
  const { auth } = await post<{ auth: string }>(request, '/rpc/user', {
    act: 'v1/user/max_login',
    args: { account: user.mobile, password: user.password },
  });
  const bytes = Buffer.from(CSV);
  const batch = await post<{ batch_id: string; key: string }>(request, '/api/upload/batch', {
    auth,
    filename: 'regions.csv',
    size: bytes.length,
    purpose: 'worksheet',
  });
  const signed = await post<{ url: string }>(request, '/api/upload', { auth, ...batch, part_number: 1 });
  const put = await request.put(signed.url, { data: bytes });
  expect(put.ok()).toBe(true);
  await post(request, '/api/upload/merge', {
    auth,
    ...batch,
    parts: [{ part_number: 1, etag: put.headers()['etag'] ?? '' }],
  });
  return batch.key;
}

test('a bar chart bound to a worksheet in the data panel draws a bar per region, in the editor and shared', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Regions']);
  const screen = screens[0] as Screen;
  const key = await uploadCsv(request, user);
  const inspected = await call<{ fields: unknown[] }>('v1/worksheet/inspect', {
    upload_key: key,
    filename: 'regions.csv',
  });
  const worksheet = await call<{ _id: string }>('v1/worksheet/add', {
    name: 'Regions',
    source: { kind: 'csv', upload_key: key, filename: 'regions.csv', reading: {} },
    fields: inspected.fields,
  });
  await expect
    .poll(async () => (await call<{ status: string }>('v1/worksheet/get', { _id: worksheet._id })).status, {
      timeout: 45_000,
    })
    .toBe('normal');
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
