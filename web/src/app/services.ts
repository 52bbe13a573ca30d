import { createContext, useContext } from 'react';
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
