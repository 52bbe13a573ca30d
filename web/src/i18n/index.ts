import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pickLanguage, type Language } from '../../../shared/errors/catalogue.js';
import { loadErrorTexts } from './errorTexts';
import type { Messages } from './resources';

export function isLanguage(value: unknown): value is Language {
  return value === 'zh' || value === 'en';
}

/** The stored preference, else the browser's language (zh if it includes zh), default zh. */
export function initialLanguage(stored: string | null, navigatorLanguage: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return pickLanguage(navigatorLanguage ?? null);
}

/** Some or all of a language's messages (the share pages load only the parts they show). */
export type MessagesPart = Partial<Messages>;

/** Where a language's first messages come from: the public part for the app, a few sections for shares. */
export type MessagesLoader = (language: Language) => Promise<MessagesPart>;

/** Where the first messages come from, and the languages they were loaded in. */
let loader: MessagesLoader | null = null;
const loadedLanguages = new Set<Language>();
/** What else a language needs when the user switches to it (the sections pages asked for, ./sections.ts). */
const languageNeeds = new Set<(language: Language) => Promise<void>>();

export function whenLanguageLoads(load: (language: Language) => Promise<void>): void {
  languageNeeds.add(load);
}

/** Adds messages of a language to what `t` finds. */
export function addMessages(language: Language, messages: MessagesPart): void {
  i18next.addResourceBundle(language, 'translation', messages, true, true);
}

const setDocumentLanguage = (language: Language) => {
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
};

/** Adds a language's first messages and what else it needs, unless they are there. */
async function ensureMessages(language: Language): Promise<void> {
  if (!loadedLanguages.has(language) && loader) {
    const [messages] = await Promise.all([loader(language), loadErrorTexts(language)]);
    addMessages(language, messages);
    loadedLanguages.add(language);
  }
  await Promise.all([...languageNeeds].map((load) => load(language)));
}

/**
 * Starts i18next in `language` with the messages `load` gives (the public part for the app, a
 * share's sections for a share link). Only that language is loaded: both have the same keys
 * (parity.test.ts), so the zh fallback is never needed up front.
 */
export async function initI18n(language: Language, load: MessagesLoader): Promise<typeof i18next> {
  // A root that takes over from another in the same page (the app after the sign-in pages) adds
  // its messages to those loaded, and moves to its language.
  if (i18next.isInitialized) {
    loader = load;
    loadedLanguages.clear();
    await switchLanguage(language);
    return i18next;
  }
  loader = load;
  const [messages] = await Promise.all([load(language), loadErrorTexts(language)]);
  loadedLanguages.add(language);
  await i18next.use(initReactI18next).init({
    resources: { [language]: { translation: messages } },
    lng: language,
    fallbackLng: 'zh',
    supportedLngs: ['zh', 'en'],
    interpolation: { escapeValue: false },
  });
  setDocumentLanguage(language);
  return i18next;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'zh';
}

export async function switchLanguage(language: Language): Promise<void> {
  await ensureMessages(language);
  await i18next.changeLanguage(language);
  setDocumentLanguage(language);
}

export { i18next };
