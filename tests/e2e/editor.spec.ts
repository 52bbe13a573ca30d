import { expect, test } from './fixtures';
import {
  boxes,
  boxOf,
  canvasPoint,
  clickEmptyCanvas,
  contextMenu,
  dragWidget,
  dropFromPalette,
  newUserWithScreens,
  openEditor,
  saved,
  signInAs,
  viewport,
  widgetOfType,
  widgets,
  type Screen,
} from './editor-driver';
import { shot } from './support';

/**
 * The screen editor against the real handlers. Widgets are found by their data
 * attributes (`data-widget-id`, `data-widget-type`), the canvas by `data-canvas`, the
 * selection frame by `data-selection`; everything else by accessible names.
 */
test('build a screen: palette, move, resize, align, group, lock, order, undo/redo, settings, autosave, paste elsewhere', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Ops wall', 'Second wall']);
  const [screen, other] = screens as [Screen, Screen];
  await signInAs(page, user);
  await openEditor(page, screen);
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await expect(page.getByRole('textbox', { name: 'Screen name' })).toHaveValue('Ops wall');
  await shot(page, 'editor-blank-en');

  // A dozen widgets: six dragged to their places, six clicked in at the centre.
  const dropped: Array<[string, number, number]> = [
    ['chart.line', 300, 200],
    ['kpi.number', 1600, 180],
    ['table.ranking', 300, 850],
    ['chart.pie', 1600, 820],
    ['map.china', 960, 200],
    ['decor.titlebar', 960, 1010],
  ];
  for (const [type, x, y] of dropped) await dropFromPalette(page, type, x, y);
  for (const type of ['chart.column', 'chart.bar', 'chart.gauge', 'text.title', 'clock', 'filter.select']) {
    await page.locator(`[data-palette-type="${type}"]`).click();
  }
  await expect(widgets(page)).toHaveCount(12);
  await expect(page.locator('[data-widget-state="ready"]')).toHaveCount(12);
  const id = async (type: string) => (await widgetOfType(page, type).getAttribute('data-widget-id'))!;
  const line = await id('chart.line');
  const kpi = await id('kpi.number');
  const table = await id('table.ranking');
  const pie = await id('chart.pie');
  const placed = await boxOf(page, line);
  expect(placed).toMatchObject({ w: 480, h: 300 });
  expect(Math.abs(placed.x - 60) + Math.abs(placed.y - 50)).toBeLessThanOrEqual(6);
  await clickEmptyCanvas(page);
  await shot(page, 'editor-widgets-en');

  // Move by mouse (one undo step, snapped to the 10 px grid), then resize with the east handle.
  const { scale } = await canvasPoint(page, 0, 0);
  await dragWidget(page, line, 100 * scale, 40 * scale);
  const moved = await boxOf(page, line);
  expect(Math.abs(moved.x - placed.x - 100)).toBeLessThanOrEqual(12);
  expect(Math.abs(moved.y - placed.y - 40)).toBeLessThanOrEqual(12);
  await expect(page.locator('[data-selection="1"]')).toBeVisible();
  const handle = (await page.locator('[data-handle="e"]').boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + 60 * scale, handle.y + handle.height / 2, { steps: 8 });
  await page.mouse.up();
  expect((await boxOf(page, line)).w).toBeGreaterThan(520);
  expect((await boxOf(page, line)).h).toBe(300);

  // Align two (context menu), then group them: clicking one selects both.
  await page.locator(`[data-widget-id="${kpi}"]`).click({ modifiers: ['Shift'] });
  await expect(page.locator('[data-selection="2"]')).toBeVisible();
  const menu = await contextMenu(page, kpi);
  await menu.getByRole('menuitem', { name: /^Align/ }).click();
  await page.getByRole('menuitem', { name: /^Align top/ }).click();
  expect((await boxOf(page, kpi)).y).toBe((await boxOf(page, line)).y);
  await page.keyboard.press('Control+g');
  await clickEmptyCanvas(page);
  await page.locator(`[data-widget-id="${line}"]`).click();
  await expect(page.locator('[data-selection="2"]')).toBeVisible();
  await shot(page, 'editor-group-en');

  // Lock the table: dragging it does nothing.
  await clickEmptyCanvas(page);
  await (await contextMenu(page, table)).getByRole('menuitem', { name: /^Lock/ }).click();
  const before = await boxOf(page, table);
  expect(before.locked).toBe(true);
  await dragWidget(page, table, 120, 80);
  expect(await boxOf(page, table)).toEqual(before);

  // Escape during a drag puts the widget back.
  const pieBefore = await boxOf(page, pie);
  const pieBox = (await page.locator(`[data-widget-id="${pie}"]`).boundingBox())!;
  await page.mouse.move(pieBox.x + pieBox.width / 2, pieBox.y + pieBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(pieBox.x + pieBox.width / 2 - 80, pieBox.y + pieBox.height / 2 - 40, { steps: 6 });
  expect((await boxOf(page, pie)).x).not.toBe(pieBefore.x);
  await page.keyboard.press('Escape');
  await page.mouse.up();
  expect(await boxOf(page, pie)).toEqual(pieBefore);

  // Order: send the pie to the back from the context menu.
  await clickEmptyCanvas(page);
  const orderMenu = await contextMenu(page, pie);
  await orderMenu.getByRole('menuitem', { name: /^Order/ }).click();
  await page.getByRole('menuitem', { name: /^Send to back/ }).click();
  expect((await boxes(page))[0]?.[0]).toBe(pie);
  await shot(page, 'editor-context-menu-en');

  // Two nudges make 20 steps: undo all of them (an empty canvas), redo all of them.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  const full = await boxes(page);
  for (let i = 0; i < 20; i++) await page.keyboard.press('Control+z');
  await expect(widgets(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  for (let i = 0; i < 20; i++) await page.keyboard.press('Control+Shift+z');
  expect(await boxes(page)).toEqual(full);

  // Screen settings: nothing selected shows them; size preset and background apply live.
  await clickEmptyCanvas(page);
  const settings = page.getByTestId('screen-settings');
  await settings.getByRole('combobox', { name: 'Preset' }).click();
  await page.getByRole('option', { name: '3840 × 2160' }).click();
  const colour = settings.getByRole('textbox', { name: 'Colour' }).first();
  await colour.fill('#123456');
  await colour.press('Enter');
  await expect(page.locator('[data-canvas]')).toHaveCSS('width', '3840px');
  await expect(page.locator('[data-canvas]')).toHaveCSS('background-color', 'rgb(18, 52, 86)');
  await page.getByTestId('zoom-menu').click();
  await page.getByRole('menuitem', { name: 'Fit to window' }).click();
  await shot(page, 'editor-settings-en');

  // Autosave: reload and find everything as it was.
  await saved(page);
  const final = await boxes(page);
  await page.reload();
  await expect(page.locator('[data-canvas]')).toHaveCSS('width', '3840px');
  await expect(page.locator('[data-canvas]')).toHaveCSS('background-color', 'rgb(18, 52, 86)');
  expect(await boxes(page)).toEqual(final);

  // Copy the grouped pair here, paste it into another screen opened in a new page.
  await page.locator(`[data-widget-id="${line}"]`).click();
  await page.keyboard.press('Control+c');
  const second = await page.context().newPage();
  await openEditor(second, other);
  await viewport(second).focus();
  await second.keyboard.press('Control+v');
  await expect(widgets(second)).toHaveCount(2);
  const pasted = await boxes(second);
  expect(pasted.map(([, b]) => b.type).sort()).toEqual(['chart.line', 'kpi.number']);
  expect(pasted.map(([key]) => key)).not.toContain(line);
  await expect(second.locator('[data-selection="2"]')).toBeVisible();
  await saved(second);
  await second.reload();
  await expect(widgets(second)).toHaveCount(2);
  expect(await boxes(second)).toEqual(pasted);
  await second.close();

  // Leaving the editor saved a thumbnail of the canvas.
  await page.getByRole('button', { name: 'Back to screens' }).click();
  await expect(page).toHaveURL(/\/screenList/);
  await expect
    .poll(async () => (await call<{ thumb: string }>('v1/screen/get', { _id: screen._id })).thumb, { timeout: 10_000 })
    .toBeTruthy();
});

// Presence between two real accounts (each sees the other in the editing-user indicator) is
// covered by account-sharing.spec.ts; this one is about concurrent writes.
test('two editors of one screen: moves of different widgets both survive', async ({ browser, request }) => {
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Shared wall']);
  const screen = screens[0]!;
  const widget = (wid: string, type: string, x: number) => ({
    widget: { id: wid, type, attr: { globeStyle: { name: wid } } },
    layout: { widgetId: wid, x, y: 300, w: 400, h: 300, z: x, rotation: 0 },
  });
  await call('v1/screen/append_widget', {
    _id: screen._id,
    widgets: [widget('left', 'chart.line', 200), widget('right', 'chart.column', 1200)],
  });

  const one = await (await browser.newContext()).newPage();
  const two = await (await browser.newContext()).newPage();
  for (const page of [one, two]) {
    await signInAs(page, user);
    await openEditor(page, screen);
    await expect(widgets(page)).toHaveCount(2);
  }
  const { scale } = await canvasPoint(one, 0, 0);
  await dragWidget(one, 'left', 0, 200 * scale);
  await dragWidget(two, 'right', 0, -200 * scale);
  await saved(one);
  await saved(two);
  for (const page of [one, two]) {
    await page.reload();
    await expect(widgets(page)).toHaveCount(2);
    expect(Math.abs((await boxOf(page, 'left')).y - 500)).toBeLessThanOrEqual(10);
    expect(Math.abs((await boxOf(page, 'right')).y - 100)).toBeLessThanOrEqual(10);
  }
  await one.context().close();
  await two.context().close();
});

test('help lists every shortcut; zh texts; a missing screen shows a way back', async ({ page, browser, request }) => {
  const { user, screens } = await newUserWithScreens(browser, request, ['帮助测试']);
  await signInAs(page, user);
  await openEditor(page, screens[0]!);
  await page.locator('[data-palette-type="chart.line"]').click();
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const label of [
    'Undo',
    'Redo',
    'Copy',
    'Paste',
    'Group',
    'Bring forward',
    'Align right',
    'Distribute horizontally',
    'Collect to favourites…',
  ]) {
    await expect(help.getByText(label, { exact: true })).toBeVisible();
  }
  await shot(page, 'editor-help-en');
  await help.getByRole('button', { name: 'Close' }).click();

  await page.evaluate(() => localStorage.setItem('max_lang', 'zh'));
  await page.reload();
  await expect(page.getByRole('tab', { name: '组件' })).toBeVisible();
  await page.locator('[data-widget-type="chart.line"]').click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: /^复制/ }).first()).toBeVisible();
  await shot(page, 'editor-zh');
  await page.keyboard.press('Escape');

  await page.goto('/screenEditor/does-not-exist');
  await expect(page.getByTestId('editor-error')).toContainText('大屏不存在');
  await page.getByRole('button', { name: '返回大屏列表' }).click();
  await expect(page).toHaveURL(/\/screenList/);
});

test('reference lines from the rulers, favourites, and restore points', async ({ page, browser, request }) => {
  const { user, screens } = await newUserWithScreens(browser, request, ['Library wall']);
  await signInAs(page, user);
  await openEditor(page, screens[0]!);

  // Drag a reference line out of the top ruler; drag it back to remove it.
  const ruler = (await page.getByRole('separator', { name: /^Horizontal ruler/ }).boundingBox())!;
  const at = await canvasPoint(page, 0, 300);
  await page.mouse.move(ruler.x + ruler.width / 2, ruler.y + ruler.height / 2);
  await page.mouse.down();
  await page.mouse.move(ruler.x + ruler.width / 2, at.y, { steps: 8 });
  await page.mouse.up();
  const line = page.getByRole('separator', { name: /^Reference line at/ });
  await expect(line).toHaveCount(1);
  await expect(page.getByTestId('screen-settings')).toContainText('Reference lines: 1');
  const placed = (await line.boundingBox())!;
  await page.mouse.move(placed.x + placed.width / 2, placed.y + placed.height / 2);
  await page.mouse.down();
  await page.mouse.move(placed.x + placed.width / 2, ruler.y + 5, { steps: 8 });
  await page.mouse.up();
  await expect(line).toHaveCount(0);

  // Collect two widgets as a favourite, then drag the favourite back onto the canvas.
  for (const type of ['kpi.number', 'chart.pie']) await page.locator(`[data-palette-type="${type}"]`).click();
  await page.keyboard.press('Control+a');
  await page.locator('[data-canvas] [data-widget-type="chart.pie"]').click({ button: 'right' });
  await page.getByRole('menuitem', { name: /^Collect to favourites/ }).click();
  const dialog = page.getByTestId('collect-dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('KPI and pie');
  await dialog.getByRole('radio', { name: /Everyone in my workspace/ }).check();
  await dialog.getByRole('button', { name: 'Collect' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await page.getByRole('tab', { name: 'Public' }).click();
  const favourite = page.getByTestId('favourites').getByRole('listitem').filter({ hasText: 'KPI and pie' });
  await expect(favourite).toBeVisible();
  await shot(page, 'editor-favourites-en');
  const target = (await viewport(page).boundingBox())!;
  await favourite.dragTo(viewport(page), { targetPosition: { x: target.width / 2, y: target.height - 120 } });
  await expect(widgets(page)).toHaveCount(4);
  await expect(page.locator('[data-selection="2"]')).toBeVisible();

  // A restore point, listed in the edit history.
  await saved(page);
  await page.getByRole('button', { name: 'Edit history' }).click();
  const history = page.getByRole('dialog', { name: 'Edit history' });
  await history.getByRole('textbox', { name: 'Label for a restore point' }).fill('Four widgets');
  await history.getByRole('button', { name: 'Save restore point' }).click();
  await expect(history.getByRole('listitem').filter({ hasText: 'Four widgets' })).toBeVisible();
  await shot(page, 'editor-history-en');
  await history.getByRole('button', { name: 'Close' }).last().click();
});
