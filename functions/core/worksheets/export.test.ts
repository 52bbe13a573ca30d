import { describe, expect, it } from 'vitest';
import { csvCell } from './export.js';

describe('worksheet CSV cells', () => {
  it('prefixes cells a spreadsheet would run as formulas', () => {
    for (const text of ['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx']) expect(csvCell(text)).toBe(`'${text}`);
  });

  it('writes other values as they are: numbers (negative ones too), instants, empty cells', () => {
    expect(csvCell('华东')).toBe('华东');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T00:00:00.000Z');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12n)).toBe('12');
  });
});
