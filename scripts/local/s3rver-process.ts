import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import S3rver, { type S3rverStore } from 's3rver';
import S3Error from 's3rver/lib/models/error.js';

/**
 * s3rver in a process of its own (spawned and supervised by `startS3rver` in emulators.ts): an
 * error inside the emulator costs at most this process, which the supervisor restarts on the
 * same port and data folder, never the gateway and the handlers.
 *
 * It also answers a CompleteMultipartUpload as S3 does where s3rver did not: a part that was
 * never uploaded, or whose ETag differs, is `InvalidPart` (s3rver opened the missing part's file
 * in a stream nobody listened to, and its ENOENT killed the process), and an upload id that is
 * not one of its own (hex) is `NoSuchUpload`, before it becomes a path on disk.
 *
 * Usage: node --import tsx s3rver-process.ts <directory> <port>
 */
const [directory, port] = process.argv.slice(2);
if (!directory || !port) {
  console.error('usage: s3rver-process.ts <directory> <port>');
  process.exit(2);
}

const UPLOAD_ID = /^[0-9a-f]{32}$/;

function md5Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('md5');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Checks every named part against what was uploaded before s3rver concatenates them. */
function guardMultipart(store: S3rverStore): void {
  const original = store.putObjectMultipart.bind(store);
  store.putObjectMultipart = async (bucket, uploadId, parts) => {
    if (!UPLOAD_ID.test(uploadId)) throw new S3Error('NoSuchUpload', 'The specified upload does not exist.');
    const uploadDir = join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    if (
      !(await stat(uploadDir).then(
        (s) => s.isDirectory(),
        () => false,
      ))
    )
      throw new S3Error('NoSuchUpload', 'The specified upload does not exist.');
    for (const part of parts) {
      const file = join(uploadDir, String(part.number));
      const uploaded =
        Number.isInteger(part.number) &&
        part.number > 0 &&
        (await stat(file).then(
          (s) => s.isFile(),
          () => false,
        ));
      if (!uploaded || (await md5Of(file)) !== part.etag) {
        throw new S3Error(
          'InvalidPart',
          'One or more of the specified parts could not be found or its entity tag did not match.',
        );
      }
    }
    return original(bucket, uploadId, parts);
  };
}

const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  directory,
  vhostBuckets: false,
  allowMismatchedSignatures: true,
});
guardMultipart(server.store);
await server.run();
// The supervisor holds the other end of the IPC channel: without it this process has no purpose.
process.on('disconnect', () => {
  void server.close().finally(() => process.exit(0));
});
process.send?.('ready');
