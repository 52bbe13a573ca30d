import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION } from '../../shared/screen/archive.js';
import { emptyDocument, type ScreenDocument } from '../../shared/screen/document.js';
import { WIDGET_MAX_BYTES } from '../../shared/widgets/data.js';
import { post, registerUser, rpc, type Registered } from './helpers/client.js';
import { uploadFile } from './helpers/upload.js';

const act = <T = unknown>(user: Registered, family: string, name: string, args: Record<string, unknown> = {}) =>
  rpc<T>(family, `v1/${family}/${name}`, { auth: user.login.auth, ...args }, { language: 'en' });

const manifest = (screens: { file: string; name: string }[], group?: string) =>
  strToU8(
    JSON.stringify({
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      exportedAt: Date.now(),
      ...(group ? { group: { name: group } } : {}),
      screens,
    }),
  );

async function importZip(user: Registered, bytes: Uint8Array) {
  const key = await uploadFile(user.login.auth, 'archive.zip', bytes);
  return act<{ group: ScreenGroup; screens: number }>(user, 'group', 'resource_import', { upload_key: key });
}

describe('export and import', () => {
  it('round-trips a group into another account: same screens, new ids, names kept', async () => {
    const alice = await registerUser();
    const group = (await act<ScreenGroup>(alice, 'group', 'add', { name: 'Control room' })).msg;
    const ops = (
      await act<ScreenSummary>(alice, 'screen', 'add', {
        group_id: group._id,
        name: 'Ops',
        template: 'operations-centre',
      })
    ).msg;
    await act(alice, 'screen', 'add', { group_id: group._id, name: 'Phone', template: 'mobile-blank' });
    await act(alice, 'screen', 'change', { _id: ops._id, remark: 'Main wall' });

    const exported = await act<{ url: string; filename: string; screens: number }>(alice, 'group', 'resource_export', {
      _id: group._id,
    });
    expect(exported.msg.screens).toBe(2);
    expect(exported.msg.filename).toMatch(/^Control room-\d{4}-\d{2}-\d{2}\.zip$/);
    const download = await fetch(exported.msg.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition') ?? '').toContain('attachment');
    const zip = new Uint8Array(await download.arrayBuffer());

    const empty = (await act<ScreenGroup>(alice, 'group', 'add', { name: 'Nothing yet' })).msg;
    expect((await act(alice, 'group', 'resource_export', { _id: empty._id })).code).toBe(ErrorCode.SCREEN_GROUP_EMPTY);

    const bob = await registerUser();
    const imported = await importZip(bob, zip);
    expect(imported.code).toBe(200);
    expect(imported.msg).toMatchObject({ screens: 2, group: { name: 'Control room' } });
    const list = await act<{ list: ScreenSummary[] }>(bob, 'screen', 'list', { group_id: imported.msg.group._id });
    expect(list.msg.list.map((s) => [s.name, s.remark])).toEqual([['Ops', 'Main wall']]);
    const copy = list.msg.list[0] as ScreenSummary;
    expect(copy._id).not.toBe(ops._id);
    expect(copy.owner._id).toBe(bob.login.user._id);
    const original = (await act<{ document: ScreenDocument }>(alice, 'screen', 'get', { _id: ops._id })).msg.document;
    const theirs = (await act<{ document: ScreenDocument }>(bob, 'screen', 'get', { _id: copy._id })).msg.document;
    expect(theirs).toEqual(original);

    // Importing the same archive again makes names unique rather than failing.
    const again = await importZip(bob, zip);
    expect(again.msg.group.name).toBe('Control room 2');
  });

  it('refuses anything but a zip, and an archive whose screen is not a valid document, importing nothing', async () => {
    const user = await registerUser();
    expect((await importZip(user, strToU8('not a zip at all'))).code).toBe(ErrorCode.IMPORT_INVALID);
    const bad = zipSync({
      'manifest.json': manifest(
        [
          { file: 'screens/1.json', name: 'Good' },
          { file: 'screens/2.json', name: 'Bad' },
        ],
        'Half',
      ),
      'screens/1.json': strToU8(JSON.stringify(emptyDocument())),
      'screens/2.json': strToU8('{"schemaVersion": 99}'),
    });
    expect((await importZip(user, bad)).code).toBe(ErrorCode.IMPORT_INVALID);
    // A widget larger than the one item it would be stored as.
    const huge = emptyDocument();
    huge.widgets.w = {
      id: 'w',
      type: 'text.title',
      attr: { globeStyle: { name: 'Huge' }, text: 'x'.repeat(WIDGET_MAX_BYTES + 10_000) },
      style: {},
      data: {},
      events: [],
      locked: false,
      hidden: false,
      inner: false,
    };
    huge.layout.push({ widgetId: 'w', x: 0, y: 0, w: 100, h: 100, z: 0, rotation: 0 });
    const oversized = zipSync({
      'manifest.json': manifest([{ file: 'screens/1.json', name: 'Huge' }], 'Oversized'),
      'screens/1.json': strToU8(JSON.stringify(huge)),
    });
    expect((await importZip(user, oversized)).code).toBe(ErrorCode.IMPORT_INVALID);
    const groups = (await act<ScreenGroup[]>(user, 'group', 'list')).msg;
    expect(groups.map((g) => g.name)).not.toContain('Half');
    expect(groups.map((g) => g.name)).not.toContain('Oversized');
    expect((await act<{ total: number }>(user, 'screen', 'list', {})).msg.total).toBe(0);
  });

  it('rejects a zip-slip archive (.., absolute, backslash) and a link entry', async () => {
    const user = await registerUser();
    const ok = {
      'manifest.json': manifest([{ file: 'screens/1.json', name: 'S' }]),
      'screens/1.json': strToU8(JSON.stringify(emptyDocument())),
    };
    for (const evil of ['../../etc/passwd', '/etc/passwd', 'screens\\..\\..\\x.json', 'screens/../../x.json']) {
      const zip = zipSync({ ...ok, [evil]: strToU8('owned') });
      expect((await importZip(user, zip)).code, evil).toBe(ErrorCode.IMPORT_INVALID);
    }
    const link = zipSync({
      ...ok,
      'assets/link.png': [strToU8('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }],
    });
    expect((await importZip(user, link)).code).toBe(ErrorCode.IMPORT_INVALID);
    expect((await act<{ total: number }>(user, 'screen', 'list', {})).msg.total).toBe(0);
  });

  it('rejects a zip bomb while inflating, whatever its headers say', async () => {
    const user = await registerUser();
    const zeros = new Uint8Array(60 * 1024 * 1024);
    const bomb = zipSync({
      'manifest.json': manifest([{ file: 'screens/1.json', name: 'Boom' }]),
      'screens/1.json': [zeros, { level: 9 }],
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect((await importZip(user, bomb)).code).toBe(ErrorCode.IMPORT_INVALID);
  });

  it('refuses upload types and sizes outside the rules', async () => {
    const user = await registerUser();
    const batch = (body: Record<string, unknown>) => post('/api/upload/batch', { auth: user.login.auth, ...body });
    expect((await batch({ filename: 'evil.exe', size: 10, purpose: 'import' })).code).toBe(
      ErrorCode.UPLOAD_TYPE_ILLEGAL,
    );
    expect((await batch({ filename: 'big.zip', size: 101 * 1024 * 1024, purpose: 'import' })).code).toBe(
      ErrorCode.UPLOAD_TOO_LARGE,
    );
    expect((await post('/api/upload/batch', { filename: 'a.zip', size: 10, purpose: 'import' })).code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
  });
});
