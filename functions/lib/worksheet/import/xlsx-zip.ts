import { openPromise, type Entry, type ZipFile } from 'yauzl';
import { WORKSHEET_LIMITS } from '../../../../shared/datasource/worksheet.js';
import { fail } from '../../errors.js';

const WORKBOOK_PART = 'xl/workbook.xml';
const SHARED_STRINGS_PART = 'xl/sharedStrings.xml';

interface DeclaredSizes {
  total: number;
  sharedStrings: number;
  hasWorkbook: boolean;
}

/** The sizes the zip's central directory declares, read without inflating anything. */
function declaredSizes(zip: ZipFile): Promise<DeclaredSizes> {
  const sizes: DeclaredSizes = { total: 0, sharedStrings: 0, hasWorkbook: false };
  return new Promise((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve(sizes));
    zip.on('entry', (entry: Entry) => {
      sizes.total += entry.uncompressedSize;
      if (entry.fileName === SHARED_STRINGS_PART) sizes.sharedStrings = entry.uncompressedSize;
      if (entry.fileName === WORKBOOK_PART) sizes.hasWorkbook = true;
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/**
 * Refuses an xlsx before any of it is inflated: not a zip, or a zip without a workbook part →
 * WORKSHEET_FILE_UNREADABLE; declared sizes past the limits (a zip bomb) →
 * WORKSHEET_FILE_TOO_COMPLEX. The streaming reader is bounded by these limits only as far as
 * the declared sizes are honest; the cell and column limits still apply as it reads.
 */
export async function checkXlsxZip(path: string): Promise<void> {
  let zip: ZipFile;
  let sizes: DeclaredSizes;
  try {
    zip = await openPromise(path, { lazyEntries: true, autoClose: false, strictFileNames: false });
  } catch {
    return fail('WORKSHEET_FILE_UNREADABLE');
  }
  try {
    sizes = await declaredSizes(zip);
  } catch {
    return fail('WORKSHEET_FILE_UNREADABLE');
  } finally {
    zip.close();
  }
  if (!sizes.hasWorkbook) fail('WORKSHEET_FILE_UNREADABLE');
  if (
    sizes.total > WORKSHEET_LIMITS.xlsxMaxUnzippedBytes ||
    sizes.sharedStrings > WORKSHEET_LIMITS.xlsxMaxSharedStringsBytes
  )
    fail('WORKSHEET_FILE_TOO_COMPLEX');
}
