import { expect, test, type Page } from './fixtures';
import {
  boxes,
  boxOf,
  canvasPoint,
  clickEmptyCanvas,
  dragWidget,
  newUserWithScreens,
  openEditor,
  saved,
  signInAs,
  widgetOfType,
  widgets,
  type Screen,
} from './editor-driver';
import { shot } from './support';

/**
 * The finer points: rotation by mouse and resizing along a rotated widget's own
 * axes, reordering in the Layers panel, copying to another screen through the dialog, a
 * stale save resolved by reloading the widget, managing favourites, communication groups.
 */
const idOf = async (page: Page, type: string) => (await widgetOfType(page, type).getAttribute('data-widget-id'))!;

test('rotate by mouse, resize a rotated widget along its own axis, reorder layers, copy to another screen', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { user, screens } = await newUserWithScreens(browser, request, ['Rotations', 'Copies land here']);
  const [screen, other] = screens as [Screen, Screen];
  await signInAs(page, user);
  await openEditor(page, screen);
  for (const type of ['chart.line', 'kpi.number', 'chart.pie'])
    await page.locator(`[data-palette-type="${type}"]`).click();
  await expect(widgets(page)).toHaveCount(3);
  const line = await idOf(page, 'chart.line');
  const pie = await idOf(page, 'chart.pie');

  // Rotate the line chart a quarter turn: drag the rotation handle to the right of its centre, Shift snapping to 15°.
  await clickEmptyCanvas(page);
  await page.locator(`[data-widget-id="${line}"]`).click({ position: { x: 8, y: 8 } });
  const before = await boxOf(page, line);
  const rotateHandle = (await page.locator('[data-handle="rotate"]').boundingBox())!;
  const centre = await canvasPoint(page, before.x + before.w / 2, before.y + before.h / 2);
  await page.mouse.move(rotateHandle.x + rotateHandle.width / 2, rotateHandle.y + rotateHandle.height / 2);
  await page.mouse.down();
  await page.keyboard.down('Shift');
  await page.mouse.move(centre.x + 200, centre.y + 3, { steps: 10 });
  await page.mouse.up();
  await page.keyboard.up('Shift');
  const rotated = await boxOf(page, line);
  expect(rotated.rotation).toBe(90);
  expect({ x: rotated.x, y: rotated.y, w: rotated.w, h: rotated.h }).toEqual({
    x: before.x,
    y: before.y,
    w: before.w,
    h: before.h,
  });

  // Turned a quarter, the east handle points down: dragging it down widens the chart, its height stays.
  const east = (await page.locator('[data-handle="e"]').boundingBox())!;
  await page.mouse.move(east.x + east.width / 2, east.y + east.height / 2);
  await page.mouse.down();
  await page.mouse.move(east.x + east.width / 2, east.y + east.height / 2 + 60 * centre.scale, { steps: 8 });
  await page.mouse.up();
  const widened = await boxOf(page, line);
  expect(Math.abs(widened.w - (before.w + 60))).toBeLessThanOrEqual(2);
  expect(widened.h).toBe(before.h);
  expect(widened.rotation).toBe(90);
  await shot(page, 'editor-rotated-en');
  await page.keyboard.press('Control+z');
  expect(await boxOf(page, line)).toEqual(rotated);
  await page.keyboard.press('Control+Shift+z');

  // Layers, top first: drag the bottom row (the line chart) onto the top one; it is painted last.
  await page.getByRole('tab', { name: 'Layers' }).click();
  const rows = page.locator('[data-layer-id]');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toHaveAttribute('data-layer-id', pie);
  await rows.last().dragTo(rows.first());
  await expect(rows.first()).toHaveAttribute('data-layer-id', line);
  expect((await boxes(page)).at(-1)?.[0]).toBe(line);
  await shot(page, 'editor-layers-reordered-en');

  // Copy to another screen through its dialog (the pie, under the others now, picked in Layers;
  // Ctrl+Alt+C as the context menu lists); the copy is there when that screen opens.
  await page.locator(`[data-layer-id="${pie}"]`).click();
  await expect(page.locator('[data-selection="1"]')).toBeVisible();
  await page.keyboard.press('Control+Alt+c');
  const dialog = page.getByRole('dialog', { name: 'Copy to another screen' });
  await dialog.getByRole('combobox', { name: 'Target screen' }).click();
  await page.getByRole('option', { name: 'Copies land here' }).click();
  await shot(page, 'editor-copy-to-screen-en');
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied 1 widget to “Copies land here”').first()).toBeVisible();
  await saved(page);
  await openEditor(page, other);
  await expect(widgets(page)).toHaveCount(1);
  await expect(widgetOfType(page, 'chart.pie')).toHaveCount(1);
  expect(await widgetOfType(page, 'chart.pie').getAttribute('data-widget-id')).not.toBe(pie);
});

test('a save based on a stale revision is refused; the editor says so and shows the newer state', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Contested']);
  const [screen] = screens as [Screen];
  const widget = {
    id: 'shared',
    type: 'kpi.number',
    attr: { globeStyle: { name: 'Shared KPI' } },
    style: {},
    data: {},
    events: [],
    locked: false,
    hidden: false,
    inner: false,
  };
  await call('v1/screen/append_widget', {
    _id: screen._id,
    widgets: [{ widget, layout: { widgetId: 'shared', x: 200, y: 200, w: 360, h: 140, z: 1, rotation: 0 } }],
  });
  const one = await (await browser.newContext()).newPage();
  const two = await (await browser.newContext()).newPage();
  for (const page of [one, two]) {
    await signInAs(page, user);
    await openEditor(page, screen);
    await expect(widgets(page)).toHaveCount(1);
  }
  const { scale } = await canvasPoint(one, 0, 0);
  await dragWidget(one, 'shared', 300 * scale, 0);
  await saved(one);
  const theirs = await boxOf(one, 'shared');
  expect(Math.abs(theirs.x - 500)).toBeLessThanOrEqual(10);

  // The second editor still holds the old revision: its move is refused and replaced by the first one's.
  await dragWidget(two, 'shared', 0, 300 * scale);
  await expect(two.getByText('Someone else changed this; it has been reloaded').first()).toBeVisible({
    timeout: 10_000,
  });
  await shot(two, 'editor-conflict-en');
  await expect.poll(async () => boxOf(two, 'shared')).toEqual(theirs);
  await saved(two);
  await two.reload();
  await expect(widgets(two)).toHaveCount(1);
  expect(await boxOf(two, 'shared')).toEqual(theirs);
  // Nothing was lost silently: the second editor can make its move again, now on the new revision.
  await dragWidget(two, 'shared', 0, 300 * scale);
  await saved(two);
  await one.reload();
  await expect(widgets(one)).toHaveCount(1);
  expect(Math.abs((await boxOf(one, 'shared')).y - 500)).toBeLessThanOrEqual(10);
  await one.context().close();
  await two.context().close();
});

test('favourites: rename, reorder, delete; communication groups in the screen settings', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { user, screens } = await newUserWithScreens(browser, request, ['Favourites']);
  const [screen] = screens as [Screen];
  await signInAs(page, user);
  await openEditor(page, screen);
  for (const [type, name] of [
    ['kpi.number', 'Alpha'],
    ['chart.pie', 'Beta'],
  ] as const) {
    await page.locator(`[data-palette-type="${type}"]`).click();
    await page.locator(`[data-canvas] [data-widget-type="${type}"]`).click({ button: 'right' });
    await page.getByRole('menuitem', { name: /^Collect to favourites/ }).click();
    const dialog = page.getByTestId('collect-dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Collect' }).click();
    await expect(dialog).toHaveCount(0);
  }
  await page.getByRole('tab', { name: 'Favourites' }).click();
  const items = page.getByTestId('favourites').getByRole('listitem');
  await expect(items).toHaveCount(2);
  const names = () => items.evaluateAll((els) => els.map((el) => el.querySelector('button')?.textContent ?? ''));

  // Rename: the name is checked as the server checks it, then saved.
  await page.getByRole('button', { name: 'Actions for “Alpha”' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByTestId('favourite-rename-dialog');
  await rename.getByRole('textbox').fill('Headline KPI');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toHaveCount(0);
  await expect(items.filter({ hasText: 'Headline KPI' })).toHaveCount(1);

  // Reorder: the first moves down, and the order survives a reload.
  const [first, second] = (await names()) as [string, string];
  await page.getByRole('button', { name: `Actions for “${first}”` }).click();
  await expect(page.getByRole('menuitem', { name: 'Move up' })).toBeDisabled();
  await page.getByRole('menuitem', { name: 'Move down' }).click();
  await expect.poll(names).toEqual([second, first]);
  await shot(page, 'editor-favourites-managed-en');
  const reordered = await names();
  await page.reload();
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect.poll(names).toEqual(reordered);

  // Delete asks first.
  await page.getByRole('button', { name: 'Actions for “Beta”' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByTestId('favourite-delete-dialog');
  await expect(confirm).toContainText('Delete the favourite “Beta”?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Headline KPI');

  // Communication groups: add two, a duplicate is refused, remove one; saved with the screen.
  await clickEmptyCanvas(page);
  const settings = page.getByTestId('screen-settings');
  const field = settings.getByRole('textbox', { name: 'New group' });
  for (const name of ['region', 'date']) {
    await field.fill(name);
    await field.press('Enter');
  }
  await field.fill('region');
  await field.press('Enter');
  await expect(settings.getByText('This group already exists.')).toBeVisible();
  const tags = settings.getByRole('toolbar', { name: 'Communication groups' });
  await expect(tags).toContainText('region');
  await shot(page, 'editor-comm-groups-en');
  await settings.getByRole('button', { name: 'Remove “region”' }).click();
  await saved(page);
  await page.reload();
  await expect(page.getByTestId('screen-settings').getByRole('toolbar', { name: 'Communication groups' })).toHaveText(
    /^date/,
  );
  await expect(page.getByTestId('screen-settings').getByText('region', { exact: true })).toHaveCount(0);
});
