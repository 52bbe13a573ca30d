import { expect, test, type Page } from './fixtures';
import { signInAs } from './editor-driver';
import { apiSession, registerByApi, shot } from './support';

/**
 * The watermark is drawn on a canvas layer that page CSS cannot hide: a stylesheet hiding
 * [data-watermark] and every canvas, taking the layer out of the DOM or restyling it inline
 * all leave it on screen — checked on the pixels of a real screenshot.
 */
test.use({ viewport: { width: 1280, height: 720 } });

/** Pixels of the watermark's pure red in a screenshot of the page, decoded by the browser itself. */
async function redPixels(page: Page): Promise<number> {
  const png = (await page.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let red = 0;
    for (let i = 0; i < pixels.length; i += 4)
      if (pixels[i]! > 180 && pixels[i + 1]! < 80 && pixels[i + 2]! < 80) red += 1;
    return red;
  }, png);
}

test('the watermark survives injected CSS, removal from the DOM and inline restyling', async ({ page, request }) => {
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const groups = await call<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
  const screen = await call<{ _id: string }>('v1/screen/add', {
    group_id: groups.find((g) => g.default === 1)!._id,
    name: 'Marked',
    template: 'blank',
  });
  const setWatermark = async (enabled: boolean) => {
    const detail = await call<{ document: { config: Record<string, unknown> }; config_revision: number }>(
      'v1/screen/get',
      { _id: screen._id },
    );
    const watermark = { enabled, text: 'CONFIDENTIAL', color: 'rgba(255,0,0,1)', fontSize: 48, spacing: 80 };
    await call('v1/screen/change_config', {
      _id: screen._id,
      config: { ...detail.document.config, watermark },
      revision: detail.config_revision,
    });
  };
  await signInAs(page, user);

  // Without a watermark there is no red at all: the pixel check can fail.
  await setWatermark(false);
  await page.goto(`/dashboard-preview/${screen._id}`);
  await expect(page.locator('[data-screen]')).toBeVisible();
  await expect(page.locator('[data-watermark]')).toHaveCount(0);
  expect(await redPixels(page)).toBe(0);

  await setWatermark(true);
  await page.reload();
  const layer = page.locator('[data-screen] canvas[data-watermark]');
  await expect(layer).toHaveCount(1);
  const baseline = await redPixels(page);
  expect(baseline).toBeGreaterThan(5000);

  await page.addStyleTag({
    content:
      '[data-watermark], canvas { display: none !important; visibility: hidden !important; opacity: 0 !important; transform: scale(0) !important; pointer-events: auto !important; }',
  });
  await expect(layer).toHaveCSS('display', 'block');
  await expect(layer).toHaveCSS('visibility', 'visible');
  await expect(layer).toHaveCSS('opacity', '1');
  await expect(layer).toHaveCSS('pointer-events', 'none');
  expect(await redPixels(page)).toBeGreaterThan(baseline * 0.9);
  await shot(page, 'watermark-css-injected');

  await page.evaluate(() => document.querySelector('[data-watermark]')?.remove());
  await expect(layer).toHaveCount(1);
  await page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-watermark]')!;
    canvas.style.display = 'none';
    canvas.style.setProperty('opacity', '0', 'important');
    canvas.hidden = true;
  });
  await expect(layer).toHaveCSS('display', 'block');
  await expect(layer).toHaveCSS('opacity', '1');
  await expect(layer).not.toHaveAttribute('hidden', /.*/);
  expect(await redPixels(page)).toBeGreaterThan(baseline * 0.9);

  // Clicks go through the layer to the screen below.
  const box = (await page.locator('[data-screen]').boundingBox())!;
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.hasAttribute('data-watermark') ?? false,
    [box.x + 200, box.y + 200],
  );
  expect(hit).toBe(false);
});

test('in a carousel, a screen’s watermark stays on that screen: the next one, without, shows none', async ({
  page,
  request,
}) => {
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const group = await call<{ _id: string }>('v1/group/add', { name: 'Lobby' });
  // The carousel plays newest first: Marked, then Plain.
  const plain = await call<{ _id: string }>('v1/screen/add', { group_id: group._id, name: 'Plain', template: 'blank' });
  const marked = await call<{ _id: string }>('v1/screen/add', {
    group_id: group._id,
    name: 'Marked',
    template: 'blank',
  });
  const detail = await call<{ document: { config: Record<string, unknown> }; config_revision: number }>(
    'v1/screen/get',
    { _id: marked._id },
  );
  await call('v1/screen/change_config', {
    _id: marked._id,
    config: {
      ...detail.document.config,
      watermark: { enabled: true, text: 'CONFIDENTIAL', color: 'rgba(255,0,0,1)', fontSize: 48, spacing: 80 },
    },
    revision: detail.config_revision,
  });
  await signInAs(page, user);
  await page.goto(`/group-preview/${group._id}`);
  const slide = (id: string) => page.locator(`[data-carousel-slide="${id}"]`);
  await expect(slide(marked._id)).toHaveAttribute('data-active', 'true');
  await expect(slide(plain._id).locator('[data-screen]')).toBeAttached();
  await page.keyboard.press('Space');
  // The active slide fades in and its watermark is drawn after the first frame: wait for both.
  await expect.poll(() => redPixels(page)).toBeGreaterThan(5000);

  // Plain's turn: Marked is now the preloaded next screen, its watermark layer still mounted.
  await page.keyboard.press('ArrowRight');
  await expect(slide(plain._id)).toHaveAttribute('data-active', 'true');
  await expect(slide(marked._id).locator('canvas[data-watermark]')).toHaveCount(1);
  // Once the turn's fades have run, so a slide caught mid-fade cannot pass for a hidden one.
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  expect(await redPixels(page)).toBe(0);
  await shot(page, 'watermark-carousel-next-screen');
});
