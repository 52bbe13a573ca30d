import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ONLY_SECTIONS } from '../../web/build/messageParts.js';
import { PAGE_BUDGETS } from './page-budgets.js';
import { PAGE_MODULES, weighPages, type SpaBuild } from './page-weight.js';

const kB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
let spa: SpaBuild;
beforeAll(async () => {
  spa = await weighPages();
}, 120_000);

describe('the JavaScript each page loads before it draws', () => {
  it('weighs every page bench:pages loads', () => {
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(PAGE_BUDGETS.map((page) => page.name).sort());
  });

  it('stays within its budget (docs/performance.md, "First paint, per page")', () => {
    const over = spa.weights.flatMap(({ page, gzipBytes, files }) => {
      const budget = PAGE_BUDGETS.find((each) => each.name === page)?.budgetKb ?? 0;
      const top = files.slice(0, 5).map((file) => `${file.file} ${kB(file.gzipBytes)}`);
      return kB(gzipBytes) > budget ? [`${page}: ${kB(gzipBytes)} kB > ${budget} kB (${top.join(', ')})`] : [];
    });
    expect(over).toEqual([]);
  });

  it('keeps the editor, the lists and the admin pages out of the login page', () => {
    const modules = spa.modulesOf('login');
    expect(modules.filter((id) => /web\/src\/(editor|components\/(shell|screens|admin|data))\//.test(id))).toEqual([]);
    expect(modules.some((id) => id.includes('highcharts'))).toBe(false);
    expect(modules.some((id) => id.endsWith('i18n/en.json') || id.endsWith('i18n/zh.json'))).toBe(false);
  });

  it('draws the pages before sign-in without the UI kit, the router or the schema library (web/src/signIn)', () => {
    for (const page of ['login', 'register', 'single sign-on']) {
      const modules = spa.modulesOf(page);
      expect(
        modules.filter((id) =>
          /node_modules\/(@fluentui\/react-(button|input|field|menu|tooltip|message-bar|tabster|positioning|provider)|react-router|tabster|zod)\//.test(
            id,
          ),
        ),
        page,
      ).toEqual([]);
    }
  });

  it('loads icons by family (web/build/atomicIcons.ts): no page carries the many-icon modules of the barrel', () => {
    for (const page of Object.keys(PAGE_MODULES))
      expect(
        spa.modulesOf(page).filter((id) => /@fluentui\/react-icons\/lib\/(icons|sizedIcons)\//.test(id)),
        page,
      ).toEqual([]);
  });

  it('validates with zod/mini on every page: no module of classic zod in any page', () => {
    for (const page of Object.keys(PAGE_MODULES))
      expect(
        spa.modulesOf(page).filter((id) => id.includes('node_modules/zod/v4/classic')),
        page,
      ).toEqual([]);
  });

  it('loads one language: the zh messages are not in an en page', () => {
    for (const page of Object.keys(PAGE_MODULES))
      expect(
        spa
          .modulesOf(page)
          .filter((id) =>
            /i18n\/zh\.json|publicMessages\.zh|shareMessages\.zh|signInMessages\.zh|error-texts:zh/.test(id),
          ),
        page,
      ).toEqual([]);
  });

  it('draws the pages before sign-in from their part of the messages: no key of a signed-in section', () => {
    const section = new RegExp(`['"\`](${APP_ONLY_SECTIONS.join('|')})\\.[A-Za-z]`);
    for (const page of ['login', 'register', 'single sign-on']) {
      const sources = spa
        .modulesOf(page)
        .filter((id) => id.startsWith('web/src/') && /\.tsx?$/.test(id))
        .filter((id) => section.test(readFileSync(join(import.meta.dirname, '..', '..', id), 'utf8')));
      expect(sources, page).toEqual([]);
    }
  });
});
