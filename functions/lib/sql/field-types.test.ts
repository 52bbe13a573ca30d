import { describe, expect, it } from 'vitest';
import type { EngineType } from '../../../shared/datasource/types.js';
import { fieldTypeOf, worksheetTypeOf } from './field-types.js';

describe('field types of columns', () => {
  it.each([
    ['postgresql', 'int4', 'number'],
    ['postgresql', 'numeric', 'number'],
    ['postgresql', 'timestamptz', 'datetime'],
    ['postgresql', 'date', 'date'],
    ['postgresql', 'bool', 'boolean'],
    ['mariadb', 'decimal', 'number'],
    ['mariadb', 'datetime', 'datetime'],
    ['sqlserver', 'datetime2', 'datetime'],
    ['sqlserver', 'datetimeoffset', 'datetime'],
    ['sqlserver', 'bit', 'boolean'],
    ['sqlserver', 'money', 'number'],
    ['sqlserver', 'nvarchar', 'string'],
    ['oracle', 'number', 'number'],
    ['oracle', 'binary_double', 'number'],
    ['oracle', 'timestamp with time zone', 'datetime'],
    ['saphana', 'seconddate', 'datetime'],
    ['saphana', 'smalldecimal', 'number'],
    ['hive', 'decimal(10,2)', 'number'],
    ['vertica', 'int', 'number'],
    ['mongodb', 'long', 'number'],
    ['mongodb', 'objectid', 'string'],
    ['kylin', 'varchar', 'string'],
  ] as const)('%s %s is a %s', (engine, type, expected) => {
    expect(fieldTypeOf(engine, type)).toBe(expected);
  });

  it('keeps the time of day of engines whose DATE is an instant', () => {
    expect(fieldTypeOf('oracle', 'date')).toBe('datetime');
    expect(fieldTypeOf('dameng', 'date')).toBe('datetime');
    expect(fieldTypeOf('mongodb', 'date')).toBe('datetime');
    expect(fieldTypeOf('mysql', 'date')).toBe('date');
  });
});

describe('worksheetTypeOf', () => {
  it('splits numbers into integers and decimals, and keeps the other kinds', () => {
    const cases: [EngineType, string, string][] = [
      ['postgresql', 'int4', 'integer'],
      ['postgresql', 'bigserial', 'integer'],
      ['mysql', 'tinyint(1) unsigned', 'integer'],
      ['mysql', 'decimal(10,2)', 'decimal'],
      ['oracle', 'number', 'decimal'],
      ['sqlserver', 'bit', 'boolean'],
      ['mysql', 'date', 'date'],
      ['oracle', 'date', 'datetime'],
      ['postgresql', 'timestamptz', 'datetime'],
      ['postgresql', 'jsonb', 'text'],
    ];
    for (const [engine, type, expected] of cases) expect(worksheetTypeOf(engine, type), type).toBe(expected);
  });
});
