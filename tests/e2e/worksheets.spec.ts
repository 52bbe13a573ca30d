import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { expect, test, type Locator, type Page } from './fixtures';
import { pickOption, signInAs } from './editor-driver';
import { registerByApi, resultsFolder, shotsIn } from './support';

/**
 * /dataFile: a new user uploads a GBK CSV with progress, fixes a field type, adds it,
 * waits for it to load and previews it; picks the second sheet of an xlsx; resumes an upload
 * dropped after its first part (only the missing parts are sent again after a reload); and sees
 * the catalogue's text for a binary file renamed `.csv`. Screenshots in en and zh go to
 * test-results/worksheets.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const OUT = resultsFolder('worksheets');
const shot = shotsIn(OUT);

/** Writes a test file; a path (not a buffer) keeps its last-modified time, which resume keys on. */
function file(name: string, body: Buffer): string {
  const dir = `${OUT}${Date.now()}/`;
  mkdirSync(dir, { recursive: true });
  const path = `${dir}${name}`;
  writeFileSync(path, body);
  return path;
}

const REGIONS = ['华东', '华南', '华北', '西南'];
function salesCsv(rows: number): string {
  const lines = ['日期,地区,销售额,订单号'];
  for (let i = 0; i < rows; i++)
    lines.push(
      `2026-01-${String((i % 28) + 1).padStart(2, '0')},${REGIONS[i % 4]},${(i * 1.25).toFixed(2)},${10000 + i}`,
    );
  return `${lines.join('\r\n')}\r\n`;
}

const wizard = (page: Page): Locator => page.getByTestId('worksheet-wizard');
const row = (page: Page, name: string): Locator => page.locator(`[data-testid="worksheet-row"][data-name="${name}"]`);
const next = (page: Page): Locator => page.getByTestId('worksheet-wizard-next');

/** The field names as typed in the fields step. */
const fieldNames = (page: Page) =>
  page
    .getByTestId('worksheet-field-name')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

async function openWizardWith(page: Page, path: string): Promise<void> {
  await page.getByTestId('worksheet-add').first().click();
  await expect(page.getByTestId('worksheet-drop')).toBeVisible();
  await page.getByTestId('worksheet-file-input').setInputFiles(path);
}

test.describe('worksheets (en)', () => {
  test('a GBK CSV: upload with progress, fix a field type, add, load, preview', async ({ page, request }) => {
    test.setTimeout(120_000);
    const user = await registerByApi(request);
    await signInAs(page, user);
    await page.goto('/dataFile');
    await expect(page.getByTestId('worksheets-empty')).toBeVisible();
    await shot(page, 'datafile-empty-en');

    const csv = file('sales-gbk.csv', iconv.encode(salesCsv(240), 'gbk'));
    await openWizardWith(page, csv);
    const upload = page.getByTestId('worksheet-upload');
    await expect(upload).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('worksheet-upload-progress')).toContainText('kB');
    await shot(page, 'datafile-wizard-uploaded-en');

    // Enter on the focused Next button goes on to the reading step.
    await expect(next(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('worksheet-inspection')).toContainText('240 data rows');
    await expect(page.getByTestId('worksheet-inspection')).toContainText('GBK / GB18030');
    await expect(wizard(page).getByTestId('preview-grid')).toContainText('华东');
    await shot(page, 'datafile-wizard-reading-en');
    // Closing the wizard once a file is up asks first; Cancel goes on with it.
    await page.keyboard.press('Escape');
    const unsaved = page.getByTestId('unsaved-dialog');
    await expect(unsaved).toContainText('Discard unsaved changes?');
    await unsaved.getByRole('button', { name: 'Cancel' }).click();
    await expect(unsaved).toBeHidden();
    await expect(page.getByTestId('worksheet-inspection')).toContainText('240 data rows');

    await next(page).click();
    const fields = page.getByTestId('worksheet-field');
    await expect(fields).toHaveCount(4);
    await expect.poll(() => fieldNames(page)).toEqual(['日期', '地区', '销售额', '订单号']);
    // A duplicate name is flagged inline with the catalogue's text before anything is sent.
    await page.getByTestId('worksheet-field-name').nth(1).fill('日期');
    await expect(page.getByTestId('worksheet-field-error').first()).toHaveText('Field names must be unique');
    await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
    await page.getByTestId('worksheet-field-name').nth(1).fill('region');
    await expect(page.getByTestId('worksheet-field-error')).toHaveCount(0);
    // Each field shows its source by the file's own header, whatever the field is renamed to.
    await expect(page.getByTestId('worksheet-field-from')).toHaveText(['日期', '地区', '销售额', '订单号']);
    // The order number is read as an integer; it is an identifier: text.
    await expect(page.getByTestId('worksheet-field-type').nth(3)).toHaveText('Integer');
    await pickOption(page, page.getByTestId('worksheet-field-type').nth(3), 'Text');
    await expect(page.getByTestId('worksheet-field-type').nth(3)).toHaveText('Text');
    await shot(page, 'datafile-wizard-fields-en');

    await next(page).click();
    await expect(page.getByTestId('worksheet-file-once')).toContainText('This source cannot update incrementally');
    await expect(page.getByRole('radio', { name: 'Incremental', exact: true })).toBeDisabled();
    await page.getByTestId('worksheet-name').fill('GBK sales');
    await shot(page, 'datafile-wizard-update-en');
    await page.getByTestId('worksheet-name').press('Enter');
    await expect(wizard(page)).toBeHidden();

    await expect(row(page, 'GBK sales')).toBeVisible();
    await expect(row(page, 'GBK sales').getByTestId('worksheet-status')).toHaveAttribute('data-status', 'normal', {
      timeout: 60_000,
    });
    await expect(row(page, 'GBK sales').getByTestId('worksheet-records')).toHaveText('240');
    await expect(row(page, 'GBK sales').getByTestId('source-mark')).toHaveAttribute('data-kind', 'file');
    await shot(page, 'datafile-list-en');

    await row(page, 'GBK sales').getByTestId('row-preview').click();
    const preview = page.getByTestId('worksheet-preview');
    await expect(preview.getByTestId('preview-grid')).toContainText('华南');
    await expect(preview.getByTestId('preview-grid')).toContainText('region');
    await expect(preview).toContainText('240 records');
    await shot(page, 'datafile-preview-en');
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    await row(page, 'GBK sales').getByTestId('row-runs').click();
    await expect(page.getByTestId('worksheet-run')).toHaveCount(1);
    await expect(page.getByTestId('worksheet-run').first()).toHaveAttribute('data-status', 'succeeded');
    await expect(page.getByTestId('worksheet-run').first()).toContainText('First load');
    await shot(page, 'datafile-runs-en');
  });

  test('an upload dropped after one part resumes with only the missing parts', async ({ page, request }) => {
    test.setTimeout(120_000);
    const user = await registerByApi(request);
    await signInAs(page, user);
    await page.goto('/dataFile');
    // About 11 MB: three 5 MiB parts.
    const big = file('big-sales.csv', Buffer.from(salesCsv(300_000)));

    // Parts go to presigned S3 URLs (uploadId, partNumber). Only parts 2 and 3 are intercepted,
    // and only while dropping; they fail as a reset connection while part 1 is still in flight.
    // The error must stay on screen: part 1's later progress once overwrote it (1 run in 3).
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).searchParams.has('uploadId')) puts += 1;
    });
    let dropping = true;
    await page.route(
      (url) => dropping && url.searchParams.has('uploadId') && url.searchParams.get('partNumber') !== '1',
      (route) => route.abort('connectionreset'),
    );
    await openWizardWith(page, big);
    // The drop is reported once the part in flight has been answered: S3 may take a while for 5 MiB.
    await expect(page.getByTestId('worksheet-upload-error')).toContainText('Pick the same file again', {
      timeout: 60_000,
    });
    // The first part is remembered once S3 answers it.
    await page.waitForFunction(() =>
      Object.keys(localStorage).some(
        (key) =>
          key.startsWith('wallboard.upload.') && JSON.parse(localStorage.getItem(key) ?? '{}').parts?.length === 1,
      ),
    );
    expect(puts).toBe(3);
    await shot(page, 'datafile-upload-dropped-en');

    dropping = false;
    puts = 0;
    await page.reload();
    await openWizardWith(page, big);
    await expect(page.getByTestId('worksheet-upload-resumed')).toHaveText('Resuming: 1 of 3 parts already sent');
    await shot(page, 'datafile-upload-resuming-en');
    await expect(page.getByTestId('worksheet-upload')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
    expect(puts).toBe(2);
    await next(page).click();
    await expect(page.getByTestId('worksheet-inspection')).toContainText('300,000 data rows', { timeout: 30_000 });
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('wallboard.upload.'))),
    ).toEqual([]);
  });

  test('a binary file renamed .csv is refused with the catalogue text', async ({ page, request }) => {
    const user = await registerByApi(request);
    await signInAs(page, user);
    await page.goto('/dataFile');
    const binary = file(
      'photo.csv',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), randomBytes(4096)]),
    );
    await openWizardWith(page, binary);
    await expect(wizard(page)).toContainText(
      /The file cannot be read: upload a CSV in UTF-8 or GBK, or an Excel file in xlsx format|This file type is not allowed/,
      { timeout: 20_000 },
    );
    await shot(page, 'datafile-binary-refused-en');
  });
});

test.describe('worksheets (zh)', () => {
  test.use({ locale: 'zh-CN' });

  test('a CSV with a quote left open: the preview names the line and the rows lost', async ({ page, request }) => {
    const user = await registerByApi(request);
    await signInAs(page, user);
    await page.goto('/dataFile');
    // Line 3 opens a quote that the quoted city of line 5 closes: 4 data rows would load as 2.
    const csv = file(
      'open-quote.csv',
      Buffer.from('id,name,city\n1,Alice,Paris\n2,"Bob,Berlin\n3,Carol,Rome\n4,Dave,"Oslo"\n'),
    );
    await openWizardWith(page, csv);
    await expect(page.getByTestId('worksheet-upload')).toHaveAttribute('data-state', 'done');
    await next(page).click();
    await expect(page.getByTestId('worksheet-inspection')).toContainText('2 行数据');
    const warning = page.getByTestId('worksheet-open-quotes');
    await expect(warning).toContainText('引号未闭合');
    await expect(warning).toContainText('第 3 行的带引号字段没有在应结束处闭合：其后的 2 行会被当作该字段的文字读入');
    await shot(page, 'datafile-wizard-open-quote-zh');
  });

  test('an xlsx with two sheets: the second one is picked', async ({ page, request }) => {
    test.setTimeout(120_000);
    const book = new ExcelJS.Workbook();
    const notes = book.addWorksheet('说明');
    notes.addRow(['这是说明页']);
    const sales = book.addWorksheet('销售明细');
    sales.addRow(['产品', '数量', '单价']);
    for (let i = 0; i < 50; i++) sales.addRow([`产品${i}`, i + 1, 9.5 + i]);
    const xlsx = file('两页.xlsx', Buffer.from(await book.xlsx.writeBuffer()));

    const user = await registerByApi(request);
    await signInAs(page, user);
    await page.goto('/dataFile');
    await expect(page.getByTestId('worksheets-empty')).toBeVisible();
    await shot(page, 'datafile-empty-zh');
    await openWizardWith(page, xlsx);
    await expect(page.getByTestId('worksheet-upload')).toHaveAttribute('data-state', 'done');
    await shot(page, 'datafile-wizard-uploaded-zh');
    await next(page).click();

    await expect(page.getByTestId('worksheet-sheet')).toHaveText('说明');
    await pickOption(page, page.getByTestId('worksheet-sheet'), '销售明细');
    await expect(wizard(page).getByTestId('preview-grid')).toContainText('产品0');
    await expect(page.getByTestId('worksheet-inspection')).toContainText('50 行数据');
    await shot(page, 'datafile-wizard-reading-zh');
    await next(page).click();
    await expect.poll(() => fieldNames(page)).toEqual(['产品', '数量', '单价']);
    await shot(page, 'datafile-wizard-fields-zh');
    await next(page).click();
    await expect(page.getByTestId('worksheet-name')).toHaveValue('两页');
    await shot(page, 'datafile-wizard-update-zh');
    await next(page).click();
    await expect(wizard(page)).toBeHidden();

    await expect(row(page, '两页').getByTestId('worksheet-status')).toHaveAttribute('data-status', 'normal', {
      timeout: 60_000,
    });
    await expect(row(page, '两页').getByTestId('worksheet-records')).toHaveText('50');
    await shot(page, 'datafile-list-zh');
    await row(page, '两页').getByTestId('row-preview').click();
    await expect(page.getByTestId('worksheet-preview').getByTestId('preview-grid')).toContainText('产品49');
    await shot(page, 'datafile-preview-zh');
  });
});
