import { expect, test, type Page } from './fixtures';
import { dropFromPalette, openEditor, saved, signInAs } from './editor-driver';
import { apiSession, registerByApi, shot } from './support';

/**
 * Issue 16: the labels of tab filters, button groups, time-range pickers and title bars were cut
 * mid-word at their default sizes. Each is dropped from the palette at its default size (with
 * its sample content in the reader's language) and every label is measured: it shows its whole
 * text, or, when even the smallest size cannot hold it, ends in an ellipsis and carries the full
 * text as a tooltip.
 */
test.use({ viewport: { width: 1600, height: 900 } });

interface Label {
  widget: string;
  text: string;
  overflows: boolean;
  ellipsis: boolean;
  title: string | null;
  font: number;
}

/** Every option and title inside the canvas's filters and title bars, as measured in the page. */
function measureLabels(page: Page): Promise<Label[]> {
  return page.locator('[data-canvas]').evaluate((canvas) => {
    const labels: Label[] = [];
    const types = ['filter.tabs', 'filter.buttons', 'filter.timeRange', 'decor.titlebar'];
    for (const box of canvas.querySelectorAll<HTMLElement>('[data-widget-type]')) {
      const type = box.dataset.widgetType ?? '';
      if (!types.includes(type)) continue;
      const holders =
        type === 'decor.titlebar'
          ? [...box.querySelectorAll<HTMLElement>('div')].filter((div) => div.textContent && !div.querySelector('div'))
          : [...box.querySelectorAll<HTMLElement>('[role="radio"]')];
      for (const holder of holders) {
        const parts = [holder, ...holder.querySelectorAll<HTMLElement>('*')].filter((el) => el instanceof HTMLElement);
        const cut = parts.filter((el) => el.scrollWidth > el.clientWidth);
        labels.push({
          widget: `${type}#${box.dataset.widgetId}`,
          text: holder.textContent ?? '',
          overflows: cut.length > 0,
          ellipsis: cut.length > 0 && cut.every((el) => getComputedStyle(el).textOverflow === 'ellipsis'),
          title:
            holder.closest('[title]')?.getAttribute('title') ??
            holder.querySelector('[title]')?.getAttribute('title') ??
            null,
          font: parseFloat(getComputedStyle(holder.querySelector('span') ?? holder).fontSize),
        });
      }
    }
    return labels;
  });
}

const LONG_TABS = ['Operations overview', 'Customer satisfaction', 'Regional distribution', 'Quarterly forecast'];
const LONG_TITLE = 'Provincial emergency logistics and supply chain coordination command centre';

for (const language of ['en', 'zh'] as const) {
  test(`filter and title bar labels fit at their default sizes (${language})`, async ({ page, request }) => {
    const user = await registerByApi(request);
    const call = await apiSession(request, user);
    const groups = await call<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
    const screen = await call<{ _id: string; name: string }>('v1/screen/add', {
      group_id: groups.find((g) => g.default === 1)!._id,
      name: 'Labels',
      template: 'blank',
    });
    const placed = (
      id: string,
      type: string,
      attr: Record<string, unknown>,
      x: number,
      y: number,
      w: number,
      h: number,
    ) => ({
      widget: {
        id,
        type,
        attr: { globeStyle: { name: id }, ...attr },
        style: {},
        data: {},
        events: [],
        locked: false,
        hidden: false,
        inner: false,
      },
      layout: { widgetId: id, x, y, w, h, z: 1, rotation: 0 },
    });
    await call('v1/screen/append_widget', {
      _id: screen._id,
      widgets: [
        placed('longTabs', 'filter.tabs', { options: LONG_TABS }, 1100, 560, 480, 52),
        placed('longTitle', 'decor.titlebar', { text: LONG_TITLE, style: 'tab' }, 100, 900, 600, 90),
      ],
    });
    await signInAs(page, user);
    if (language === 'zh') await page.evaluate(() => localStorage.setItem('max_lang', 'zh'));
    await openEditor(page, screen);
    for (const [type, x, y] of [
      ['decor.titlebar', 960, 80],
      ['filter.tabs', 320, 260],
      ['filter.buttons', 320, 380],
      ['filter.timeRange', 960, 300],
    ] as const)
      await dropFromPalette(page, type, x, y);
    await saved(page);
    await expect(page.locator('[data-canvas] [role="radio"]')).toHaveCount(4 + 4 + 5 + 4);

    const labels = await measureLabels(page);
    const defaults = labels.filter((label) => !/long/.test(label.widget));
    expect(defaults.length).toBe(1 + 4 + 4 + 5);
    // At their default sizes, every sample label shows its whole text.
    for (const label of defaults) expect(label, label.text).toMatchObject({ overflows: false });
    // Too long for any size: ellipsized at the smallest size, never cut bare, full text as a tooltip.
    const long = labels.filter((label) => /long/.test(label.widget));
    expect(long).toHaveLength(5);
    for (const label of long) {
      expect(label.title, label.text).toBe(label.text);
      if (label.overflows) expect(label, label.text).toMatchObject({ ellipsis: true, font: 12 });
    }
    expect(long.some((label) => label.overflows)).toBe(true);
    await shot(page, `label-fit-editor-${language}`);

    await page.goto(`/dashboard-preview/${screen._id}`);
    await expect(page.locator('[data-widget-type="filter.timeRange"] [role="radio"]').first()).toBeVisible();
    await shot(page, `label-fit-preview-${language}`);
  });
}
