import type { WsActArgs, WsActName, WsAnswer, WsNotice, WsRequest } from '../../../shared/acts/ws.js';
import { LIMITS } from '../../../shared/limits.js';
import { backoffMs } from './backoff';

/** The bits of a WebSocket this client uses (the browser's, or a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** Timers, injected so tests drive time by hand. */
export interface Timers {
  now: () => number;
  every: (fn: () => void, ms: number) => () => void;
  after: (fn: () => void, ms: number) => () => void;
}

export interface RealtimeOptions {
  /** The socket address without a query: `wss://host/v2/ws/public`. */
  url: string;
  /** A fresh single-use ticket for each (re)connect: the user's or a link share's ticket act. */
  ticket: () => Promise<string>;
  open: (url: string) => SocketLike;
  timers?: Timers;
  /** How long a request waits for its answer, ms. */
  requestTimeoutMs?: number;
}

export interface RequestOptions {
  enableCache?: boolean;
  cacheTimeout?: number;
}

/** A request the socket could not answer: offline, timed out, or a non-200 code from the server. */
export class RealtimeError extends Error {
  constructor(
    readonly code: number | 'offline' | 'timeout',
    message: string,
  ) {
    super(message);
    this.name = 'RealtimeError';
  }
}

type NoticeListener = (notice: WsNotice) => void;
type StatusListener = (online: boolean) => void;

interface Pending {
  resolve: (data: unknown) => void;
  reject: (error: RealtimeError) => void;
  cancel: () => void;
  cacheKey: string | null;
  cacheTimeout: number;
}

const OPEN = 1;
/** Every notice type the server sends: a record over the union, so a new one is not forgotten. */
const NOTICE_TYPES: Readonly<Record<WsNotice['type'], true>> = {
  presence: true,
  control: true,
  release: true,
  push: true,
  device: true,
};
const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

export const browserTimers: Timers = {
  now: () => Date.now(),
  every: (fn, ms) => {
    const id = setInterval(fn, ms);
    return () => clearInterval(id);
  },
  after: (fn, ms) => {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
};

/** The socket address of the page's own origin: ws:// or wss:// as the page. */
export function realtimeUrl(location: { protocol: string; host: string }): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/v2/ws/public`;
}

function isNotice(value: object): value is WsNotice {
  return 'type' in value && typeof value.type === 'string' && Object.hasOwn(NOTICE_TYPES, value.type);
}

function isAnswer(value: object): value is WsAnswer {
  return 'id' in value && 'code' in value && typeof value.code === 'number';
}

/**
 * One realtime connection (docs/realtime.md): a ticket per (re)connect, a text `ping` every
 * heartbeat, a reconnect when nothing was heard for the silence limit or the socket closed (a
 * backoff doubling from the start delay to the restart delay; a failed ticket request backs off
 * the same way and never signs anyone out), requests matched by id with a timeout and an
 * optional answer cache, and listeners for notices and for online/offline.
 */
export class RealtimeClient {
  private readonly timers: Timers;
  private socket: SocketLike | null = null;
  private stopped = true;
  private failures = 0;
  private lastHeard = 0;
  private lastPing = 0;
  private seq = 0;
  private isOnline = false;
  private stopHeartbeat: (() => void) | null = null;
  private cancelRetry: (() => void) | null = null;
  private readonly pending = new Map<string, Pending>();
  private readonly cache = new Map<string, { data: unknown; until: number }>();
  private readonly noticeListeners = new Set<NoticeListener>();
  private readonly statusListeners = new Set<StatusListener>();

  constructor(private readonly options: RealtimeOptions) {
    this.timers = options.timers ?? browserTimers;
  }

  get online(): boolean {
    return this.isOnline;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopHeartbeat = this.timers.every(() => this.tick(), Math.min(LIMITS.websocket.heartbeatMs, 5000));
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.stopHeartbeat?.();
    this.stopHeartbeat = null;
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.drop();
    this.setOnline(false);
  }

  onNotice(listener: NoticeListener): () => void {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Sends one act; rejects at once while offline (callers may fall back to HTTPS). */
  request<A extends WsActName>(act: A, args: WsActArgs<A>, options: RequestOptions = {}): Promise<unknown> {
    const cacheKey = options.enableCache ? `${act}\u0000${JSON.stringify(args)}` : null;
    const now = this.timers.now();
    if (cacheKey) {
      const hit = this.cache.get(cacheKey);
      if (hit && hit.until > now) return Promise.resolve(hit.data);
      this.cache.delete(cacheKey);
    }
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN || !this.isOnline)
      return Promise.reject(new RealtimeError('offline', 'offline'));
    const seq = ++this.seq;
    const id = `r${seq}-${now.toString(36)}`;
    return new Promise((resolve, reject) => {
      const cancel = this.timers.after(() => {
        this.pending.delete(id);
        reject(new RealtimeError('timeout', 'timeout'));
      }, this.options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
      this.pending.set(id, {
        resolve,
        reject,
        cancel,
        cacheKey,
        cacheTimeout: options.cacheTimeout ?? LIMITS.responseCacheMs,
      });
      const request: WsRequest = {
        id,
        act,
        args,
        seq,
        ...(options.enableCache ? { enableCache: true, cacheTimeout: options.cacheTimeout } : {}),
      };
      socket.send(JSON.stringify(request));
    });
  }

  /** Heartbeat and silence check. */
  private tick(): void {
    const socket = this.socket;
    if (this.stopped || !socket || socket.readyState !== OPEN) return;
    const now = this.timers.now();
    if (now - this.lastHeard > LIMITS.websocket.reconnectSilenceMs) {
      this.retryLater();
      return;
    }
    if (now - this.lastPing >= LIMITS.websocket.heartbeatMs) {
      this.lastPing = now;
      socket.send('ping');
    }
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    let ticket: string;
    try {
      ticket = await this.options.ticket();
    } catch {
      this.retryLater();
      return;
    }
    if (this.stopped) return;
    const socket = this.options.open(`${this.options.url}?ticket=${encodeURIComponent(ticket)}`);
    this.socket = socket;
    this.lastHeard = this.timers.now();
    this.lastPing = this.lastHeard;
    socket.onopen = () => {
      this.failures = 0;
      this.lastHeard = this.timers.now();
      this.setOnline(true);
    };
    socket.onmessage = (event) => {
      this.lastHeard = this.timers.now();
      this.read(event.data);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.retryLater();
    };
    socket.onerror = () => undefined;
  }

  private read(data: unknown): void {
    if (typeof data !== 'string' || data === 'pong') return;
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if (!message || typeof message !== 'object') return;
    if (isNotice(message)) {
      for (const listener of [...this.noticeListeners]) listener(message);
      return;
    }
    if (!isAnswer(message) || message.id === null) return;
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    pending.cancel();
    if (message.code !== 200) {
      pending.reject(new RealtimeError(message.code, message.msg ?? String(message.code)));
      return;
    }
    if (pending.cacheKey)
      this.cache.set(pending.cacheKey, { data: message.data, until: this.timers.now() + pending.cacheTimeout });
    pending.resolve(message.data);
  }

  private setOnline(online: boolean): void {
    if (this.isOnline === online) return;
    this.isOnline = online;
    for (const listener of [...this.statusListeners]) listener(online);
  }

  private drop(): void {
    const socket = this.socket;
    this.socket = null;
    for (const [id, pending] of this.pending) {
      this.pending.delete(id);
      pending.cancel();
      pending.reject(new RealtimeError('offline', 'offline'));
    }
    if (!socket) return;
    socket.onclose = null;
    socket.onmessage = null;
    socket.onopen = null;
    socket.close();
  }

  private retryLater(): void {
    this.drop();
    this.setOnline(false);
    if (this.stopped) return;
    this.cancelRetry?.();
    this.cancelRetry = this.timers.after(() => {
      this.cancelRetry = null;
      void this.connect();
    }, backoffMs(this.failures++));
  }
}
