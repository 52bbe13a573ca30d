import { Binary, Decimal128, Double, Int32, Long, ObjectId, Timestamp, UUID } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { bsonTypeName, DocumentRows, jsonSafe } from './values.js';

describe('MongoDB values as JSON', () => {
  it('writes BSON values as JSON-safe text and numbers', () => {
    const id = new ObjectId('65a1b2c3d4e5f60718293a4b');
    expect(jsonSafe(id)).toBe('65a1b2c3d4e5f60718293a4b');
    expect(jsonSafe(new Date('2024-03-01T10:00:00Z'))).toBe('2024-03-01T10:00:00.000Z');
    expect(jsonSafe(Decimal128.fromString('12345678901234567890.12'))).toBe('12345678901234567890.12');
    expect(jsonSafe(Long.fromString('42'))).toBe(42);
    expect(jsonSafe(Long.fromString('9223372036854775807'))).toBe('9223372036854775807');
    expect(jsonSafe(new Int32(7))).toBe(7);
    expect(jsonSafe(new Double(2.5))).toBe(2.5);
    expect(jsonSafe(new Binary(Buffer.from('hi')))).toBe('aGk=');
    expect(jsonSafe(new UUID('6f1c2e3a-1b2c-4d5e-8f90-1a2b3c4d5e6f'))).toBe('6f1c2e3a-1b2c-4d5e-8f90-1a2b3c4d5e6f');
    expect(jsonSafe(new Timestamp({ t: 1, i: 2 }))).toBe(4294967298);
    expect(jsonSafe(Number.NaN)).toBe('NaN');
    expect(jsonSafe(undefined)).toBeNull();
  });

  it('keeps nested documents and arrays as JSON, their values converted', () => {
    const nested = { a: { id: new ObjectId('65a1b2c3d4e5f60718293a4b'), at: [new Date(0)] } };
    expect(jsonSafe(nested)).toEqual({ a: { id: '65a1b2c3d4e5f60718293a4b', at: ['1970-01-01T00:00:00.000Z'] } });
    expect(JSON.stringify(jsonSafe(nested))).toContain('65a1b2c3d4e5f60718293a4b');
  });

  it('names BSON types as the $type operator does', () => {
    expect(bsonTypeName(new ObjectId())).toBe('objectid');
    expect(bsonTypeName(new Date())).toBe('date');
    expect(bsonTypeName(Decimal128.fromString('1'))).toBe('decimal');
    expect(bsonTypeName(Long.fromNumber(1))).toBe('long');
    expect(bsonTypeName(3)).toBe('int');
    expect(bsonTypeName(3.5)).toBe('double');
    expect(bsonTypeName('x')).toBe('string');
    expect(bsonTypeName(true)).toBe('bool');
    expect(bsonTypeName(null)).toBe('null');
    expect(bsonTypeName([1])).toBe('array');
    expect(bsonTypeName({ a: 1 })).toBe('object');
  });
});

describe('documents as rows', () => {
  it('unions top-level keys in first-seen order and pads rows', () => {
    const rows = new DocumentRows({ maxRows: 10, maxBytes: 10_000 });
    rows.add({ _id: new ObjectId('65a1b2c3d4e5f60718293a4b'), region: 'north', note: null });
    rows.add({ region: 'south', orders: 4, note: 'late' });
    expect(rows.result()).toEqual({
      columns: [
        { name: '_id', type: 'objectid' },
        { name: 'region', type: 'string' },
        { name: 'note', type: 'string' },
        { name: 'orders', type: 'int' },
      ],
      rows: [
        ['65a1b2c3d4e5f60718293a4b', 'north', null, null],
        [null, 'south', 'late', 4],
      ],
      truncated: false,
    });
  });

  it('stops at the row cap and at the byte cap, saying truncated', () => {
    const byRows = new DocumentRows({ maxRows: 2, maxBytes: 10_000 });
    expect([1, 2, 3].map((n) => byRows.add({ n }))).toEqual([true, true, false]);
    expect(byRows.result()).toMatchObject({ rows: [[1], [2]], truncated: true });

    const byBytes = new DocumentRows({ maxRows: 100, maxBytes: 30 });
    expect(byBytes.add({ text: 'a'.repeat(10) })).toBe(true);
    expect(byBytes.add({ other: 'b'.repeat(40) })).toBe(false);
    // A cut document adds no column.
    expect(byBytes.result()).toEqual({
      columns: [{ name: 'text', type: 'string' }],
      rows: [['aaaaaaaaaa']],
      truncated: true,
    });
  });
});
