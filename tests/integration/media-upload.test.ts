import { describe, expect, it } from 'vitest';
import { MEDIA_PATH, UPLOAD_RULES, type UploadBatch } from '../../shared/acts/upload.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenSharePayload, ShareInfo } from '../../shared/acts/link-share.js';
import { shareObjectPath } from '../../shared/protocol/routes.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { safeMediaUrl } from '../../shared/widgets/media.js';
import { makePng } from '../fixtures/png.js';
import { baseUrl, post, registerUser, rpc, type Registered } from './helpers/client.js';
import { uploadParts } from './helpers/upload.js';

const screenAct = <T = unknown>(user: Registered, name: string, args: Record<string, unknown> = {}) =>
  rpc<T>('screen', `v1/screen/${name}`, { auth: user.login.auth, ...args }, { language: 'en' });
const batch = (user: Registered, filename: string, size: number, purpose: string) =>
  post<UploadBatch>('/api/upload/batch', { auth: user.login.auth, filename, size, purpose }, { language: 'en' });

/** What anyone gets for a path through the CDN: no session, no cookie. */
async function viaCdn(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}${path}`, { headers });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    range: response.headers.get('content-range'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const png = makePng(64, 40, (x) => (x < 32 ? [240, 80, 40] : [30, 120, 220]));
// The first box of an mp4: size, `ftyp`, brand `isom`, then a little padding.
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'),
  Buffer.alloc(512, 7),
]);

describe('media uploads', () => {
  it('publishes an uploaded image at an unguessable CDN path that editors, previews and link shares load without a session', async () => {
    const alice = await registerUser();
    const tenantId = alice.login.corp[0]?._id ?? '';
    const merged = await uploadParts(alice.login.auth, 'Logo Final.PNG', png, 'image');
    expect(merged.code).toBe(200);
    const url = merged.msg.url ?? '';
    expect(url).toMatch(MEDIA_PATH);
    expect(url.endsWith('.png')).toBe(true);
    expect(url).not.toContain(tenantId);
    expect(safeMediaUrl(url, 'image')).toBe(url);

    const served = await viaCdn(url);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/png');
    expect(served.cache).toMatch(/immutable/);
    expect(served.bytes.equals(png)).toBe(true);

    // The same tenant's next asset shares the folder; another tenant's does not.
    const second = (await uploadParts(alice.login.auth, 'b.png', png, 'image')).msg.url ?? '';
    expect(second.split('/').slice(0, -1)).toEqual(url.split('/').slice(0, -1));
    expect(second).not.toBe(url);
    const bob = await registerUser();
    const theirs = (await uploadParts(bob.login.auth, 'b.png', png, 'image')).msg.url ?? '';
    expect(theirs.split('/')[3]).not.toBe(url.split('/')[3]);

    // The widget keeps the path; a published link share carries it and the visitor loads it.
    const [group] = (await rpc<ScreenGroup[]>('group', 'v1/group/list', { auth: alice.login.auth })).msg;
    const screen = (
      await screenAct<ScreenSummary>(alice, 'add', { group_id: group?._id, name: 'Lobby', template: 'blank' })
    ).msg;
    const image = {
      widget: { id: 'img', type: 'media.image', attr: { globeStyle: { name: 'img' }, src: url } },
      layout: { widgetId: 'img', x: 0, y: 0, w: 400, h: 260, z: 1, rotation: 0 },
    };
    expect((await screenAct(alice, 'append_widget', { _id: screen._id, widgets: [image] })).code).toBe(200);
    expect((await screenAct(alice, 'version_add', { _id: screen._id, name: 'V1' })).code).toBe(200);
    const share = await screenAct<ShareInfo>(alice, 'link_share_add', { _id: screen._id });
    const payload = JSON.parse(
      (await viaCdn(shareObjectPath('screen', share.msg.token))).bytes.toString('utf8'),
    ) as ScreenSharePayload;
    const shared = payload.screen.document.widgets.img?.attr.src as string;
    expect(shared).toBe(url);
    expect((await viaCdn(shared)).bytes.equals(png)).toBe(true);
  });

  it('serves an uploaded video with its type and byte ranges, as a video element asks', async () => {
    const user = await registerUser();
    const merged = await uploadParts(user.login.auth, 'intro.mp4', mp4, 'video');
    expect(merged.code).toBe(200);
    const url = merged.msg.url ?? '';
    expect(url).toMatch(/\.mp4$/);
    const whole = await viaCdn(url);
    expect(whole.type).toBe('video/mp4');
    expect(whole.bytes.equals(mp4)).toBe(true);
    const part = await viaCdn(url, { range: 'bytes=4-11' });
    expect(part.status).toBe(206);
    expect(part.range).toBe(`bytes 4-11/${mp4.length}`);
    expect(part.bytes.toString('latin1')).toBe('ftypisom');
  });

  it('answers the catalogue codes for a wrong type or size, and refuses bytes that are not what the name says', async () => {
    const user = await registerUser();
    for (const [filename, purpose] of [
      ['page.html', 'image'],
      ['clip.mov', 'video'],
      ['logo.png', 'video'],
      ['intro.mp4', 'image'],
    ] as const) {
      const answer = await batch(user, filename, 100, purpose);
      expect(answer.code, `${filename} as ${purpose}`).toBe(ErrorCode.UPLOAD_TYPE_ILLEGAL);
      expect(answer.body.msg).toBe('This file type is not allowed');
    }
    expect((await batch(user, 'huge.png', UPLOAD_RULES.image.maxBytes + 1, 'image')).code).toBe(
      ErrorCode.UPLOAD_TOO_LARGE,
    );
    expect((await batch(user, 'huge.mp4', UPLOAD_RULES.video.maxBytes + 1, 'video')).code).toBe(
      ErrorCode.UPLOAD_TOO_LARGE,
    );
    expect((await batch(user, 'film.webm', UPLOAD_RULES.video.maxBytes, 'video')).code).toBe(200);

    // An HTML page named .png is stored nowhere public.
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    expect((await uploadParts(user.login.auth, 'innocent.png', html, 'image')).code).toBe(
      ErrorCode.UPLOAD_TYPE_ILLEGAL,
    );
    // More bytes than declared: the merged size is checked against the rule.
    const oversized = Buffer.concat([png, Buffer.alloc(UPLOAD_RULES.image.maxBytes)]);
    expect((await uploadParts(user.login.auth, 'small.png', oversized, 'image', png.length)).code).toBe(
      ErrorCode.UPLOAD_TOO_LARGE,
    );
  });

  it("lets nobody sign parts of, or merge into, another user's upload", async () => {
    const alice = await registerUser();
    const mallory = await registerUser();
    const opened = await batch(alice, 'a.png', png.length, 'image');
    const { batch_id, key } = opened.msg;
    expect(key.startsWith(`uploads/${alice.login.corp[0]?._id}/${alice.login.user._id}/image/`)).toBe(true);
    expect((await post('/api/upload', { auth: mallory.login.auth, batch_id, key, part_number: 1 })).code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
    expect(
      (
        await post('/api/upload/merge', {
          auth: mallory.login.auth,
          batch_id,
          key,
          parts: [{ part_number: 1, etag: '"x"' }],
        })
      ).code,
    ).toBe(ErrorCode.PERMISSION_DENIED);
  });
});
