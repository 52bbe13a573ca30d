import { DEFAULT_SERVER_CONFIG, type ServerConfig } from '../../../shared/config.js';
import { loadServerConfig } from '../config/loadConfig';

let loaded: Promise<ServerConfig> | null = null;

/** serverConfig.json for the share pages (the page title, the RPC client), once; the defaults if it cannot be read. */
export function shareConfig(): Promise<ServerConfig> {
  loaded ??= loadServerConfig({
    fetch: (...args) => fetch(...args),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => Date.now(),
    onRetry: () => undefined,
  }).catch(() => DEFAULT_SERVER_CONFIG);
  return loaded;
}
