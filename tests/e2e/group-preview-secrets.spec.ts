import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { signInAs } from './editor-driver';
import { apiSession, registerByApi, shot } from './support';

/**
 * The group preview (/group-preview/{id}) of a signed-in user: a released screen plays its
 * version (served without the HTTP sources' request headers) and an unreleased one its development
 * content (headers masked for an editor). Their API-fed charts draw with the secret header all the
 * same, because each widget names its screen (and version) to the data proxy, which adds the
 * headers it keeps; no body the browser receives carries the secret.
 */
test.use({ viewport: { width: 1366, height: 768 } });

const SECRET = 'Bearer e2e-group-preview-secret';

const chart = (id: string, url: string) => ({
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
      http: { url, headers: { Authorization: SECRET }, interval: 5, ttl: 5 },
      mapping: { path: 'result.list', category: 'month', series: ['online', 'store'] },
    },
  },
  layout: { widgetId: id, x: 60, y: 80, w: 900, h: 520, z: 1, rotation: 0 },
});

test('a group preview draws its screens’ API charts with the stored secret header, released or not', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const group = await call<{ _id: string }>('v1/group/add', { name: 'Secret wall' });
  const run = Date.now();
  // The sample API records headers only in a scope of the caller's own (a random id), for `seen`.
  const scoped = `/__dev/sample/scope/${randomBytes(16).toString('base64url')}`;
  const paths = { released: `/sales?gp=${run}&s=released`, development: `/sales?gp=${run}&s=development` };
  // The list shows the newest first: the released screen plays first, the development one is preloaded.
  const development = await call<{ _id: string }>('v1/screen/add', {
    group_id: group._id,
    name: 'Unreleased',
    template: 'blank',
  });
  await call('v1/screen/append_widget', {
    _id: development._id,
    widgets: [chart('dev-chart', `${baseURL}${scoped}${paths.development}`)],
  });
  const released = await call<{ _id: string }>('v1/screen/add', {
    group_id: group._id,
    name: 'Released',
    template: 'blank',
  });
  await call('v1/screen/append_widget', {
    _id: released._id,
    widgets: [chart('rel-chart', `${baseURL}${scoped}${paths.released}`)],
  });
  await call('v1/screen/version_add', { _id: released._id, name: 'v1', latest: true });

  await signInAs(page, user);
  const bodies: string[] = [];
  page.on('response', (response) => {
    void response.text().then(
      (text) => bodies.push(text),
      () => undefined,
    );
  });
  await page.goto(`/group-preview/${group._id}`);
  const slide = (screenId: string, widgetId: string) =>
    page.locator(`[data-carousel-slide="${screenId}"] [data-widget-id="${widgetId}"]`);
  await expect(slide(released._id, 'rel-chart').locator('[data-widget-state="ready"]')).toBeVisible();
  await expect(slide(released._id, 'rel-chart').locator('.highcharts-xaxis-labels')).toContainText('Dec');
  // The next screen is preloaded (hidden): its chart has fetched its data too.
  await expect(slide(development._id, 'dev-chart').locator('[data-widget-state="ready"]')).toHaveCount(1);
  await shot(page, 'group-preview-secrets');

  for (const path of Object.values(paths)) {
    const seen = (await (await request.get(`${scoped}/seen?of=${encodeURIComponent(path)}`)).json()) as {
      headers: Record<string, string> | null;
    };
    expect(seen.headers?.authorization, path).toBe(SECRET);
  }
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('e2e-group-preview-secret'))).toEqual([]);
});
