import { readdirSync, readlinkSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { ZipFile } from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { worksheetImporter } from './index.js';
import { DEFAULT_READING, readParquet, scratchDir } from './test-files.js';

let scratch: Awaited<ReturnType<typeof scratchDir>>;
beforeAll(async () => {
  scratch = await scratchDir();
});
afterAll(() => scratch.remove());

const refusal = (code: keyof typeof ErrorCode) => expect.objectContaining({ code: ErrorCode[code] });

/** The files this process holds open among ExcelJS's spool files (`tmp-<pid>-…`), as /proc names them. */
function openSpoolFiles(): string[] {
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      return /\/tmp-\d+-/.test(target) ? [target] : [];
    } catch {
      return [];
    }
  });
}

/** A workbook of two sheets, "Orders" first: a title above the header, a date, a formula, rich text. */
async function twoSheets(): Promise<{ path: string; format: 'xlsx' }> {
  const workbook = new ExcelJS.Workbook();
  const orders = workbook.addWorksheet('Orders');
  orders.addRow(['Orders export']);
  orders.addRow(['订单日期', 'Region', 'Qty', 'Total', 'Paid']);
  orders.addRow([
    new Date(Date.UTC(2024, 0, 2)),
    { richText: [{ text: '华' }, { text: '东' }] },
    3,
    { formula: 'C3*2.5', result: 7.5 },
    true,
  ]);
  orders.addRow([new Date(Date.UTC(2024, 0, 3)), 'North', 4, { formula: 'C4*2.5', result: 10 }, false]);
  const regions = workbook.addWorksheet('Regions');
  regions.addRow(['Code', 'Opened']);
  regions.addRow(['E', new Date(Date.UTC(2020, 5, 1, 9, 30))]);
  const path = scratch.path('two-sheets.xlsx');
  await workbook.xlsx.writeFile(path);
  return { path, format: 'xlsx' };
}

/**
 * Formulas whose cached results are dates: ExcelJS writes a Date result as its serial number
 * under a date format (mm-dd-yy), and a number result keeps the format given to its cell. In the
 * 1904 date system when asked. An error result is empty.
 */
async function formulaDates(date1904: boolean): Promise<{ path: string; format: 'xlsx' }> {
  const workbook = new ExcelJS.Workbook();
  workbook.properties.date1904 = date1904;
  const sheet = workbook.addWorksheet('Due');
  sheet.addRow(['Ordered', 'Due', 'Shipped', 'Days', 'Ratio']);
  sheet.addRow([
    new Date(Date.UTC(2024, 0, 2)),
    { formula: 'A2+30', result: new Date(Date.UTC(2024, 1, 1)) },
    { formula: 'A2+1.5', result: date1904 ? 43832.5 : 45294.5 },
    { formula: 'B2-A2', result: 30 },
    { formula: '1/0', result: { error: '#DIV/0!' } },
  ]);
  sheet.getCell('C2').numFmt = 'yyyy-mm-dd hh:mm';
  const path = scratch.path(`formula-dates-${date1904 ? 1904 : 1900}.xlsx`);
  await workbook.xlsx.writeFile(path);
  return { path, format: 'xlsx' };
}

/** A zip holding an xlsx's parts whose central directory declares `declared` bytes for the shared strings. */
async function declaredBomb(declared: number): Promise<{ path: string; format: 'xlsx' }> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from('<workbook/>'), 'xl/workbook.xml');
  zip.addBuffer(Buffer.from('<sst/>'), 'xl/sharedStrings.xml');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(Buffer.from(chunk));
  const bytes = Buffer.concat(chunks);
  // The central directory entry of sharedStrings.xml: signature, then its uncompressed size at offset 24.
  const name = bytes.lastIndexOf('xl/sharedStrings.xml');
  const entry = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), name);
  bytes.writeUInt32LE(declared, entry + 24);
  return { path: await scratch.write('bomb.xlsx', bytes), format: 'xlsx' };
}

describe('reading an xlsx file', () => {
  it('lists the sheets in order and reads the first by default, typed as Excel stores it', async () => {
    const inspection = await worksheetImporter.inspect(await twoSheets(), { ...DEFAULT_READING, title_row: 2 });
    expect(inspection.sheets).toEqual(['Orders', 'Regions']);
    expect(inspection.sheet).toBe('Orders');
    expect(inspection.data_rows).toBe(2);
    expect(inspection.fields).toEqual([
      { name: '订单日期', type: 'date', source: 0 },
      { name: 'Region', type: 'text', source: 1 },
      { name: 'Qty', type: 'integer', source: 2 },
      { name: 'Total', type: 'decimal', source: 3 },
      { name: 'Paid', type: 'boolean', source: 4 },
    ]);
    expect(inspection.sample[0]).toEqual(['2024-01-02', '华东', '3', '7.5', 'true']);
    expect(inspection.headers).toEqual(['订单日期', 'Region', 'Qty', 'Total', 'Paid']);
  });

  it('reads the sheet it is given', async () => {
    const inspection = await worksheetImporter.inspect(await twoSheets(), { ...DEFAULT_READING, sheet: 'Regions' });
    expect(inspection.sheet).toBe('Regions');
    expect(inspection.fields.map((field) => field.type)).toEqual(['text', 'datetime']);
    expect(inspection.sample).toEqual([['E', '2020-06-01 09:30:00']]);
  });

  it('reads every sheet before the chosen one to its end, so none is read after its spool file is gone', async () => {
    // A workbook whose sheets precede its shared strings (as ExcelJS writes one) has each sheet
    // spooled to a temporary file, read back once the shared strings are known, then removed. A
    // skipped sheet left unread kept a stream on its removed file (or, under load, opened it only
    // after the removal and took the process down with ENOENT).
    const unreadRemoved = () => openSpoolFiles().filter((target) => target.endsWith('(deleted)'));
    const before = new Set(unreadRemoved());
    const inspection = await worksheetImporter.inspect(await twoSheets(), { ...DEFAULT_READING, sheet: 'Regions' });
    expect(inspection.sheet).toBe('Regions');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(unreadRemoved().filter((target) => !before.has(target))).toEqual([]);
  });

  it('removes every spool file, and closes it, when reading stops early', async () => {
    // Inspecting reads a sample of the chosen sheet and stops: the chosen sheet's file and those
    // of the sheets after it must not outlive the inspection (a container would keep them).
    const before = new Set(openSpoolFiles());
    const inspection = await worksheetImporter.inspect(await twoSheets(), DEFAULT_READING);
    expect(inspection.sheet).toBe('Orders');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const left = openSpoolFiles().filter((target) => !before.has(target));
    expect(left).toEqual([]);
  });

  it("reads a formula's cached date as a date, not as Excel's serial number, in either date system", async () => {
    for (const date1904 of [false, true]) {
      const inspection = await worksheetImporter.inspect(await formulaDates(date1904), DEFAULT_READING);
      expect(
        inspection.fields.map((field) => field.type),
        `1904: ${date1904}`,
      ).toEqual(['date', 'date', 'datetime', 'integer', 'text']);
      expect(inspection.sample[0], `1904: ${date1904}`).toEqual([
        '2024-01-02',
        '2024-02-01',
        '2024-01-03 12:00:00',
        '30',
        '',
      ]);
    }
  });

  it('imports formula dates into DATE and TIMESTAMP columns', async () => {
    const file = await formulaDates(false);
    const { fields } = await worksheetImporter.inspect(file, DEFAULT_READING);
    const output = await worksheetImporter.importFile(file, DEFAULT_READING, fields, scratch.path('due.parquet'));
    const { types, rows } = await readParquet(output.path);
    expect(types).toMatchObject({ Ordered: 'DATE', Due: 'DATE', Days: 'BIGINT' });
    expect(types.Shipped).toMatch(/^TIMESTAMP/);
    expect(rows[0]).toMatchObject({ Due: new Date(Date.UTC(2024, 1, 1)), Days: 30n, Ratio: null });
  });

  it('refuses a sheet the workbook does not have', async () => {
    await expect(
      worksheetImporter.inspect(await twoSheets(), { ...DEFAULT_READING, sheet: 'Missing' }),
    ).rejects.toEqual(refusal('PARAMS_INCOMPLETE'));
  });

  it('refuses a title row past the last row', async () => {
    await expect(worksheetImporter.inspect(await twoSheets(), { ...DEFAULT_READING, title_row: 9 })).rejects.toEqual(
      refusal('WORKSHEET_TITLE_ROW_INVALID'),
    );
  });

  it('refuses a file that is not a zip', async () => {
    const file = { path: await scratch.write('text.xlsx', 'a,b\n1,2\n'), format: 'xlsx' as const };
    await expect(worksheetImporter.inspect(file, DEFAULT_READING)).rejects.toEqual(
      refusal('WORKSHEET_FILE_UNREADABLE'),
    );
  });

  it('refuses a zip bomb by its declared sizes before inflating it', async () => {
    await expect(worksheetImporter.inspect(await declaredBomb(0xffff_fff0), DEFAULT_READING)).rejects.toEqual(
      refusal('WORKSHEET_FILE_TOO_COMPLEX'),
    );
  });

  it('imports the chosen sheet into typed Parquet', async () => {
    const file = await twoSheets();
    const reading = { ...DEFAULT_READING, title_row: 2 };
    const { fields } = await worksheetImporter.inspect(file, reading);
    const output = await worksheetImporter.importFile(file, reading, fields, scratch.path('orders.parquet'));
    expect(output.rows).toBe(2);
    const { types, rows } = await readParquet(output.path);
    expect(types).toEqual({ 订单日期: 'DATE', Region: 'VARCHAR', Qty: 'BIGINT', Total: 'DOUBLE', Paid: 'BOOLEAN' });
    expect(rows[0]).toMatchObject({ Region: '华东', Qty: 3n, Total: 7.5, Paid: true });
  });
});
