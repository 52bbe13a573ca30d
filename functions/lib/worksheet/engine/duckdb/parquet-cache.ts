import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { downloadAsset } from '../../../s3-objects.js';
import { sha256 } from '../../../crypto/tokens.js';
import type { WorksheetTable } from '../../contract.js';
import type { LocalTable } from './instances.js';

/** A worksheet generation's files on local disk. */
interface Entry {
  folder: string;
  bytes: number;
  /** Downloads in flight; resolves to the local files in key order. */
  files: Promise<string[]>;
  /** Queries reading it now: never evicted while above zero. */
  readers: number;
}

/** Copies a Parquet object of the assets bucket to `path`; a missing one fails the query. */
async function download(key: string, path: string): Promise<void> {
  if (!(await downloadAsset(key, path))) throw new Error(`no object for ${key}`);
}

/**
 * Worksheets' Parquet copied from S3 to local disk, one folder per tenant, worksheet and
 * generation under a folder of this process (os.tmpdir()), reused across queries:
 * - a new generation of a worksheet evicts its older ones (and the DuckDB instances over them);
 * - past `maxBytes` in all, the least recently used generations not being read are deleted.
 * Folder names are hashes, so no tenant or worksheet id appears in a path.
 */
export class ParquetCache {
  private root: Promise<string> | undefined;
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxBytes: number,
    private readonly onEvict: (folder: string) => void,
  ) {}

  /** The cache's root folder, masked in messages. */
  rootFolder(): Promise<string> {
    this.root ??= mkdtemp(join(tmpdir(), 'wallboard-ws-'));
    return this.root;
  }

  /**
   * The tables' local files, downloaded where missing, for the duration of `use`; during it
   * no file of theirs is evicted.
   */
  async using<T>(
    tables: readonly WorksheetTable[],
    use: (local: LocalTable[], root: string) => Promise<T>,
  ): Promise<T> {
    const root = await this.rootFolder();
    const held = tables.map((table) => ({ name: table.name, entry: this.hold(root, table) }));
    try {
      const local = await Promise.all(held.map(async ({ name, entry }) => ({ name, files: await entry.files })));
      return await use(local, root);
    } finally {
      for (const { entry } of held) entry.readers -= 1;
      await this.evict();
    }
  }

  private hold(root: string, table: WorksheetTable): Entry {
    const worksheet = sha256(`${table.tenantId}/${table.worksheetId}`).slice(0, 32);
    const id = `${worksheet}/${sha256(table.generation).slice(0, 16)}`;
    const entry = this.entries.get(id) ?? this.fetch(root, worksheet, id, table);
    this.entries.delete(id);
    entry.readers += 1;
    this.entries.set(id, entry);
    return entry;
  }

  /** Starts copying a generation's keys, after evicting the worksheet's other generations. */
  private fetch(root: string, worksheet: string, id: string, table: WorksheetTable): Entry {
    for (const [other, old] of this.entries)
      if (other.startsWith(`${worksheet}/`) && old.readers === 0) void this.remove(other, old);
    const folder = join(root, id);
    const parts = table.keys.map((key) => ({ key, file: join(folder, `${sha256(key).slice(0, 32)}.parquet`) }));
    const files = mkdir(folder, { recursive: true })
      .then(() => Promise.all(parts.map((part) => download(part.key, part.file))))
      .then(() => parts.map((part) => part.file));
    const entry: Entry = { folder, bytes: table.bytes, files, readers: 0 };
    files.catch(() => {
      if (this.entries.get(id) === entry) void this.remove(id, entry);
    });
    return entry;
  }

  private async evict(): Promise<void> {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.bytes;
    for (const [id, entry] of this.entries) {
      if (total <= this.maxBytes) return;
      if (entry.readers > 0) continue;
      total -= entry.bytes;
      await this.remove(id, entry);
    }
  }

  private async remove(id: string, entry: Entry): Promise<void> {
    this.entries.delete(id);
    this.onEvict(entry.folder);
    await rm(entry.folder, { recursive: true, force: true });
  }
}
