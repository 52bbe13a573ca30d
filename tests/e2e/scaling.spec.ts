import { expect, test, type Page } from './fixtures';
import { signInAs } from './editor-driver';
import { apiSession, registerByApi, shot } from './support';

/**
 * The five scaling modes, exact: a 1920×1080 screen on a 3840×2160 and on a 1366×768 viewport.
 * Each expected box is written out as numbers (worked from the mode's rule, not from the code
 * under test) and the placed canvas must match it to a hundredth of a pixel.
 */
type Mode = 'fullscreen' | 'fill' | 'height' | 'width' | 'mobile';
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const widget = (id: string, x: number, y: number, w: number, h: number) => ({
  widget: {
    id,
    type: 'decor.border',
    attr: { globeStyle: { name: id } },
    style: {},
    data: {},
    events: [],
    locked: false,
    hidden: false,
    inner: false,
  },
  layout: { widgetId: id, x, y, w, h, z: 1, rotation: 0 },
});

// A title across the top, two panels side by side (the right one 2 px higher: still the same row).
const TITLE_AND_PANELS = [
  widget('title', 0, 0, 1920, 120),
  widget('left', 0, 160, 900, 500),
  widget('right', 960, 158, 900, 500),
];

async function screenWithWidgets(
  page: Page,
  request: Parameters<typeof registerByApi>[0],
  widgets: ReadonlyArray<ReturnType<typeof widget>> = TITLE_AND_PANELS,
) {
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const groups = await call<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
  const screen = await call<{ _id: string }>('v1/screen/add', {
    group_id: groups.find((g) => g.default === 1)!._id,
    name: 'Scaling',
    template: 'blank',
  });
  await call('v1/screen/append_widget', { _id: screen._id, widgets });
  await signInAs(page, user);
  const changeConfig = async (change: Record<string, unknown>) => {
    const detail = await call<{ document: { config: Record<string, unknown> }; config_revision: number }>(
      'v1/screen/get',
      { _id: screen._id },
    );
    await call('v1/screen/change_config', {
      _id: screen._id,
      config: { ...detail.document.config, ...change },
      revision: detail.config_revision,
    });
  };
  const setMode = (scaling: Mode) => changeConfig({ scaling });
  return { screen, setMode, changeConfig };
}

async function placed(page: Page) {
  await expect(page.locator('[data-screen]')).toBeVisible();
  await expect(page.locator('[data-widget-id]')).toHaveCount(3);
  const canvas = (await page.locator('[data-screen]').boundingBox())!;
  const scroll = await page.locator('[data-viewer]').evaluate((el) => ({
    width: el.scrollWidth - el.clientWidth,
    height: el.scrollHeight - el.clientHeight,
    clientWidth: el.clientWidth,
  }));
  return { canvas, scroll };
}

function expectBox(actual: Box, expected: Box, label: string) {
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(actual[key], `${label} ${key}`).toBeCloseTo(expected[key], 2);
}

const EXPECTED: Record<string, Record<Mode, { box: Box; scrollX: number; scrollY: number }>> = {
  // 16:9 on 16:9: every mode but mobile doubles the screen exactly.
  '3840x2160': {
    fullscreen: { box: { x: 0, y: 0, width: 3840, height: 2160 }, scrollX: 0, scrollY: 0 },
    fill: { box: { x: 0, y: 0, width: 3840, height: 2160 }, scrollX: 0, scrollY: 0 },
    height: { box: { x: 0, y: 0, width: 3840, height: 2160 }, scrollX: 0, scrollY: 0 },
    width: { box: { x: 0, y: 0, width: 3840, height: 2160 }, scrollX: 0, scrollY: 0 },
    // Reflowed 750 wide: 24 + 44 + 24 + 390 + 24 + 390 + 24 = 920 tall, scaled by 3840 / 750 = 5.12.
    mobile: { box: { x: 0, y: 0, width: 3840, height: 4710.4 }, scrollX: 0, scrollY: 2551 },
  },
  // 1366×768 is a hair wider than 16:9: 768 / 1080 = 0.7111… fits the height, 1366 / 1920 = 0.71145833 the width.
  // The 0.67 px letterbox is put on whole pixels (left 0), the scale kept exact; scroll ranges round up.
  '1366x768': {
    fullscreen: { box: { x: 0, y: 0, width: 1920 * (768 / 1080), height: 768 }, scrollX: 0, scrollY: 0 },
    fill: { box: { x: 0, y: 0, width: 1366, height: 768 }, scrollX: 0, scrollY: 0 },
    height: { box: { x: 0, y: 0, width: 1920 * (768 / 1080), height: 768 }, scrollX: 0, scrollY: 0 },
    width: { box: { x: 0, y: 0, width: 1366, height: 768.375 }, scrollX: 0, scrollY: 1 },
    mobile: { box: { x: 0, y: 0, width: 1366, height: 920 * (1366 / 750) }, scrollX: 0, scrollY: 908 },
  },
};

for (const [size, modes] of Object.entries(EXPECTED)) {
  const [width, height] = size.split('x').map(Number) as [number, number];
  test(`a 1920×1080 screen on a ${size} viewport: each mode places the canvas exactly`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    const { screen, setMode } = await screenWithWidgets(page, request);
    for (const [mode, expected] of Object.entries(modes) as Array<[Mode, (typeof modes)[Mode]]>) {
      await setMode(mode);
      await page.goto(`/dashboard-preview/${screen._id}`);
      await expect(page.locator('[data-viewer]')).toHaveAttribute('data-scaling', mode);
      const { canvas, scroll } = await placed(page);
      expectBox(canvas, expected.box, `${size} ${mode}`);
      expect(scroll.clientWidth, `${size} ${mode}: no scrollbar takes width`).toBe(width);
      expect(scroll.width, `${size} ${mode} sideways scroll`).toBe(expected.scrollX);
      expect(scroll.height, `${size} ${mode} vertical scroll`).toBe(expected.scrollY);
      if (mode === 'mobile') {
        // Stacked in reading order, each the page width less 24 px margins, at its own ratio.
        const scale = width / 750;
        const boxes = await Promise.all(
          ['title', 'left', 'right'].map(async (id) => (await page.locator(`[data-widget-id="${id}"]`).boundingBox())!),
        );
        expectBox(boxes[0]!, { x: 24 * scale, y: 24 * scale, width: 702 * scale, height: 44 * scale }, 'mobile title');
        expectBox(boxes[1]!, { x: 24 * scale, y: 92 * scale, width: 702 * scale, height: 390 * scale }, 'mobile left');
        expectBox(
          boxes[2]!,
          { x: 24 * scale, y: 506 * scale, width: 702 * scale, height: 390 * scale },
          'mobile right',
        );
      }
      if (size === '1366x768') await shot(page, `scaling-${size}-${mode}`);
    }
  });
}

test('width adaptation scrolls down and height adaptation sideways when the screen overflows', async ({
  page,
  request,
}) => {
  const { screen, setMode } = await screenWithWidgets(page, request);
  await setMode('width');
  await page.setViewportSize({ width: 1366, height: 500 });
  await page.goto(`/dashboard-preview/${screen._id}`);
  let { canvas, scroll } = await placed(page);
  expectBox(canvas, { x: 0, y: 0, width: 1366, height: 768.375 }, 'width');
  expect(scroll.height).toBe(269);
  expect(scroll.width).toBe(0);
  await page.locator('[data-viewer]').evaluate((el) => el.scrollTo(0, 100));
  expectBox(
    (await page.locator('[data-screen]').boundingBox())!,
    { x: 0, y: -100, width: 1366, height: 768.375 },
    'width scrolled',
  );

  await setMode('height');
  await page.setViewportSize({ width: 1000, height: 768 });
  await page.goto(`/dashboard-preview/${screen._id}`);
  ({ canvas, scroll } = await placed(page));
  expectBox(canvas, { x: 0, y: 0, width: 1920 * (768 / 1080), height: 768 }, 'height');
  expect(scroll.width).toBe(366);
  expect(scroll.height).toBe(0);
  await shot(page, 'scaling-height-overflow');
});

test('a screen that scrolls draws the widgets near the window first and the others as a scroll brings them near', async ({
  page,
  request,
}) => {
  // 1920 × 6000 in width adaptation on a 1366 × 768 window: scale 0.711, the page 4,269 px tall.
  const { screen, changeConfig } = await screenWithWidgets(page, request, [
    widget('top', 0, 0, 1920, 600),
    widget('bottom', 0, 5200, 1920, 600),
  ]);
  await changeConfig({ scaling: 'width', height: 6000 });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/dashboard-preview/${screen._id}`);
  const top = page.locator('[data-widget-id="top"]');
  const bottom = page.locator('[data-widget-id="bottom"]');
  await expect(top.locator('[data-widget-state="ready"]')).toBeVisible();
  // Placed, but its contents wait: 3,700 px down is beyond half a window ahead.
  await expect(bottom).toHaveCount(1);
  await expect(bottom.locator('[data-widget-state]')).toHaveCount(0);
  await page.locator('[data-viewer]').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(bottom.locator('[data-widget-state="ready"]')).toBeVisible();
  // Scrolled back up, the drawn widgets stay drawn.
  await page.locator('[data-viewer]').evaluate((el) => el.scrollTo(0, 0));
  await expect(bottom.locator('[data-widget-state="ready"]')).toHaveCount(1);
  await expect(top.locator('[data-widget-state="ready"]')).toBeVisible();
});
