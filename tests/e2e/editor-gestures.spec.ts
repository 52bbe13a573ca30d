import { expect, test, type Page } from './fixtures';
import {
  canvasPoint,
  clickEmptyCanvas,
  dropFromPalette,
  newUserWithScreens,
  openEditor,
  signInAs,
  widgetOfType,
  widgets,
  type Screen,
} from './editor-driver';

/**
 * The canvas gestures other specs do not reach: marquee selection (growing, additive with
 * Shift, undone by Escape) and panning (middle button, Space + drag). Their logic has unit
 * tests in web/src/editor/model/gestures; this spec checks the page hands them its events.
 */
const selection = (page: Page) => page.locator('[data-selection]');

async function pointerAt(page: Page, x: number, y: number) {
  const at = await canvasPoint(page, x, y);
  return { x: at.x, y: at.y };
}

test('marquee selection and panning on the canvas', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const { user, screens } = await newUserWithScreens(browser, request, ['Gestures']);
  const [screen] = screens as [Screen];
  await signInAs(page, user);
  await openEditor(page, screen);
  for (const [type, x, y] of [
    ['chart.line', 300, 200],
    ['kpi.number', 1600, 180],
    ['chart.pie', 1600, 820],
  ] as const)
    await dropFromPalette(page, type, x, y);
  await expect(widgets(page)).toHaveCount(3);
  await clickEmptyCanvas(page);
  await expect(selection(page)).toHaveCount(0);

  // A marquee from the top-left corner selects what it touches as it grows; Escape gives back the selection it began with.
  const start = await pointerAt(page, 10, 10);
  const overLine = await pointerAt(page, 900, 500);
  const overKpi = await pointerAt(page, 1900, 500);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(overLine.x, overLine.y, { steps: 6 });
  await expect(selection(page)).toHaveAttribute('data-selection', '1');
  await page.mouse.move(overKpi.x, overKpi.y, { steps: 6 });
  await expect(selection(page)).toHaveAttribute('data-selection', '2');
  await page.keyboard.press('Escape');
  await expect(selection(page)).toHaveCount(0);
  await page.mouse.up();
  await expect(selection(page)).toHaveCount(0);

  // Released, it keeps what it touched; with Shift a second marquee adds to it.
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(overKpi.x, overKpi.y, { steps: 6 });
  await page.mouse.up();
  await expect(selection(page)).toHaveAttribute('data-selection', '2');
  const belowLine = await pointerAt(page, 1000, 700);
  const pastPie = await pointerAt(page, 1910, 1070);
  await page.keyboard.down('Shift');
  await page.mouse.move(belowLine.x, belowLine.y);
  await page.mouse.down();
  await page.mouse.move(pastPie.x, pastPie.y, { steps: 6 });
  await page.mouse.up();
  await page.keyboard.up('Shift');
  await expect(selection(page)).toHaveAttribute('data-selection', '3');

  // The middle button pans the view; the widgets stay where they are on the canvas.
  const pie = widgetOfType(page, 'chart.pie');
  const left = await pie.evaluate((el) => (el as HTMLElement).style.left);
  const before = (await pie.boundingBox())!;
  const grab = await pointerAt(page, 1000, 600);
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down({ button: 'middle' });
  await page.mouse.move(grab.x - 120, grab.y - 60, { steps: 5 });
  await page.mouse.up({ button: 'middle' });
  await expect.poll(async () => (await pie.boundingBox())!.x).toBeCloseTo(before.x - 120, 0);
  expect((await pie.boundingBox())!.y).toBeCloseTo(before.y - 60, 0);
  expect(await pie.evaluate((el) => (el as HTMLElement).style.left)).toBe(left);

  // Space + drag pans too, and does not move the widget under the pointer.
  await clickEmptyCanvas(page);
  const middle = (await pie.boundingBox())!;
  await page.keyboard.down(' ');
  await page.mouse.move(middle.x + middle.width / 2, middle.y + middle.height / 2);
  await page.mouse.down();
  await page.mouse.move(middle.x + middle.width / 2 + 80, middle.y + middle.height / 2 + 40, { steps: 5 });
  await page.mouse.up();
  await page.keyboard.up(' ');
  await expect.poll(async () => (await pie.boundingBox())!.x).toBeCloseTo(middle.x + 80, 0);
  expect((await pie.boundingBox())!.y).toBeCloseTo(middle.y + 40, 0);
  expect(await pie.evaluate((el) => (el as HTMLElement).style.left)).toBe(left);
  await expect(selection(page)).toHaveCount(0);
});
