import { ZipFile } from 'yazl';

/** Builds a zip in memory from named buffers. */
export function buildZip(files: { name: string; data: Uint8Array }[], mtime = new Date()): Promise<Buffer> {
  const zip = new ZipFile();
  for (const file of files) zip.addBuffer(Buffer.from(file.data), file.name, { mtime });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
