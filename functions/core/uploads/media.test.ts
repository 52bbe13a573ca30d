import { describe, expect, it } from 'vitest';
import { sniffMedia } from './media.js';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const webp = Buffer.concat([Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1')]);
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1')]);
const webm = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
  Buffer.from('webm', 'latin1'),
]);
const mkv = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x88]),
  Buffer.from('matroska', 'latin1'),
]);

describe('media sniffing', () => {
  it('names a file by its first bytes, within the purpose', () => {
    expect(sniffMedia(png, 'image')?.contentType).toBe('image/png');
    expect(sniffMedia(jpeg, 'image')?.extension).toBe('jpg');
    expect(sniffMedia(webp, 'image')?.contentType).toBe('image/webp');
    expect(sniffMedia(mp4, 'video')?.contentType).toBe('video/mp4');
    expect(sniffMedia(webm, 'video')?.extension).toBe('webm');
  });

  it('refuses what the purpose does not take, and look-alikes', () => {
    expect(sniffMedia(png, 'video')).toBeUndefined();
    expect(sniffMedia(mp4, 'image')).toBeUndefined();
    expect(sniffMedia(mkv, 'video')).toBeUndefined();
    expect(sniffMedia(Buffer.from('<!doctype html><svg onload=alert(1)>'), 'image')).toBeUndefined();
    expect(sniffMedia(Buffer.alloc(0), 'video')).toBeUndefined();
  });
});
