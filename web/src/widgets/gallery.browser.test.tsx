import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { SCREEN_THEMES } from '../../../shared/widgets/themes.js';
import { initI18n } from '../i18n';
import { allMessages } from '../testing/allMessages';
import { drawScreen } from '../testing/drawScreen';
import { widgetsIn, windowErrorsDuring } from '../testing/drawnWidgets';
import { screenOf } from '../testing/screenOf';
import { WIDGETS } from './registry';

/**
 * Every widget type of the palette, drawn by its real renderer in Chromium as a wall draws it
 * (the viewer's ScreenView, sample data, real size): each one reaches `data-widget-state="ready"`
 * on the dark default theme and on the light business theme, and all of them together on one
 * screen do too in each of the six themes. The pictures are written to tests/e2e/screenshots/
 * beside the journeys'.
 */
const SHOTS = '../../../tests/e2e/screenshots/';
const THEME_IDS = ['tech-blue', 'light-business'] as const;

beforeAll(async () => {
  await initI18n('en', allMessages);
});

afterEach(() => cleanup());

describe.each(THEME_IDS)('on the %s theme', (themeId) => {
  test.each(WIDGETS.map((definition) => definition.type))('%s renders ready', async (type) => {
    const errors = await windowErrorsDuring(async () => {
      await drawScreen(screenOf([type], themeId));
      await expect.poll(() => widgetsIn('ready').length, { timeout: 15_000 }).toBe(1);
      expect(widgetsIn('error')).toHaveLength(0);
      if (type.startsWith('chart.') && type !== 'chart.liquid') {
        await expect.poll(() => document.querySelector('.highcharts-container svg')).not.toBeNull();
      }
      await page.screenshot({
        element: page.getByRole('group', { name: type, exact: true }),
        path: `${SHOTS}component-${themeId}-${type.replace(/\./g, '-')}.png`,
      });
    });
    expect(errors).toEqual([]);
  });
});

test.each(SCREEN_THEMES.map((theme) => theme.id))(
  'every type at once on one screen of the %s theme: all ready, none in an error frame',
  async (themeId) => {
    const types = WIDGETS.map((definition) => definition.type);
    // Scaled to the window as a whole, so every widget is in view and drawn.
    await drawScreen(screenOf(types, themeId, 'fullscreen'));
    await expect.poll(() => widgetsIn('ready').length, { timeout: 20_000 }).toBe(types.length);
    expect(widgetsIn('error')).toHaveLength(0);
    await page.screenshot({ path: `${SHOTS}component-all-${themeId}.png` });
  },
);
