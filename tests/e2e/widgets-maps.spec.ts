import { expect, test, type Page } from './fixtures';
import { apiSession, registerByApi, SCREENSHOTS, type NewUser, signInByApi } from './support';

/**
 * Maps in the editor and the preview: China by province and the world from the palette render
 * with Highcharts Maps and the bundled map collection; a click on a province drills into it and a
 * button goes back; layers switch in the property panel. The login page loads no map code. Each
 * map on each theme is drawn by the component tests (web/src/widgets/gallery.browser.test.tsx).
 */
const MAP_TYPES = ['map.china', 'map.world'] as const;

test.use({ viewport: { width: 1920, height: 1200 } });

const widgetOfType = (page: Page, type: string) => page.locator(`[data-canvas] [data-widget-type="${type}"]`);

/** Scripts of the maps: Highcharts (and its map module), the map renderers and their geometry. */
const MAP_SCRIPT = /highcharts|renderChina|renderWorld|MapView/i;

async function newUserWithScreen(request: Parameters<typeof registerByApi>[0]) {
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const groups = await call<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
  const group = groups.find((g) => g.default === 1)!;
  const screen = await call<{ _id: string }>('v1/screen/add', {
    group_id: group._id,
    name: 'Map gallery',
    template: 'blank',
  });
  return { user, screen };
}

async function openEditor(page: Page, user: NewUser, screenId: string): Promise<void> {
  await signInByApi(page, user.mobile, user.password);
  await page.goto('/screenList');
  await expect(page).toHaveURL(/\/screenList$/);
  await page.goto(`/screenEditor/${screenId}`);
  await expect(page.locator('[data-canvas]')).toBeVisible();
  // Real size, so each screenshot shows the map as a wall shows it.
  await page.keyboard.press('Control+1');
}

/** Adds a map from the palette and waits until its regions are drawn. */
async function addMap(page: Page, type: string) {
  await page.locator(`[data-palette-type="${type}"]`).click();
  const box = widgetOfType(page, type);
  await expect(box.locator('[data-widget-state="ready"]')).toBeVisible();
  await expect(box.locator('.highcharts-map-series path.highcharts-point').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  return box;
}

test('the login page loads no map code; the editor loads it with the first map', async ({ page, request }) => {
  const { user, screen } = await newUserWithScreen(request);
  const scripts: string[] = [];
  page.on('request', (r) => (r.resourceType() === 'script' ? scripts.push(r.url()) : undefined));
  await page.goto('/login');
  await expect(page.locator('input[name="account"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => MAP_SCRIPT.test(url))).toEqual([]);

  await openEditor(page, user, screen._id);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => MAP_SCRIPT.test(url))).toEqual([]);
  await addMap(page, 'map.china');
  expect(scripts.filter((url) => /renderChina/.test(url))).toHaveLength(1);
  expect(scripts.filter((url) => /renderWorld/.test(url))).toEqual([]);
});

test('a click on a province drills into it; the back button returns to China', async ({ page, request }) => {
  const { user, screen } = await newUserWithScreen(request);
  await openEditor(page, user, screen._id);
  await addMap(page, 'map.china');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 10_000 });
  // The editor's canvas draws maps at rest (a click there selects the widget); the viewer drills.
  // Without motion, so that a province is clicked where it stands, not mid-animation.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/dashboard-preview/${screen._id}`);
  const box = page.locator('[data-widget-type="map.china"]');
  const chart = box.locator('.highcharts-container');
  await expect(chart.locator('.highcharts-map-series path.highcharts-point')).toHaveCount(34);
  await expect(box.locator('[data-map-region]')).toHaveCount(0);

  // The province's name label lies over its middle and forwards the click like the area does.
  await box.locator('.highcharts-map-series path.highcharts-key-cn-gd').click({ force: true });
  await expect(box.locator('[data-map-region="cn-gd"]')).toBeVisible();
  await expect(box.locator('.highcharts-map-series path.highcharts-point')).toHaveCount(1);
  await expect(box.locator('[data-map-back]')).toContainText('Guangdong');
  await page.waitForTimeout(300);
  await box.screenshot({ path: `${SCREENSHOTS}map-tech-blue-map-china-drilled.png`, animations: 'disabled' });

  await box.locator('[data-map-back]').click();
  await expect(box.locator('[data-map-region]')).toHaveCount(0);
  await expect(chart.locator('.highcharts-map-series path.highcharts-point')).toHaveCount(34);
});

/** Turns a map layer on or off with its switch in the property panel's style form. */
async function setLayer(page: Page, label: string, on: boolean): Promise<void> {
  const toggle = page.getByTestId('inspector').getByRole('switch', { name: label });
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await expect(toggle).toBeChecked({ checked: on });
}

test('layers switch in the property panel: bubbles and heat points over plain land', async ({ page, request }) => {
  const { user, screen } = await newUserWithScreen(request);
  await openEditor(page, user, screen._id);
  for (const type of MAP_TYPES) {
    await page.locator(`[data-palette-type="${type}"]`).click();
    const box = widgetOfType(page, type);
    await expect(box.locator('[data-widget-state="ready"]')).toBeVisible();
    await setLayer(page, 'Region colours (choropleth)', false);
    await setLayer(page, 'Flylines', false);
    await setLayer(page, type === 'map.china' ? 'Heat points' : 'Bubbles', true);
    await expect(box.locator('.highcharts-mapline-series')).toHaveCount(0);
    await expect(
      box
        .locator(
          type === 'map.china'
            ? '.highcharts-mappoint-series path.highcharts-point'
            : '.highcharts-mapbubble-series path.highcharts-point',
        )
        .first(),
    ).toBeVisible();
    await expect(box.locator('.highcharts-coloraxis')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(1500);
    await box.screenshot({ path: `${SCREENSHOTS}map-tech-blue-${type.replace(/\./g, '-')}-points.png` });
    await box.click({ position: { x: 4, y: 4 } });
    await page.keyboard.press('Delete');
  }
});

test('the built-in templates draw their maps: a site choropleth with heat points, and logistics flylines', async ({
  page,
  request,
}) => {
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const groups = await call<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
  const group = groups.find((g) => g.default === 1)!;
  await signInByApi(page, user.mobile, user.password);
  await page.goto('/screenList');
  await expect(page).toHaveURL(/\/screenList$/);
  for (const template of ['operations-centre', 'logistics-map']) {
    const screen = await call<{ _id: string }>('v1/screen/add', { group_id: group._id, name: template, template });
    await page.goto(`/screenEditor/${screen._id}`);
    const box = widgetOfType(page, 'map.china');
    await expect(box.locator('[data-widget-state="ready"]')).toBeVisible();
    await expect(box.locator('.highcharts-map-series path.highcharts-point')).toHaveCount(34);
    await expect(
      box
        .locator(
          template === 'logistics-map'
            ? '.highcharts-mapline-series path.highcharts-point'
            : '.highcharts-mappoint-series path.highcharts-point',
        )
        .first(),
    ).toBeVisible();
    await page.waitForTimeout(1500);
    await box.screenshot({ path: `${SCREENSHOTS}map-template-${template}.png` });
  }
});

test('under reduced motion the flylines keep their tracks but no comet runs', async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { user, screen } = await newUserWithScreen(request);
  await openEditor(page, user, screen._id);
  const box = await addMap(page, 'map.world');
  await expect(box.locator('.highcharts-mapline-series path.highcharts-point').first()).toBeVisible();
  // Ten routes in the world sample: one track each (with motion, a comet each besides).
  await expect(box.locator('.highcharts-mapline-series path.highcharts-point')).toHaveCount(10);
  await expect(box.locator('.wb-flyline-comet')).toHaveCount(0);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the China map names provinces and cities in Chinese', async ({ page, request }) => {
    const { user, screen } = await newUserWithScreen(request);
    await openEditor(page, user, screen._id);
    const box = await addMap(page, 'map.china');
    await expect(box.locator('.highcharts-data-labels').getByText('广东', { exact: true })).toBeVisible();
    // 上海 once: as the flylines' hub, not again as a region.
    await expect(box.locator('.highcharts-data-labels').getByText('上海', { exact: true })).toBeVisible();
    await page.waitForTimeout(1500);
    await box.screenshot({ path: `${SCREENSHOTS}map-tech-blue-map-china-zh.png` });
  });
});
