import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../../shared/limits.js';
import { dataUrlBytes, encodeWithinLimit, thumbnailSize } from './size';

const dataUrlOf = (bytes: number) => `data:image/webp;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

describe('thumbnail size', () => {
  it('draws a wide screen 480 px wide at its aspect ratio', () => {
    expect(thumbnailSize({ width: 1920, height: 1080 })).toEqual({ width: 480, height: 270, scale: 0.25 });
    expect(thumbnailSize({ width: 3840, height: 1080 })).toEqual({ width: 480, height: 135, scale: 0.125 });
  });

  it('draws a tall mobile screen 480 px wide too, and never enlarges a small one', () => {
    expect(thumbnailSize({ width: 750, height: 1334 })).toMatchObject({ width: 480, height: 854 });
    expect(thumbnailSize({ width: 320, height: 200 })).toEqual({ width: 320, height: 200, scale: 1 });
  });
});

describe('data URL bytes', () => {
  it('counts the decoded bytes, padding included', () => {
    for (const n of [1, 2, 3, 4, 1000, 1001, 1002]) expect(dataUrlBytes(dataUrlOf(n))).toBe(n);
  });
});

describe('encoding within the limit', () => {
  it('keeps the best quality that fits', () => {
    const tried: number[] = [];
    const picture = encodeWithinLimit((quality) => {
      tried.push(quality);
      return dataUrlOf(quality > 0.5 ? LIMITS.thumbnail.maxBytes + 1 : LIMITS.thumbnail.maxBytes);
    });
    expect(tried).toEqual([0.8, 0.6, 0.4]);
    expect(dataUrlBytes(picture ?? '')).toBe(LIMITS.thumbnail.maxBytes);
  });

  it('gives up rather than send what the server would refuse', () => {
    expect(encodeWithinLimit(() => dataUrlOf(LIMITS.thumbnail.maxBytes + 1))).toBeNull();
  });
});
