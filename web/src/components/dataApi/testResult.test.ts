import { describe, expect, it } from 'vitest';
import type { ApiRunResult } from '../../../../shared/acts/data-api.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { RpcError } from '../../api/errors';
import { cellText, GRID_ROWS, resultTable, testFailure } from './testResult';

const run = (data: unknown, columns: ApiRunResult['columns'] = []): ApiRunResult => ({
  data,
  columns,
  fields: [],
  truncated: false,
  elapsed_ms: 3,
  fetched_at: 0,
  cached: false,
});

describe('the test result', () => {
  it('shows a direct API’s rows under its columns, at most GRID_ROWS of them', () => {
    const rows = Array.from({ length: GRID_ROWS + 5 }, (_, i) => ({ id: i }));
    const table = resultTable(run(rows, [{ name: 'id', type: 'int4' }]));
    expect(table?.columns).toEqual([{ name: 'id', type: 'int4' }]);
    expect(table?.rows).toHaveLength(GRID_ROWS);
    expect(table?.total).toBe(GRID_ROWS + 5);
  });

  it('takes a proxy array’s keys as columns, and no table for other JSON', () => {
    expect(resultTable(run([{ a: 1 }, { b: 2 }]))?.columns.map((c) => c.name)).toEqual(['a', 'b']);
    expect(resultTable(run({ a: 1 }))).toBeNull();
    expect(resultTable(run([1, 2]))).toBeNull();
  });

  it('marks the columns holding only numbers', () => {
    const table = resultTable(
      run(
        [
          { id: 1, name: 'a', score: null },
          { id: 2, name: 'b', score: 3.5 },
        ],
        [
          { name: 'id', type: 'int4' },
          { name: 'name', type: 'text' },
          { name: 'score', type: 'numeric' },
        ],
      ),
    );
    expect([...(table?.numeric ?? [])]).toEqual(['id', 'score']);
  });

  it('spells cells out', () => {
    expect(cellText(null)).toBe('NULL');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
    expect(cellText(12.5)).toBe('12.5');
  });

  it('keeps the database’s message of a failure beside the catalogue text', () => {
    const error = new RpcError(ErrorCode.SQL_ERROR, 'SQL error', {
      data: { message: 'relation "nope" does not exist' },
    });
    expect(testFailure(error)).toEqual({
      code: ErrorCode.SQL_ERROR,
      text: 'SQL error',
      detail: 'relation "nope" does not exist',
    });
    expect(testFailure(new RpcError(ErrorCode.SQL_ERROR, 'SQL error')).detail).toBe('');
  });
});
