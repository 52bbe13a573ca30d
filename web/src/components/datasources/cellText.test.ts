import { describe, expect, it } from 'vitest';
import { cellText, isNumericType } from './cellText';

describe('a preview cell', () => {
  it('keeps NULL apart from text and writes JSON, numbers and bytes readably', () => {
    expect(cellText(null)).toBeNull();
    expect(cellText('')).toBe('');
    expect(cellText(0)).toBe('0');
    expect(cellText(false)).toBe('false');
    expect(cellText({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(cellText({ type: 'Buffer', data: [1, 2, 3] })).toBe('<3 bytes>');
    expect(cellText('x'.repeat(3000))).toHaveLength(2001);
  });
});

describe('numeric column types', () => {
  it('are the integer, decimal and float types of PostgreSQL and MariaDB', () => {
    for (const type of [
      'int4',
      'integer',
      'bigint',
      'numeric',
      'numeric(10,2)',
      'decimal(10,2)',
      'double precision',
      'float8',
      'int unsigned',
      'tinyint',
    ])
      expect(isNumericType(type), type).toBe(true);
    for (const type of ['text', 'varchar(20)', 'interval', 'timestamp', 'point', 'json'])
      expect(isNumericType(type), type).toBe(false);
  });
});
