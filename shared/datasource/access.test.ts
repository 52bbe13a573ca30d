import { describe, expect, it } from 'vitest';
import { canManage } from './access.js';

describe('who may query a stored connection', () => {
  const connection = { creatorId: 'u-creator' };

  it('is its creator and the tenant administrator, nobody else', () => {
    expect(canManage(connection, { userId: 'u-creator', isAdmin: false })).toBe(true);
    expect(canManage(connection, { userId: 'u-admin', isAdmin: true })).toBe(true);
    expect(canManage(connection, { userId: 'u-member', isAdmin: false })).toBe(false);
    // Signed out (the web client's empty user id) never matches a creator.
    expect(canManage(connection, { userId: '', isAdmin: false })).toBe(false);
  });
});
