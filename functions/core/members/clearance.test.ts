import { describe, expect, it } from 'vitest';
import type { SecurityLevel } from '../../../shared/acts/screen.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import type { Caller } from '../../lib/act.js';
import type { ScreenRecord } from '../../lib/data/screens.js';
import { DomainError } from '../../lib/errors.js';
import { canEdit, canManage, canRead, cleared, clears, loadScreen, type Need } from '../screens/access.js';
import { admin, callerOf, editor, NOW, owner, reader, screenRecord, stranger, world } from '../store/fixtures.js';
import { setSecurityLevel } from '../screens/screen-changes.js';
import { listScreens } from '../screens/screens.js';

const at = (who: Caller, clearance: SecurityLevel): Caller => ({ ...who, clearance });
const screen = (securityLevel: SecurityLevel, fields: Partial<ScreenRecord> = {}): ScreenRecord =>
  screenRecord({ screenId: 's1', securityLevel, editUsers: ['editor'], readUsers: ['reader'], ...fields });

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof DomainError ? error.code : error),
  );

describe('clears: the classification decision', () => {
  it('orders public < internal < secret, and a caller without a clearance is secret', () => {
    expect(clears(callerOf('x'), 'secret')).toBe(true);
    expect([clears(at(reader, 'internal'), 'public'), clears(at(reader, 'internal'), 'internal')]).toEqual([
      true,
      true,
    ]);
    expect(clears(at(reader, 'internal'), 'secret')).toBe(false);
    expect([clears(at(reader, 'public'), 'public'), clears(at(reader, 'public'), 'internal')]).toEqual([true, false]);
  });

  it('always lets the owner reach their own screen, whatever their clearance', () => {
    expect(cleared(screen('secret'), at(owner, 'public'))).toBe(true);
    expect([canRead(screen('secret'), at(owner, 'public')), canManage(screen('secret'), at(owner, 'public'))]).toEqual([
      true,
      true,
    ]);
  });

  it('takes reading, editing and managing from sharing a screen above the clearance', () => {
    const secret = screen('secret');
    expect([canRead(secret, at(reader, 'internal')), canEdit(secret, at(editor, 'internal'))]).toEqual([false, false]);
    expect(canRead(screen('secret', { systemShare: true }), at(stranger, 'internal'))).toBe(false);
    expect([
      canRead(screen('internal'), at(reader, 'internal')),
      canEdit(screen('internal'), at(editor, 'internal')),
    ]).toEqual([true, true]);
  });
});

describe('loadScreen with clearances', () => {
  async function outcomes(who: Caller, level: SecurityLevel) {
    const { store, data } = await world();
    const s1 = data.screens.get('t1/s1');
    if (s1) data.screens.set('t1/s1', { ...s1, securityLevel: level });
    const needs: Need[] = ['read', 'edit', 'manage'];
    return Promise.all(needs.map((need) => codeOf(loadScreen(store, who, 's1', need))));
  }
  const LOW = ErrorCode.SCREEN_CLEARANCE_TOO_LOW;
  const DENIED = ErrorCode.SCREEN_PERMISSION_DENIED;

  it('refuses those the screen is shared with when their clearance is below its level', async () => {
    expect(await outcomes(at(reader, 'internal'), 'secret')).toEqual([LOW, DENIED, DENIED]);
    expect(await outcomes(at(editor, 'internal'), 'secret')).toEqual([LOW, LOW, DENIED]);
    expect(await outcomes(at(editor, 'public'), 'internal')).toEqual([LOW, LOW, DENIED]);
  });

  it('lets them in at or above its level, and the owner always', async () => {
    expect(await outcomes(at(editor, 'internal'), 'internal')).toEqual(['ok', 'ok', DENIED]);
    expect(await outcomes(at(owner, 'public'), 'secret')).toEqual(['ok', 'ok', 'ok']);
    expect(await outcomes(admin, 'secret')).toEqual(['ok', 'ok', 'ok']);
  });

  it('does not tell someone the screen is not shared with that it is classified', async () => {
    expect(await outcomes(at(stranger, 'public'), 'secret')).toEqual([DENIED, DENIED, DENIED]);
  });
});

describe('the shared list and setting a level', () => {
  const query = { order: 'sort', mobile: false, pageNum: 1, pageSize: 20 } as const;

  it('hides shared screens above the clearance and keeps the owner’s own', async () => {
    const { store, data } = await world();
    const s1 = data.screens.get('t1/s1');
    if (s1) data.screens.set('t1/s1', { ...s1, securityLevel: 'secret' });
    const names = async (who: Caller) => (await listScreens(store, who, query)).list.map((s) => s._id);
    expect(await names(reader)).toEqual(['s1']);
    expect(await names(at(reader, 'internal'))).toEqual([]);
    expect(await names(at(owner, 'public'))).toEqual(['s1', 's2']);
  });

  it('refuses classifying a screen above one’s own clearance, even one’s own screen', async () => {
    const { store } = await world();
    expect(await codeOf(setSecurityLevel(store, at(owner, 'internal'), 's1', 'secret', NOW))).toBe(
      ErrorCode.SCREEN_CLEARANCE_TOO_LOW,
    );
    expect(await codeOf(setSecurityLevel(store, at(owner, 'internal'), 's1', 'public', NOW))).toBe('ok');
    expect(await codeOf(setSecurityLevel(store, owner, 's1', 'secret', NOW))).toBe('ok');
  });
});
