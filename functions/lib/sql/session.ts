/**
 * What the engine asks of a database type's pool (pg-pool.ts, mysql-pool.ts): run one statement
 * read-only under a timeout with row and byte caps, close.
 */
export type SqlValue = string | number | boolean | null;

export interface SqlColumn {
  name: string;
  type: string;
}

export interface SqlRows {
  columns: SqlColumn[];
  /** One array per row, in `columns` order (duplicate column names stay apart). */
  rows: unknown[][];
  /** True when rows past the row or byte cap were cut. */
  truncated: boolean;
}

export interface RunLimits {
  maxRows: number;
  maxBytes: number;
  timeoutSeconds: number;
}

export interface SqlPool {
  run(statement: string, params: readonly SqlValue[], limits: RunLimits): Promise<SqlRows>;
  close(): Promise<void>;
}

/** Keeps rows while both caps allow; returns false once one is reached (the rest is cut). */
export class RowCollector {
  readonly rows: unknown[][] = [];
  private bytes = 0;
  truncated = false;
  constructor(private readonly limits: Pick<RunLimits, 'maxRows' | 'maxBytes'>) {}

  add(row: unknown[]): boolean {
    if (this.truncated) return false;
    const size = JSON.stringify(row, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    ).length;
    if (this.rows.length >= this.limits.maxRows || this.bytes + size > this.limits.maxBytes) {
      this.truncated = true;
      return false;
    }
    this.bytes += size;
    this.rows.push(row);
    return true;
  }
}

/**
 * `check` run once per pool, on the session that first asks (the user and server checks of
 * pg-pool.ts and mysql-pool.ts); a failed check is not kept, so the next run checks again.
 */
export function oncePerPool<S, T>(check: (session: S) => Promise<T>): (session: S) => Promise<T> {
  let done: Promise<T> | undefined;
  return (session) =>
    (done ??= check(session).catch((error: unknown) => {
      done = undefined;
      throw error;
    }));
}
