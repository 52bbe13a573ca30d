import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKSHEET_FIELD_TYPES, type WorksheetField } from '../../../../shared/datasource/worksheet.js';
import { worksheetImporter } from './index.js';
import { DEFAULT_READING, readParquet, readParquetText, scratchDir } from './test-files.js';

let scratch: Awaited<ReturnType<typeof scratchDir>>;
beforeAll(async () => {
  scratch = await scratchDir();
});
afterAll(() => scratch.remove());

/** Cells at the edges of cells.ts's rules: each must convert in SQL as it does in values.ts. */
const TRICKY_CELLS = [
  '1',
  ' +5 ',
  '-0',
  '007',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775808',
  '2.5',
  '.5',
  '5.',
  '-3e2',
  '+.5e+3',
  '1e400',
  '1e-400',
  '1,5',
  'Infinity',
  'NaN',
  '0x10',
  '１２',
  '\u00a012\u3000',
  '2024-01-31',
  '2024/2/1',
  '2024-1-2',
  '2024-02-29',
  '2023-02-29',
  '2024-02-30',
  '2024-13-01',
  '2024-01/31',
  '0050-01-01',
  '0100-01-01',
  '\t2024-01-31\t',
  '2024-01-31 08:30',
  '2024/01/31 8:05:09',
  '2024-01-31T08:30:15Z',
  '2024-01-31t08:30:15.1234567 +05:30',
  '2024-01-31 23:30-0200',
  '2024-01-31 08:30 Z',
  '2024-01-31 08:30+0530',
  '2024-01-31 24:00',
  '2024-01-31 10:60',
  '2024-01-31 10:00:60',
  '2024-01-31 10:00:00.',
  '1969-12-31T23:59:59.9999',
  '1960-06-01 12:00:00.25+01:00',
  'TRUE',
  ' no ',
  'Yes',
  'y',
  'x',
  '',
  ' ',
  'a "quoted", text\nline',
];

const quoted = (cell: string): string => `"${cell.replaceAll('"', '""')}"`;

describe('converting CSV cells to field types in SQL', () => {
  it('gives every tricky cell the value the appender path gives it, for every type', async () => {
    const fields: WorksheetField[] = WORKSHEET_FIELD_TYPES.map((type, index) => ({ name: type, type, source: index }));
    const csv = [
      WORKSHEET_FIELD_TYPES.join(','),
      ...TRICKY_CELLS.map((cell) => fields.map(() => quoted(cell)).join(',')),
    ].join('\n');
    const path = await scratch.write('tricky.csv', `${csv}\n`);
    const reading = { ...DEFAULT_READING, delimiter: ',' as const };
    const viaSql = await worksheetImporter.importFile(
      { path, format: 'csv' },
      reading,
      fields,
      scratch.path('sql.parquet'),
    );
    async function* cellRows() {
      for (const cell of TRICKY_CELLS) yield await Promise.resolve(fields.map(() => cell));
    }
    const viaAppender = await worksheetImporter.writeParquet(fields, cellRows(), scratch.path('appender.parquet'));
    expect((await readParquet(viaSql.path)).types).toEqual((await readParquet(viaAppender.path)).types);
    // Row by row, with the cell beside it, so that a failure names the cell.
    const pairs = (rows: Record<string, unknown>[]) =>
      rows.map((row, index) => ({ cell: TRICKY_CELLS[index], ...row }));
    expect(pairs(await readParquetText(viaSql.path))).toEqual(pairs(await readParquetText(viaAppender.path)));
    expect(viaSql.rows).toBe(TRICKY_CELLS.length);
  });

  it('keeps empty cells as empty text and pads a short row with NULL', async () => {
    const path = await scratch.write('short.csv', 'a,b,c\n1,,""\n2\n');
    const fields: WorksheetField[] = ['a', 'b', 'c'].map((name, index) => ({ name, type: 'text', source: index }));
    const output = await worksheetImporter.importFile(
      { path, format: 'csv' },
      DEFAULT_READING,
      fields,
      scratch.path('short.parquet'),
    );
    expect((await readParquet(output.path)).rows).toEqual([
      { a: '1', b: '', c: '' },
      { a: '2', b: null, c: null },
    ]);
  });
});
