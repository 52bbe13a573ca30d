import { useCallback, useMemo, useState } from 'react';
import { FluentProvider, makeStyles } from '@fluentui/react-components';
import type { Language } from '../../../shared/errors/catalogue.js';
import { switchLanguage } from '../i18n';
import type { ThemeName } from '../theme';
import { loadedTheme, loadTheme } from '../themes/loadTheme';
import { Boot } from './Boot';
import { NoticeHost } from './NoticeHost';
import { PreferencesContext, type Preferences } from './services';

/** On the page, not on the provider: the provider's class is copied onto every portal. */
const useStyles = makeStyles({ page: { minHeight: '100vh' } });

/** Theme and language around everything, the toaster, then the booting app. */
export function App({ initialLanguage, initialTheme }: { initialLanguage: Language; initialTheme: ThemeName }) {
  const styles = useStyles();
  const [language, setLanguageState] = useState<Language>(initialLanguage);
  const [theme, setThemeState] = useState<ThemeName>(initialTheme);
  // The provider reads a theme's values synchronously: a theme is switched to once they are loaded.
  const setTheme = useCallback((next: ThemeName) => {
    void loadTheme(next).then(() => setThemeState(next));
  }, []);
  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    void switchLanguage(next);
  }, []);
  const preferences = useMemo<Preferences>(
    () => ({ language, setLanguage, theme, setTheme }),
    [language, setLanguage, theme, setTheme],
  );
  return (
    <FluentProvider theme={loadedTheme(theme)} applyStylesToPortals>
      <PreferencesContext.Provider value={preferences}>
        <NoticeHost />
        <div className={styles.page}>
          <Boot />
        </div>
      </PreferencesContext.Provider>
    </FluentProvider>
  );
}
