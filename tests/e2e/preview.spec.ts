import { expect, test } from '@playwright/test';
import { newUserWithScreens, signInAs, type Screen } from './editor-driver';
import { shot } from './support';

/**
 * The preview (/dashboard-preview/{id}): the development content full-window, letterboxed by
 * the screen's proportional scaling, widgets drawn by the same renderers as the editor.
 */
test.use({ viewport: { width: 1366, height: 900 } });

test('the preview draws the screen full-window, letterboxed, with live widgets', async ({ page, browser, request }) => {
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Preview me']);
  const screen = screens[0] as Screen;
  const widget = (id: string, type: string, x: number, y: number, w: number, h: number) => ({
    widget: { id, type, attr: { globeStyle: { name: id } }, style: {}, data: {}, events: [], locked: false, hidden: false, inner: false },
    layout: { widgetId: id, x, y, w, h, z: 1, rotation: 0 },
  });
  await call('v1/screen/append_widget', { _id: screen._id, widgets: [widget('sales', 'chart.column', 80, 80, 900, 500), widget('share', 'chart.donut', 1040, 80, 800, 500)] });
  await signInAs(page, user);
  await page.goto(`/dashboard-preview/${screen._id}`);
  const canvas = page.locator('[data-screen]');
  await expect(page.locator('[data-widget-id] [data-widget-state="ready"]')).toHaveCount(2);
  const box = (await canvas.boundingBox())!;
  expect(box.width).toBeCloseTo(1366, 0);
  expect(box.height).toBeCloseTo(1080 * (1366 / 1920), 0);
  expect(box.y).toBeCloseTo((900 - 1080 * (1366 / 1920)) / 2, 0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await shot(page, 'preview-fullscreen-en');
});
