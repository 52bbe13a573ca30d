import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { ARCHIVE_LIMITS } from './limits.js';

/** Why an archive was refused; the import answers one catalogue code for all of them. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Entry names that could escape the extraction root or are not plain relative paths. */
export function unsafeEntryName(name: string): boolean {
  return (
    name.length === 0 ||
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[A-Za-z]:/.test(name) ||
    name.split('/').some((part) => part === '..') ||
    name.includes('\0')
  );
}

function isSymlink(entry: Entry): boolean {
  return ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
}

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    fromBuffer(
      buffer,
      { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) =>
        error || !zip ? reject(new ArchiveError(`not a zip archive: ${error?.message ?? 'empty'}`)) : resolve(zip),
    ),
  );
}

/**
 * Reads the files of an archive that `wanted` selects, refusing the whole archive on the
 * first unsafe entry (`..`, absolute, backslash, link), past 10,000 entries, past 200 MB
 * inflated in total, or past a compression ratio of 100 for any entry it inflates. Counts
 * the bytes as they come out of the inflater; nothing here trusts the sizes in the headers.
 */
export async function readZip(buffer: Buffer, wanted: (name: string) => boolean): Promise<Map<string, Buffer>> {
  if (buffer.length > ARCHIVE_LIMITS.maxArchiveBytes) throw new ArchiveError('archive too large');
  const zip = await openZip(buffer);
  const files = new Map<string, Buffer>();
  let entries = 0;
  let inflated = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const failWith = (message: string) => reject(new ArchiveError(message));
      zip.on('error', (error: Error) => failWith(error.message));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        entries += 1;
        if (entries > ARCHIVE_LIMITS.maxEntries) return failWith('too many entries');
        if (unsafeEntryName(entry.fileName)) return failWith(`unsafe entry name ${JSON.stringify(entry.fileName)}`);
        if (isSymlink(entry)) return failWith(`link entry ${entry.fileName}`);
        if (entry.fileName.endsWith('/') || !wanted(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return failWith(error?.message ?? 'unreadable entry');
          const chunks: Buffer[] = [];
          let size = 0;
          const ratioCap = Math.max(entry.compressedSize, 1) * ARCHIVE_LIMITS.maxRatio;
          stream.on('data', (chunk: Buffer) => {
            size += chunk.length;
            inflated += chunk.length;
            if (inflated > ARCHIVE_LIMITS.maxUncompressedBytes) {
              stream.destroy();
              return failWith('archive inflates past 200 MB');
            }
            if (size > ratioCap && size > 64 * 1024) {
              stream.destroy();
              return failWith(`entry ${entry.fileName} exceeds the compression ratio limit`);
            }
            chunks.push(chunk);
          });
          stream.on('error', (streamError: Error) => failWith(streamError.message));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return files;
}
