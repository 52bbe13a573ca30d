import { describe, expect, it } from 'vitest';
import { attachment, datedFileName } from './s3-objects.js';

const DAY = Date.UTC(2026, 11, 7, 23, 30);

describe('datedFileName', () => {
  it('names a download after its title and the day', () => {
    expect(datedFileName('Sales wall', 'screens', DAY, 'zip')).toBe('Sales wall-2026-12-07.zip');
    expect(datedFileName('销售大屏', 'screens', DAY, 'zip')).toBe('销售大屏-2026-12-07.zip');
  });

  it('takes out what file systems refuse, and falls back when nothing is left', () => {
    expect(datedFileName('Q1/Q2: "north"\u0007', 'worksheet', DAY, 'csv')).toBe('Q1_Q2_ _north_-2026-12-07.csv');
    expect(datedFileName(' \\/ ', 'worksheet', DAY, 'csv')).toBe('_-2026-12-07.csv');
    expect(datedFileName('   ', 'worksheet', DAY, 'csv')).toBe('worksheet-2026-12-07.csv');
  });
});

describe('attachment', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachment('销售 "x".zip')).toBe(
      `attachment; filename="__ _x_.zip"; filename*=UTF-8''${encodeURIComponent('销售 "x".zip')}`,
    );
  });
});
