import type { LoginResult } from '../../../shared/acts/user.js';
import { SESSION_KEYS, type ClientStore } from '../storage';

/** corpId: the default corp's _id, else the first corp's (docs/protocol.md#sessions-tenants-and-origins). */
export function corpIdOf(result: Pick<LoginResult, 'corp'>): string | null {
  const preferred = result.corp.find((corp) => corp.default === 1) ?? result.corp[0];
  return preferred?._id ?? null;
}

/** Stores a login result under the stored client keys (docs/ARCHITECTURE.md#client-storage-and-start-up); `account` is what the user typed. */
export function saveLoginResult(store: ClientStore, result: LoginResult, account: string): void {
  // Replace the auth in one write: other tabs must see "changed", never "signed out" first.
  for (const key of SESSION_KEYS) if (key !== 'auth') store.remove(key);
  store.set('auth', result.auth);
  const corpId = corpIdOf(result);
  if (corpId) store.set('corp', corpId);
  store.set('user', result.user._id);
  store.set('name', result.name);
  store.set('avatar', result.avatar ?? '');
  store.set('max_email', result.email ?? '');
  store.set('max_username', account);
  store.set('is_max_new', result.is_max_new);
  store.set('max_expiration_time', result.max_expiration_time);
  store.set('is_admin', result.is_admin);
  store.set('is_sso', result.sso);
}

export interface StoredUser {
  /** The signed-in user's id ('' when signed out). */
  userId: string;
  name: string;
  email: string;
  avatar: string;
  account: string;
  isAdmin: boolean;
  /** A workspace's identity provider opened the session: the account-wide acts are refused (docs/sso.md). */
  sso: boolean;
}

export function storedUser(store: ClientStore): StoredUser {
  return {
    userId: store.get('user') ?? '',
    name: store.get('name') ?? '',
    email: store.get('max_email') ?? '',
    avatar: store.get('avatar') ?? '',
    account: store.get('max_username') ?? '',
    isAdmin: store.get('is_admin') === '1',
    sso: store.get('is_sso') === '1',
  };
}

/** Initials for an avatar: two letters of a Latin name, the last character of a CJK one. */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  if (/[\u3400-\u9fff]/.test(trimmed)) return trimmed.slice(-2);
  const words = trimmed.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[words.length - 1]![0]}` : trimmed.slice(0, 2);
  return letters.toUpperCase();
}
