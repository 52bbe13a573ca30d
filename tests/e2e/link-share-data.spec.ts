import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from './fixtures';
import { newUserWithScreens, type Screen } from './editor-driver';
import { shot } from './support';

/**
 * A screen whose charts read an HTTP API with a secret header, shared by link and
 * opened by a stranger (no login): the charts draw the API's data (fetched by the server with the
 * header it kept), a click in one chart filters the other through its communication group, and
 * nothing the browser receives carries the secret.
 */
const SECRET = 'Bearer e2e-share-data-secret';

async function stranger(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 720 } });
  return context.newPage();
}

/** Every body the page receives, to check that none carries the secret. */
function recordBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    void response.text().then(
      (text) => bodies.push(text),
      () => undefined,
    );
  });
  return bodies;
}

test('a stranger sees the shared screen’s API-fed charts, filtered by interactions, without the secret', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { call, screens } = await newUserWithScreens(browser, request, ['API wall']);
  const screen = screens[0] as Screen;
  const run = Date.now();
  const base = { style: {}, locked: false, inner: false, hidden: false };
  // The sample API records headers only in a scope of the caller's own (a random id), for `seen`.
  const scoped = `/__dev/sample/scope/${randomBytes(16).toString('base64url')}`;
  const sales = `${scoped}/sales?e2e=${run}`;
  const trend = `${scoped}/sales?trend=${run}`;
  await call('v1/screen/append_widget', {
    _id: screen._id,
    widgets: [
      {
        widget: {
          ...base,
          id: 'months',
          type: 'chart.column',
          attr: { globeStyle: { name: 'Months' } },
          events: [{ trigger: 'click', action: { kind: 'setVariable', group: 'filters', field: 'month' } }],
          data: {
            source: 'http',
            http: { url: `${baseURL}${sales}`, headers: { Authorization: SECRET }, interval: 5, ttl: 5 },
            mapping: { path: 'result.list', category: 'month', series: ['online', 'store'] },
          },
        },
        layout: { widgetId: 'months', x: 60, y: 80, w: 900, h: 520, z: 1, rotation: 0 },
      },
      {
        widget: {
          ...base,
          id: 'trend',
          type: 'chart.line',
          attr: { globeStyle: { name: 'Trend' } },
          events: [],
          data: {
            source: 'http',
            listen: 'filters',
            http: { url: `${baseURL}${trend}`, headers: { Authorization: SECRET }, interval: 5, ttl: 5 },
            mapping: { path: 'result.list', category: 'month', series: ['online'] },
          },
        },
        layout: { widgetId: 'trend', x: 1000, y: 80, w: 860, h: 520, z: 2, rotation: 0 },
      },
    ],
  });
  await call('v1/screen/version_add', { _id: screen._id, name: 'V1' });
  const { token } = await call<{ token: string }>('v1/screen/link_share_add', { _id: screen._id });

  const visitor = await stranger(browser);
  const bodies = recordBodies(visitor);
  const proxyCalls: string[] = [];
  visitor.on('request', (r) => {
    if (r.url().includes('/rpc/api')) proxyCalls.push(r.url());
  });
  await visitor.goto(`/screen-share/share/${token}`);
  const months = visitor.locator('[data-viewer] [data-widget-id="months"]');
  await expect(months.locator('[data-widget-state="ready"]')).toBeVisible();
  await expect(months.locator('.highcharts-xaxis-labels')).toContainText('Dec');
  await expect(visitor.locator('[data-viewer] [data-widget-id="trend"] [data-widget-state="ready"]')).toBeVisible();
  await shot(visitor, 'link-share-data-open');

  // A click on March publishes month=Mar in "filters"; the trend asks the link again with it.
  await months.locator('.highcharts-point').nth(2).click();
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`${scoped}/hits?of=${encodeURIComponent(`/sales?trend=${run}&month=Mar`)}`)
          ).json()) as { hits: number }
        ).hits,
    )
    .toBeGreaterThan(0);
  // The upstream got the secret header; the browser never saw it, nor called the signed-in proxy.
  const seen = (await (await request.get(`${scoped}/seen?of=${encodeURIComponent(`/sales?e2e=${run}`)}`)).json()) as {
    headers: Record<string, string> | null;
  };
  expect(seen.headers?.authorization).toBe(SECRET);
  expect(proxyCalls).toEqual([]);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('e2e-share-data-secret'))).toEqual([]);
  await visitor.context().close();

  // Behind a password: the access token bought on the password page opens the data too.
  await call('v1/screen/link_share_add', { _id: screen._id, password: 'wall-2026' });
  const guarded = await stranger(browser);
  await guarded.goto(`/screen-share/share/${token}`);
  const form = guarded.getByTestId('share-password');
  await form.getByLabel('Share password').fill('wall-2026');
  await form.getByRole('button', { name: 'Open' }).click();
  await expect(guarded.locator('[data-viewer] [data-widget-id="months"] [data-widget-state="ready"]')).toBeVisible();
  await expect(guarded.locator('[data-viewer] [data-widget-id="trend"] [data-widget-state="ready"]')).toBeVisible();
  await shot(guarded, 'link-share-data-password');
  await guarded.context().close();
});
