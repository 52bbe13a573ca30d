import type { Language } from '../errors/catalogue.js';

/** Sample content in both languages: a new widget speaks the language of the editor it was added in. */
export type Sample<T> = (language: Language) => T;

/** A text in both languages. */
export type Both = readonly [zh: string, en: string];

export const pick = ([zh, en]: Both, language: Language): string => (language === 'zh' ? zh : en);

/** Each text of a list in `language`. */
export const pickEach = (texts: readonly Both[], language: Language): string[] =>
  texts.map((both) => pick(both, language));

export const MONTHS: readonly Both[] = [
  ['1月', 'Jan'],
  ['2月', 'Feb'],
  ['3月', 'Mar'],
  ['4月', 'Apr'],
  ['5月', 'May'],
  ['6月', 'Jun'],
  ['7月', 'Jul'],
  ['8月', 'Aug'],
  ['9月', 'Sep'],
  ['10月', 'Oct'],
  ['11月', 'Nov'],
  ['12月', 'Dec'],
];

/** Display names of sample fields, for `transform.rename`. */
export function names(fields: Readonly<Record<string, Both>>, language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, both]) => [field, pick(both, language)]));
}
