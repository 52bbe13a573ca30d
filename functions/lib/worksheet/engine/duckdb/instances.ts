import { DuckDBInstance } from '@duckdb/node-api';

/** A worksheet as a local DuckDB view: its SQL name and its Parquet files on local disk. */
export interface LocalTable {
  name: string;
  files: string[];
}

/** DuckDB's quoting of an identifier and of a string literal. */
export const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;
export const quoteLiteral = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/**
 * An in-memory DuckDB holding one view per table over its Parquet files, locked down before
 * any user statement can reach it:
 * - `allowed_paths` is exactly the tables' files and `enable_external_access=false`, so
 *   read_csv('/etc/passwd'), read_parquet of another cache folder, COPY … TO, ATTACH, INSTALL,
 *   glob() and the like fail with DuckDB's permission error, while the views still read;
 * - extensions are never installed or loaded automatically (parquet and json are built in);
 * - `lock_configuration=true` last, so no SET or PRAGMA can undo the above.
 */
export async function lockedInstance(tables: readonly LocalTable[]): Promise<DuckDBInstance> {
  const instance = await DuckDBInstance.create(':memory:', {
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
  });
  const setup = await instance.connect();
  try {
    const files = tables.flatMap((table) => table.files);
    await setup.run(`SET allowed_paths = [${files.map(quoteLiteral).join(', ')}]`);
    await setup.run('SET allowed_directories = []');
    await setup.run('SET enable_external_access = false');
    for (const table of tables)
      await setup.run(
        `CREATE VIEW ${quoteIdentifier(table.name)} AS SELECT * FROM read_parquet([${table.files.map(quoteLiteral).join(', ')}])`,
      );
    await setup.run('SET lock_configuration = true');
  } catch (error) {
    instance.closeSync();
    throw error;
  } finally {
    setup.closeSync();
  }
  return instance;
}

/** A cached instance, the files its views read, and the queries using it now. */
interface Entry {
  instance: Promise<DuckDBInstance>;
  files: readonly string[];
  users: number;
  /** Out of the cache: closed once its last user is done. */
  retired: boolean;
}

function close(entry: Entry): void {
  entry.instance.then(
    (instance) => instance.closeSync(),
    () => undefined,
  );
}

/**
 * Locked instances by table set, most recently used last: a dashboard's repeated query reuses
 * its instance (views bound, Parquet metadata cached) and opens a fresh connection on it. An
 * instance leaving the cache is closed once no query uses it.
 */
export class InstanceCache {
  private readonly entries = new Map<string, Entry>();
  constructor(private readonly capacity: number) {}

  /** Runs `use` on the tables' locked instance (created on first use). */
  async use<T>(tables: readonly LocalTable[], use: (instance: DuckDBInstance) => Promise<T>): Promise<T> {
    const entry = this.entry(tables);
    entry.users += 1;
    try {
      return await use(await entry.instance);
    } finally {
      entry.users -= 1;
      if (entry.retired && entry.users === 0) close(entry);
    }
  }

  /** Retires every instance reading a file under `folder` (files about to be deleted). */
  dropReading(folder: string): void {
    for (const [key, entry] of this.entries)
      if (entry.files.some((file) => file.startsWith(`${folder}/`))) this.retire(key, entry);
  }

  private entry(tables: readonly LocalTable[]): Entry {
    const key = JSON.stringify([...tables].sort((a, b) => a.name.localeCompare(b.name)));
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const entry: Entry = {
      instance: lockedInstance(tables),
      files: tables.flatMap((table) => table.files),
      users: 0,
      retired: false,
    };
    entry.instance.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    this.entries.set(key, entry);
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.capacity) break;
      this.retire(oldest, old);
    }
    return entry;
  }

  private retire(key: string, entry: Entry): void {
    this.entries.delete(key);
    entry.retired = true;
    if (entry.users === 0) close(entry);
  }
}
