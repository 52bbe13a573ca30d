/**
 * The screen's one data layer: widgets subscribe to sources by key; widgets bound to
 * the same source and parameters share one request and one poller (at the shortest interval
 * any of them asks for); polling pauses while the page is hidden and catches up when it shows
 * again; a failed poll keeps the last data, so a widget can say it is stale instead of going
 * blank. Pure of the DOM: clock, timers and visibility are injected.
 */
export interface SourceState {
  status: 'loading' | 'ready' | 'error';
  data?: unknown;
  /** When the data was fetched, epoch ms. */
  fetchedAt?: number;
  /** The catalogue code of the last failure, cleared by the next success. */
  errorCode?: number;
}

export interface SourceRequest {
  /** Same key, same request: one fetch serves every subscriber. */
  key: string;
  /** Poll interval; 0 fetches once. */
  intervalMs: number;
  fetch: () => Promise<unknown>;
}

export interface HubEnvironment {
  now: () => number;
  setTimer: (run: () => void, ms: number) => () => void;
  hidden: () => boolean;
  onVisibilityChange: (listener: () => void) => () => void;
  /** The catalogue code of a failure (RPC errors carry one). */
  codeOf: (error: unknown) => number;
}

interface Entry {
  fetch: () => Promise<unknown>;
  intervals: Map<number, number>;
  listeners: Map<number, (state: SourceState) => void>;
  state: SourceState;
  cancelTimer: (() => void) | null;
  running: boolean;
  /** When the last poll began (success or not): the next one is due an interval later. */
  attemptedAt?: number;
}

const LOADING: SourceState = { status: 'loading' };

/** Data older than twice its poll interval is stale (the widget shows a badge). */
export function isStale(state: SourceState, intervalMs: number, now: number): boolean {
  return intervalMs > 0 && state.fetchedAt !== undefined && now - state.fetchedAt > 2 * intervalMs;
}

export class DataHub {
  private readonly entries = new Map<string, Entry>();
  private nextId = 1;
  private readonly stopWatching: () => void;

  constructor(private readonly env: HubEnvironment) {
    this.stopWatching = env.onVisibilityChange(() => {
      for (const [key, entry] of this.entries) {
        if (this.env.hidden()) this.cancel(entry);
        else this.schedule(key, entry);
      }
    });
  }

  /** The current state of a source (loading until its first answer). */
  state(key: string): SourceState {
    return this.entries.get(key)?.state ?? LOADING;
  }

  subscribe(request: SourceRequest, listener: (state: SourceState) => void): () => void {
    const id = this.nextId++;
    let entry = this.entries.get(request.key);
    const fresh = !entry;
    if (!entry) {
      entry = {
        fetch: request.fetch,
        intervals: new Map(),
        listeners: new Map(),
        state: LOADING,
        cancelTimer: null,
        running: false,
      };
      this.entries.set(request.key, entry);
    }
    const before = this.interval(entry);
    entry.intervals.set(id, request.intervalMs);
    entry.listeners.set(id, listener);
    if (fresh) void this.poll(request.key, entry);
    else if (this.interval(entry) !== before && !entry.running) this.schedule(request.key, entry);
    return () => {
      const current = this.entries.get(request.key);
      if (!current) return;
      current.intervals.delete(id);
      current.listeners.delete(id);
      if (current.listeners.size === 0) {
        this.cancel(current);
        this.entries.delete(request.key);
      }
    };
  }

  /** Stops every poller (the screen closed). */
  dispose(): void {
    for (const entry of this.entries.values()) this.cancel(entry);
    this.entries.clear();
    this.stopWatching();
  }

  /** The shortest positive interval any subscriber asked for; 0 when none polls. */
  private interval(entry: Entry): number {
    const positive = [...entry.intervals.values()].filter((ms) => ms > 0);
    return positive.length ? Math.min(...positive) : 0;
  }

  private cancel(entry: Entry): void {
    entry.cancelTimer?.();
    entry.cancelTimer = null;
  }

  /** Arms the next poll: due now if the data is older than the interval, else when it will be. */
  private schedule(key: string, entry: Entry): void {
    this.cancel(entry);
    const interval = this.interval(entry);
    if (interval === 0 || this.env.hidden() || entry.running) return;
    const age = entry.attemptedAt === undefined ? interval : this.env.now() - entry.attemptedAt;
    entry.cancelTimer = this.env.setTimer(() => void this.poll(key, entry), Math.max(0, interval - age));
  }

  private async poll(key: string, entry: Entry): Promise<void> {
    if (this.entries.get(key) !== entry || entry.running) return;
    entry.running = true;
    entry.attemptedAt = this.env.now();
    this.cancel(entry);
    try {
      const data = await entry.fetch();
      entry.state = { status: 'ready', data, fetchedAt: this.env.now() };
    } catch (error) {
      const code = this.env.codeOf(error);
      entry.state =
        entry.state.data === undefined ? { status: 'error', errorCode: code } : { ...entry.state, errorCode: code };
    } finally {
      entry.running = false;
    }
    if (this.entries.get(key) !== entry) return;
    for (const listener of entry.listeners.values()) listener(entry.state);
    this.schedule(key, entry);
  }
}
