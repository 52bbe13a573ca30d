import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pickLanguage, type Language } from '../../../shared/errors/catalogue.js';
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

/** Where a language's messages come from: all of them for the app, a few sections for shares. */
export type MessagesLoader = (language: Language) => Promise<MessagesPart>;

/** All of one language's messages, in a chunk of their own (the share pages never load them). */
const allMessages: MessagesLoader = async (language) =>
  (language === 'zh' ? await import('./zh.json') : await import('./en.json')).default;

/** Where messages come from now, and what each loaded language's came from. */
let loader: MessagesLoader = allMessages;
const loadedWith = new Map<Language, MessagesLoader>();

const setDocumentLanguage = (language: Language) => {
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
};

/** Adds a language's messages from the current loader, unless they were loaded from it already. */
async function ensureMessages(language: Language): Promise<void> {
  if (loadedWith.get(language) === loader) return;
  const from = loader;
  const messages = await from(language);
  i18next.addResourceBundle(language, 'translation', messages, true, true);
  loadedWith.set(language, from);
}

/**
 * Starts i18next in `language` with the messages `load` gives (all of them by default; a part
 * for pages that show a few sections). Only that language is loaded: both have the same keys
 * (parity.test.ts), so the zh fallback is never needed up front.
 */
export async function initI18n(language: Language, load: MessagesLoader = allMessages): Promise<typeof i18next> {
  loader = load;
  const messages = await load(language);
  loadedWith.set(language, load);
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

/** From now on every section: the signed-in pages' code waits for this before it draws. */
export async function loadAllMessages(): Promise<void> {
  loader = allMessages;
  await ensureMessages(currentLanguage());
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
