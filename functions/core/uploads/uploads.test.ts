import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { DomainError } from '../../lib/errors.js';
import { callerOf } from '../store/fixtures.js';
import type { StagedObject } from './staged.js';
import { mergeBatch, openBatch, partUrl, type UploadObjects } from './uploads.js';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const alice = callerOf('alice');

/** Staged objects in memory: a merge finds `staged` (size and first bytes) under any key. */
function memoryUploads(staged: StagedObject & { head?: Buffer }, completes = true) {
  const log: string[] = [];
  const objects: UploadObjects = {
    createMultipartUpload: async (key, metadata) => (log.push(`create ${key} ${JSON.stringify(metadata)}`), 'upload-1'),
    partUploadUrl: async (key, uploadId, part) => `https://s3/${key}?uploadId=${uploadId}&part=${part}`,
    completeMultipartUpload: async () => completes,
    stagedObject: async () => staged,
    stagedHead: async () => staged.head ?? Buffer.alloc(0),
    publishStaged: async (from, to, contentType) => void log.push(`publish ${from} ${to} ${contentType}`),
    deleteAsset: async (key) => void log.push(`delete ${key}`),
  };
  return { objects, log };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof DomainError ? error.code : error),
  );

describe('uploads', () => {
  it("opens a batch under the caller's own prefix with the declared size, refusing a wrong type or size", async () => {
    const { objects, log } = memoryUploads({ size: 0 });
    const batch = await openBatch(objects, alice, { filename: 'Wall Photo.PNG', size: 6_000_000, purpose: 'image' });
    expect(batch.key).toMatch(/^uploads\/t1\/alice\/image\/[^/]+\/Wall_Photo\.PNG$/);
    expect(batch.parts).toBe(2);
    expect(log[0]).toContain('{"declared-size":"6000000"}');
    expect(await codeOf(openBatch(objects, alice, { filename: 'page.html', size: 10, purpose: 'image' }))).toBe(
      ErrorCode.UPLOAD_TYPE_ILLEGAL,
    );
    expect(
      await codeOf(openBatch(objects, alice, { filename: 'a.zip', size: 101 * 1024 * 1024, purpose: 'import' })),
    ).toBe(ErrorCode.UPLOAD_TOO_LARGE);
  });

  it('signs parts and merges only keys of the caller', async () => {
    const { objects } = memoryUploads({ size: 10 });
    expect(
      await codeOf(partUrl(objects, alice, { batch_id: 'b', key: 'uploads/t1/bob/image/x/a.png', part_number: 1 })),
    ).toBe(ErrorCode.PERMISSION_DENIED);
    expect(
      await codeOf(partUrl(objects, alice, { batch_id: 'b', key: 'uploads/t1/alice/../bob/a.png', part_number: 1 })),
    ).toBe(ErrorCode.PERMISSION_DENIED);
    expect(
      await codeOf(
        mergeBatch(objects, callerOf('alice', 't2'), {
          batch_id: 'b',
          key: 'uploads/t1/alice/import/x/a.zip',
          parts: [],
        }),
      ),
    ).toBe(ErrorCode.PERMISSION_DENIED);
  });

  it('deletes a merged file larger or smaller than declared', async () => {
    const key = 'uploads/t1/alice/import/x/a.zip';
    const larger = memoryUploads({ size: 11, declaredSize: 10 });
    expect(await codeOf(mergeBatch(larger.objects, alice, { batch_id: 'b', key, parts: [] }))).toBe(
      ErrorCode.UPLOAD_TOO_LARGE,
    );
    expect(larger.log).toEqual([`delete ${key}`]);
    const shorter = memoryUploads({ size: 9, declaredSize: 10 });
    expect(await codeOf(mergeBatch(shorter.objects, alice, { batch_id: 'b', key, parts: [] }))).toBe(
      ErrorCode.UPLOAD_INCOMPLETE,
    );
    expect(
      await codeOf(mergeBatch(memoryUploads({ size: 10 }, false).objects, alice, { batch_id: 'b', key, parts: [] })),
    ).toBe(ErrorCode.UPLOAD_INCOMPLETE);
  });

  it('publishes an image by its bytes and refuses one that is not', async () => {
    const key = 'uploads/t1/alice/image/x/a.png';
    const image = memoryUploads({ size: 12, declaredSize: 12, head: PNG_HEAD });
    const merged = await mergeBatch(image.objects, alice, {
      batch_id: 'b',
      key,
      parts: [{ part_number: 1, etag: 'e' }],
    });
    expect(merged.url).toBe(`/${merged.key}`);
    expect(image.log).toEqual([`publish ${key} ${merged.key} image/png`, `delete ${key}`]);
    const html = memoryUploads({ size: 12, declaredSize: 12, head: Buffer.from('<!doctype html>') });
    expect(await codeOf(mergeBatch(html.objects, alice, { batch_id: 'b', key, parts: [] }))).toBe(
      ErrorCode.UPLOAD_TYPE_ILLEGAL,
    );
    expect(html.log).toEqual([`delete ${key}`]);
  });

  it('keeps an import archive where it was staged', async () => {
    const key = 'uploads/t1/alice/import/x/a.zip';
    expect(
      await mergeBatch(memoryUploads({ size: 10, declaredSize: 10 }).objects, alice, { batch_id: 'b', key, parts: [] }),
    ).toEqual({ key });
  });
});
