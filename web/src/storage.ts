import { DEFAULT_SERVER_CONFIG, STORAGE_KEYS, type StorageKey } from '../../shared/config.js';

/** The part of the Web Storage API we use; an in-memory one stands in for it in tests. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** UI preferences that are not spec keys but live under the same prefix. */
export type PrefKey = 'theme' | 'screenView' | 'screenOrder' | 'draftWall';
const PREF_KEYS: readonly PrefKey[] = ['theme', 'screenView', 'screenOrder', 'draftWall'];

/**
 * The stored client keys (docs/ARCHITECTURE.md#client-storage-and-start-up), each under `{storageKey}_{key}` (storageKey from the
 * server config, default `max`).
 */
export interface ClientStore {
  readonly prefix: string;
  fullKey(key: StorageKey | PrefKey): string;
  get(key: StorageKey | PrefKey): string | null;
  set(key: StorageKey | PrefKey, value: string | number | boolean): void;
  remove(key: StorageKey | PrefKey): void;
  /** The key name a `storage` event carries back to a spec key, or null if it is not ours. */
  keyOf(fullKey: string | null): StorageKey | PrefKey | null;
}

export function createStore(backing: StorageLike, storageKey: string = DEFAULT_SERVER_CONFIG.storageKey): ClientStore {
  const prefix = `${storageKey || DEFAULT_SERVER_CONFIG.storageKey}_`;
  const known = new Set<string>([...STORAGE_KEYS, ...PREF_KEYS]);
  const fullKey = (key: StorageKey | PrefKey): string => `${prefix}${key}`;
  return {
    prefix,
    fullKey,
    get: (key) => safe(() => backing.getItem(fullKey(key)), null),
    set: (key, value) => safe(() => backing.setItem(fullKey(key), String(value)), undefined),
    remove: (key) => safe(() => backing.removeItem(fullKey(key)), undefined),
    keyOf(full) {
      if (!full?.startsWith(prefix)) return null;
      const key = full.slice(prefix.length);
      return known.has(key) ? (key as StorageKey | PrefKey) : null;
    },
  };
}

/** Keys that describe the signed-in user; cleared on sign-out and on an expired session. */
export const SESSION_KEYS: readonly StorageKey[] = [
  'auth',
  'corp',
  'user',
  'default_group_id',
  'max_email',
  'name',
  'avatar',
  'is_max_new',
  'max_expiration_time',
  'is_admin',
  'is_sso',
  'tenantId',
];

export function clearSessionKeys(store: ClientStore): void {
  for (const key of SESSION_KEYS) store.remove(key);
}

/** Private mode and full quotas make storage throw; the app then runs without persistence. */
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function memoryStorage(initial: Record<string, string> = {}): StorageLike & { dump(): Record<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    dump: () => Object.fromEntries(data),
  };
}
