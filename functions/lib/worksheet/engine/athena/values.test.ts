import { describe, expect, it } from 'vitest';
import { athenaLiteral } from '../athena-engine.js';
import { tenantDatabase } from './glue-tables.js';
import { columnOf, valueOf } from './values.js';

describe('Athena answers as the DuckDB engine answers', () => {
  it('names types as DuckDB does', () => {
    expect(columnOf({ Name: 'n', Type: 'bigint' })).toEqual({ name: 'n', type: 'BIGINT' });
    expect(columnOf({ Name: 'd', Type: 'decimal', Precision: 12, Scale: 3 })).toEqual({
      name: 'd',
      type: 'DECIMAL(12,3)',
    });
  });

  it('maps cells to JSON values', () => {
    const value = (type: string, text?: string) =>
      valueOf(text === undefined ? {} : { VarCharValue: text }, columnOf({ Name: 'c', Type: type }));
    expect(value('bigint', '42')).toBe(42);
    expect(value('bigint', '9007199254740993')).toBe('9007199254740993');
    expect(value('decimal', '4.50')).toBe(4.5);
    expect(value('boolean', 'false')).toBe(false);
    expect(value('timestamp', '2026-01-02 03:04:05.000')).toBe('2026-01-02 03:04:05');
    expect(value('timestamp', '2026-01-02 03:04:05.250')).toBe('2026-01-02 03:04:05.250');
    expect(value('varchar')).toBeNull();
  });

  it('binds parameters as SQL literals', () => {
    expect(["it's", 3, 2.5, true, null].map(athenaLiteral)).toEqual(["'it''s'", '3', '2.5', 'true', 'NULL']);
  });

  it('gives each tenant its own Glue database, named without its id', () => {
    const a = tenantDatabase('wallboard_ws', 'tenant-a');
    expect(a).toMatch(/^wallboard_ws_[0-9a-f]{24}$/);
    expect(tenantDatabase('wallboard_ws', 'tenant-b')).not.toBe(a);
  });
});
