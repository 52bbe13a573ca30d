import { initialLanguage } from './i18n';
import { prefetchShareObject } from './share/sharePrefetch';
import { isSharePath } from './share/shareRoutes';
import { isSignInHandover, servedBySignIn, signInPathOf, visitorOf } from './signIn/signInPaths';
import { createStore } from './storage';
import { keepTabsterOutOfSvg } from './tabsterDom';

/**
 * Three roots: a share link (no login) mounts the light share root, which never loads
 * the app shell, the editor or the UI kit's heavy parts; the sign-in and registration pages
 * mount the sign-in root, without the UI kit and the router (signIn/signInPaths.ts); every
 * other path mounts the app.
 * Before the config is loaded the default prefix is used; Boot re-reads under the real one.
 */
async function main(): Promise<void> {
  keepTabsterOutOfSvg(window);
  const early = createStore(window.localStorage);
  const language = initialLanguage(early.get('lang'), navigator.language);
  const storedTheme = early.get('theme');
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  if (isSharePath(window.location.pathname)) {
    prefetchShareObject(window.location.pathname);
    const { mountShare } = await import('./share/ShareRoot');
    await mountShare(container, language, storedTheme);
    return;
  }
  const signInPath = signInPathOf(window.location.pathname);
  const { pathname, search } = window.location;
  if (
    signInPath &&
    (isSignInHandover(window.history.state) ||
      servedBySignIn(pathname, search, visitorOf(search, early.get('auth') !== null)))
  ) {
    const { mountSignIn } = await import('./signIn/mountSignIn');
    await mountSignIn(container, signInPath, language, storedTheme);
    return;
  }
  const { mountApp } = await import('./app/mountApp');
  await mountApp(container, language, storedTheme);
}

void main();
