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

/** The app's messages: both languages, in a chunk of their own (so the share pages never load them). */
const allMessages: MessagesLoader = async (language) => (await import('./resources')).RESOURCES[language];

let loader: MessagesLoader = allMessages;

const setDocumentLanguage = (language: Language) => {
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
};

/**
 * Starts i18next in `language` with the messages `load` gives. Only that language is loaded:
 * both have the same keys (parity.test.ts), so the zh fallback is never needed up front.
 */
export async function initI18n(language: Language, load: MessagesLoader = allMessages): Promise<typeof i18next> {
  loader = load;
  await i18next.use(initReactI18next).init({
    resources: { [language]: { translation: await load(language) } },
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
  if (!i18next.hasResourceBundle(language, 'translation'))
    i18next.addResourceBundle(language, 'translation', await loader(language));
  await i18next.changeLanguage(language);
  setDocumentLanguage(language);
}

export { i18next };
