import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0/2.1 A and AA rules: what the product promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * The one exclusion, and a narrow one: Fluent UI's focus manager (tabster) puts `<i tabindex="0"
 * aria-hidden="true" data-tabster-dummy>` sentinels around focus zones and dialogs. They are
 * focusable on purpose: tabster moves focus on to the real element the moment one receives it,
 * so nobody ever rests on one, and aria-hidden keeps screen readers from announcing them. Fluent
 * and Accessibility Insights list this as a known false positive of `aria-hidden-focus`
 * (microsoft/tabster#288, microsoft/accessibility-insights-web#7605). Only those sentinels are
 * dropped, only from that rule: any other hidden focusable element still fails.
 */
function withoutTabsterSentinels(violation: Result): Result {
  if (violation.id !== 'aria-hidden-focus') return violation;
  const nodes = violation.nodes.filter((node) => !/^<i [^>]*data-tabster-dummy/.test(node.html));
  return { ...violation, nodes };
}

function describe(violations: Result[]): string {
  return violations
    .map(
      (violation) =>
        `  ${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
        violation.nodes.map((node) => `      ${node.target.join(' ')}\n        ${node.html.slice(0, 160)}`).join('\n'),
    )
    .join('\n');
}

/**
 * Runs axe on the page as it is and records (softly, so every page of a test reports) each
 * serious or critical WCAG violation (rule, help, the elements' selectors and markup), and a page
 * without exactly one main landmark or without an h1.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // A toast lives LIMITS.toast.durationMs and then fades out; one that starts to fade while axe
  // reads the page has the contrast of its half-way opacity (the sign-in toast, carried to the
  // next page). Axe reads the page once the toasts are gone.
  await expect(page.locator('.fui-Toast')).toHaveCount(0, { timeout: 15_000 });
  // A dialog still fading in has the same problem: axe reads the page once every finite
  // animation has ended (spinners loop forever and are left running).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const wcag = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = wcag.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(withoutTabsterSentinels)
    .filter((violation) => violation.nodes.length > 0);
  expect.soft(blocking.length, `axe found on ${where}:\n${describe(blocking)}`).toBe(0);
  // Where a page starts for a screen reader: one main landmark and an h1. Counted here, not with
  // axe's best-practice rules for them, which passed a page that had neither.
  const landmarks = await page.locator('main, [role="main"]').count();
  expect.soft(landmarks, `main landmarks on ${where}`).toBe(1);
  const headings = await page.locator('h1, [role="heading"][aria-level="1"]').count();
  expect.soft(headings, `h1 headings on ${where}`).toBeGreaterThanOrEqual(1);
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const words = (text: string) => text.toLowerCase().match(/[a-z]{3,}/g) ?? [];

/**
 * English words a Chinese page must not speak: every word of the English catalogue that the
 * Chinese catalogue does not use itself (product and technology names such as Wallboard, SQL or
 * PostgreSQL appear in both and stay allowed), plus the English defaults of the component library
 * that a missing translation lets through.
 */
function englishWords(): Set<string> {
  const read = (name: string): unknown =>
    JSON.parse(readFileSync(new URL(`../../web/src/i18n/${name}.json`, import.meta.url), 'utf8'));
  const zh = new Set(strings(read('zh')).flatMap(words));
  const en = strings(read('en'))
    .flatMap(words)
    .filter((word) => !zh.has(word));
  return new Set([...en, 'clear', 'selection', 'dismiss', 'close', 'open', 'chart', 'loading']);
}
const ENGLISH = englishWords();

/**
 * On a Chinese page, the accessible names given by attributes (aria-label, title, alt,
 * placeholder, aria-roledescription) that are ASCII only and hold an English word.
 */
export async function expectNoEnglishNames(page: Page, where: string): Promise<void> {
  const names = await page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'alt', 'placeholder', 'aria-roledescription'];
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      for (const attribute of attributes) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  // An English phrase: Latin letters, spaces and punctuation only, so addresses, identifiers
  // and numbers (127.0.0.1:5432/test, sales_by_region, 1920 × 1080) are not taken for one.
  const english = [...new Set(names)].filter(
    (name) => /^[A-Za-z][A-Za-z\s'’,.!?…:-]*$/.test(name) && words(name).some((word) => ENGLISH.has(word)),
  );
  expect.soft(english, `English accessible names on ${where} (zh)`).toEqual([]);
}
