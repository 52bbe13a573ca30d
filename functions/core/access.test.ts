import { describe, expect, it } from 'vitest';
import type { Caller } from '../lib/act.js';
import type { ScreenRecord } from '../lib/data/screens.js';
import { canEdit, canLinkShare, canManage, canRead } from './access.js';

const screen = (fields: Partial<ScreenRecord> = {}): ScreenRecord => ({
  screenId: 's1', tenantId: 't1', ownerId: 'owner', ownerName: 'Owner', groupId: 'g1', name: 'Wall', remark: '',
  mobile: false, published: false, securityLevel: 'internal', sort: 0, editUsers: [],
  config: {} as ScreenRecord['config'], revision: 1, createdAt: 0, updatedAt: 0, ...fields,
});
const caller = (userId: string, isAdmin = false): Caller => ({ userId, tenantId: 't1', isAdmin, tokenHash: 'h' });

describe('canLinkShare', () => {
  it('refuses a secret screen and allows the other levels', () => {
    expect(canLinkShare(screen({ securityLevel: 'secret' }))).toBe(false);
    expect(canLinkShare(screen({ securityLevel: 'internal' }))).toBe(true);
    expect(canLinkShare(screen({ securityLevel: 'public' }))).toBe(true);
  });
});

describe('account and system shares', () => {
  it('gives a read user reading only, an edit user editing, neither managing', () => {
    const shared = screen({ editUsers: ['editor'], readUsers: ['reader'] });
    expect([canRead(shared, caller('reader')), canEdit(shared, caller('reader')), canManage(shared, caller('reader'))]).toEqual([true, false, false]);
    expect([canRead(shared, caller('editor')), canEdit(shared, caller('editor')), canManage(shared, caller('editor'))]).toEqual([true, true, false]);
    expect([canRead(shared, caller('owner')), canEdit(shared, caller('owner')), canManage(shared, caller('owner'))]).toEqual([true, true, true]);
    expect([canRead(shared, caller('stranger')), canEdit(shared, caller('stranger'))]).toEqual([false, false]);
  });

  it('lets everyone of the tenant read a system-shared screen, and no more', () => {
    const wide = screen({ systemShare: true });
    expect([canRead(wide, caller('anyone')), canEdit(wide, caller('anyone')), canManage(wide, caller('anyone'))]).toEqual([true, false, false]);
  });

  it('reads screens stored before read shares existed (no readUsers)', () => {
    expect(canRead(screen(), caller('someone'))).toBe(false);
    expect(canRead(screen(), caller('admin', true))).toBe(true);
  });
});
