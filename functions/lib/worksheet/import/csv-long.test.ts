import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKSHEET_LIMITS } from '../../../../shared/datasource/worksheet.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { worksheetImporter } from './index.js';
import { DEFAULT_READING, readParquetText, scratchDir } from './test-files.js';

/**
 * Files longer than the rows inspection reads with csv-parse (WORKSHEET_LIMITS.inferenceRows):
 * their rows past that prefix are counted, checked and imported by DuckDB's reader.
 */
let scratch: Awaited<ReturnType<typeof scratchDir>>;
beforeAll(async () => {
  scratch = await scratchDir();
});
afterAll(() => scratch.remove());

const csv = async (name: string, data: string | Uint8Array) => ({
  path: await scratch.write(name, data),
  format: 'csv' as const,
});
const refusal = (code: keyof typeof ErrorCode) => expect.objectContaining({ code: ErrorCode[code] });
const PREFIX = WORKSHEET_LIMITS.inferenceRows;
/** `count` rows `n,name n`, numbered from `from`. */
const rows = (count: number, from = 1): string =>
  Array.from({ length: count }, (_, index) => `${from + index},name ${from + index}\n`).join('');

describe('a CSV file longer than the inspection prefix', () => {
  it('counts every row, past multi-line fields, blank lines and ragged rows', async () => {
    // Line 1 title, lines 2..1501 rows, then a two-line field, a blank line, a short and a long row.
    const text = `id,name\n${rows(1500)}1501,"two\nlines"\n\n1502\n1503,x,extra\n${rows(10, 1504)}`;
    const inspection = await worksheetImporter.inspect(await csv('long.csv', text), DEFAULT_READING);
    expect(inspection.data_rows).toBe(1513);
    expect(inspection.ragged_lines).toEqual([1505, 1506]);
    expect(inspection.sample).toHaveLength(WORKSHEET_LIMITS.sampleRows);
    expect(inspection.fields).toEqual([
      { name: 'id', type: 'integer', source: 0 },
      { name: 'name', type: 'text', source: 1 },
    ]);
  });

  it('reports the first 20 ragged rows by line and counts the rest', async () => {
    const ragged = Array.from({ length: 30 }, (_, index) => `${index}\n`).join('');
    const inspection = await worksheetImporter.inspect(
      await csv('ragged.csv', `a,b\n${rows(PREFIX)}${ragged}`),
      DEFAULT_READING,
    );
    expect(inspection.data_rows).toBe(PREFIX + 30);
    expect(inspection.ragged_lines).toEqual(Array.from({ length: 20 }, (_, index) => PREFIX + 2 + index));
  });

  it('reads the rows under a title row that is not the first, and imports them', async () => {
    const text = `Report\n\nid,name\n${rows(1200)}`;
    const reading = { ...DEFAULT_READING, title_row: 2 };
    const file = await csv('titled.csv', text);
    const inspection = await worksheetImporter.inspect(file, reading);
    expect(inspection.data_rows).toBe(1200);
    expect(inspection.ragged_lines).toEqual([]);
    const output = await worksheetImporter.importFile(file, reading, inspection.fields, scratch.path('titled.parquet'));
    expect(output.rows).toBe(1200);
    const imported = await readParquetText(output.path);
    expect(imported[0]).toEqual({ id: '1', name: 'name 1' });
    expect(imported[1199]).toEqual({ id: '1200', name: 'name 1200' });
  });

  it('refuses a cell past the cell limit after the prefix, on inspection and on import', async () => {
    const file = await csv('big-cell.csv', `a,b\n${rows(PREFIX + 5)}1,"${'x'.repeat(70_000)}"\n`);
    await expect(worksheetImporter.inspect(file, DEFAULT_READING)).rejects.toEqual(
      refusal('WORKSHEET_FILE_TOO_COMPLEX'),
    );
    const fields = [
      { name: 'a', type: 'integer' as const, source: 0 },
      { name: 'b', type: 'text' as const, source: 1 },
    ];
    await expect(
      worksheetImporter.importFile(file, DEFAULT_READING, fields, scratch.path('big.parquet')),
    ).rejects.toEqual(refusal('WORKSHEET_FILE_TOO_COMPLEX'));
  });

  it('reports a quote left open after the prefix by line, as DuckDB counts it', async () => {
    // Line PREFIX + 2 opens a quote that the end of line PREFIX + 5 closes.
    const text = `id,name,city\n${rows(PREFIX).replace(/\n/g, ',x\n')}9,x,"open\n10,b,c\n11,d,e\n12,f,closed"\n${rows(3, 13).replace(/\n/g, ',x\n')}`;
    const inspection = await worksheetImporter.inspect(await csv('open-quote.csv', text), DEFAULT_READING);
    expect(inspection.data_rows).toBe(PREFIX + 4);
    expect(inspection.open_quotes).toEqual([{ line: PREFIX + 2, rows: 3 }]);
  });

  it('refuses a quote never closed after the prefix that swallows more than a cell may hold', async () => {
    const file = await csv('unclosed.csv', `a,b\n${rows(PREFIX + 5)}1,"never closed\n${rows(7000, 2)}`);
    await expect(worksheetImporter.inspect(file, DEFAULT_READING)).rejects.toEqual(
      refusal('WORKSHEET_FILE_TOO_COMPLEX'),
    );
  });

  it('counts and imports a long GBK file through a UTF-8 copy', async () => {
    const text = `日期,地区\n${Array.from({ length: 1500 }, (_, index) => `2024-01-${String((index % 28) + 1).padStart(2, '0')},华东${index}\n`).join('')}`;
    const file = await csv('gbk.csv', iconv.encode(text, 'gbk'));
    const inspection = await worksheetImporter.inspect(file, DEFAULT_READING);
    expect(inspection.encoding).toBe('gb18030');
    expect(inspection.data_rows).toBe(1500);
    const output = await worksheetImporter.importFile(
      file,
      DEFAULT_READING,
      inspection.fields,
      scratch.path('gbk.parquet'),
    );
    expect(output.rows).toBe(1500);
    expect((await readParquetText(output.path))[1499]).toEqual({ 日期: '2024-01-16', 地区: '华东1499' });
  });

  it('imports long rows cut and short rows padded to the title row', async () => {
    const file = await csv('widths.csv', `a,b\n${rows(PREFIX)}7\n8,y,extra\n`);
    const fields = [
      { name: 'a', type: 'integer' as const, source: 0 },
      { name: 'b', type: 'text' as const, source: 1 },
    ];
    const output = await worksheetImporter.importFile(file, DEFAULT_READING, fields, scratch.path('widths.parquet'));
    expect((await readParquetText(output.path)).slice(-2)).toEqual([
      { a: '7', b: null },
      { a: '8', b: 'y' },
    ]);
  });
});

describe('a UTF-8 CSV file with other bytes past the detection sample', () => {
  it('reads them as U+FFFD, as the first rows would be', async () => {
    const head = `a,b\n${rows(Math.ceil((1024 * 1024) / 12))}`;
    const file = await csv(
      'mixed.csv',
      Buffer.concat([Buffer.from(head), Buffer.from('9,x'), Buffer.from([0xff]), Buffer.from('y\n')]),
    );
    const inspection = await worksheetImporter.inspect(file, DEFAULT_READING);
    expect(inspection.encoding).toBe('utf8');
    const output = await worksheetImporter.importFile(
      file,
      DEFAULT_READING,
      inspection.fields,
      scratch.path('mixed.parquet'),
    );
    expect(output.rows).toBe(inspection.data_rows);
    expect((await readParquetText(output.path)).at(-1)).toEqual({ a: '9', b: 'x\uFFFDy' });
  });
});
