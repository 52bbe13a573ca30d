import { expect, test } from './fixtures';
import { newUserWithScreens, openEditor, saved, signInAs, type Screen } from './editor-driver';
import { shot } from './support';

/**
 * The KPI number's flip animation: chosen in the KPI's property panel; in the preview the digits
 * sit on split-flap tiles and a tile flips when its digit changes (the sample API's numbers change
 * every second); under reduced motion nothing moves.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

test('a KPI bound to a polled API flips its changed digits like a split-flap board', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Flip board']);
  const screen = screens[0] as Screen;
  await call('v1/screen/append_widget', {
    _id: screen._id,
    widgets: [
      {
        widget: {
          id: 'orders',
          type: 'kpi.number',
          attr: { globeStyle: { name: 'Orders' }, label: 'Orders today', suffix: 'pcs' },
          style: {},
          events: [],
          locked: false,
          hidden: false,
          inner: false,
          // The first month's online sales: a three-digit number that moves every second.
          data: {
            source: 'http',
            http: { url: `${baseURL}/__dev/sample/sales?flip=${Date.now()}`, interval: 1, ttl: 0 },
            mapping: { path: 'result.list', value: 'online' },
          },
        },
        layout: { widgetId: 'orders', x: 460, y: 380, w: 1000, h: 320, z: 1, rotation: 0 },
      },
    ],
  });
  await signInAs(page, user);
  await openEditor(page, screen);
  await page.locator('[data-canvas] [data-widget-id="orders"]').click();
  const inspector = page.getByTestId('inspector');
  await inspector.getByRole('combobox', { name: 'Animation' }).click();
  await page.getByRole('option', { name: 'Flip (split-flap board)' }).click();
  await expect(inspector.getByRole('combobox', { name: 'Animation' })).toHaveText('Flip (split-flap board)');
  // The editor holds motion still: tiles, no flipping.
  const inEditor = page.locator('[data-canvas] [data-widget-id="orders"] [data-widget-state="ready"]');
  await expect(inEditor.locator('span[class]').filter({ hasText: /^\d$/ }).first()).toBeVisible();
  await expect(inEditor.locator('[data-flip]')).toHaveCount(0);
  await saved(page);

  await page.goto(`/dashboard-preview/${screen._id}`);
  const board = page.locator('[data-widget-id="orders"] [data-flip]');
  await expect(board).toBeVisible();
  const digits = board.locator('> span').filter({ hasText: /^\d$/ });
  await expect(digits).toHaveCount(3);
  const before = (await board.textContent()) ?? '';
  // The sample value moves every second: some tile remounts under its new digit and flips in.
  await expect.poll(async () => (await board.textContent()) ?? '', { timeout: 15_000 }).not.toBe(before);
  await expect
    .poll(() => board.evaluate((element) => element.getAnimations({ subtree: true }).length), { timeout: 5_000 })
    .toBeGreaterThan(0);
  await page.waitForTimeout(150);
  await shot(page, 'kpi-flip-en');

  // Reduced motion: the same tiles, nothing animates.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.locator('[data-widget-id="orders"] [data-flip]')).toHaveCount(0);
  await expect(page.locator('[data-widget-id="orders"] [data-widget-state="ready"]')).toContainText('pcs');
  expect(
    await page
      .locator('[data-widget-id="orders"]')
      .evaluate((element) => element.getAnimations({ subtree: true }).length),
  ).toBe(0);
});
