import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorksheetField } from '../../../../shared/datasource/worksheet.js';
import { worksheetImporter } from './index.js';
import { readParquet, scratchDir } from './test-files.js';

let scratch: Awaited<ReturnType<typeof scratchDir>>;
beforeAll(async () => {
  scratch = await scratchDir();
});
afterAll(() => scratch.remove());

async function* rowsOf(rows: readonly (readonly unknown[])[]): AsyncGenerator<readonly unknown[]> {
  for (const row of rows) yield await Promise.resolve(row);
}

describe('writing database extract rows to Parquet', () => {
  const fields: WorksheetField[] = [
    { name: 'id', type: 'integer', source: 'id' },
    { name: 'price', type: 'decimal', source: 'price' },
    { name: 'day', type: 'date', source: 'day' },
    { name: 'at', type: 'datetime', source: 'at' },
    { name: 'active', type: 'boolean', source: 'active' },
    { name: 'select', type: 'text', source: 'select' },
  ];

  it('keeps driver values (bigint, numeric text, Date, boolean) typed, and null as NULL', async () => {
    const at = new Date(Date.UTC(2024, 2, 4, 5, 6, 7, 89));
    const output = await worksheetImporter.writeParquet(
      fields,
      rowsOf([
        [9_007_199_254_740_993n, '12.50', new Date(Date.UTC(2024, 2, 4)), at, true, 'a "quoted" name'],
        [2, null, null, null, null, null],
      ]),
      scratch.path('extract.parquet'),
    );
    expect(output.rows).toBe(2);
    const { types, rows } = await readParquet(output.path);
    expect(types).toEqual({
      id: 'BIGINT',
      price: 'DOUBLE',
      day: 'DATE',
      at: 'TIMESTAMP',
      active: 'BOOLEAN',
      select: 'VARCHAR',
    });
    expect(rows[0]).toMatchObject({ id: 9_007_199_254_740_993n, price: 12.5, active: true, select: 'a "quoted" name' });
    expect(rows[0]?.['at']).toEqual(at);
    expect(rows[1]).toEqual({ id: 2n, price: null, day: null, at: null, active: null, select: null });
  });

  it('writes an empty extract as a Parquet file with the columns and no rows', async () => {
    const output = await worksheetImporter.writeParquet(fields, rowsOf([]), scratch.path('empty.parquet'));
    expect(output.rows).toBe(0);
    expect(Object.keys((await readParquet(output.path)).types)).toEqual(fields.map((field) => field.name));
  });
});
