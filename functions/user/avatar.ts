import { PutObjectCommand } from '@aws-sdk/client-s3';
import { LIMITS } from '../../shared/limits.js';
import { s3 } from '../lib/clients.js';
import { newId } from '../lib/crypto/tokens.js';
import { updateUser } from '../lib/data/users.js';
import { env } from '../lib/env.js';
import { fail } from '../lib/errors.js';
import { avatarUrl } from './login-result.js';

/** Magic numbers of the image types we accept; the declared type must match the bytes. */
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** Stores a new avatar image in S3 and answers a signed URL to it. */
export async function changeAvatar(userId: string, dataUrl: string): Promise<{ avatar: string }> {
  const match = /^data:image\/(png|jpeg|webp);base64,(.+)$/.exec(dataUrl);
  const type = match?.[1];
  const bytes = Buffer.from(match?.[2] ?? '', 'base64');
  const looksRight = type !== undefined && SIGNATURES[type]?.(bytes) === true;
  if (!looksRight || bytes.length === 0 || bytes.length > LIMITS.avatarMaxBytes) fail('AVATAR_INVALID');
  const key = `avatars/${userId}/${newId()}.${type === 'jpeg' ? 'jpg' : type}`;
  await s3().send(
    new PutObjectCommand({ Bucket: env.assetsBucket(), Key: key, Body: bytes, ContentType: `image/${type}`, CacheControl: 'private, max-age=604800' }),
  );
  await updateUser(userId, { avatarKey: key });
  return { avatar: await avatarUrl(key) };
}
