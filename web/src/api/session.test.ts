import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../shared/acts/user.js';
import { createStore, memoryStorage } from '../storage';
import { corpIdOf, initialsOf, saveLoginResult, storedUser } from './session';

const result: LoginResult = {
  auth: 'a-1',
  avatar: '',
  name: 'Ann Lee',
  is_max_new: 0,
  max_expiration_time: 1_900_000_000,
  email: 'ann@example.com',
  update_tip: 0,
  is_admin: 1,
  corp: [
    { _id: 'c-1', name: 'One', default: 0, is_admin: 0 },
    { _id: 'c-2', name: 'Two', default: 1, is_admin: 1 },
  ],
  user: { _id: 'u-1' },
  preferences: { lang: '', theme: '' },
  sso: 0,
};

describe('login result', () => {
  it('derives corpId from the default corp, else the first', () => {
    expect(corpIdOf(result)).toBe('c-2');
    expect(corpIdOf({ corp: [{ _id: 'c-9', name: 'x', default: 0, is_admin: 0 }] })).toBe('c-9');
    expect(corpIdOf({ corp: [] })).toBeNull();
  });

  it('stores the spec keys under the prefix', () => {
    const backing = memoryStorage({ max_default_group_id: 'old-group' });
    const store = createStore(backing);
    saveLoginResult(store, result, 'ann');
    expect(backing.dump()).toMatchObject({
      max_auth: 'a-1',
      max_corp: 'c-2',
      max_user: 'u-1',
      max_name: 'Ann Lee',
      max_max_email: 'ann@example.com',
      max_max_username: 'ann',
      max_is_admin: '1',
      max_is_max_new: '0',
      max_is_sso: '0',
      max_max_expiration_time: '1900000000',
    });
    expect(backing.dump().max_default_group_id).toBeUndefined();
    expect(storedUser(store)).toEqual({
      userId: 'u-1',
      name: 'Ann Lee',
      email: 'ann@example.com',
      avatar: '',
      account: 'ann',
      isAdmin: true,
      sso: false,
    });
  });

  it('makes initials for Latin and CJK names', () => {
    expect(initialsOf('Ann Lee')).toBe('AL');
    expect(initialsOf('admin')).toBe('AD');
    expect(initialsOf('王小明')).toBe('小明');
    expect(initialsOf(' ')).toBe('?');
  });
});
