import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../shared/limits.js';
import { thumbnailExtension, thumbnailFromBytes, thumbnailFromDataUrl } from './thumbnails.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const webp = (bytes: number) => {
  const body = Buffer.alloc(bytes, 0);
  body.write('RIFF', 0, 'latin1');
  body.write('WEBPVP8L', 8, 'latin1');
  return body;
};
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: number }).code;
  }
  return undefined;
};

describe('thumbnail check', () => {
  it('takes WebP and PNG with their type and extension', () => {
    expect(thumbnailFromDataUrl(`data:image/webp;base64,${webp(64).toString('base64')}`)).toMatchObject({
      contentType: 'image/webp',
      extension: 'webp',
    });
    expect(thumbnailFromBytes(PNG)).toMatchObject({ contentType: 'image/png', extension: 'png' });
  });

  it('refuses bytes past the limit as too large, at exactly the limit not', () => {
    expect(thumbnailFromBytes(webp(LIMITS.thumbnail.maxBytes)).bytes.length).toBe(LIMITS.thumbnail.maxBytes);
    expect(refusal(() => thumbnailFromBytes(webp(LIMITS.thumbnail.maxBytes + 1)))).toBe(ErrorCode.UPLOAD_TOO_LARGE);
  });

  it('refuses other bytes, a JPEG, and a declared type the bytes do not match', () => {
    expect(refusal(() => thumbnailFromBytes(Buffer.from('GIF89a')))).toBe(ErrorCode.UPLOAD_TYPE_ILLEGAL);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]).toString('base64');
    expect(refusal(() => thumbnailFromDataUrl(`data:image/jpeg;base64,${jpeg}`))).toBe(ErrorCode.UPLOAD_TYPE_ILLEGAL);
    expect(refusal(() => thumbnailFromDataUrl(`data:image/webp;base64,${PNG.toString('base64')}`))).toBe(
      ErrorCode.UPLOAD_TYPE_ILLEGAL,
    );
  });

  it('reads the extension of stored keys, old PNG keys included', () => {
    expect(thumbnailExtension('thumbs/t/s/abc.webp')).toBe('webp');
    expect(thumbnailExtension('thumbs/t/s/versions/v.png')).toBe('png');
  });
});
