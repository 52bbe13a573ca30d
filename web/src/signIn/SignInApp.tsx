import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/errors/catalogue.js';
import { NoticeHost } from '../app/NoticeHost';
import { notify } from '../app/notify';
import { PreferencesContext, ServicesContext, type AppServices } from '../app/services';
import { startServices } from '../app/startServices';
import { usePreferenceState, useStoredPreferences } from '../app/usePreferenceState';
import { Waiting } from '../components/common/Waiting';
import { OnlineBanner } from '../components/common/OnlineBanner';
import { useOnlineCheck } from '../online/useOnlineCheck';
import { pageTitle } from '../routing/redirects';
import { themeVars } from '../themes/themeVars';
import type { ThemeName } from '../themeSpec';
import { loadedTheme } from '../themes/loadTheme';
import { SignInNavigationContext, type GoOptions, type SignInLocation, type SignInNavigation } from './navigation';
import { SIGN_IN_PAGES, SIGN_IN_TITLES } from './pages';
import { isSignInHandover, servedBySignIn, signInPathOf, visitorOf } from './signInPaths';
import { loadAppCode } from './appCode';

const SignInToaster = lazy(() => import('./SignInToaster'));

/** What FluentProvider gives the app's pages: the theme's type, colours and background. */
const useStyles = makeStyles({
  root: {
    ...typographyStyles.body1,
    minHeight: '100vh',
    textAlign: 'left',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

function readLocation(): SignInLocation {
  const state: unknown = window.history.state;
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    notice: isSignInHandover(state) ? state.notice : undefined,
  };
}

export type EnterApp = (href: string, options: GoOptions, preferences: [Language, ThemeName]) => Promise<void>;

interface SignInAppProps {
  initialLanguage: Language;
  initialTheme: ThemeName;
  enterApp: EnterApp;
}

/** The sign-in root's frame: preferences, services, moving between its pages, and the toaster. */
export function SignInApp({ initialLanguage, initialTheme, enterApp }: SignInAppProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const preferences = usePreferenceState(initialLanguage, initialTheme);
  const { language, theme } = preferences;
  const [location, setLocation] = useState<SignInLocation>(readLocation);
  const [services, setServices] = useState<AppServices | null>(null);

  // What moving reads when it runs: the services once started, the preferences as they are then.
  const current = useRef({ services, language, theme });
  useEffect(() => {
    current.current = { services, language, theme };
  }, [services, language, theme]);
  const visitor = (search: string) => visitorOf(search, Boolean(current.current.services?.store.get('auth')));
  const leave = useCallback(
    (target: string, options: GoOptions) =>
      void enterApp(target, options, [current.current.language, current.current.theme]),
    [enterApp],
  );

  const go = useCallback(
    (href: string, options: GoOptions = {}) => {
      const url = new URL(href, window.location.href);
      if (url.origin !== window.location.origin) {
        window.location.assign(url.href);
        return;
      }
      const target = url.pathname + url.search + url.hash;
      if (!servedBySignIn(url.pathname, url.search, visitor(url.search))) {
        leave(target, options);
        return;
      }
      window.history[options.replace ? 'replaceState' : 'pushState'](null, '', target);
      setLocation(readLocation());
      if (options.toast) notify('success', options.toast);
    },
    [leave],
  );
  const navigation = useMemo<SignInNavigation>(() => ({ location, go }), [location, go]);

  // The browser's back and forward: a page of this root is shown here, any other is the app's.
  const onPop = useEffectEvent(() => {
    const next = readLocation();
    if (servedBySignIn(next.pathname, next.search, visitor(next.search))) setLocation(next);
    else leave(next.pathname + next.search + window.location.hash, { replace: true });
  });
  useEffect(() => {
    const listener = () => onPop();
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  }, []);

  const start = useEffectEvent(async (cancelled: () => boolean) => {
    const started = await startServices(
      t,
      preferences,
      {
        navigate: (path, state) => go(path, state ? { state } : {}),
        currentPath: () => window.location.pathname + window.location.search,
      },
      cancelled,
    );
    if (!started) return;
    setServices(started);
    // The toasts the app showed as it handed the page over (why a session ended).
    const state: unknown = window.history.state;
    if (!isSignInHandover(state) || !state.toasts) return;
    for (const toast of state.toasts) notify(toast.intent, toast.text, 6000);
    // Once: a reload of this page does not show them again.
    window.history.replaceState({ ...state, toasts: undefined }, '');
  });
  useEffect(() => {
    let cancelled = false;
    void start(() => cancelled);
    return () => {
      cancelled = true;
    };
  }, []);

  useStoredPreferences(services?.store, preferences);

  useOnlineCheck(services?.config._URL.server);

  const path = signInPathOf(location.pathname);
  const routeTitle = path ? t(SIGN_IN_TITLES[path]) : undefined;
  useEffect(() => {
    document.title = pageTitle(services?.config.logoTextName, routeTitle);
  }, [services, routeTitle]);

  const shown = loadedTheme(theme);
  const vars = useMemo(() => (shown ? themeVars(shown) : undefined), [shown]);
  const Page = path ? SIGN_IN_PAGES[path] : null;
  const splash = <Waiting label={t('common.starting')} screen />;
  return (
    <PreferencesContext.Provider value={preferences}>
      <div
        className={styles.root}
        style={vars}
        onKeyDownCapture={() => void loadAppCode()}
        onPointerDownCapture={() => void loadAppCode()}
      >
        {services && Page ? (
          <ServicesContext.Provider value={services}>
            <SignInNavigationContext.Provider value={navigation}>
              <Suspense fallback={splash}>
                <Page />
              </Suspense>
            </SignInNavigationContext.Provider>
          </ServicesContext.Provider>
        ) : (
          splash
        )}
        <OnlineBanner />
        <NoticeHost toaster={SignInToaster} />
      </div>
    </PreferencesContext.Provider>
  );
}
