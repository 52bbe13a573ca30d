import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import type { Caller } from '../../lib/act.js';
import type { ScreenRecord } from '../../lib/data/screens.js';
import { DomainError } from '../../lib/errors.js';
import { canEdit, canLinkShare, canManage, canRead, loadScreen, type Need } from './access.js';
import { admin, editor, otherTenant, owner, reader, screenRecord, stranger, world } from '../store/fixtures.js';

const screen = (fields: Partial<ScreenRecord> = {}): ScreenRecord => screenRecord({ screenId: 's1', ...fields });
const caller = (userId: string, isAdmin = false): Caller => ({
  userId,
  tenantId: 't1',
  isAdmin,
  tokenHash: 'h',
  corps: ['t1'],
});

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
    expect([
      canRead(shared, caller('reader')),
      canEdit(shared, caller('reader')),
      canManage(shared, caller('reader')),
    ]).toEqual([true, false, false]);
    expect([
      canRead(shared, caller('editor')),
      canEdit(shared, caller('editor')),
      canManage(shared, caller('editor')),
    ]).toEqual([true, true, false]);
    expect([
      canRead(shared, caller('owner')),
      canEdit(shared, caller('owner')),
      canManage(shared, caller('owner')),
    ]).toEqual([true, true, true]);
    expect([canRead(shared, caller('stranger')), canEdit(shared, caller('stranger'))]).toEqual([false, false]);
  });

  it('lets everyone of the tenant read a system-shared screen, and no more', () => {
    const wide = screen({ systemShare: true });
    expect([
      canRead(wide, caller('anyone')),
      canEdit(wide, caller('anyone')),
      canManage(wide, caller('anyone')),
    ]).toEqual([true, false, false]);
  });

  it('reads screens stored before read shares existed (no readUsers)', () => {
    expect(canRead(screen(), caller('someone'))).toBe(false);
    expect(canRead(screen(), caller('admin', true))).toBe(true);
  });
});

describe('team shares (docs/permissions.md#teams)', () => {
  const inTeams = (userId: string, teamIds: string[], clearance?: Caller['clearance']): Caller => ({
    ...caller(userId),
    teamIds,
    ...(clearance ? { clearance } : {}),
  });
  const shared = screen({ readTeams: ['readers'], editTeams: ['editors'] });

  it('gives a member of a read team reading only, of an edit team editing, neither managing', () => {
    const reading = inTeams('r', ['other', 'readers']);
    expect([canRead(shared, reading), canEdit(shared, reading), canManage(shared, reading)]).toEqual([
      true,
      false,
      false,
    ]);
    const editing = inTeams('e', ['editors']);
    expect([canRead(shared, editing), canEdit(shared, editing), canManage(shared, editing)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('gives nothing to a member of no team the screen names, or of none at all', () => {
    expect([canRead(shared, inTeams('x', ['other'])), canEdit(shared, inTeams('x', ['other']))]).toEqual([
      false,
      false,
    ]);
    expect(canRead(shared, caller('x'))).toBe(false);
    // A screen stored before team shares existed names no team.
    expect(canRead(screen(), inTeams('x', ['readers']))).toBe(false);
  });

  it('still needs the clearance the screen asks for', () => {
    const internal = screen({ securityLevel: 'internal', readTeams: ['readers'], editTeams: ['editors'] });
    expect(canRead(internal, inTeams('r', ['readers'], 'public'))).toBe(false);
    expect(canEdit(internal, inTeams('e', ['editors'], 'public'))).toBe(false);
    expect(canRead(internal, inTeams('r', ['readers'], 'internal'))).toBe(true);
  });

  it('lets loadScreen answer the clearance code to a team member below the level', async () => {
    const { store, data } = await world();
    const s1 = data.screens.get('t1/s1');
    if (s1) data.screens.set('t1/s1', { ...s1, securityLevel: 'secret', readTeams: ['readers'] });
    await expect(loadScreen(store, inTeams('r', ['readers'], 'internal'), 's1', 'read')).rejects.toMatchObject({
      code: ErrorCode.SCREEN_CLEARANCE_TOO_LOW,
    });
    await expect(loadScreen(store, inTeams('r', ['readers']), 's1', 'read')).resolves.toMatchObject({
      screenId: 's1',
    });
  });
});

describe('loadScreen', () => {
  /** What `loadScreen` answers a caller for each need: the screen id, or the error code. */
  async function outcomes(
    who: Caller,
    screenId = 's1',
    prepare?: (data: Awaited<ReturnType<typeof world>>['data']) => void,
  ) {
    const { store, data } = await world();
    prepare?.(data);
    const needs: Need[] = ['read', 'edit', 'manage'];
    return Promise.all(
      needs.map((need) =>
        loadScreen(store, who, screenId, need).then(
          (found) => found.screenId,
          (error: unknown) => (error instanceof DomainError ? error.code : error),
        ),
      ),
    );
  }
  const DENIED = ErrorCode.SCREEN_PERMISSION_DENIED;

  it('lets the owner and an administrator do everything', async () => {
    expect(await outcomes(owner)).toEqual(['s1', 's1', 's1']);
    expect(await outcomes(admin)).toEqual(['s1', 's1', 's1']);
  });

  it('lets an account share to edit read and edit, one to read only read', async () => {
    expect(await outcomes(editor)).toEqual(['s1', 's1', DENIED]);
    expect(await outcomes(reader)).toEqual(['s1', DENIED, DENIED]);
  });

  it('refuses a user of the tenant it is not shared with', async () => {
    expect(await outcomes(stranger)).toEqual([DENIED, DENIED, DENIED]);
  });

  it('lets the tenant read the screens of a system-shared group', async () => {
    const shared = (data: Awaited<ReturnType<typeof world>>['data']) => {
      const group = data.groups.get('t1/owner/g1');
      if (group) data.groups.set('t1/owner/g1', { ...group, systemShare: true });
    };
    expect(await outcomes(stranger, 's1', shared)).toEqual(['s1', DENIED, DENIED]);
  });

  it('does not find a screen of another tenant, whoever asks', async () => {
    const notFound = ErrorCode.SCREEN_NOT_FOUND;
    expect(await outcomes(otherTenant, 's1')).toEqual([notFound, notFound, notFound]);
    expect(await outcomes(admin, 's9')).toEqual([notFound, notFound, notFound]);
  });
});
