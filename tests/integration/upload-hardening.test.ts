import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import type { UploadBatch, UploadMerged } from '../../shared/acts/upload.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { s3 } from '../../functions/lib/clients.js';
import { env } from '../../functions/lib/env.js';
import { makePng } from '../fixtures/png.js';
import { post, registerUser } from './helpers/client.js';
import { uploadParts } from './helpers/upload.js';

/**
 * Brief A, items 1 and 10: a merge naming a part that was never uploaded answers a catalogue code
 * (and costs the local stack nothing: s3rver used to die of it, taking `npm start` along), and a
 * file whose real size differs from the size declared at batch is refused and its staged copy deleted.
 */
const batch = (auth: string, filename: string, size: number, purpose: string) =>
  post<UploadBatch>('/api/upload/batch', { auth, filename, size, purpose }, { language: 'en' });
const merge = (auth: string, args: Record<string, unknown>) =>
  post<UploadMerged>('/api/upload/merge', { auth, ...args }, { language: 'en' });

async function stagedExists(key: string): Promise<boolean> {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: env.assetsBucket(), Key: key }));
    return true;
  } catch {
    return false;
  }
}

const png = makePng(32, 20, () => [10, 200, 90]);

describe('upload hardening', () => {
  it('answers UPLOAD_INCOMPLETE for a part never uploaded, and the stack goes on answering', async () => {
    const user = await registerUser();
    const auth = user.login.auth;
    const opened = await batch(auth, 'a.zip', 1000, 'import');
    expect(opened.code).toBe(200);
    const { batch_id, key } = opened.msg;
    const answer = await merge(auth, {
      batch_id,
      key,
      parts: [{ part_number: 7, etag: '"0123456789abcdef0123456789abcdef"' }],
    });
    expect(answer.code).toBe(ErrorCode.UPLOAD_INCOMPLETE);
    expect(JSON.stringify(answer.body)).not.toMatch(/stack|at .*\.(ts|js):\d+/);

    // One part uploaded, a wrong etag named for it: the same refusal.
    const second = await batch(auth, 'b.zip', 3, 'import');
    const signed = await post<{ url: string }>('/api/upload', {
      auth,
      batch_id: second.msg.batch_id,
      key: second.msg.key,
      part_number: 1,
    });
    expect((await fetch(signed.msg.url, { method: 'PUT', body: new Blob([new Uint8Array([1, 2, 3])]) })).ok).toBe(true);
    const wrongTag = await merge(auth, {
      batch_id: second.msg.batch_id,
      key: second.msg.key,
      parts: [{ part_number: 1, etag: '"ffffffffffffffffffffffffffffffff"' }],
    });
    expect(wrongTag.code).toBe(ErrorCode.UPLOAD_INCOMPLETE);

    // The emulator and the gateway are still there: a whole upload goes through.
    const merged = await uploadParts(auth, 'fine.png', png, 'image');
    expect(merged.code).toBe(200);
    expect(merged.msg.url).toMatch(/^\/published\/media\//);
  });

  it('refuses a file larger than its declared size and deletes the staged object', async () => {
    const user = await registerUser();
    const bytes = new Uint8Array(4096).fill(7);
    const opened = await batch(user.login.auth, 'big.zip', 100, 'import');
    const { batch_id, key } = opened.msg;
    const signed = await post<{ url: string }>('/api/upload', { auth: user.login.auth, batch_id, key, part_number: 1 });
    const put = await fetch(signed.msg.url, { method: 'PUT', body: new Blob([bytes]) });
    expect(put.ok).toBe(true);
    const answer = await merge(user.login.auth, {
      batch_id,
      key,
      parts: [{ part_number: 1, etag: put.headers.get('etag') ?? '' }],
    });
    expect(answer.code).toBe(ErrorCode.UPLOAD_TOO_LARGE);
    expect(await stagedExists(key)).toBe(false);
  });

  it('refuses a media file whose size differs from its declaration either way, before publishing it', async () => {
    const user = await registerUser();
    const larger = await uploadParts(user.login.auth, 'logo.png', png, 'image', png.length - 1);
    expect(larger.code).toBe(ErrorCode.UPLOAD_TOO_LARGE);
    const smaller = await uploadParts(user.login.auth, 'logo.png', png, 'image', png.length + 1);
    expect(smaller.code).toBe(ErrorCode.UPLOAD_INCOMPLETE);
    const exact = await uploadParts(user.login.auth, 'logo.png', png, 'image');
    expect(exact.code).toBe(200);
  });
});
