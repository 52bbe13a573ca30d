import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type Emulator } from './emulators.js';
import { waitFor } from './ports.js';

/** s3rver runs in a supervised child: when it dies it comes back on the same port with the same data. */
describe('s3rver supervisor', () => {
  let dir: string;
  let emulator: Emulator;
  let client: S3Client;
  beforeAll(async () => {
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
    dir = mkdtempSync(join(tmpdir(), 'wallboard-s3rver-'));
    emulator = await startS3rver({ dir });
    client = new S3Client({
      endpoint: emulator.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  }, 60_000);
  afterAll(async () => {
    client.destroy();
    await emulator.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is restarted on the same endpoint and data folder after its process is killed', async () => {
    await client.send(new CreateBucketCommand({ Bucket: 'kept' }));
    await client.send(new PutObjectCommand({ Bucket: 'kept', Key: 'a.txt', Body: 'still here' }));
    const first = emulator.pid?.();
    expect(first).toBeTypeOf('number');
    expect(first).not.toBe(process.pid);
    process.kill(first ?? 0, 'SIGKILL');
    await waitFor(
      'the restarted s3rver',
      async () => {
        const out = await client.send(new GetObjectCommand({ Bucket: 'kept', Key: 'a.txt' }));
        expect(await out.Body?.transformToString()).toBe('still here');
      },
      20_000,
    );
    expect(emulator.pid?.()).not.toBe(first);
  }, 60_000);
});
