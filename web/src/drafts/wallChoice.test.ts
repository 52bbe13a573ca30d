import { describe, expect, it } from 'vitest';
import { readWallChoice, writeWallChoice } from './wallChoice';

describe('the wall Chart this drafts on', () => {
  it('comes back as it was kept', () => {
    const choice = { size: { width: 3840, height: 2160 }, theme: 'neon' };
    expect(readWallChoice(writeWallChoice(choice))).toEqual(choice);
    expect(readWallChoice(writeWallChoice({}))).toEqual({});
  });

  it('is the default for nothing kept, or for what is not a size or theme offered', () => {
    expect(readWallChoice(null)).toEqual({});
    expect(readWallChoice('not json')).toEqual({});
    expect(readWallChoice('{"size":"1x1","theme":"neon"}')).toEqual({});
    expect(readWallChoice('{"theme":"nope"}')).toEqual({});
    expect(readWallChoice('{"size":"750x1334"}')).toEqual({ size: { width: 750, height: 1334 } });
  });
});
