import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Language } from '../../../shared/errors/catalogue.js';
import { switchLanguage } from '../i18n';
import type { ThemeName } from '../themeSpec';
import { loadTheme } from '../themes/loadTheme';
import type { Preferences } from './services';
import type { ClientStore } from '../storage';

/**
 * Language and theme as every root holds them (the app, the sign-in pages): a theme is switched
 * to once its values are loaded, a language once its messages are.
 */
export function usePreferenceState(initialLanguage: Language, initialTheme: ThemeName): Preferences {
  const [language, setLanguageState] = useState<Language>(initialLanguage);
  const [theme, setThemeState] = useState<ThemeName>(initialTheme);
  const setTheme = useCallback((next: ThemeName) => {
    void loadTheme(next).then(() => setThemeState(next));
  }, []);
  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    void switchLanguage(next);
  }, []);
  return useMemo(() => ({ language, setLanguage, theme, setTheme }), [language, setLanguage, theme, setTheme]);
}

/** Keeps the preferences in the store (`lang`, `theme`) once the root's services have started. */
export function useStoredPreferences(store: ClientStore | undefined, { language, theme }: Preferences): void {
  useEffect(() => {
    store?.set('lang', language);
  }, [store, language]);
  useEffect(() => {
    store?.set('theme', theme);
  }, [store, theme]);
}
