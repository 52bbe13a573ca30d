import { SQL_LIMITS } from '../../../shared/datasource/connection.js';

/**
 * What the engine asks of a database type's pool (pg-pool.ts, mysql/pool.ts): run one statement
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

/** The caps of a streamed statement, and how many rows the driver is asked for at a time. */
export interface StreamLimits extends RunLimits {
  batchRows: number;
}

/** A statement's answer as the database sends it: its columns, then its rows in batches. */
export interface RowStream {
  columns: SqlColumn[];
  /** Non-empty batches of rows in `columns` order, within the caps (the rows past them are cut). */
  batches: AsyncIterable<unknown[][]>;
  /** True once rows past the row or byte cap were cut (known when `batches` has ended). */
  readonly truncated: boolean;
}

export interface SqlPool {
  run(statement: string, params: readonly SqlValue[], limits: RunLimits): Promise<SqlRows>;
  /**
   * Runs one statement as `run` does (read-only, bound parameters, timeout, caps) and hands its
   * rows to `consume` as they come, at most `batchRows` held at a time; the session is kept until
   * `consume` settles, then reset as after `run`. Left out by engines whose driver answers every
   * row at once (run-readonly.ts then reads them with `run`).
   */
  stream?<T>(
    statement: string,
    params: readonly SqlValue[],
    limits: StreamLimits,
    consume: (rows: RowStream) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
}

/** Counts rows and their bytes (as JSON, bigints as text) against the caps, keeping none. */
export class RowCap {
  private rows = 0;
  private bytes = 0;
  truncated = false;
  constructor(private readonly limits: Pick<RunLimits, 'maxRows' | 'maxBytes'>) {}

  /** Rows admitted so far. */
  get count(): number {
    return this.rows;
  }

  /** Whether `row` fits under both caps (it is then counted); false for the first that does not and every one after. */
  admit(row: readonly unknown[]): boolean {
    if (this.truncated) return false;
    const size = JSON.stringify(row, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    ).length;
    if (this.rows >= this.limits.maxRows || this.bytes + size > this.limits.maxBytes) {
      this.truncated = true;
      return false;
    }
    this.bytes += size;
    this.rows += 1;
    return true;
  }

  /** The leading rows of `batch` that fit. */
  admitAll<R extends readonly unknown[]>(batch: readonly R[]): R[] {
    const kept: R[] = [];
    for (const row of batch) {
      if (!this.admit(row)) break;
      kept.push(row);
    }
    return kept;
  }
}

/** Keeps rows while both caps allow; returns false once one is reached (the rest is cut). */
export class RowCollector {
  readonly rows: unknown[][] = [];
  private readonly cap: RowCap;
  constructor(limits: Pick<RunLimits, 'maxRows' | 'maxBytes'>) {
    this.cap = new RowCap(limits);
  }

  get truncated(): boolean {
    return this.cap.truncated;
  }

  add(row: unknown[]): boolean {
    if (!this.cap.admit(row)) return false;
    this.rows.push(row);
    return true;
  }
}

/**
 * Rows as they come, in batches of `size` (the last may be shorter; none empty), kept under `cap`:
 * the batches end at the first row past it.
 */
export async function* cappedBatches(
  rows: AsyncIterable<unknown>,
  size: number,
  cap: RowCap,
): AsyncGenerator<unknown[][]> {
  let batch: unknown[][] = [];
  for await (const row of rows) {
    if (!Array.isArray(row) || !cap.admit(row)) break;
    batch.push(row);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * A pool's user and server check (the engines' `vetUser`): run on the session that first asks, and
 * again on the first run after SQL_LIMITS.userRecheckSeconds, so a privilege granted to the user
 * later is seen within that time; a failed check is not kept, so the next run checks again.
 */
export function poolCheck<S, T>(
  check: (session: S) => Promise<T>,
  maxAgeMs: number = SQL_LIMITS.userRecheckSeconds * 1000,
): (session: S) => Promise<T> {
  let done: { result: Promise<T>; at: number } | undefined;
  return (session) => {
    const now = Date.now();
    if (done && now - done.at < maxAgeMs) return done.result;
    const current = {
      at: now,
      result: check(session).catch((error: unknown) => {
        if (done === current) done = undefined;
        throw error;
      }),
    };
    done = current;
    return current.result;
  };
}
