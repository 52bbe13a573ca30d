import { StrictMode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/errors/catalogue.js';
import { LazyRpcContext, PreferencesContext, type Preferences } from '../app/services';
import { isServiceReachable } from '../api/platform';
import { initI18n, switchLanguage } from '../i18n';
import { onlineCheckInterval, SERVICE_STATUS_EVENT, startOnlineCheck } from '../online/onlineCheck';
import { shareMessages } from '../i18n/shareMessages';
import { pageTitle } from '../routing/redirects';
import { createStore } from '../storage';
import { DEFAULT_THEME, isThemeName, type ThemeName } from '../themeSpec';
import { LazySharePasswordPage } from './lazyPages';
import { SharePage, type ShareGo } from './SharePage';
import { ShareLoading } from './ShareLoading';
import { shareConfig } from './shareConfig';
import { loadShareRpc } from './publicCalls';
import { matchShareRoute } from './shareRoutes';
import { loadTheme } from '../themes/loadTheme';
import { applyThemeVars } from '../themes/themeVars';

/** As the app's root page: the UI kit's base text on the theme's background. */
const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    backgroundColor: 'var(--colorNeutralBackground1)',
    color: 'var(--colorNeutralForeground1)',
    fontFamily: 'var(--fontFamilyBase)',
    fontSize: 'var(--fontSizeBase300)',
    lineHeight: 'var(--lineHeightBase300)',
    fontWeight: 'var(--fontWeightRegular)',
    textAlign: 'left',
  },
});

/**
 * The root of a share link's pages (public; docs/ARCHITECTURE.md#web-app-routes): no session, no app shell, no router
 * table, only the share messages. The language and theme are the visitor's preferences, as
 * in the app; the theme's variables are set on the document, where the widgets read them.
 */
function ShareApp({ initialLanguage, initialTheme }: { initialLanguage: Language; initialTheme: ThemeName }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const store = useMemo(() => createStore(window.localStorage), []);
  const [language, setLanguageState] = useState(initialLanguage);
  const [theme, setThemeState] = useState(initialTheme);
  const [pathname, setPathname] = useState(window.location.pathname);
  // The online check of every page (the app's runs in Boot): raises the service-status event.
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    void shareConfig().then((config) => {
      if (!live) return;
      stop = startOnlineCheck({
        intervalMs: onlineCheckInterval(window.location.search, window.__WB_ONLINE_CHECK_MS),
        check: () => isServiceReachable((...args) => fetch(...args), config._URL.server),
        emit: (code) => window.dispatchEvent(new CustomEvent(SERVICE_STATUS_EVENT, { detail: { code } })),
      });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  const [logo, setLogo] = useState<string | undefined>(undefined);

  const preferences = useMemo<Preferences>(
    () => ({
      language,
      setLanguage: (next) => {
        setLanguageState(next);
        store.set('lang', next);
        void switchLanguage(next);
      },
      theme,
      // The pages read a theme's values synchronously: a theme is switched to once they are loaded.
      setTheme: (next) => {
        store.set('theme', next);
        void loadTheme(next).then(() => setThemeState(next));
      },
    }),
    [language, theme, store],
  );

  const go = useCallback<ShareGo>((path) => {
    if (!matchShareRoute(path)) return window.location.assign(path);
    window.history.replaceState(null, '', path);
    setPathname(path);
  }, []);

  useEffect(() => {
    const onPop = () => setPathname(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    let live = true;
    void loadTheme(theme).then((values) => live && applyThemeVars(values));
    return () => {
      live = false;
    };
  }, [theme]);

  useEffect(() => {
    let live = true;
    void shareConfig().then((config) => live && setLogo(config.logoTextName));
    return () => {
      live = false;
    };
  }, []);

  const route = matchShareRoute(pathname);
  const title = route ? t(route.titleKey) : undefined;
  useEffect(() => {
    document.title = pageTitle(logo, title);
  }, [logo, title, i18n.language]);

  if (!route) return null;
  return (
    <PreferencesContext.Provider value={preferences}>
      <LazyRpcContext.Provider value={loadShareRpc}>
        <div className={styles.page}>
          {route.page === 'password' ? (
            <Suspense fallback={<ShareLoading />}>
              <LazySharePasswordPage kind={route.kind} token={route.token} go={go} />
            </Suspense>
          ) : (
            <SharePage key={`${route.kind}:${route.token}`} kind={route.kind} token={route.token} go={go} />
          )}
        </div>
      </LazyRpcContext.Provider>
    </PreferencesContext.Provider>
  );
}

/** Starts the share root in `container` (main.tsx chooses it for share paths). */
export async function mountShare(
  container: HTMLElement,
  language: Language,
  storedTheme: string | null,
): Promise<void> {
  const theme = isThemeName(storedTheme) ? storedTheme : DEFAULT_THEME;
  // The loading frame is dark whatever the visitor's theme; both are loaded beside the messages.
  await Promise.all([initI18n(language, shareMessages), loadTheme('dark'), loadTheme(theme)]);
  createRoot(container).render(
    <StrictMode>
      <ShareApp initialLanguage={language} initialTheme={theme} />
    </StrictMode>,
  );
}
