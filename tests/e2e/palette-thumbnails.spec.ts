import { expect, test } from './fixtures';
import { newScreenOwner, SCREENSHOTS, signInByApi } from './support';

/**
 * Every widget type has a thumbnail for the palette, drawn in the open screen's theme,
 * all distinct, from one small chunk: opening the palette of an empty screen loads no Highcharts.
 */
test.use({ viewport: { width: 1440, height: 2900 } });

const CATEGORIES = ['Charts', 'Maps', 'Tables', 'KPI & text', 'Media', 'Decoration', 'Filters'] as const;

test('the palette shows a distinct themed thumbnail for every widget type, without loading Highcharts', async ({
  page,
  request,
}) => {
  const { user, screen } = await newScreenOwner(request, 'Palette');
  await signInByApi(page, user.mobile, user.password);
  await page.goto('/screenList');
  await expect(page).toHaveURL(/\/screenList$/);

  const scripts: string[] = [];
  page.on('request', (r) => (r.resourceType() === 'script' ? scripts.push(r.url()) : undefined));
  await page.goto(`/screenEditor/${screen._id}`);
  await expect(page.locator('[data-canvas]')).toBeVisible();

  const palette = page.getByTestId('palette');
  const tiles = palette.locator('[data-palette-type]');
  const count = await tiles.count();
  expect(count).toBeGreaterThanOrEqual(40);
  await expect(palette.locator('[data-thumbnail] svg')).toHaveCount(count);
  // One thumbnail per type, every one its own picture.
  const pictures = await palette
    .locator('[data-thumbnail] svg')
    .evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
  expect(new Set(pictures).size).toBe(count);
  // Drawn in the theme: the palette carries the screen theme's colours (tech blue by default).
  await expect(palette).toHaveCSS('--wb-thumb-bg', '#061629');
  expect(scripts.filter((url) => /highcharts/i.test(url))).toEqual([]);
  expect(scripts.filter((url) => /palette-thumbnails/.test(url))).toHaveLength(1);

  for (const name of CATEGORIES) {
    const section = palette.getByRole('region', { name, exact: true });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SCREENSHOTS}palette-${name.toLowerCase().replace(/[^a-z]+/g, '-')}.png` });
  }

  // Another theme recolours them.
  const settings = page.getByTestId('screen-settings');
  await settings.getByRole('combobox', { name: 'Theme' }).click();
  await page.getByRole('option', { name: 'Light business' }).click();
  await expect(palette).not.toHaveCSS('--wb-thumb-bg', '#061629');
  const charts = palette.getByRole('region', { name: 'Charts', exact: true });
  await charts.scrollIntoViewIfNeeded();
  await charts.screenshot({ path: `${SCREENSHOTS}palette-charts-light-business.png` });
  expect(scripts.filter((url) => /highcharts/i.test(url))).toEqual([]);
});
