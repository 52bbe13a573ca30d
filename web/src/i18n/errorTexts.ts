import { errorName, type ErrorName, type Language } from '../../../shared/errors/catalogue.js';

type Texts = Record<ErrorName, string>;

/** Each language's texts of the catalogue's codes, built from shared/errors/texts.ts (web/build/errorTexts.ts). */
const LOADERS: Record<Language, () => Promise<Texts>> = {
  zh: () => import('error-texts:zh').then((m) => m.default),
  en: () => import('error-texts:en').then((m) => m.default),
};

const loaded = new Map<Language, Texts>();

/** Loads a language's texts, once; every root loads its language's with its messages (i18n/index.ts). */
export async function loadErrorTexts(language: Language): Promise<void> {
  if (!loaded.has(language)) loaded.set(language, await LOADERS[language]());
}

/**
 * The text of a catalogue code in a language; unknown codes read as a server error. A language
 * not loaded (never, once a root has started) reads in one that is, else as the code's name.
 */
export function errorText(code: number, language: Language): string {
  const name = errorName(code) ?? 'SERVER_ERROR';
  const texts = loaded.get(language) ?? loaded.values().next().value;
  return texts?.[name] ?? name;
}
