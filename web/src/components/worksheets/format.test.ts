import { describe, expect, it } from 'vitest';
import { byteSize, count, duration } from './format';

describe('worksheet numbers as people read them', () => {
  it('sizes in the largest whole unit with one decimal', () => {
    expect(byteSize(512, 'en')).toBe('0.5 kB');
    expect(byteSize(1536, 'en')).toBe('1.5 kB');
    expect(byteSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(byteSize(0, 'en')).toBe('0 kB');
  });

  it('run lengths in ms, seconds, then minutes and seconds', () => {
    expect(duration(850, 'en')).toBe('850 ms');
    expect(duration(12_340, 'en')).toBe('12.3 sec');
    expect(duration(125_000, 'en')).toBe('2 min 5 sec');
    expect(duration(120_000, 'en')).toBe('2 min');
  });

  it('groups digits', () => {
    expect(count(50_000, 'en')).toBe('50,000');
    expect(count(50_000, 'zh')).toBe('50,000');
  });
});
