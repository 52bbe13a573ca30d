import { Pool } from 'tarn';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { redact, SqlFailure } from './failure.js';

/**
 * A failure while a session was being opened (connect, handshake, login): always
 * DATABASE_CONNECTION_FAILED, whatever the driver calls it, with its message's first line,
 * secrets and unprintable bytes (a server of another protocol answers binary) taken out.
 */
export function openFailure(error: unknown, secrets: readonly string[]): SqlFailure {
  if (error instanceof SqlFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  // eslint-disable-next-line no-control-regex -- control bytes are what is being removed
  const printable = message.replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\ufffd]/g, ' ');
  const line = redact(printable, secrets).replace(/\s+/g, ' ').trim();
  return new SqlFailure(ErrorCode.DATABASE_CONNECTION_FAILED, line || 'no session');
}

/**
 * `work` if it settles within `ms`; else the error `expire()` makes (it may also close the session
 * the work runs on) is thrown, and whatever `work` answers later goes to `late` (a late failure is
 * dropped). For drivers whose calls can wait forever on a server that stopped answering.
 */
export function deadline<T>(
  work: Promise<T>,
  ms: number,
  expire: () => Error,
  late: (value: T) => void = () => undefined,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => {
        work.then(late, () => undefined);
        reject(expire());
      },
      Math.max(0, ms),
    );
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/**
 * A bounded pool of database sessions for drivers that bring none (`hdb`, `hive-driver`), kept
 * by `tarn` as DaMeng's is: at most `max` sessions open, an idle one closed after `idleMs` (found
 * by a sweep every `idleMs / 4`, at most a second), callers past the bound wait for a session to
 * come back. A session handed back as not reusable (timed out, could not be reset) is closed at
 * once and never given to the next caller; its place is freed when the pool next looks at it.
 */
export interface SessionHooks<S> {
  open(): Promise<S>;
  /** Ends a session; must not throw. */
  close(session: S): void;
}

export interface SessionPoolOptions {
  max: number;
  idleMs: number;
}

export class SessionPool<S extends object> {
  private readonly pool: Pool<S>;
  /** Sessions closed while lent: tarn drops them instead of lending them again. */
  private readonly closed = new WeakSet<S>();
  /** Sessions handed back and not lent since, which a drain closes at once. */
  private readonly idle = new Set<S>();
  private drained = false;

  constructor(
    private readonly hooks: SessionHooks<S>,
    options: SessionPoolOptions,
  ) {
    this.pool = new Pool<S>({
      create: () => hooks.open(),
      destroy: (session) => this.end(session),
      validate: (session) => !this.closed.has(session),
      min: 0,
      max: options.max,
      idleTimeoutMillis: options.idleMs,
      reapIntervalMillis: Math.max(1, Math.min(1000, Math.floor(options.idleMs / 4))),
      propagateCreateError: true,
    });
  }

  /** Sessions open now, idle or in use. */
  get size(): number {
    return this.pool.numUsed() + this.pool.numFree();
  }

  async acquire(): Promise<S> {
    if (this.drained) throw new Error('pool closed');
    const session = await this.pool.acquire().promise;
    this.idle.delete(session);
    return session;
  }

  release(session: S, reusable: boolean): void {
    if (!reusable || this.drained) this.end(session);
    else this.idle.add(session);
    this.pool.release(session);
  }

  /** Closes the idle sessions and refuses new callers; sessions in use are closed when they come back. */
  drain(): void {
    this.drained = true;
    for (const session of this.idle) this.end(session);
    this.idle.clear();
    void this.pool.destroy().catch(() => undefined);
  }

  private end(session: S): void {
    this.idle.delete(session);
    if (this.closed.has(session)) return;
    this.closed.add(session);
    this.hooks.close(session);
  }
}
