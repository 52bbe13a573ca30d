import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { dragWidget, newUserWithScreens, openEditor, saved, signInAs, type Screen } from './editor-driver';
import { SCREENSHOTS, shot } from './support';

/**
 * A card shows what its screen looks like. The editor draws the canvas (the widgets'
 * own DOM and SVG) into a small WebP after saves and when a screen from a template is first
 * opened; the list refetches and the card shows it. Pixels are read back from the stored bytes.
 */
test.use({ viewport: { width: 1600, height: 900 } });

const card = (page: Page, name: string) => page.getByTestId('screen-card').filter({ hasText: name });

interface PictureStats {
  width: number;
  height: number;
  /** Distinct colours (quantised to 4 bits a channel): a placeholder or a blank frame has a handful. */
  colours: number;
  /** Standard deviation of luminance, 0–255. */
  spread: number;
  /** The picture as PNG (a data URL), kept beside the screenshots to look at. */
  png: string;
}

/** The card's picture: its bytes from the signed link, decoded in the page (no canvas taint). */
async function picture(page: Page, request: APIRequestContext, name: string) {
  const image = card(page, name).locator('img');
  await expect(image).toBeVisible({ timeout: 15_000 });
  const src = (await image.getAttribute('src')) ?? '';
  const response = await request.get(src);
  expect(response.status()).toBe(200);
  const bytes = await response.body();
  const stats = await page.evaluate(
    async ({ base64, type }): Promise<PictureStats> => {
      const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type });
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const colours = new Set<number>();
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
        const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        sum += y;
        squares += y * y;
      }
      const n = data.length / 4;
      const png = await canvas.convertToBlob({ type: 'image/png' });
      const reader = new FileReader();
      const url = await new Promise<string>((resolve) => {
        reader.onload = () => resolve(String(reader.result));
        reader.readAsDataURL(png);
      });
      return {
        png: url,
        width: bitmap.width,
        height: bitmap.height,
        colours: colours.size,
        spread: Math.sqrt(squares / n - (sum / n) ** 2),
      };
    },
    { base64: bytes.toString('base64'), type: response.headers()['content-type'] ?? 'image/webp' },
  );
  await writeFile(
    join(SCREENSHOTS, `thumbnail-${name.replace(/\W+/g, '-').toLowerCase()}.png`),
    Buffer.from(stats.png.split(',')[1] ?? '', 'base64'),
  );
  return { bytes: bytes.length, type: response.headers()['content-type'], stats };
}

/** What the editor's drawings measured (User Timing entries the renderer leaves). */
function drawings(page: Page) {
  return page.evaluate(() =>
    performance.getEntriesByName('wallboard:thumbnail').map((entry) => ({
      ms: Math.round(entry.duration),
      ...((entry as PerformanceMeasure).detail as { bytes: number; width: number; height: number }),
    })),
  );
}

test('an edited screen: back on the list its card shows a picture of its widgets', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { user, call, screens } = await newUserWithScreens(page.context().browser()!, request, ['Sales wall']);
  const screen = screens[0] as Screen;
  const widget = (id: string, type: string, attr: Record<string, unknown>, box: [number, number, number, number]) => ({
    widget: {
      id,
      type,
      attr: { globeStyle: { name: id }, ...attr },
      style: {},
      events: [],
      locked: false,
      hidden: false,
      inner: false,
    },
    layout: { widgetId: id, x: box[0], y: box[1], w: box[2], h: box[3], z: 1, rotation: 0 },
  });
  await call('v1/screen/append_widget', {
    _id: screen._id,
    widgets: [
      widget('orders', 'kpi.number', { label: 'Orders today', value: 128430 }, [80, 80, 700, 300]),
      widget('trend', 'chart.line', {}, [860, 80, 980, 600]),
    ],
  });
  await signInAs(page, user);
  // Untouched, the card has no picture yet: the neutral placeholder.
  await expect(card(page, 'Sales wall')).toBeVisible();
  await expect(card(page, 'Sales wall').locator('img')).toHaveCount(0);

  await openEditor(page, screen);
  await expect(page.locator('[data-canvas] [data-widget-id="trend"] [data-widget-state="ready"]')).toBeVisible();
  await dragWidget(page, 'orders', 60, 200);
  await saved(page);
  // Straight back after the save: leaving waits for the pending picture (not for the quiet delay).
  await page.getByRole('button', { name: 'Back to screens' }).click();
  await expect(page).toHaveURL(/\/screenList/);

  const shown = await picture(page, request, 'Sales wall');
  expect(shown.type).toBe('image/webp');
  expect(shown.stats.width).toBe(480);
  expect(shown.stats.height).toBe(270);
  expect(shown.bytes).toBeLessThanOrEqual(256 * 1024);
  // A picture of widgets: many colours and real contrast, unlike the flat placeholder.
  expect(shown.stats.colours).toBeGreaterThan(40);
  expect(shown.stats.spread).toBeGreaterThan(8);
  // The editor's last drawing, measured (one page: its User Timing entries outlive the route). A
  // screen without a picture is drawn on its first open, and again after the drag's save (one or
  // two drawings, as the timing falls); the card shows the last one sent.
  const measured = (await drawings(page)).at(-1);
  expect(measured?.bytes).toBe(shown.bytes);
  console.log(`edited drawing: ${JSON.stringify(measured)}`);
  await shot(page, 'thumbnail-card-edited-en');
  console.log(
    `thumbnail: ${shown.bytes} bytes, ${shown.stats.width}×${shown.stats.height}, ${shown.stats.colours} colours`,
  );
});

test('a screen made from a built-in template shows the template on its card', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { user } = await newUserWithScreens(page.context().browser()!, request, []);
  await signInAs(page, user);
  await page.getByTestId('new-screen').click();
  await page.getByRole('radio', { name: /Operations centre/ }).click();
  await page.getByRole('button', { name: 'Create screen' }).click();
  await expect(page).toHaveURL(/\/screenEditor\/[\w-]+$/);
  await expect(page.locator('[data-canvas] [data-widget-type="map.china"] [data-widget-state="ready"]')).toBeVisible({
    timeout: 20_000,
  });
  // Drawn on its own, in the background, without any edit.
  await expect.poll(async () => (await drawings(page)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [measured] = await drawings(page);
  console.log(`template drawing: ${JSON.stringify(measured)}`);
  await page.getByRole('button', { name: 'Back to screens' }).click();
  const shown = await picture(page, request, 'Operations centre');
  expect(shown.stats.colours).toBeGreaterThan(40);
  expect(shown.stats.spread).toBeGreaterThan(8);
  await card(page, 'Operations centre').scrollIntoViewIfNeeded();
  await shot(page, 'thumbnail-card-template-en');
});
