import { expect, test } from './fixtures';
import type { Language } from '../../shared/errors/catalogue.js';
import { TEMPLATES } from '../../shared/screen/templates/index.js';
import { otherLanguage } from '../../shared/widgets/sample-language.js';
import { visibleTexts } from '../../web/src/testing/visibleTexts';
import { apiSession, registerByApi, SCREENSHOTS, signInByApi } from './support';

/**
 * A screen created from a built-in template speaks the language of the user who created it, and
 * looks finished at 1920×1080: a template is created through the gallery in each language (a
 * different one in each), opened in the preview, every widget ready, and read for text of the
 * other language (Chinese characters in English; Latin words in Chinese, but the codes
 * shared/widgets/sample-language.ts allows). Every template in both languages is drawn, read and
 * shot by the component tests (web/src/viewer/templates.browser.test.tsx).
 */
const CREATED: Readonly<Record<Language, string>> = { en: 'operations-centre', zh: 'logistics-map' };

test.use({ viewport: { width: 1920, height: 1080 } });

for (const [language, locale] of [
  ['en', 'en-US'],
  ['zh', 'zh-CN'],
] as const satisfies ReadonlyArray<readonly [Language, string]>) {
  test.describe(`templates in ${language}`, () => {
    test.use({ locale });

    for (const template of TEMPLATES.filter((candidate) => candidate.id === CREATED[language])) {
      test(`${template.id} is created in ${language} and drawn in full`, async ({ page, request }) => {
        const user = await registerByApi(request);
        const call = await apiSession(request, user);
        const groups = await call<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
        await signInByApi(page, user.mobile, user.password);
        await page.goto('/screenList');
        await expect(page).toHaveURL(/\/screenList$/);

        await page.goto(`/createScreen/${groups.find((g) => g.default === 1)!._id}`);
        await page.getByTestId(`template-${template.id}`).click();
        await expect(page.getByRole('heading', { level: 2, name: template.name[language] })).toBeVisible();
        await page.locator('input[name="name"]').fill(template.name[language]);
        await page.getByTestId('create-screen-submit').click();
        await expect(page).toHaveURL(/\/screenEditor\//);
        const screenId = decodeURIComponent(page.url().split('/screenEditor/')[1]!);
        // The palette's word-cloud tile draws words of the same language.
        await expect(
          page.locator('[data-palette-type="chart.wordcloud"] [data-thumbnail] svg text').first(),
        ).toHaveText(language === 'zh' ? '数据' : 'data');

        await page.goto(`/dashboard-preview/${screenId}`);
        const widgets = template.documents[language].layout.length;
        await expect(page.locator('[data-screen] [data-widget-id]')).toHaveCount(widgets);
        await expect(page.locator('[data-screen] [data-widget-state="ready"]')).toHaveCount(widgets, {
          timeout: 20_000,
        });
        await page.waitForTimeout(1500); // count-ups, chart animations and map tiles settle
        await page.screenshot({
          path: `${SCREENSHOTS}template-created-${template.id}-${language}.png`,
          animations: 'disabled',
        });

        const texts = await page.locator('[data-screen]').evaluate(visibleTexts);
        const titlebar = Object.values(template.documents[language].widgets).find((w) => w.type === 'decor.titlebar');
        expect(texts).toContain(titlebar?.attr.text);
        expect(texts.length, 'the screen shows its labels and rows').toBeGreaterThan(20);
        const foreign = texts.flatMap((text) => otherLanguage(text, language));
        expect(foreign, `text of the other language on ${template.id} in ${language}`).toEqual([]);
      });
    }
  });
}
