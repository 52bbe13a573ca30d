import type { TFunction } from 'i18next';
import { DEFAULT_SERVER_CONFIG } from '../../../shared/config.js';
import { loadServerConfig } from '../config/loadConfig';
import { isLanguage } from '../i18n';
import { isThemeName } from '../themeSpec';
import { createServices } from './createServices';
import { captureMarketingSource, sendMarketingSource } from './marketingSource';
import { notify } from './notify';
import type { AppServices, Preferences } from './services';

type PageHooks = Parameters<typeof createServices>[2];

/**
 * How every root that talks to the server starts (the app, the sign-in pages): serverConfig.json
 * (3 tries, then the defaults with a notice), the services built on it, the visit's marketing
 * source, and the language and theme stored under the config's prefix. Null when the caller
 * stopped waiting (an unmounted root) before the config came.
 */
export async function startServices(
  t: TFunction,
  preferences: Preferences,
  page: Omit<PageHooks, 'notify'>,
  cancelled: () => boolean,
): Promise<AppServices | null> {
  const config = await loadServerConfig({
    fetch: (...args) => fetch(...args),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => Date.now(),
    onRetry: (attempt, of) => notify('warning', t('errors.configRetry', { attempt, of }), 3000),
  }).catch(() => {
    notify('error', t('errors.initFailed'), 6000);
    return DEFAULT_SERVER_CONFIG;
  });
  if (cancelled()) return null;
  const services = createServices(config, window.localStorage, { ...page, notify });
  captureMarketingSource(services.store, window.location.search);
  void sendMarketingSource(services.rpc, services.store, 'start');
  const storedLanguage = services.store.get('lang');
  if (isLanguage(storedLanguage) && storedLanguage !== preferences.language) preferences.setLanguage(storedLanguage);
  const storedTheme = services.store.get('theme');
  if (isThemeName(storedTheme) && storedTheme !== preferences.theme) preferences.setTheme(storedTheme);
  return services;
}
