import { createContext, useContext, useMemo } from 'react';
import type { ServerConfig } from '../../../shared/config.js';
import type { Language } from '../../../shared/errors/catalogue.js';
import type { RpcClient } from '../api/rpc';
import type { ClientStore } from '../storage';
import type { ThemeName } from '../theme';

/** What every page may use: the loaded config, the prefixed store, the RPC client. */
export interface AppServices {
  config: ServerConfig;
  store: ClientStore;
  rpc: RpcClient;
  loginAddress: () => string;
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside the app');
  return services;
}

/** Pages without the app's services (a share link's root) give an RPC client loaded when first asked for. */
export const LazyRpcContext = createContext<(() => Promise<RpcClient>) | null>(null);

const noClient = () => Promise.reject(new Error('No RPC client on this page'));

/** The RPC client for what any page may call (widgets' HTTP sources): the app's, else the page's lazily loaded one. */
export function useRpcLoader(): () => Promise<RpcClient> {
  const services = useContext(ServicesContext);
  const lazy = useContext(LazyRpcContext);
  return useMemo(() => (services ? () => Promise.resolve(services.rpc) : (lazy ?? noClient)), [services, lazy]);
}

/** Language and theme: preferences every page can change. */
export interface Preferences {
  language: Language;
  setLanguage: (language: Language) => void;
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
}

export const PreferencesContext = createContext<Preferences | null>(null);

export function usePreferences(): Preferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error('usePreferences outside the app');
  return preferences;
}
