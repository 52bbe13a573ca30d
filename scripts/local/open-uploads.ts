import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { AbortMultipartUploadCommand, ListMultipartUploadsCommand, type S3Client } from '@aws-sdk/client-s3';

/**
 * The local stand-in for the buckets' lifecycle rule that aborts multipart uploads left open for
 * a day (infra/stacks/data-stack.ts): an upload whose client went away keeps its parts until
 * then. moto lists and aborts uploads as S3 does; s3rver implements neither, so its uploads are
 * found and removed in its folder, `<bucket>/._S3rver_uploads/<uploadId>`.
 */
export const OPEN_UPLOAD_MAX_AGE_MS = 24 * 3600 * 1000;

export type OpenUploadStore = { kind: 's3'; client: S3Client } | { kind: 's3rver'; dir: string };

/** Aborts the uploads of `bucket` started more than `maxAgeMs` before `now`; answers how many. */
export async function abortStaleUploads(
  store: OpenUploadStore,
  bucket: string,
  now: number,
  maxAgeMs = OPEN_UPLOAD_MAX_AGE_MS,
): Promise<number> {
  const startedBefore = now - maxAgeMs;
  if (store.kind === 's3rver') {
    const folder = join(store.dir, bucket, '._S3rver_uploads');
    const ids = await readdir(folder).catch(() => [] as string[]);
    let aborted = 0;
    for (const id of ids) {
      const started = (await stat(join(folder, id))).mtimeMs;
      if (started > startedBefore) continue;
      await rm(join(folder, id), { recursive: true, force: true });
      aborted++;
    }
    return aborted;
  }
  let aborted = 0;
  let keyMarker: string | undefined;
  let uploadIdMarker: string | undefined;
  do {
    const page = await store.client.send(
      new ListMultipartUploadsCommand({ Bucket: bucket, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }),
    );
    for (const upload of page.Uploads ?? []) {
      if (!upload.Key || !upload.UploadId || (upload.Initiated?.getTime() ?? now) > startedBefore) continue;
      await store.client.send(
        new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }),
      );
      aborted++;
    }
    keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
    uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
  } while (keyMarker);
  return aborted;
}
