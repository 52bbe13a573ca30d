import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import type { Language } from '../../../shared/errors/catalogue.js';
import { TEMPLATES } from '../../../shared/screen/templates/index.js';
import { otherLanguage } from '../../../shared/widgets/sample-language.js';
import { initI18n, switchLanguage } from '../i18n';
import { allMessages } from '../testing/allMessages';
import { drawScreen } from '../testing/drawScreen';
import { visibleTexts } from '../testing/visibleTexts';

/**
 * Every built-in template in each language, drawn by the viewer at 1920×1080 as a new screen
 * made from it shows it: every widget ready, none in an error frame, its title bar's text on
 * the screen, and no visible text of the other language (Chinese characters in English; Latin
 * words in Chinese, but the codes shared/widgets/sample-language.ts allows). Each is shot for
 * review (tests/e2e/screenshots/template-<id>-<language>.png). Creating one through the gallery
 * is the e2e suite's (templates.spec.ts).
 */
const BUILT_IN = TEMPLATES.filter((template) => !template.id.includes('blank'));

const count = (selector: string) => document.querySelectorAll(selector).length;

afterEach(() => cleanup());

beforeAll(async () => {
  await initI18n('en', allMessages);
});

describe.each(['en', 'zh'] as const satisfies readonly Language[])('templates in %s', (language) => {
  beforeAll(async () => {
    await switchLanguage(language);
  });

  test.each(BUILT_IN.map((template) => [template.id, template] as const))(
    '%s is drawn in full, in its language only',
    async (id, template) => {
      const document = template.documents[language];
      await drawScreen(document);
      const widgets = document.layout.length;
      await expect.poll(() => count('[data-screen] [data-widget-id]')).toBe(widgets);
      await expect.poll(() => count('[data-screen] [data-widget-state="ready"]'), { timeout: 20_000 }).toBe(widgets);
      expect(count('[data-screen] [data-widget-state="error"]')).toBe(0);
      // Count-ups, chart animations and map tiles settle.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await page.screenshot({ path: `../../../tests/e2e/screenshots/template-${id}-${language}.png` });

      const texts = visibleTexts(window.document.querySelector('[data-screen]')!);
      const titlebar = Object.values(document.widgets).find((widget) => widget.type === 'decor.titlebar');
      expect(texts).toContain(titlebar?.attr.text);
      expect(texts.length, 'the screen shows its labels and rows').toBeGreaterThan(20);
      const foreign = texts.flatMap((text) => otherLanguage(text, language));
      expect(foreign, `text of the other language on ${id} in ${language}`).toEqual([]);
    },
  );
});
