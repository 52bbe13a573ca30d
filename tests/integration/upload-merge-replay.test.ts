import { CreateMultipartUploadCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { awsUploads } from '../../functions/core/uploads/aws-uploads.js';
import { s3 } from '../../functions/lib/clients.js';
import { env } from '../../functions/lib/env.js';
import { abortStaleUploads, OPEN_UPLOAD_MAX_AGE_MS, type OpenUploadStore } from '../../scripts/local/open-uploads.js';
import { ownStack } from './helpers/stack.js';

/**
 * A merge whose answer was lost after S3 completed it: the SDK's retry (or the user's) finds no
 * such upload, and the merge still answers success when the upload's object is there
 * (functions/core/uploads/aws-uploads.ts), against the suite's S3 emulator.
 */
async function stagedParts(key: string): Promise<{ uploadId: string; parts: { PartNumber: number; ETag: string }[] }> {
  const opened = await s3().send(new CreateMultipartUploadCommand({ Bucket: env.assetsBucket(), Key: key }));
  const uploadId = opened.UploadId ?? '';
  // Every part but the last holds at least 5 MiB, as S3 requires.
  const bodies = [Buffer.alloc(5 * 1024 * 1024, 1), Buffer.from('the last part')];
  const parts = [];
  for (const [index, body] of bodies.entries()) {
    const out = await s3().send(
      new UploadPartCommand({
        Bucket: env.assetsBucket(),
        Key: key,
        UploadId: uploadId,
        PartNumber: index + 1,
        Body: body,
      }),
    );
    parts.push({ PartNumber: index + 1, ETag: out.ETag ?? '' });
  }
  return { uploadId, parts };
}

describe('an upload merge replayed after it completed', () => {
  it('answers success when the object the upload made is there', async () => {
    const key = `uploads/replay/${Date.now().toString(36)}/file.bin`;
    const { uploadId, parts } = await stagedParts(key);
    expect(await awsUploads.completeMultipartUpload(key, uploadId, parts)).toBe(true);
    // The replay: the upload is gone, the object it made is there.
    expect(await awsUploads.completeMultipartUpload(key, uploadId, parts)).toBe(true);
    expect((await awsUploads.stagedObject(key)).size).toBe(5 * 1024 * 1024 + 'the last part'.length);
  });
});

describe('uploads left open', () => {
  const store = (): OpenUploadStore => {
    const dir = ownStack().env.LOCAL_S3_DIR;
    return dir ? { kind: 's3rver', dir } : { kind: 's3', client: s3() };
  };

  it('are aborted once older than a day, and a recent one is kept', async () => {
    const key = `uploads/left-open/${Date.now().toString(36)}/file.bin`;
    const { uploadId, parts } = await stagedParts(key);
    // Started just now: a day has not passed (moto dates every upload in 2010, so there it cannot tell).
    if (process.env.WALLBOARD_EMULATOR !== 'moto')
      expect(await abortStaleUploads(store(), env.assetsBucket(), Date.now())).toBe(0);
    // A day and a minute later, it is aborted (with any other test's upload left open): its parts
    // cannot be merged any more.
    expect(
      await abortStaleUploads(store(), env.assetsBucket(), Date.now() + OPEN_UPLOAD_MAX_AGE_MS + 60_000),
    ).toBeGreaterThanOrEqual(1);
    // (moto answers the merge of an aborted upload with a malformed body: a failure all the same).
    expect(await awsUploads.completeMultipartUpload(key, uploadId, parts).catch(() => false)).toBe(false);
  });
});
