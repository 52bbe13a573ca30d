import { expect, test, type Page } from './fixtures';
import { clickEmptyCanvas, openEditor, saved, signInAs } from './editor-driver';
import { apiSession, registerByApi, shot } from './support';

/**
 * Grouping two widgets (Ctrl+G) makes a group in the Layers panel: a node
 * there, named, holding its members, folding, selecting them all, renamed by double-click (kept
 * after a reload), and gone again on ungroup.
 */
test.use({ viewport: { width: 1600, height: 900 } });

const placed = (id: string, x: number) => ({
  widget: {
    id,
    type: 'kpi.number',
    attr: { globeStyle: { name: id } },
    style: {},
    data: {},
    events: [],
    locked: false,
    hidden: false,
    inner: false,
  },
  layout: { widgetId: id, x, y: 200, w: 360, h: 200, z: x, rotation: 0 },
});

async function screenWithThree(page: Page, request: Parameters<typeof registerByApi>[0]) {
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const groups = await call<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
  const screen = await call<{ _id: string; name: string }>('v1/screen/add', {
    group_id: groups.find((g) => g.default === 1)!._id,
    name: 'Grouping',
    template: 'blank',
  });
  await call('v1/screen/append_widget', {
    _id: screen._id,
    widgets: [placed('Revenue', 100), placed('Orders', 600), placed('Visitors', 1100)],
  });
  await signInAs(page, user);
  return screen;
}

async function groupRevenueAndOrders(page: Page) {
  await clickEmptyCanvas(page);
  await page.locator('[data-widget-id="Revenue"]').click();
  await page.locator('[data-widget-id="Orders"]').click({ modifiers: ['Shift'] });
  await expect(page.locator('[data-selection="2"]')).toBeVisible();
  await page.keyboard.press('Control+g');
}

test('a group shows in the Layers panel as a named node with its members', async ({ page, request }) => {
  const screen = await screenWithThree(page, request);
  await openEditor(page, screen);
  await page.getByRole('tab', { name: 'Layers' }).click();
  await expect(page.locator('[data-layer-group]')).toHaveCount(0);
  await groupRevenueAndOrders(page);

  const layers = page.getByTestId('layers');
  const group = layers.locator('[data-layer-group]');
  await expect(group).toHaveCount(1);
  await expect(group.getByRole('button', { name: /^Group 1/ })).toBeVisible();
  // Its members under it, top first; the third widget stays beside it.
  await expect(group.locator('[data-layer-id]')).toHaveCount(2);
  expect(
    await group.locator('[data-layer-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-layer-id'))),
  ).toEqual(['Orders', 'Revenue']);
  await expect(layers.locator(':scope > [data-layer-id="Visitors"]')).toHaveCount(1);
  await shot(page, 'layers-group-en');

  // Folding hides the members; unfolding brings them back.
  await group.getByRole('button', { name: 'Collapse “Group 1”' }).click();
  await expect(group.locator('[data-layer-id]')).toHaveCount(0);
  await shot(page, 'layers-group-collapsed-en');
  await group.getByRole('button', { name: 'Expand “Group 1”' }).click();
  await expect(group.locator('[data-layer-id]')).toHaveCount(2);

  // The node selects the whole group.
  await page.locator('[data-layer-id="Visitors"]').click();
  await expect(page.locator('[data-selection="1"]')).toBeVisible();
  await group.getByRole('button', { name: /^Group 1/ }).click();
  await expect(page.locator('[data-selection="2"]')).toBeVisible();
  await expect(group.getByRole('button', { name: /^Group 1/ })).toHaveAttribute('aria-pressed', 'true');

  // Renamed by double-click, the name is saved with the screen.
  await group.getByRole('button', { name: /^Group 1/ }).dblclick();
  await group.getByRole('textbox', { name: 'Rename' }).fill('KPI header');
  await page.keyboard.press('Enter');
  await expect(group.getByRole('button', { name: /^KPI header/ })).toBeVisible();
  await saved(page);
  await page.reload();
  await page.getByRole('tab', { name: 'Layers' }).click();
  await expect(page.locator('[data-layer-group] [data-layer-id]')).toHaveCount(2);
  await expect(page.locator('[data-layer-group]').getByRole('button', { name: /^KPI header/ })).toBeVisible();
  await shot(page, 'layers-group-renamed-en');

  // Ungrouping turns the node back into rows.
  await page
    .locator('[data-layer-group]')
    .getByRole('button', { name: /^KPI header/ })
    .click();
  await page.keyboard.press('Control+Shift+g');
  await expect(page.locator('[data-layer-group]')).toHaveCount(0);
  await expect(page.locator('[data-layer-id]')).toHaveCount(3);
});

test('the group node is named in Chinese', async ({ page, request }) => {
  const screen = await screenWithThree(page, request);
  await page.evaluate(() => localStorage.setItem('max_lang', 'zh'));
  await openEditor(page, screen);
  await page.getByRole('tab', { name: '图层' }).click();
  await groupRevenueAndOrders(page);
  const group = page.locator('[data-layer-group]');
  await expect(group.getByRole('button', { name: /^分组 1/ })).toBeVisible();
  await expect(group.getByRole('button', { name: '折叠“分组 1”' })).toBeVisible();
  await expect(group.locator('[data-layer-id]')).toHaveCount(2);
  await shot(page, 'layers-group-zh');
});
