import { open } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import type { CsvDelimiter, CsvEncoding } from '../../../../shared/datasource/worksheet.js';
import { fail } from '../../errors.js';

export type CsvTextEncoding = Exclude<CsvEncoding, 'auto'>;
export type CsvFieldDelimiter = Exclude<CsvDelimiter, 'auto'>;

export interface CsvLayout {
  encoding: CsvTextEncoding;
  delimiter: CsvFieldDelimiter;
}

/** Bytes read from the top of the file to detect its encoding and delimiter. */
const SAMPLE_BYTES = 1024 * 1024;
/** Lines the delimiter detection compares. */
const SAMPLE_LINES = 50;
const DELIMITERS: readonly CsvFieldDelimiter[] = [',', ';', '\t', '|'];
/** C0 control characters a text file may hold: tab, line feed, form feed, carriage return, SUB (DOS end of file). */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x1a]);

function hasBinaryControls(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && !TEXT_CONTROLS.has(code)) return true;
  }
  return false;
}

async function readSample(path: string): Promise<{ bytes: Buffer; whole: boolean }> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BYTES, 0);
    return { bytes: buffer.subarray(0, bytesRead), whole: bytesRead < SAMPLE_BYTES };
  } finally {
    await handle.close();
  }
}

function isUtf8(bytes: Buffer): boolean {
  try {
    // `stream: true` holds back a character cut at the end of the sample instead of failing on it.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The sample decoded; a binary file (NUL or other control bytes, or bytes neither encoding reads) is refused. */
function decodeSample(bytes: Buffer, wanted: CsvEncoding): { encoding: CsvTextEncoding; text: string } {
  if (bytes.includes(0)) fail('WORKSHEET_FILE_UNREADABLE');
  const encoding: CsvTextEncoding = wanted !== 'auto' ? wanted : isUtf8(bytes) ? 'utf8' : 'gb18030';
  const text = iconv.decode(bytes, encoding);
  if (hasBinaryControls(text)) fail('WORKSHEET_FILE_UNREADABLE');
  // A GB18030 reading of bytes it cannot map yields U+FFFD; text in neither encoding is not a CSV.
  if (wanted === 'auto' && encoding === 'gb18030' && text.includes('\uFFFD')) fail('WORKSHEET_FILE_UNREADABLE');
  return { encoding, text };
}

/** How well a delimiter splits the sample: rows that agree on the commonest width (> 1), then that width. */
function delimiterScore(text: string, delimiter: CsvFieldDelimiter): [number, number] {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      to_line: SAMPLE_LINES,
    });
  } catch {
    return [0, 0];
  }
  const widths = new Map<number, number>();
  for (const record of records) widths.set(record.length, (widths.get(record.length) ?? 0) + 1);
  let best: [number, number] = [0, 0];
  for (const [width, count] of widths) {
    if (width < 2) continue;
    const score: [number, number] = [count / records.length, width];
    if (score[0] > best[0] || (score[0] === best[0] && score[1] > best[1])) best = score;
  }
  return best;
}

function detectDelimiter(text: string): CsvFieldDelimiter {
  let chosen: CsvFieldDelimiter = ',';
  let best: [number, number] = [0, 0];
  for (const delimiter of DELIMITERS) {
    const score = delimiterScore(text, delimiter);
    if (score[0] > best[0] || (score[0] === best[0] && score[1] > best[1])) {
      best = score;
      chosen = delimiter;
    }
  }
  return chosen;
}

/**
 * The encoding ('auto': UTF-8 unless the first megabyte is not valid UTF-8, then GB18030) and
 * the delimiter ('auto': the one of , ; tab | that splits the first lines most consistently).
 */
export async function detectCsvLayout(
  path: string,
  encoding: CsvEncoding,
  delimiter: CsvDelimiter,
): Promise<CsvLayout> {
  const sample = await readSample(path);
  const decoded = decodeSample(sample.bytes, encoding);
  if (delimiter !== 'auto') return { encoding: decoded.encoding, delimiter };
  // Compare whole lines only: the sample may end inside one.
  const end = sample.whole ? decoded.text.length : decoded.text.lastIndexOf('\n') + 1;
  return { encoding: decoded.encoding, delimiter: detectDelimiter(decoded.text.slice(0, end).replace(/^\uFEFF/, '')) };
}
