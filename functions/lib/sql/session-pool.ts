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
 * A bounded pool of database sessions for drivers that bring none (`hdb`, `hive-driver`): at most
 * `max` sessions open, an idle one closed after `idleMs`, callers past the bound wait for a
 * session to come back. A session handed back as not reusable (timed out, could not be reset)
 * is closed, never given to the next caller.
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

interface IdleEntry<S> {
  session: S;
  timer: NodeJS.Timeout;
}

export class SessionPool<S> {
  private readonly idle: IdleEntry<S>[] = [];
  private readonly waiters: (() => void)[] = [];
  private opened = 0;
  private drained = false;

  constructor(
    private readonly hooks: SessionHooks<S>,
    private readonly options: SessionPoolOptions,
  ) {}

  /** Sessions open now, idle or in use. */
  get size(): number {
    return this.opened;
  }

  async acquire(): Promise<S> {
    for (;;) {
      if (this.drained) throw new Error('pool closed');
      const entry = this.idle.pop();
      if (entry) {
        clearTimeout(entry.timer);
        return entry.session;
      }
      if (this.opened < this.options.max) {
        this.opened++;
        try {
          return await this.hooks.open();
        } catch (error) {
          this.opened--;
          this.wake();
          throw error;
        }
      }
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  release(session: S, reusable: boolean): void {
    if (!reusable || this.drained) this.end(session);
    else {
      const entry: IdleEntry<S> = {
        session,
        timer: setTimeout(() => {
          const at = this.idle.indexOf(entry);
          if (at >= 0) this.idle.splice(at, 1);
          this.end(session);
        }, this.options.idleMs),
      };
      entry.timer.unref();
      this.idle.push(entry);
    }
    this.wake();
  }

  /** Closes the idle sessions; sessions in use are closed when they come back. */
  drain(): void {
    this.drained = true;
    for (const entry of this.idle.splice(0)) {
      clearTimeout(entry.timer);
      this.end(entry.session);
    }
    for (const wake of this.waiters.splice(0)) wake();
  }

  private end(session: S): void {
    this.opened--;
    this.hooks.close(session);
  }

  private wake(): void {
    this.waiters.shift()?.();
  }
}
