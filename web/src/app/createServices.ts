import type { ServerConfig } from '../../../shared/config.js';
import { createRpcClient, type ClientMessage, type RpcDeps } from '../api/rpc';
import { i18next, currentLanguage } from '../i18n';
import { loginAddress as chooseLoginAddress, loginTypeCookie } from '../routing/redirects';
import { createStore, type StorageLike } from '../storage';
import type { AppServices } from './services';

/** What the client does on the page: move, tell where it is, show a notice (the app's toaster). */
interface PageHooks {
  navigate: (path: string, state?: Record<string, unknown>) => void;
  currentPath: () => string;
  notify: RpcDeps['notify'];
}

const CLIENT_TEXT: Record<ClientMessage, 'errors.network' | 'errors.badResponse' | 'errors.authChanged'> = {
  network: 'errors.network',
  badResponse: 'errors.badResponse',
  authChanged: 'errors.authChanged',
};

/** Builds the store, the RPC client and the login-address rule from the loaded config. */
export function createServices(config: ServerConfig, backing: StorageLike, navigation: PageHooks): AppServices {
  const store = createStore(backing, config.storageKey);
  const loginAddress = () => chooseLoginAddress(document.cookie, config.isSso);
  const rpc = createRpcClient({
    fetch: (...args) => fetch(...args),
    store: () => store,
    baseUrl: () => config._URL.server,
    language: currentLanguage,
    loginType: () => loginTypeCookie(document.cookie) ?? 'sso',
    tenantId: () => new URLSearchParams(window.location.search).get('tenantId') ?? store.get('tenantId'),
    isTenantMode: () => store.get('showTenant') === '1',
    loginAddress,
    currentPath: navigation.currentPath,
    navigate: navigation.navigate,
    notify: navigation.notify,
    clientText: (message) => i18next.t(CLIENT_TEXT[message]),
  });
  return { config, store, rpc, loginAddress };
}
