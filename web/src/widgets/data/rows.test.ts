import { describe, expect, it } from 'vitest';
import { cellTextOf } from './rows';

describe('cellTextOf', () => {
  it("shows a sum's binary noise as the number it is, and keeps every other value as it is", () => {
    expect(cellTextOf(15554040.780000012)).toBe('15554040.78');
    expect(cellTextOf(22444298.7200001)).toBe('22444298.72');
    expect(cellTextOf(0.1 + 0.2)).toBe('0.3');
    expect(cellTextOf(1234.5678)).toBe('1234.5678');
    expect(cellTextOf(2 ** 53 + 2)).toBe('9007199254740994');
    expect(cellTextOf('2026-11-01')).toBe('2026-11-01');
    expect(cellTextOf(null)).toBe('');
    expect(cellTextOf({ a: 1 })).toBe('{"a":1}');
  });
});
