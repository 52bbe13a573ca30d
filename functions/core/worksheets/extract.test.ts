import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { extractStatement, fieldRows, maxWatermark } from './extract.js';
import type { RowStream } from '../../lib/sql/session.js';

const table = { kind: 'table', datasource_id: 'c1', schema: 'public', table: 'orders' } as const;
const sql = { kind: 'sql', datasource_id: 'c1', sql: "SELECT * FROM orders WHERE region = '东'" } as const;

describe('worksheet extracts', () => {
  it('reads a whole table or statement on a full load', () => {
    expect(extractStatement('postgresql', { source: table })).toEqual({
      statement: 'SELECT * FROM "public"."orders"',
      params: [],
    });
    expect(extractStatement('postgresql', { source: sql })).toEqual({ statement: sql.sql, params: [] });
  });

  it('binds the watermark and wraps a statement as a subquery on an incremental load', () => {
    expect(extractStatement('postgresql', { source: table, after: { column: 'id', value: 41 } })).toEqual({
      statement: 'SELECT * FROM "public"."orders" WHERE "id" > $1',
      params: [41],
    });
    expect(
      extractStatement('mariadb', { source: sql, after: { column: 'updated at', value: '2026-01-01T00:00:00.000Z' } }),
    ).toEqual({
      statement: `SELECT * FROM (${sql.sql}) ws_source WHERE \`updated at\` > ?`,
      params: ['2026-01-01T00:00:00.000Z'],
    });
  });

  it('quotes a hostile column name instead of running it', () => {
    const { statement } = extractStatement('postgresql', {
      source: table,
      after: { column: 'id" OR 1=1 --', value: 0 },
    });
    expect(statement).toBe('SELECT * FROM "public"."orders" WHERE "id"" OR 1=1 --" > $1');
  });

  it('refuses incremental loads where the engine binds no parameters', () => {
    expect(() => extractStatement('hive', { source: table, after: { column: 'id', value: 1 } })).toThrow(
      expect.objectContaining({ code: ErrorCode.WORKSHEET_INCREMENTAL_UNSUPPORTED }),
    );
  });

  it('keeps the largest value of the column: numbers, big integers and instants', () => {
    expect(maxWatermark([[3], [10], [null], [7]], 0, undefined)).toBe(10);
    expect(maxWatermark([[2]], 0, 5)).toBe(5);
    expect(maxWatermark([[9007199254740993n], [9007199254740992n]], 0, '9007199254740991')).toBe('9007199254740993');
    expect(maxWatermark([[new Date('2026-01-02T00:00:00Z')], [new Date('2026-01-01T00:00:00Z')]], 0, undefined)).toBe(
      '2026-01-02T00:00:00.000Z',
    );
    expect(maxWatermark([], 0, undefined)).toBeUndefined();
  });
});

function streamOf(batches: unknown[][][]): RowStream {
  async function* each(): AsyncGenerator<unknown[][]> {
    yield* batches;
  }
  return {
    columns: [
      { name: 'id', type: 'int4' },
      { name: 'region', type: 'text' },
    ],
    batches: each(),
    truncated: false,
  };
}

describe('streamed extract rows', () => {
  it('yields rows in field order across batches, the watermark followed along', async () => {
    const extract = await fieldRows(
      streamOf([
        [
          [3, 'a'],
          [9, 'b'],
        ],
        [[5, 'c']],
      ]),
      [1, 0],
      0,
      2,
    );
    expect(extract.empty).toBe(false);
    const rows: unknown[] = [];
    for await (const row of extract.rows) rows.push(row);
    expect(rows).toEqual([
      ['a', 3],
      ['b', 9],
      ['c', 5],
    ]);
    expect(extract.watermark()).toBe(9);
  });

  it('says an extract with no rows is empty and keeps the watermark it started from', async () => {
    const extract = await fieldRows(streamOf([]), [0], 0, 7);
    expect(extract.empty).toBe(true);
    expect(extract.watermark()).toBe(7);
    expect((await fieldRows(streamOf([[[1, 'x']]]), [0], -1, 7)).watermark()).toBeUndefined();
  });
});
