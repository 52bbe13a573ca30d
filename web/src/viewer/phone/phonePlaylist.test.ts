import { describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../../../../shared/screen/document.js';
import { phoneDocument, phonePlaylist } from './phonePlaylist';

const screens = [{ _id: 'w1' }, { _id: 'm1' }, { _id: 'm2' }];

describe('phonePlaylist', () => {
  it('plays the rules’ screens in their order, skipping ids no longer there', () => {
    expect(phonePlaylist(screens, { mode: 'mobile', screens: ['m2', 'gone', 'm1'] })).toEqual([
      { _id: 'm2' },
      { _id: 'm1' },
    ]);
  });

  it('leaves the wall’s list when there are no rules or none of their screens is left', () => {
    expect(phonePlaylist(screens, null)).toBeUndefined();
    expect(phonePlaylist(screens, { mode: 'reflow', screens: ['gone'] })).toBeUndefined();
  });
});

describe('phoneDocument', () => {
  const wall = { config: { width: 1920, height: 1080, scaling: 'fullscreen' } } as unknown as ScreenDocument;

  it('reflows a wall screen in mode reflow and leaves a mobile screen as drawn', () => {
    expect(phoneDocument('reflow', wall).config.scaling).toBe('mobile');
    expect(wall.config.scaling).toBe('fullscreen');
    expect(phoneDocument('mobile', wall)).toBe(wall);
  });
});
