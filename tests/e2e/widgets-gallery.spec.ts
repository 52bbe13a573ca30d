import { expect, test, type Page } from './fixtures';
import { sampleImage } from '../../web/src/testing/sampleImage';
import { apiSession, registerByApi, SCREENSHOTS, signInByApi } from './support';

/**
 * The component library beyond charts and maps, in the editor: every table, KPI, text, clock,
 * media, decoration and filter type added from the palette reaches `data-widget-state="ready"`
 * and follows the screen theme; variants set in the property panel; media with a source. Each type on each theme is drawn by the component tests
 * (web/src/widgets/gallery.browser.test.tsx).
 */
const GALLERY_TYPES = [
  'table.scroll',
  'table.ranking',
  'kpi.number',
  'text.title',
  'text.paragraph',
  'text.rich',
  'text.marquee',
  'clock',
  'media.image',
  'media.carousel',
  'media.video',
  'media.iframe',
  'media.icon',
  'decor.border',
  'decor.titlebar',
  'decor.divider',
  'decor.panel',
  'filter.select',
  'filter.multiselect',
  'filter.date',
  'filter.dateRange',
  'filter.tabs',
  'filter.buttons',
  'filter.search',
  'filter.slider',
  'filter.timeRange',
] as const;

test.use({ viewport: { width: 1920, height: 1200 } });

const widgetOfType = (page: Page, type: string) => page.locator(`[data-canvas] [data-widget-type="${type}"]`);

async function openNewScreen(
  page: Page,
  request: Parameters<typeof registerByApi>[0],
  template = 'blank',
): Promise<void> {
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const groups = await call<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
  const group = groups.find((g) => g.default === 1)!;
  const screen = await call<{ _id: string }>('v1/screen/add', {
    group_id: group._id,
    name: 'Widget gallery',
    template,
  });
  await signInByApi(page, user.mobile, user.password);
  await page.goto('/screenList');
  await expect(page).toHaveURL(/\/screenList$/);
  await page.goto(`/screenEditor/${screen._id}`);
  await expect(page.locator('[data-canvas]')).toBeVisible();
}

async function switchTheme(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Escape');
  const settings = page.getByTestId('screen-settings');
  await settings.getByRole('combobox', { name: 'Theme' }).click();
  await page.getByRole('option', { name }).click();
  await expect(settings.getByRole('combobox', { name: 'Theme' })).toHaveText(name);
}

test('every table, KPI, text, media, decoration and filter type from the palette: added at once, all draw ready and follow a switch to the light theme', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const errors: string[] = [];
  page.on('console', (message) => (message.type() === 'error' ? errors.push(message.text()) : undefined));
  page.on('pageerror', (error) => errors.push(error.message));
  await openNewScreen(page, request);

  // Each type's renderer on each theme is web/src/widgets/gallery.browser.test.tsx's; here the
  // palette adds them, the canvas draws them together, and the screen's theme redraws them.
  for (const type of GALLERY_TYPES) await page.locator(`[data-palette-type="${type}"]`).click();
  await expect(page.locator('[data-canvas] [data-widget-id]')).toHaveCount(GALLERY_TYPES.length);
  await expect(page.locator('[data-canvas] [data-widget-state="ready"]')).toHaveCount(GALLERY_TYPES.length);
  await expect(page.locator('[data-canvas] [data-widget-state="error"]')).toHaveCount(0);

  await switchTheme(page, 'Light business');
  await expect(page.locator('[data-canvas] [data-widget-state="ready"]')).toHaveCount(GALLERY_TYPES.length);
  await expect(page.locator('[data-canvas] [data-widget-state="error"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** Sets an attribute of the selected widget through its field in the type's form (text, number or choice). */
async function setAttribute(page: Page, key: string, value: string): Promise<void> {
  const field = page.getByTestId('inspector').locator(`[data-attr="${key}"]`);
  if ((await field.getByRole('combobox').count()) > 0) {
    await field.getByRole('combobox').click();
    await page.locator(`[role="option"][data-value="${value}"]`).click();
    return;
  }
  const input = field.getByRole('textbox');
  await input.fill(value);
  await input.press('Enter');
}

/** Sets a switch of the type's form, or a list or record through the panel's JSON field (committed on leaving it). */
async function setJson(page: Page, key: string, value: unknown): Promise<void> {
  const toggle = page.getByTestId('inspector').locator(`[data-attr="${key}"]`).getByRole('switch');
  if ((await toggle.count()) > 0) {
    if ((await toggle.isChecked()) !== value) await toggle.click();
    return;
  }
  const field = page.getByLabel(key, { exact: true });
  await field.fill(JSON.stringify(value));
  await field.blur();
}

/** Adds URLs to a list field (a carousel's images) by its "Add by URL" box. */
async function addToList(page: Page, key: string, urls: readonly string[]): Promise<void> {
  const field = page.getByTestId('inspector').locator(`[data-attr="${key}"]`);
  for (const url of urls) {
    await field.getByRole('textbox', { name: 'Add by URL' }).fill(url);
    await field.getByRole('textbox', { name: 'Add by URL' }).press('Enter');
  }
  await expect(field.getByTestId('media-list').locator('li')).toHaveCount(urls.length);
}

const SAMPLE_IMAGE = sampleImage('#0ea5e9', '#6366f1');

test('media with a source: the image draws it, the iframe is sandboxed and shielded in the editor; controls stay inert there', async ({
  page,
  request,
  baseURL,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openNewScreen(page, request);
  await page.keyboard.press('Control+1');

  await page.locator('[data-palette-type="media.image"]').click();
  await setAttribute(page, 'src', SAMPLE_IMAGE);
  const image = widgetOfType(page, 'media.image');
  await expect(image.locator('img')).toHaveAttribute('src', SAMPLE_IMAGE);
  await page.keyboard.press('Escape');
  await image.screenshot({
    path: `${SCREENSHOTS}gallery-tech-blue-media-image-with-source.png`,
    animations: 'disabled',
  });
  await image.click();
  await page.keyboard.press('Delete');

  await page.locator('[data-palette-type="media.iframe"]').click();
  await setAttribute(page, 'url', `${baseURL}/serverConfig.json`);
  const iframe = widgetOfType(page, 'media.iframe');
  await expect(iframe.locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  await expect(iframe.locator('iframe')).toHaveAttribute('referrerpolicy', 'no-referrer');
  await expect(iframe.locator('[data-iframe-shield]')).toBeVisible();
  await setAttribute(page, 'url', 'javascript:alert(1)');
  await expect(iframe.locator('iframe')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await iframe.click();
  await page.keyboard.press('Delete');

  await page.locator('[data-palette-type="filter.buttons"]').click();
  await page.keyboard.press('Escape');
  const buttons = widgetOfType(page, 'filter.buttons');
  await expect(buttons.getByRole('radio', { name: 'Week' })).toHaveAttribute('aria-checked', 'true');
  // A click on a button selects the widget (the editor's job) rather than choosing the option.
  await buttons.getByRole('radio', { name: 'Month' }).click({ force: true });
  await expect(buttons.getByRole('radio', { name: 'Week' })).toHaveAttribute('aria-checked', 'true');
});

/**
 * Variants set through the property panel's three kinds of field: a choice, a switch and a JSON
 * list, and a list of images added by URL. Every variant of every type is drawn by the component
 * tests (web/src/widgets/variants.browser.test.tsx).
 */
const VARIANTS: ReadonlyArray<{
  type: string;
  name: string;
  attr: Record<string, string>;
  json?: Record<string, unknown>;
  list?: Record<string, string[]>;
}> = [
  {
    type: 'kpi.number',
    name: 'kpi-tiles-threshold',
    attr: { suffix: 'orders' },
    json: {
      tiles: true,
      thresholds: [
        { from: 0, colour: '#f87171' },
        { from: 100000, colour: '#34d399' },
      ],
    },
  },
  {
    type: 'media.carousel',
    name: 'carousel-images',
    attr: {},
    list: { images: [sampleImage('#0ea5e9', '#6366f1'), sampleImage('#f59e0b', '#db2777')] },
  },
  { type: 'decor.border', name: 'border-glow', attr: { style: 'glow', caption: 'Regional sales' } },
];

test('variants set in the property panel render ready', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openNewScreen(page, request);
  await page.keyboard.press('Control+1');
  for (const variant of VARIANTS) {
    await page.locator(`[data-palette-type="${variant.type}"]`).click();
    for (const [key, value] of Object.entries(variant.attr)) await setAttribute(page, key, value);
    for (const [key, value] of Object.entries(variant.json ?? {})) await setJson(page, key, value);
    for (const [key, urls] of Object.entries(variant.list ?? {})) await addToList(page, key, urls);
    const box = widgetOfType(page, variant.type);
    await expect(box.locator('[data-widget-state="ready"]')).toBeVisible();
    // Leave the field, then Escape clears the selection (no handles in the shot).
    await page.evaluate(() =>
      document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined,
    );
    await page.keyboard.press('Escape');
    await page.waitForTimeout(200);
    await box.screenshot({ path: `${SCREENSHOTS}editor-variant-${variant.name}.png`, animations: 'disabled' });
    await box.click();
    await page.keyboard.press('Delete');
    await expect(box).toHaveCount(0);
  }
});
