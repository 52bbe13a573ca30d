import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pickLanguage, type Language } from '../../../shared/errors/catalogue.js';
import { RESOURCES } from './resources';

export function isLanguage(value: unknown): value is Language {
  return value === 'zh' || value === 'en';
}

/** The stored preference, else the browser's language (zh if it includes zh), default zh. */
export function initialLanguage(stored: string | null, navigatorLanguage: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return pickLanguage(navigatorLanguage ?? null);
}

export async function initI18n(language: Language): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    resources: { zh: { translation: RESOURCES.zh }, en: { translation: RESOURCES.en } },
    lng: language,
    fallbackLng: 'zh',
    supportedLngs: ['zh', 'en'],
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  return i18next;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'zh';
}

export async function switchLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}

export { i18next };
