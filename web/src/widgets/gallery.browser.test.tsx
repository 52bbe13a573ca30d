import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { emptyDocument, type ScreenDocument } from '../../../shared/screen/document.js';
import { SCREEN_THEMES, screenTheme } from '../../../shared/widgets/themes.js';
import { initI18n } from '../i18n';
import { drawScreen } from '../testing/drawScreen';
import { newWidget, WIDGETS } from './registry';

/**
 * Every widget type of the palette, drawn by its real renderer in Chromium as a wall draws it
 * (the viewer's ScreenView, sample data, real size): each one reaches `data-widget-state="ready"`
 * on the dark default theme and on the light business theme, and all of them together on one
 * screen do too in each of the six themes. The pictures are written to tests/e2e/screenshots/
 * beside the journeys'.
 */
const SHOTS = '../../../tests/e2e/screenshots/';
const THEME_IDS = ['tech-blue', 'light-business'] as const;

/** A screen 1920 wide (1080 high or more) of the theme holding these types, laid out in rows at their default sizes. */
function screenOf(
  types: readonly string[],
  themeId: string,
  scaling: 'width' | 'fullscreen' = 'width',
): ScreenDocument {
  const theme = screenTheme(themeId);
  const document = emptyDocument({
    width: 1920,
    height: 1080,
    scaling,
    background: { color: theme.background, image: '', theme: themeId },
  });
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  types.forEach((type, index) => {
    const id = `w${index}`;
    const { widget, layout } = newWidget(type, id, type, { x: 0, y: 0 }, 'en');
    if (x + layout.w > 1920) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    document.widgets[id] = widget;
    document.layout.push({ ...layout, x, y, z: index });
    x += layout.w;
    rowHeight = Math.max(rowHeight, layout.h);
  });
  document.config.height = Math.max(1080, y + rowHeight);
  return document;
}

const states = (state: string) => document.querySelectorAll(`[data-widget-id] [data-widget-state="${state}"]`);

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => cleanup());

describe.each(THEME_IDS)('on the %s theme', (themeId) => {
  test.each(WIDGETS.map((definition) => definition.type))('%s renders ready', async (type) => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
    window.addEventListener('error', onError);
    try {
      await drawScreen(screenOf([type], themeId));
      await expect.poll(() => states('ready').length, { timeout: 15_000 }).toBe(1);
      expect(states('error')).toHaveLength(0);
      if (type.startsWith('chart.') && type !== 'chart.liquid') {
        await expect.poll(() => document.querySelector('.highcharts-container svg')).not.toBeNull();
      }
      await page.screenshot({
        element: page.getByRole('group', { name: type, exact: true }),
        path: `${SHOTS}component-${themeId}-${type.replace(/\./g, '-')}.png`,
      });
      expect(errors).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  });
});

test.each(SCREEN_THEMES.map((theme) => theme.id))(
  'every type at once on one screen of the %s theme: all ready, none in an error frame',
  async (themeId) => {
    const types = WIDGETS.map((definition) => definition.type);
    // Scaled to the window as a whole, so every widget is in view and drawn.
    await drawScreen(screenOf(types, themeId, 'fullscreen'));
    await expect.poll(() => states('ready').length, { timeout: 20_000 }).toBe(types.length);
    expect(states('error')).toHaveLength(0);
    await page.screenshot({ path: `${SHOTS}component-all-${themeId}.png` });
  },
);
