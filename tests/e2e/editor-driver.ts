import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { apiSession, registerByApi, signInByApi, type NewUser } from './support';

/**
 * The editor driver for e2e specs (tldraw's TestEditor, Excalidraw's tests/helpers/ui.ts):
 * widgets are found by their data attributes (`data-widget-id`, `data-widget-type`), the
 * canvas by `data-canvas`, the selection frame by `data-selection`; everything else by
 * accessible names.
 */
export interface Screen {
  _id: string;
  name: string;
}
export interface Box {
  type: string;
  x: number;
  y: number;
  w: number;
  h: number;
  rotation: number;
  locked: boolean;
}

export const viewport = (page: Page) => page.getByTestId('canvas-viewport');
export const widgets = (page: Page) => page.locator('[data-canvas] [data-widget-id]');
export const widgetOfType = (page: Page, type: string) => page.locator(`[data-canvas] [data-widget-type="${type}"]`);
export const saved = (page: Page) =>
  expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 10_000 });

/** Signs the user in (through the API: the form is the sign-in journeys' own) and opens the screen list. */
export async function signInAs(page: Page, user: NewUser): Promise<void> {
  await signInByApi(page, user.mobile, user.password);
  await page.goto('/screenList');
  await expect(page).toHaveURL(/\/screenList$/);
}

export async function openEditor(page: Page, screen: Screen): Promise<void> {
  await page.goto(`/screenEditor/${screen._id}`);
  await expect(page.locator('[data-canvas]')).toBeVisible();
}

/**
 * Every widget's box, in paint order (bottom first), read from the canvas. A widget that a move
 * carries is drawn where the move began, translated by an animation (WidgetBox): counted in.
 */
export function boxes(page: Page): Promise<Array<[string, Box]>> {
  return widgets(page).evaluateAll((elements) =>
    elements.map((el) => {
      const node = el as HTMLElement;
      const rotate = /rotate\(([-\d.]+)deg\)/.exec(node.style.transform);
      const effect = node
        .getAnimations()
        .map((a) => a.effect)
        .find((e): e is KeyframeEffect => e instanceof KeyframeEffect);
      const moved = /translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec(String(effect?.getKeyframes()[0]?.transform ?? ''));
      return [
        node.dataset.widgetId ?? '',
        {
          type: node.dataset.widgetType ?? '',
          x: parseFloat(node.style.left) + Number(moved?.[1] ?? 0),
          y: parseFloat(node.style.top) + Number(moved?.[2] ?? 0),
          w: parseFloat(node.style.width),
          h: parseFloat(node.style.height),
          rotation: Number(rotate?.[1] ?? 0),
          locked: node.dataset.locked === 'true',
        },
      ] as [string, Box];
    }),
  );
}

export async function boxOf(page: Page, id: string): Promise<Box> {
  const found = (await boxes(page)).find(([key]) => key === id);
  if (!found) throw new Error(`no widget ${id}`);
  return found[1];
}

/** Screen pixels of a canvas point. */
export async function canvasPoint(page: Page, x: number, y: number) {
  const canvas = (await page.locator('[data-canvas]').boundingBox())!;
  const scale =
    canvas.width /
    Number(await page.locator('[data-canvas]').evaluate((el) => parseFloat((el as HTMLElement).style.width)));
  return { x: canvas.x + x * scale, y: canvas.y + y * scale, scale };
}

export async function dragWidget(page: Page, id: string, dx: number, dy: number): Promise<void> {
  const box = (await page.locator(`[data-widget-id="${id}"]`).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 12 });
  await page.mouse.up();
}

export async function dropFromPalette(page: Page, type: string, x: number, y: number): Promise<void> {
  const at = await canvasPoint(page, x, y);
  const target = (await viewport(page).boundingBox())!;
  await page
    .locator(`[data-palette-type="${type}"]`)
    .dragTo(viewport(page), { targetPosition: { x: at.x - target.x, y: at.y - target.y } });
}

export async function clickEmptyCanvas(page: Page): Promise<void> {
  const area = (await viewport(page).boundingBox())!;
  await page.mouse.click(area.x + area.width - 12, area.y + area.height - 12);
}

export async function contextMenu(page: Page, id: string) {
  await page.locator(`[data-widget-id="${id}"]`).click({ button: 'right' });
  return page.getByRole('menu').first();
}

export async function newUserWithScreens(
  browser: Browser,
  request: Parameters<typeof registerByApi>[0],
  names: string[],
) {
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const groups = await call<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
  const group = groups.find((g) => g.default === 1)!;
  const screens: Screen[] = [];
  for (const name of names)
    screens.push(await call<Screen>('v1/screen/add', { group_id: group._id, name, template: 'blank' }));
  void browser;
  return { user, call, screens };
}

/** Opens a Fluent dropdown and picks the option named `option`. */
export async function pickOption(page: Page, dropdown: Locator, option: string | RegExp): Promise<void> {
  await dropdown.click();
  await page.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option }).click();
}

/** A bar chart named `name` with no data yet, large on the canvas, for `v1/screen/append_widget`. */
export const emptyBarChart = (id: string, name: string) => ({
  widget: {
    id,
    type: 'chart.bar',
    attr: { globeStyle: { name } },
    style: {},
    locked: false,
    inner: false,
    hidden: false,
    events: [],
  },
  layout: { widgetId: id, x: 60, y: 60, w: 1100, h: 600, z: 1, rotation: 0 },
});

/**
 * Binds the canvas widget `id` to the worksheet `worksheet` in the data panel (Data → Worksheet →
 * the worksheet picked) and waits for the panel's default dimension; answers the inspector.
 */
export async function bindToWorksheet(page: Page, id: string, worksheet: string, dimension: RegExp): Promise<Locator> {
  await page.locator(`[data-canvas] [data-widget-id="${id}"]`).click();
  const inspector = page.getByTestId('inspector');
  await inspector.getByRole('tab', { name: 'Data' }).click();
  await inspector.getByRole('tab', { name: 'Worksheet' }).click();
  await pickOption(page, inspector.getByRole('combobox', { name: 'Worksheet' }), worksheet);
  await expect(inspector.getByRole('combobox', { name: 'Group by (dimension)' })).toHaveText(dimension);
  return inspector;
}
