import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { batchSkipCode, linksText } from './batchLinkShare';

const screen = { security_level: 'public' as const, published: true, can_manage: true };

describe('batch link sharing', () => {
  it('shares published screens one may manage, skips secret, unpublished and not managed ones', () => {
    expect(batchSkipCode(screen)).toBeNull();
    expect(batchSkipCode({ ...screen, security_level: 'secret' })).toBe(ErrorCode.SCREEN_SHARE_SECRET);
    expect(batchSkipCode({ ...screen, published: false })).toBe(ErrorCode.SCREEN_SHARE_UNPUBLISHED);
    expect(batchSkipCode({ ...screen, can_manage: false, security_level: 'secret' })).toBe(ErrorCode.PERMISSION_DENIED);
  });

  it('copies the links as name and link lines, without the skipped screens', () => {
    const text = linksText([
      { id: 'a', name: 'Lobby', link: 'https://wb.example/screen-share/share/t1' },
      { id: 'b', name: 'Draft', skipped: 'No published version' },
      { id: 'c', name: 'Sales', link: 'https://wb.example/screen-share/share/t2' },
    ]);
    expect(text).toBe(
      'Lobby\thttps://wb.example/screen-share/share/t1\nSales\thttps://wb.example/screen-share/share/t2',
    );
  });
});
