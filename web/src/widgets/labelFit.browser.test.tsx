import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { emptyDocument } from '../../../shared/screen/document.js';
import { initI18n, switchLanguage } from '../i18n';
import { allMessages } from '../testing/allMessages';
import { drawScreen } from '../testing/drawScreen';
import { newWidget } from './registry';

/**
 * The labels of tab filters, button groups, time-range pickers and title bars, at their default
 * sizes with their sample content in the reader's language: every label shows its whole text,
 * or, when even the smallest size cannot hold it, ends in an ellipsis and carries the full text
 * as a tooltip (never cut mid-word). Drawn by the viewer in Chromium and measured in the page.
 */
interface Label {
  widget: string;
  text: string;
  overflows: boolean;
  ellipsis: boolean;
  title: string | null;
  font: number;
}

const MEASURED = ['filter.tabs', 'filter.buttons', 'filter.timeRange', 'decor.titlebar'];

/** Every option and title inside the screen's filters and title bars, as measured in the page. */
function measureLabels(): Label[] {
  const labels: Label[] = [];
  for (const box of document.querySelectorAll<HTMLElement>('[data-screen] [data-widget-type]')) {
    const type = box.dataset.widgetType ?? '';
    if (!MEASURED.includes(type)) continue;
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
}

const LONG_TABS = ['Operations overview', 'Customer satisfaction', 'Regional distribution', 'Quarterly forecast'];
const LONG_TITLE = 'Provincial emergency logistics and supply chain coordination command centre';

afterEach(() => cleanup());

beforeAll(async () => {
  await initI18n('en', allMessages);
});

describe.each(['en', 'zh'] as const)('in %s', (language) => {
  beforeAll(async () => {
    await switchLanguage(language);
  });

  test('filter and title bar labels fit at their default sizes; too long ones ellipsize with a tooltip', async () => {
    const document = emptyDocument({ width: 1920, height: 1080, scaling: 'width' });
    const add = (
      type: string,
      id: string,
      at: { x: number; y: number },
      attr = {},
      box?: Record<'x' | 'y' | 'w' | 'h', number>,
    ) => {
      const { widget, layout } = newWidget(type, id, id, at, language);
      document.widgets[id] = { ...widget, attr: { ...widget.attr, ...attr } };
      document.layout.push({ ...layout, ...box, z: 1 });
    };
    add('decor.titlebar', 'titlebar', { x: 960, y: 80 });
    add('filter.tabs', 'tabs', { x: 320, y: 260 });
    add('filter.buttons', 'buttons', { x: 320, y: 380 });
    add('filter.timeRange', 'timeRange', { x: 960, y: 300 });
    add('filter.tabs', 'longTabs', { x: 0, y: 0 }, { options: LONG_TABS }, { x: 1100, y: 560, w: 480, h: 52 });
    add(
      'decor.titlebar',
      'longTitle',
      { x: 0, y: 0 },
      { text: LONG_TITLE, style: 'tab' },
      { x: 100, y: 900, w: 600, h: 90 },
    );
    await drawScreen(document);
    await expect
      .poll(() => window.document.querySelectorAll('[data-screen] [role="radio"]').length)
      .toBe(4 + 4 + 5 + 4);
    // Labels shrink together to fit once measured in the page.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const labels = measureLabels();
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
    await page.screenshot({ path: `../../../tests/e2e/screenshots/label-fit-${language}.png` });
  });
});
