import { expect, test } from './fixtures';
import { saved, signInAs } from './editor-driver';
import { newScreenOwner, shot } from './support';

/**
 * Wall profiles: a 3×2 splice of 1920×1080 panels with 12 px bezels, chosen in the editor's
 * screen settings; the editor outlines the seams on the canvas, and the viewer places the
 * screen on the 5760×2160 wall and the wall in the window, exactly.
 */
test.use({ viewport: { width: 1440, height: 900 } });

test('a splice profile: seams in the editor, the screen placed on the wall in the viewer', async ({
  page,
  request,
}) => {
  const { user, call, screen } = await newScreenOwner(request, 'Control room');
  await call('v1/screen/append_widget', {
    _id: screen._id,
    widgets: [
      {
        widget: {
          id: 'panel',
          type: 'decor.border',
          attr: { globeStyle: { name: 'panel' } },
          style: {},
          data: {},
          events: [],
          locked: false,
          hidden: false,
          inner: false,
        },
        layout: { widgetId: 'panel', x: 100, y: 100, w: 1720, h: 880, z: 1, rotation: 0 },
      },
    ],
  });
  await signInAs(page, user);
  await page.goto(`/screenEditor/${screen._id}`);
  await expect(page.locator('[data-canvas]')).toBeVisible();
  const settings = page.getByTestId('screen-settings');
  await expect(page.locator('[data-seam]')).toHaveCount(0);

  await settings.getByRole('combobox', { name: 'Shown on' }).click();
  await page.getByRole('option', { name: 'Spliced panels' }).click();
  await settings.getByRole('spinbutton', { name: 'Bezel between panels (px)' }).fill('12');
  await settings.getByRole('spinbutton', { name: 'Bezel between panels (px)' }).press('Enter');
  await expect(settings).toContainText('The wall is fed 5760 × 2160 px');
  // 1920×1080 proportional on 5760×2160 is ×2 and centred: seams at 477 and 1437 (6 wide), and across at 537.
  await expect(page.locator('[data-seam]')).toHaveCount(3);
  const seam = page.locator('[data-seam]').first();
  await expect(seam).toHaveCSS('left', '477px');
  await expect(seam).toHaveCSS('width', '6px');
  await saved(page);
  await shot(page, 'wall-editor-seams-en');

  await page.goto(`/dashboard-preview/${screen._id}`);
  // The wall (5760×2160) at a quarter in 1440×900, 180 px bars; the screen ×2 on it, centred: 960×540 at (240, 180).
  const box = (await page.locator('[data-screen]').boundingBox())!;
  for (const [key, value] of Object.entries({ x: 240, y: 180, width: 960, height: 540 }))
    expect(box[key as keyof typeof box], key).toBeCloseTo(value, 2);
  await shot(page, 'wall-preview-splice');

  // Back to no profile: the window is the wall again.
  const detail = await call<{
    document: { config: { wall: Record<string, unknown> } & Record<string, unknown> };
    config_revision: number;
  }>('v1/screen/get', { _id: screen._id });
  expect(detail.document.config.wall).toMatchObject({ kind: 'splice', columns: 3, rows: 2, bezel: 12 });
  await call('v1/screen/change_config', {
    _id: screen._id,
    config: { ...detail.document.config, wall: { ...detail.document.config.wall, kind: 'none' } },
    revision: detail.config_revision,
  });
  await page.reload();
  const plain = (await page.locator('[data-screen]').boundingBox())!;
  expect(plain.width).toBeCloseTo(1440, 2);
});
