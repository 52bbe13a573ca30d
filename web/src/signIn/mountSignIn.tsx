import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Language } from '../../../shared/errors/catalogue.js';
import { initI18n } from '../i18n';
import { signInMessages } from '../i18n/signInMessages';
import { DEFAULT_THEME, isThemeName, type ThemeName } from '../themeSpec';
import { loadTheme } from '../themes/loadTheme';
import { notify } from '../app/notify';
import { loadAppCode } from './appCode';
import { loadSignInPage } from './pages';
import { SignInApp, type EnterApp } from './SignInApp';
import { routerHistoryState, type SignInPath } from './signInPaths';

/**
 * The pages before sign-in (signInPaths.ts): the public part of the messages, the visitor's theme
 * and the page's own code, then the page. Signing in (or any link out of these pages) hands the
 * same document to the app: this root unmounts and the app mounts at the new address.
 */
export async function mountSignIn(
  container: HTMLElement,
  path: SignInPath,
  language: Language,
  storedTheme: string | null,
): Promise<void> {
  const theme: ThemeName = isThemeName(storedTheme) ? storedTheme : DEFAULT_THEME;
  await Promise.all([initI18n(language, signInMessages), loadTheme(theme), loadSignInPage(path)]);
  const root = createRoot(container);
  const enterApp: EnterApp = async (href, { replace = false, toast, state }, now) => {
    const { mountApp } = await loadAppCode();
    root.unmount();
    window.history[replace ? 'replaceState' : 'pushState'](state ? routerHistoryState(state) : null, '', href);
    // Queued after this root's toaster is gone: the app's toaster shows it.
    if (toast) notify('success', toast);
    await mountApp(container, ...now);
  };
  root.render(
    <StrictMode>
      <SignInApp initialLanguage={language} initialTheme={theme} enterApp={enterApp} />
    </StrictMode>,
  );
}
