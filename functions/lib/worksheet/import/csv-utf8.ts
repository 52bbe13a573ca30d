import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import iconv from 'iconv-lite';
import { fail } from '../../errors.js';
import { NotUtf8Error } from './csv-duckdb.js';
import type { CsvTextEncoding } from './csv-layout.js';

async function withTranscoded<T>(
  path: string,
  encoding: CsvTextEncoding,
  work: (utf8Path: string) => Promise<T>,
): Promise<T> {
  const utf8Path = `${path}.utf8.csv`;
  try {
    await pipeline(
      createReadStream(path),
      iconv.decodeStream(encoding),
      iconv.encodeStream('utf8'),
      createWriteStream(utf8Path),
    );
    return await work(utf8Path);
  } catch (error) {
    if (error instanceof NotUtf8Error) fail('WORKSHEET_FILE_UNREADABLE');
    throw error;
  } finally {
    await rm(utf8Path, { force: true });
  }
}

/**
 * Hands `work` a UTF-8 copy of a CSV file (DuckDB reads UTF-8 only): the file itself when it is
 * UTF-8, else a copy transcoded by iconv-lite as it streams, beside it and removed after. A
 * "UTF-8" file with other bytes past the detection sample is read again through such a copy,
 * those bytes becoming U+FFFD as csv-parse's decoding makes them.
 */
export async function withUtf8Csv<T>(
  path: string,
  encoding: CsvTextEncoding,
  work: (utf8Path: string) => Promise<T>,
): Promise<T> {
  if (encoding !== 'utf8') return withTranscoded(path, encoding, work);
  try {
    return await work(path);
  } catch (error) {
    if (error instanceof NotUtf8Error) return withTranscoded(path, encoding, work);
    throw error;
  }
}
