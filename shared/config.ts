/** `serverConfig.json` (docs/ARCHITECTURE.md#client-storage-and-start-up), fetched by the SPA at start-up. */
export interface ServerConfig {
  _URL: { server: string; componentPath: string; userInfo: string };
  storageKey: string;
  ENV: 'production' | 'development' | 'test';
  isSso: boolean;
  cacheTimeout: number;
  logoTextName: string;
  devComponents?: string;
}

export const DEFAULT_SERVER_CONFIG: ServerConfig = {
  _URL: { server: '', componentPath: '/components', userInfo: '/user' },
  storageKey: 'max',
  ENV: 'production',
  isSso: false,
  cacheTimeout: 3000,
  logoTextName: 'Wallboard',
};

/** Stored client keys (docs/ARCHITECTURE.md#client-storage-and-start-up), each kept under `{storageKey}_{key}`. */
export const STORAGE_KEYS = [
  'auth',
  'corp',
  'user',
  'referrer',
  'default_group_id',
  'max_username',
  'max_email',
  'name',
  'avatar',
  'is_max_new',
  'max_expiration_time',
  'is_admin',
  /** 1 when a workspace's identity provider opened the session (docs/sso.md). */
  'is_sso',
  'lang',
  'tenantId',
  'showTenant',
  /** The marketing source the app was opened with (`?channel=`, `?keyword=`), until it is sent once. */
  'channel',
  'keyword',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];
