import { describe, expect, it } from 'vitest';
import type { CorpRef } from '../../../shared/acts/user.js';
import { createStore, memoryStorage, SESSION_KEYS } from '../storage';
import {
  currentTenantOf,
  keepNoticeForReload,
  storeTenant,
  takeReloadNotice,
  TENANT_SCOPED_KEYS,
} from './tenantSwitch';

const own: CorpRef = { _id: 't-own', name: 'Own Co', default: 1, is_admin: 1 };
const joined: CorpRef = { _id: 't-acme', name: 'Acme Wall', default: 0, is_admin: 0 };

describe('switching tenants', () => {
  it('takes the stored corp when it is one of the list, else the default one', () => {
    expect(currentTenantOf([own, joined], 't-acme')).toBe(joined);
    expect(currentTenantOf([joined, own], null)).toBe(own);
    expect(currentTenantOf([joined, own], 't-gone')).toBe(own);
    expect(currentTenantOf([], 't-own')).toBeUndefined();
  });

  it('stores corp, tenantId and is_admin of the new tenant and clears its default group', () => {
    const backing = memoryStorage();
    const store = createStore(backing);
    store.set('auth', 'token');
    store.set('corp', own._id);
    store.set('is_admin', 1);
    store.set('default_group_id', 'g-own');
    store.set('name', 'Bea');
    storeTenant(store, joined);
    expect(backing.dump()).toEqual({
      max_auth: 'token',
      max_corp: 't-acme',
      max_tenantId: 't-acme',
      max_is_admin: '0',
      max_name: 'Bea',
    });
  });

  it('clears only keys that sign-out clears too (they are per session)', () => {
    for (const key of TENANT_SCOPED_KEYS) expect(SESSION_KEYS).toContain(key);
  });

  it('keeps a notice across the reload, once', () => {
    const session = memoryStorage();
    keepNoticeForReload(session, { key: 'invite.joined', tenant: 'Acme Wall' });
    expect(takeReloadNotice(session)).toEqual({ key: 'invite.joined', tenant: 'Acme Wall' });
    session.setItem('wallboard_reload_notice', '{"key":"x","tenant":1}');
    expect(takeReloadNotice(session)).toBeNull();
    expect(takeReloadNotice(session)).toBeNull();
    expect(takeReloadNotice(null)).toBeNull();
  });
});
