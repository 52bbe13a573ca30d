import { FluentProvider, makeStyles } from '@fluentui/react-components';
import type { Language } from '../../../shared/errors/catalogue.js';
import type { ThemeName } from '../theme';
import { loadedTheme } from '../themes/loadTheme';
import { Boot } from './Boot';
import { NoticeHost } from './NoticeHost';
import { PreferencesContext } from './services';
import { usePreferenceState } from './usePreferenceState';

/** On the page, not on the provider: the provider's class is copied onto every portal. */
const useStyles = makeStyles({ page: { minHeight: '100vh' } });

/** Theme and language around everything, the toaster, then the booting app. */
export function App({ initialLanguage, initialTheme }: { initialLanguage: Language; initialTheme: ThemeName }) {
  const styles = useStyles();
  // The provider reads a theme's values synchronously: a theme is switched to once they are loaded.
  const preferences = usePreferenceState(initialLanguage, initialTheme);
  const { theme } = preferences;
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
