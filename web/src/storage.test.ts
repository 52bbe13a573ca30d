import { describe, expect, it } from 'vitest';
import { clearSessionKeys, createStore, memoryStorage } from './storage';

describe('client storage', () => {
  it('prefixes spec keys with the default storageKey `max`', () => {
    const backing = memoryStorage();
    const store = createStore(backing);
    store.set('auth', 'token-1');
    store.set('is_admin', 1);
    expect(backing.dump()).toEqual({ max_auth: 'token-1', max_is_admin: '1' });
    expect(store.get('auth')).toBe('token-1');
  });

  it('uses the configured storageKey, falling back to max when it is empty', () => {
    const backing = memoryStorage();
    createStore(backing, 'acme').set('lang', 'en');
    createStore(backing, '').set('lang', 'zh');
    expect(backing.dump()).toEqual({ acme_lang: 'en', max_lang: 'zh' });
  });

  it('maps storage-event keys back to spec keys only for its own prefix', () => {
    const store = createStore(memoryStorage(), 'max');
    expect(store.keyOf('max_auth')).toBe('auth');
    expect(store.keyOf('max_theme')).toBe('theme');
    expect(store.keyOf('other_auth')).toBeNull();
    expect(store.keyOf('max_unknown')).toBeNull();
    expect(store.keyOf(null)).toBeNull();
  });

  it('clears the session but keeps the language, the account name and the tenant flag', () => {
    const backing = memoryStorage();
    const store = createStore(backing);
    for (const key of [
      'auth',
      'corp',
      'user',
      'name',
      'lang',
      'max_username',
      'showTenant',
      'default_group_id',
    ] as const)
      store.set(key, 'x');
    clearSessionKeys(store);
    expect(Object.keys(backing.dump()).sort()).toEqual(['max_lang', 'max_max_username', 'max_showTenant']);
  });

  it('survives a storage that throws (private mode)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createStore(broken);
    expect(() => store.set('auth', 'a')).not.toThrow();
    expect(store.get('auth')).toBeNull();
  });
});
