import { describe, expect, it } from 'vitest';
import type { Paged } from '../../shared/acts/admin.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import type { VersionSummary } from '../../shared/acts/versions.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { LIMITS } from '../../shared/limits.js';
import { registerUser, rpc, type Registered } from './helpers/client.js';

/**
 * Screen thumbnails through the real handlers, DynamoDB Local and s3rver: what the editor sends
 * is checked by its bytes and the size limit, stored under the caller's tenant, handed out only
 * with the screen (a signed link in the list), replaced without leaving the old object behind,
 * and carried to copies and published versions.
 */

/** A 1×1 WebP, as a browser's canvas encodes one. */
const WEBP = 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';
/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A WebP header followed by filler up to `bytes`: the server must weigh it, not trust it. */
function webpOf(bytes: number): string {
  const body = Buffer.alloc(bytes, 0);
  Buffer.from('RIFF').copy(body, 0);
  body.writeUInt32LE(bytes - 8, 4);
  Buffer.from('WEBPVP8L').copy(body, 8);
  return `data:image/webp;base64,${body.toString('base64')}`;
}

const act = <T = unknown>(user: Registered, family: string, name: string, args: Record<string, unknown> = {}) =>
  rpc<T>(family, `v1/${family}/${name}`, { auth: user.login.auth, ...args }, { language: 'en' });

async function screenOf(user: Registered, name: string): Promise<ScreenSummary> {
  const [group] = (await act<ScreenGroup[]>(user, 'group', 'list')).msg;
  const created = await act<ScreenSummary>(user, 'screen', 'add', { group_id: group?._id, name, template: 'blank' });
  expect(created.code).toBe(200);
  return created.msg;
}

async function listed(user: Registered, id: string): Promise<ScreenSummary | undefined> {
  return (await act<Paged<ScreenSummary>>(user, 'screen', 'list', { pageSize: 100 })).msg.list.find(
    (s) => s._id === id,
  );
}

describe('screen thumbnails', () => {
  it('stores a WebP, serves it from the list with its type, deletes the picture it replaces and with the screen', async () => {
    const user = await registerUser();
    const screen = await screenOf(user, 'Pictured');
    expect(screen.thumb).toBe('');
    const first = await act<{ thumb: string }>(user, 'screen', 'change_thumbnail', {
      _id: screen._id,
      image: `data:image/webp;base64,${WEBP}`,
    });
    expect(first.code).toBe(200);
    const card = await listed(user, screen._id);
    expect(card?.thumb).toMatch(/^https?:\/\//);
    const served = await fetch(card?.thumb ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(WEBP);

    const second = await act(user, 'screen', 'change_thumbnail', {
      _id: screen._id,
      image: `data:image/png;base64,${PNG}`,
    });
    expect(second.code).toBe(200);
    const replaced = await fetch((await listed(user, screen._id))?.thumb ?? '');
    expect(replaced.headers.get('content-type')).toBe('image/png');
    // The first picture's object is gone: a new picture does not leave the old one behind.
    expect((await fetch(first.msg.thumb)).status).toBe(404);
    // Deleting the screen takes its picture too.
    const link = (await listed(user, screen._id))?.thumb ?? '';
    expect((await act(user, 'screen', 'remove', { ids: [screen._id] })).code).toBe(200);
    expect((await fetch(link)).status).toBe(404);
  });

  it('refuses a picture over the size limit and bytes that are not WebP or PNG', async () => {
    const user = await registerUser();
    const screen = await screenOf(user, 'Refused');
    const send = (image: string) => act(user, 'screen', 'change_thumbnail', { _id: screen._id, image });
    expect((await send(webpOf(LIMITS.thumbnail.maxBytes))).code).toBe(200);
    // Just over: passes the length check of the envelope, refused by the byte count.
    expect((await send(webpOf(LIMITS.thumbnail.maxBytes + 1))).code).toBe(ErrorCode.UPLOAD_TOO_LARGE);
    expect((await send(webpOf(LIMITS.thumbnail.maxBytes * 4))).code).toBe(ErrorCode.UPLOAD_TOO_LARGE);
    const gif = Buffer.from('GIF89a not a picture').toString('base64');
    expect((await send(`data:image/webp;base64,${gif}`)).code).toBe(ErrorCode.UPLOAD_TYPE_ILLEGAL);
    // A PNG declared as WebP: the bytes decide, and they must match what is declared.
    expect((await send(`data:image/webp;base64,${PNG}`)).code).toBe(ErrorCode.UPLOAD_TYPE_ILLEGAL);
    expect((await send(`data:image/jpeg;base64,${PNG}`)).code).toBe(ErrorCode.UPLOAD_TYPE_ILLEGAL);
    expect((await send(`data:image/svg+xml;base64,${gif}`)).code).toBe(ErrorCode.UPLOAD_TYPE_ILLEGAL);
  });

  it('another tenant can neither set a picture on a screen nor get a link to it', async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const screen = await screenOf(owner, 'Private wall');
    const image = `data:image/webp;base64,${WEBP}`;
    expect((await act(owner, 'screen', 'change_thumbnail', { _id: screen._id, image })).code).toBe(200);
    expect((await act(stranger, 'screen', 'change_thumbnail', { _id: screen._id, image })).code).toBe(
      ErrorCode.SCREEN_NOT_FOUND,
    );
    // The signed link is only ever handed out with the screen, and the stranger gets neither.
    expect((await act(stranger, 'screen', 'get', { _id: screen._id })).code).toBe(ErrorCode.SCREEN_NOT_FOUND);
    expect(await listed(stranger, screen._id)).toBeUndefined();
    // The owner's picture is untouched by the refused call.
    const served = await fetch((await listed(owner, screen._id))?.thumb ?? '');
    expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(WEBP);
  });

  it('a copy shows its source picture; a published version keeps the WebP it was drawn with', async () => {
    const user = await registerUser();
    const screen = await screenOf(user, 'Source');
    const image = `data:image/webp;base64,${WEBP}`;
    await act(user, 'screen', 'change_thumbnail', { _id: screen._id, image });
    const copy = await act<ScreenSummary>(user, 'screen', 'copy', { _id: screen._id });
    expect(copy.code).toBe(200);
    const copied = await fetch(copy.msg.thumb);
    expect(copied.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await copied.arrayBuffer()).toString('base64')).toBe(WEBP);

    const version = await act<VersionSummary>(user, 'screen', 'version_add', { _id: screen._id, name: 'v1', image });
    expect(version.code).toBe(200);
    const served = await fetch(version.msg.thumb);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const tooLarge = await act(user, 'screen', 'version_add', {
      _id: screen._id,
      name: 'v2',
      image: webpOf(LIMITS.thumbnail.maxBytes + 1),
    });
    expect(tooLarge.code).toBe(ErrorCode.UPLOAD_TOO_LARGE);
  });
});
