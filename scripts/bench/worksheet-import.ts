import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import type { FileReading } from '../../shared/datasource/worksheet.js';
import type { LocalFile } from '../../functions/lib/worksheet/contract.js';
import { worksheetImporter } from '../../functions/lib/worksheet/import/index.js';

/**
 * `npx tsx scripts/bench/worksheet-import.ts` (part of `npm run bench:worksheet`): generates a
 * sales-like CSV of 50 MB (date, region, product, channel, quantity, amount) and an xlsx of
 * about 10 MB in a temporary directory, then imports each (inspect, then importFile to Parquet)
 * in a child process of its own so that its peak RSS (process.resourceUsage().maxRSS) is its
 * own. Targets for the CSV: 5 s and 512 MB. Prints figures, never fails on them; CPU time is
 * printed beside wall time because a loaded machine stretches the latter.
 * Options: --csv-mb N (default 50), --xlsx-rows N (default 300000).
 */
const { values } = parseArgs({
  options: {
    'csv-mb': { type: 'string', default: '50' },
    'xlsx-rows': { type: 'string', default: '300000' },
    child: { type: 'string' },
    format: { type: 'string' },
  },
});

const REGIONS = ['华东', '华北', '华南', '西南', 'North', 'South'];
const CHANNELS = ['online', 'store', 'partner'];
const READING: FileReading = { sheet: '', title_row: 1, encoding: 'auto', delimiter: 'auto' };

interface Measure {
  inspectMs: number;
  importMs: number;
  cpuMs: number;
  rows: number;
  parquetBytes: number;
  peakRssMb: number;
}

/** A deterministic sales row (no Math.random: the same file on every run). */
function saleRow(index: number): [string, string, string, string, number, number] {
  const day = new Date(Date.UTC(2023, 0, 1) + (index % 730) * 86_400_000).toISOString().slice(0, 10);
  const quantity = (index * 7) % 50;
  return [
    day,
    REGIONS[index % REGIONS.length] ?? '',
    `Product ${index % 997}`,
    CHANNELS[index % CHANNELS.length] ?? '',
    quantity,
    quantity * 19.99,
  ];
}

async function writeCsv(path: string, bytes: number): Promise<void> {
  const out = createWriteStream(path);
  out.write('date,region,product,channel,quantity,amount\n');
  let written = 0;
  for (let index = 0; written < bytes; index += 1) {
    const [day, region, product, channel, quantity, amount] = saleRow(index);
    const line = `${day},${region},${product},${channel},${quantity},${amount.toFixed(2)}\n`;
    written += Buffer.byteLength(line);
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function writeXlsx(path: string, rows: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Sales');
  sheet.addRow(['date', 'region', 'product', 'channel', 'quantity', 'amount']).commit();
  for (let index = 0; index < rows; index += 1) {
    const [day, region, product, channel, quantity, amount] = saleRow(index);
    sheet.addRow([new Date(`${day}T00:00:00Z`), region, product, channel, quantity, amount]).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** In the child: one import, measured, sent to the parent. */
async function measure(file: LocalFile): Promise<Measure> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const inspection = await worksheetImporter.inspect(file, READING);
  const inspected = performance.now();
  const output = await worksheetImporter.importFile(file, READING, inspection.fields, `${file.path}.parquet`);
  return {
    inspectMs: inspected - started,
    importMs: performance.now() - inspected,
    cpuMs: (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000,
    rows: output.rows,
    parquetBytes: output.bytes,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
}

async function inChild(file: LocalFile): Promise<Measure> {
  const child = fork(fileURLToPath(import.meta.url), ['--child', file.path, '--format', file.format]);
  const [message] = (await once(child, 'message')) as [Measure];
  await once(child, 'exit');
  return message;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-worksheet-'));
  try {
    const csv: LocalFile = { path: join(dir, 'sales.csv'), format: 'csv' };
    const xlsx: LocalFile = { path: join(dir, 'sales.xlsx'), format: 'xlsx' };
    await writeCsv(csv.path, Number(values['csv-mb']) * 1024 * 1024);
    await writeXlsx(xlsx.path, Number(values['xlsx-rows']));
    const [one, five] = loadavg();
    console.log(
      `bench:worksheet import (${cpus().length} cores, load ${one?.toFixed(2)} / ${five?.toFixed(2)}), Node ${process.version}`,
    );
    const rows = [];
    for (const [file, target] of [
      [csv, '≤ 5000 ms, ≤ 512 MB'],
      [xlsx, '—'],
    ] as const) {
      const figures = await inChild(file);
      rows.push({
        file: `${file.format} ${mb((await stat(file.path)).size)} MB`,
        rows: figures.rows,
        'inspect ms': Math.round(figures.inspectMs),
        'import ms': Math.round(figures.importMs),
        'total ms': Math.round(figures.inspectMs + figures.importMs),
        'CPU ms': Math.round(figures.cpuMs),
        'peak RSS MB': Math.round(figures.peakRssMb),
        'parquet MB': mb(figures.parquetBytes),
        target,
      });
    }
    console.table(rows);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (values.child) {
  const figures = await measure({ path: values.child, format: values.format === 'xlsx' ? 'xlsx' : 'csv' });
  process.send?.(figures);
} else {
  await main();
}
