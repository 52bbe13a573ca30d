import { describe, expect, it } from 'vitest';
import { defaultSchema, quoteName, SqlCatalog, type SchemaSource } from './sqlCatalog';

function countingSource(failFirst = false) {
  const calls: string[] = [];
  let failed = !failFirst;
  const source: SchemaSource = {
    tables: (schema) => {
      calls.push(`tables ${schema}`);
      if (!failed) {
        failed = true;
        return Promise.reject(new Error('down'));
      }
      return Promise.resolve(['orders', 'sales']);
    },
    columns: (schema, table) => {
      calls.push(`columns ${schema}.${table}`);
      return Promise.resolve([{ name: 'id', type: 'int4' }]);
    },
  };
  return { source, calls };
}

describe('SqlCatalog', () => {
  it('reads tables and each table’s columns once', async () => {
    const { source, calls } = countingSource();
    const catalog = new SqlCatalog(source, 'public');
    await Promise.all([catalog.tables(), catalog.tables(), catalog.columns('sales'), catalog.columns('sales')]);
    expect(calls).toEqual(['tables public', 'columns public.sales']);
    expect([...catalog.loadedColumns().keys()]).toEqual(['sales']);
  });

  it('forgets a failed read so the next ask tries again', async () => {
    const { source, calls } = countingSource(true);
    const catalog = new SqlCatalog(source, 'public');
    expect(await catalog.tables()).toEqual([]);
    expect(await catalog.tables()).toEqual(['orders', 'sales']);
    expect(calls).toEqual(['tables public', 'tables public']);
  });

  it('offers nothing without a connection or schema', async () => {
    expect(await new SqlCatalog(null, 'public').tables()).toEqual([]);
    expect(await new SqlCatalog(countingSource().source, '').columns('t')).toEqual([]);
  });
});

describe('defaultSchema', () => {
  it('prefers the connection’s schema, then public, then the database, then the first', () => {
    expect(defaultSchema(['audit', 'public'], { schema: 'audit', database: 'test' })).toBe('audit');
    expect(defaultSchema(['audit', 'public'], { schema: '', database: 'test' })).toBe('public');
    expect(defaultSchema(['mysql', 'test'], { database: 'test' })).toBe('test');
    expect(defaultSchema(['a', 'b'], { schema: 'gone' })).toBe('a');
    expect(defaultSchema([], { database: 'x' })).toBe('');
  });
});

describe('quoteName', () => {
  it('quotes only what needs it, per dialect', () => {
    expect(quoteName('sales_2026', 'postgresql')).toBe('sales_2026');
    expect(quoteName('Order Items', 'postgresql')).toBe('"Order Items"');
    expect(quoteName('a"b', 'postgresql')).toBe('"a""b"');
    expect(quoteName('Order Items', 'mariadb')).toBe('`Order Items`');
    // MongoDB's query is JSON: names are JSON strings, escaped as JSON.
    expect(quoteName('orders', 'mongodb')).toBe('"orders"');
    expect(quoteName('a"b\\c', 'mongodb')).toBe('"a\\"b\\\\c"');
  });
});
