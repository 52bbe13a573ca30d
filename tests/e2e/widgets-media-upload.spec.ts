import { expect, test, type Page } from './fixtures';
import { MEDIA_PATH } from '../../shared/acts/upload.js';
import { makePng } from '../fixtures/png';
import { newScreenOwner, SCREENSHOTS, signInByApi } from './support';

/**
 * Media upload: an image is uploaded from the image widget's property panel (checked
 * on the client, sent in parts to S3 with a progress bar, merged), the widget then shows it from
 * its public `/published/media/…` path, in the editor and in the preview.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

// A 320×200 picture: a teal-to-violet gradient crossed by white stripes.
const PICTURE = makePng(320, 200, (x, y) =>
  (x + y) % 80 < 10 ? [255, 255, 255] : [Math.round(20 + (x / 320) * 140), Math.round(190 - (y / 200) * 120), 220],
);

const inspector = (page: Page) => page.getByTestId('inspector');
const srcField = (page: Page) => inspector(page).locator('[data-attr="src"]');

async function openNewScreen(page: Page, request: Parameters<typeof newScreenOwner>[0]): Promise<{ _id: string }> {
  const { user, screen } = await newScreenOwner(request, 'Lobby wall');
  await signInByApi(page, user.mobile, user.password);
  await page.goto('/screenList');
  await expect(page).toHaveURL(/\/screenList$/);
  await page.goto(`/screenEditor/${screen._id}`);
  await expect(page.locator('[data-canvas]')).toBeVisible();
  return screen;
}

test('upload a PNG from the image widget panel: progress, then the canvas and the preview show it', async ({
  page,
  request,
}) => {
  const screen = await openNewScreen(page, request);

  await page.locator('[data-palette-type="media.image"]').click();
  const widget = page.locator('[data-canvas] [data-widget-type="media.image"]');
  await expect(widget.locator('[data-widget-state="ready"]')).toBeVisible();
  await expect(srcField(page)).toContainText('PNG, JPG, WEBP, up to 10 MB');

  // The client refuses a wrong type and an oversized file with the catalogue's words, sending nothing.
  await srcField(page)
    .getByTestId('media-upload-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(srcField(page)).toContainText('Upload failed: This file type is not allowed');
  await srcField(page)
    .getByTestId('media-upload-input')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(srcField(page)).toContainText('Upload failed: The file is too large');

  // Parts go straight to S3 (presigned PUT); held for a moment so the progress bar is seen.
  let parts = 0;
  await page.route(
    (url) => url.searchParams.has('uploadId') && url.searchParams.has('partNumber'),
    async (route) => {
      parts++;
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    },
  );
  await srcField(page)
    .getByTestId('media-upload-input')
    .setInputFiles({ name: 'Lobby photo.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(srcField(page).getByTestId('media-upload-progress')).toBeVisible();
  await expect(srcField(page)).toContainText('Uploading Lobby photo.png…');
  await expect(srcField(page).getByTestId('media-upload-progress')).toBeHidden({ timeout: 15_000 });
  expect(parts).toBe(1);
  await expect(srcField(page)).not.toContainText('Upload failed');

  const img = widget.locator('img');
  await expect(img).toHaveAttribute('src', MEDIA_PATH);
  const src = (await img.getAttribute('src'))!;
  await expect(srcField(page).getByRole('textbox')).toHaveValue(src);
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(320);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 10_000 });
  await page.screenshot({ path: `${SCREENSHOTS}media-upload-editor.png` });
  await widget.screenshot({ path: `${SCREENSHOTS}media-upload-widget.png` });

  // The asset is public (no cookie, no session) and immutable.
  const served = await request.get(src, { headers: { cookie: '' } });
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await served.body()).equals(PICTURE)).toBe(true);

  // The preview draws it from the same path.
  await page.goto(`/dashboard-preview/${screen._id}`);
  const previewed = page.locator('[data-widget-type="media.image"] img');
  await expect(previewed).toHaveAttribute('src', src);
  await expect.poll(() => previewed.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(320);
  await page.screenshot({ path: `${SCREENSHOTS}media-upload-preview.png` });
});

test('a carousel takes uploaded images into its list, shown in the panel and on the canvas', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openNewScreen(page, request);
  await page.locator('[data-palette-type="media.carousel"]').click();
  const widget = page.locator('[data-canvas] [data-widget-type="media.carousel"]');
  const field = inspector(page).locator('[data-attr="images"]');
  await expect(field).toContainText('No images yet');
  const second = makePng(320, 200, (x, y) => (Math.hypot(x - 160, y - 100) < 60 ? [250, 204, 21] : [15, 23, 42]));
  for (const [index, [name, buffer]] of (
    [
      ['one.png', PICTURE],
      ['two.png', second],
    ] as const
  ).entries()) {
    await field.getByTestId('media-upload-input').setInputFiles({ name, mimeType: 'image/png', buffer });
    await expect(field.getByTestId('media-list').locator('li')).toHaveCount(index + 1);
    await expect(field.getByTestId('media-list').locator('li').last()).toContainText(`Uploaded image ${index + 1}`);
  }
  await expect(field.getByTestId('media-list').locator('li')).toHaveCount(2);
  await expect(widget.locator('img')).toHaveCount(2);
  for (const img of await widget.locator('img').all()) await expect(img).toHaveAttribute('src', MEDIA_PATH);
  // The second one moves first.
  const before = await widget.locator('img').evaluateAll((els) => els.map((el) => el.getAttribute('src')));
  await field.getByRole('button', { name: 'Move up' }).nth(1).click();
  await expect
    .poll(() => widget.locator('img').evaluateAll((els) => els.map((el) => el.getAttribute('src'))))
    .toEqual([before[1], before[0]]);
  await inspector(page).screenshot({ path: `${SCREENSHOTS}media-upload-carousel-panel.png` });
  await widget.screenshot({ path: `${SCREENSHOTS}media-upload-carousel.png` });
});
