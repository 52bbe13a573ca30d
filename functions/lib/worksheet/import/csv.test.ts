import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { worksheetImporter } from './index.js';
import { DEFAULT_READING, readParquet, scratchDir } from './test-files.js';

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

describe('reading a CSV file', () => {
  it('reads GBK text with Chinese headers when the bytes are not UTF-8', async () => {
    const file = await csv(
      'gbk.csv',
      iconv.encode('日期,地区,销售额\n2024-01-02,华东,12.5\n2024-01-03,华北,7\n', 'gbk'),
    );
    const inspection = await worksheetImporter.inspect(file, DEFAULT_READING);
    expect(inspection.encoding).toBe('gb18030');
    expect(inspection.fields).toEqual([
      { name: '日期', type: 'date', source: 0 },
      { name: '地区', type: 'text', source: 1 },
      { name: '销售额', type: 'decimal', source: 2 },
    ]);
    expect(inspection.sample[0]).toEqual(['2024-01-02', '华东', '12.5']);
  });

  it('strips a UTF-8 byte order mark from the first field name', async () => {
    const file = await csv('bom.csv', '\uFEFF名称,数量\n苹果,3\n');
    const inspection = await worksheetImporter.inspect(file, DEFAULT_READING);
    expect(inspection.encoding).toBe('utf8');
    expect(inspection.fields.map((field) => field.name)).toEqual(['名称', '数量']);
  });

  it.each([
    [';', 'a;b;c\n1,5;x;2\n2,5;y;3\n'],
    ['\t', 'a\tb\tc\n1,5\tx, y\t2\n2\ty\t3\n'],
    ['|', 'a|b|c\n1|x;y|2\n'],
    [',', 'a,b,c\n1,"x;y",2\n'],
  ])('detects the %j delimiter', async (delimiter, text) => {
    const inspection = await worksheetImporter.inspect(await csv('delimited.csv', text), DEFAULT_READING);
    expect(inspection.delimiter).toBe(delimiter);
    expect(inspection.fields).toHaveLength(3);
  });

  it('keeps quoted fields with delimiters, quotes and line breaks, over CRLF lines', async () => {
    const file = await csv('quoted.csv', 'id,note\r\n1,"first, line\r\nsecond ""quoted"" line"\r\n2,plain\r\n');
    const inspection = await worksheetImporter.inspect(file, DEFAULT_READING);
    expect(inspection.data_rows).toBe(2);
    expect(inspection.sample).toEqual([
      ['1', 'first, line\r\nsecond "quoted" line'],
      ['2', 'plain'],
    ]);
    expect(inspection.ragged_lines).toEqual([]);
    expect(inspection.open_quotes).toEqual([]);
  });

  it('reports a quote left open by the line its field starts on and the rows it swallows', async () => {
    // Line 3 opens a quote; the next quote in the file (line 5) closes it: 4 data rows read as 2.
    const file = await csv(
      'open-quote.csv',
      'id,name,city\n1,Alice,Paris\n2,"Bob,Berlin\n3,Carol,Rome\n4,Dave,"Oslo"\n',
    );
    const inspection = await worksheetImporter.inspect(file, DEFAULT_READING);
    expect(inspection.data_rows).toBe(2);
    expect(inspection.open_quotes).toEqual([{ line: 3, rows: 2 }]);
  });

  it('reports an open quote whose swallowing row still has the title row width', async () => {
    const file = await csv(
      'open-quote-aligned.csv',
      'id;name;city\r\n1;Alice;Paris\r\n2;Bob;"Berlin\r\n3;Carol;Rome\r\n4;Dave;Oslo"\r\n5;Eve;Nice\r\n',
    );
    const inspection = await worksheetImporter.inspect(file, DEFAULT_READING);
    expect(inspection.delimiter).toBe(';');
    expect(inspection.data_rows).toBe(3);
    expect(inspection.ragged_lines).toEqual([]);
    expect(inspection.open_quotes).toEqual([{ line: 3, rows: 2 }]);
  });

  it('takes a quoted note over several lines for a note, not an open quote', async () => {
    const file = await csv(
      'notes.csv',
      'id,note,city\n1,"first line\nsecond, still the note\nthird",Paris\n2,x,Rome\n',
    );
    const inspection = await worksheetImporter.inspect(file, DEFAULT_READING);
    expect(inspection.data_rows).toBe(2);
    expect(inspection.open_quotes).toEqual([]);
  });

  it('reports ragged rows by line, pads short ones and cuts long ones', async () => {
    const file = await csv('ragged.csv', 'a,b,c\n1,2,3\n4,5\n6,7,8,9\n');
    const inspection = await worksheetImporter.inspect(file, DEFAULT_READING);
    expect(inspection.ragged_lines).toEqual([3, 4]);
    expect(inspection.sample).toEqual([
      ['1', '2', '3'],
      ['4', '5', ''],
      ['6', '7', '8'],
    ]);
  });

  it('numbers ragged rows by the line they start on, past multi-line fields and blank lines', async () => {
    const file = await csv('ragged-lines.csv', 'a,b\n1,"two\nlines"\n\n2\n3,"x\r\ny",extra\n');
    const inspection = await worksheetImporter.inspect(file, DEFAULT_READING);
    expect(inspection.data_rows).toBe(3);
    expect(inspection.ragged_lines).toEqual([5, 6]);
  });

  it('skips the rows above the title row and makes blank and repeated names unique', async () => {
    const file = await csv('titled.csv', 'Sales report,,\nexported 2024-01-01,,\n name ,,Name\n1,2,3\n');
    const inspection = await worksheetImporter.inspect(file, { ...DEFAULT_READING, title_row: 3 });
    expect(inspection.fields.map((field) => field.name)).toEqual(['name', 'column_2', 'Name_2']);
    expect(inspection.data_rows).toBe(1);
  });

  it('refuses a title row past the last row', async () => {
    const file = await csv('short.csv', 'a,b\n1,2\n');
    await expect(worksheetImporter.inspect(file, { ...DEFAULT_READING, title_row: 3 })).rejects.toEqual(
      refusal('WORKSHEET_TITLE_ROW_INVALID'),
    );
  });

  it('refuses a file wider than the column limit', async () => {
    const header = Array.from({ length: 10_000 }, (_, index) => `c${index}`).join(',');
    const file = await csv('wide.csv', `${header}\n`);
    await expect(worksheetImporter.inspect(file, DEFAULT_READING)).rejects.toEqual(
      refusal('WORKSHEET_FILE_TOO_COMPLEX'),
    );
  });

  it('refuses a cell larger than the cell limit', async () => {
    const file = await csv('big-cell.csv', `a,b\n1,"${'x'.repeat(70_000)}"\n`);
    await expect(worksheetImporter.inspect(file, DEFAULT_READING)).rejects.toEqual(
      refusal('WORKSHEET_FILE_TOO_COMPLEX'),
    );
  });

  it('refuses a file whose last quote is never closed', async () => {
    const file = await csv('unclosed.csv', 'a,b\n1,"never closed\n2,3\n');
    await expect(worksheetImporter.inspect(file, DEFAULT_READING)).rejects.toEqual(
      refusal('WORKSHEET_FILE_UNREADABLE'),
    );
  });

  it('refuses a binary file renamed .csv', async () => {
    const bytes = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0xfe,
    ]);
    await expect(worksheetImporter.inspect(await csv('image.csv', bytes), DEFAULT_READING)).rejects.toEqual(
      refusal('WORKSHEET_FILE_UNREADABLE'),
    );
  });
});

describe('inferring field types', () => {
  it.each([
    ['integers', ['1', '-20', '300'], 'integer'],
    ['integers and decimals', ['1', '2.5', '-3e2'], 'decimal'],
    ['dates with dashes or slashes', ['2024-01-31', '2024/2/1'], 'date'],
    ['dates and datetimes', ['2024-01-31', '2024-01-31 08:30', '2024-01-31T08:30:15Z'], 'datetime'],
    ['yes/no words', ['true', 'FALSE', 'yes', 'No'], 'boolean'],
    ['codes with leading zeros', ['00123', '00456'], 'text'],
    ['an impossible date', ['2024-02-30'], 'text'],
    ['numbers and words', ['1', 'n/a'], 'text'],
    ['only empty cells', ['', ' '], 'text'],
  ])('reads %s as %s', async (_case, values, type) => {
    const file = await csv('typed.csv', `value\n${values.join('\n')}\n`);
    const inspection = await worksheetImporter.inspect(file, DEFAULT_READING);
    expect(inspection.fields[0]?.type).toBe(type);
  });

  it('ignores empty cells', async () => {
    const file = await csv('gaps.csv', 'a,b\n1,\n,2024-01-01\n3,\n');
    const inspection = await worksheetImporter.inspect(file, DEFAULT_READING);
    expect(inspection.fields.map((field) => field.type)).toEqual(['integer', 'date']);
  });
});

describe('importing a CSV file into Parquet', () => {
  it('writes typed columns that DuckDB reads back, with a NULL for a cell that does not parse', async () => {
    const file = await csv(
      'sales.csv',
      'day,at,region,qty,amount,paid\n2024-01-02,2024-01-02 10:00:00,华东,3,12.5,true\n2024-01-03,2024-01-03 11:30:00,华北,x,7,no\n',
    );
    const inspection = await worksheetImporter.inspect(file, DEFAULT_READING);
    const fields = inspection.fields.map((field) =>
      field.name === 'qty' ? { ...field, type: 'integer' as const } : field,
    );
    const output = await worksheetImporter.importFile(file, DEFAULT_READING, fields, scratch.path('sales.parquet'));
    expect(output.rows).toBe(2);
    expect(output.bytes).toBeGreaterThan(0);
    const { types, rows } = await readParquet(output.path);
    expect(types).toEqual({
      day: 'DATE',
      at: 'TIMESTAMP',
      region: 'VARCHAR',
      qty: 'BIGINT',
      amount: 'DOUBLE',
      paid: 'BOOLEAN',
    });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ region: '华东', qty: 3n, amount: 12.5, paid: true });
    expect(rows[1]).toMatchObject({ qty: null, amount: 7, paid: false });
  });

  it('writes only the chosen fields, in their order, under their names', async () => {
    const file = await csv('pick.csv', 'a,b,c\n1,2,3\n');
    const fields = [
      { name: 'third', type: 'integer' as const, source: 2 },
      { name: 'first', type: 'text' as const, source: 0 },
    ];
    const output = await worksheetImporter.importFile(file, DEFAULT_READING, fields, scratch.path('pick.parquet'));
    expect((await readParquet(output.path)).rows).toEqual([{ third: 3n, first: '1' }]);
  });
});
