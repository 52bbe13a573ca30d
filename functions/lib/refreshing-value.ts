export interface RefreshingValueOptions<T> {
  fetch: () => Promise<T>;
  /** How long a fetched value is used before the next request fetches it again. */
  ttlMs: number;
  /** After a failed refresh, how long the last good value is used before the next try. */
  retryMs: number;
  now?: () => number;
  /** Told of a failed refresh that the last good value covers (a failed first fetch is thrown instead). */
  onStale?: (error: unknown) => void;
}

/**
 * A value fetched on first use and again once it is `ttlMs` old, with at most one fetch in
 * flight: callers that find it missing or stale while a fetch runs wait for that fetch. A failed
 * first fetch is thrown to its callers and not kept, so the next call tries again. A failed
 * refresh keeps the last good value for `retryMs` more: a passing outage of the source costs no
 * request, and the source is not asked on every request while it is down.
 */
export class RefreshingValue<T> {
  private readonly options: RefreshingValueOptions<T>;
  private readonly now: () => number;
  private held: { value: T; freshUntil: number } | undefined;
  private pending: Promise<T> | undefined;

  constructor(options: RefreshingValueOptions<T>) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  get(): Promise<T> {
    if (this.held && this.now() < this.held.freshUntil) return Promise.resolve(this.held.value);
    if (!this.pending) {
      const pending = this.refresh();
      this.pending = pending;
      const settled = () => {
        if (this.pending === pending) this.pending = undefined;
      };
      pending.then(settled, settled);
    }
    return this.pending;
  }

  private async refresh(): Promise<T> {
    try {
      const value = await this.options.fetch();
      this.held = { value, freshUntil: this.now() + this.options.ttlMs };
      return value;
    } catch (error) {
      if (!this.held) throw error;
      this.options.onStale?.(error);
      this.held = { value: this.held.value, freshUntil: this.now() + this.options.retryMs };
      return this.held.value;
    }
  }
}
