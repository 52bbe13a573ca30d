import { DEFAULT_SERVER_CONFIG, type ServerConfig } from '../../../shared/config.js';
import { LIMITS } from '../../../shared/limits.js';

export interface LoadConfigDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** Called after a failed attempt that will be retried (attempt counts from 1). */
  onRetry: (attempt: number, of: number) => void;
}

/**
 * `GET /serverConfig.json?t=<time>`: 3 tries 3 s apart (docs/limits.md#client-timing). Missing fields take
 * their defaults; after the last failure the caller decides (we start with the defaults).
 */
export async function loadServerConfig(deps: LoadConfigDeps, base = ''): Promise<ServerConfig> {
  const { retries, retryDelayMs } = LIMITS.config;
  let lastError: unknown;
  for (let attempt = 1; attempt <= retries; attempt += 1) {
    try {
      const response = await deps.fetch(`${base}/serverConfig.json?t=${deps.now()}`, { cache: 'no-store' });
      if (!response.ok) throw new Error(`serverConfig.json answered ${response.status}`);
      return mergeConfig(await response.json());
    } catch (error) {
      lastError = error;
      if (attempt < retries) {
        deps.onRetry(attempt, retries);
        await deps.sleep(retryDelayMs);
      }
    }
  }
  throw lastError instanceof Error ? lastError : new Error('serverConfig.json could not be loaded');
}

export function mergeConfig(raw: unknown): ServerConfig {
  if (!raw || typeof raw !== 'object') throw new Error('serverConfig.json is not an object');
  const value = raw as Partial<ServerConfig>;
  return {
    ...DEFAULT_SERVER_CONFIG,
    ...value,
    _URL: { ...DEFAULT_SERVER_CONFIG._URL, ...(value._URL ?? {}) },
    storageKey:
      typeof value.storageKey === 'string' && value.storageKey ? value.storageKey : DEFAULT_SERVER_CONFIG.storageKey,
    isSso: value.isSso === true,
  };
}
