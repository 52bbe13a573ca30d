import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectsCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../../lib/clients.js';
import { env } from '../../lib/env.js';
import { isMissingObject } from '../../lib/s3-objects.js';

/**
 * The S3 side of worksheet runs, streamed to and from Lambda's /tmp so that no file is held in
 * memory whole: an upload read to a temp file, a Parquet file put under worksheetKeys, a
 * generation's objects deleted.
 */

/** Runs `work` with a fresh folder of the temp directory (Lambda's /tmp), removed after it, whatever happens. */
export async function withScratch<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'worksheet-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Whether the assets bucket holds an object under `key` (a merged upload). */
export async function assetExists(key: string): Promise<boolean> {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: env.assetsBucket(), Key: key }));
    return true;
  } catch (error) {
    if (isMissingObject(error)) return false;
    throw error;
  }
}

/**
 * Puts a local Parquet file under `key` of the assets bucket. Its bytes are sent whole: a stream
 * body makes the SDK send aws-chunked content with a trailing checksum, which the local emulator
 * stores as is. Parquet is compressed columnar data, far smaller than the rows it holds.
 */
export async function putParquet(key: string, path: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: env.assetsBucket(),
      Key: key,
      Body: await readFile(path),
      ContentType: 'application/vnd.apache.parquet',
      CacheControl: 'private, no-store',
    }),
  );
}

/** Deletes objects of the assets bucket, 1000 a call. */
export async function deleteAssets(keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    await s3().send(
      new DeleteObjectsCommand({
        Bucket: env.assetsBucket(),
        Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }
}

/** Deletes every object under `prefix` of the assets bucket (a worksheet's folder). */
export async function deleteAssetPrefix(prefix: string): Promise<void> {
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: env.assetsBucket(), Prefix: prefix, ContinuationToken: token }),
    );
    await deleteAssets((page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
    token = page.NextContinuationToken;
  } while (token);
}
