import { LIMITS } from '../../shared/limits.js';
import { newId } from '../lib/crypto/tokens.js';
import { updateUser } from '../lib/data/users.js';
import { fail } from '../lib/errors.js';
import { EXTENSIONS, decodeImage } from '../lib/images.js';
import { assetKeys, assetUrl, putAsset } from '../lib/s3-objects.js';

/** Stores a new avatar image in S3 and answers a signed URL to it. */
export async function changeAvatar(userId: string, dataUrl: string): Promise<{ avatar: string }> {
  const image = decodeImage(dataUrl, ['png', 'jpeg', 'webp'], LIMITS.avatarMaxBytes);
  if (!image) fail('AVATAR_INVALID');
  const key = assetKeys.avatar(userId, newId(), EXTENSIONS[image.type]);
  await putAsset(key, image.bytes, `image/${image.type}`);
  await updateUser(userId, { avatarKey: key });
  return { avatar: await assetUrl(key) };
}
