import type { PresenceNotice, PresenceUser } from '../../../../shared/acts/ws.js';
import { LIMITS } from '../../../../shared/limits.js';

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

export interface PresenceOptions {
  url: string;
  open: (url: string) => SocketLike;
  onUsers: (users: PresenceUser[]) => void;
  now?: () => number;
  setInterval?: (fn: () => void, ms: number) => () => void;
  setTimeout?: (fn: () => void, ms: number) => () => void;
}

const OPEN = 1;

/** The presence socket URL: same origin, ws:// or wss:// as the page. */
export function presenceUrl(location: { protocol: string; host: string }, token: string, screenId: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/v2/ws/public?token=${encodeURIComponent(token)}&screen=${encodeURIComponent(screenId)}`;
}

/**
 * Who else has this screen open (scope 3 of 3: presence, never saved). Pings every 30 s,
 * asks for the list on open, and reconnects when nothing was heard for 60 s or the socket
 * closed (after a short delay that grows, capped at the spec's 30 s restart delay).
 */
export class PresenceClient {
  private socket: SocketLike | null = null;
  private lastHeard = 0;
  private seq = 0;
  private stopped = false;
  private failures = 0;
  private stopTimers: (() => void)[] = [];

  constructor(private readonly options: PresenceOptions) {}

  private get now() {
    return (this.options.now ?? Date.now)();
  }

  start(): void {
    const every =
      this.options.setInterval ??
      ((fn, ms) => {
        const id = setInterval(fn, ms);
        return () => clearInterval(id);
      });
    this.connect();
    this.stopTimers.push(every(() => this.tick(), Math.min(LIMITS.websocket.heartbeatMs, 5000)));
  }

  stop(): void {
    this.stopped = true;
    for (const stop of this.stopTimers.splice(0)) stop();
    this.drop();
  }

  private lastPing = 0;

  /** Heartbeat and silence check. */
  private tick(): void {
    if (this.stopped) return;
    const now = this.now;
    if (this.socket && this.socket.readyState === OPEN) {
      if (now - this.lastHeard > LIMITS.websocket.reconnectSilenceMs) {
        this.reconnect(0);
        return;
      }
      if (now - this.lastPing >= LIMITS.websocket.heartbeatMs) {
        this.lastPing = now;
        this.socket.send('ping');
      }
    }
  }

  private connect(): void {
    if (this.stopped) return;
    const socket = this.options.open(this.options.url);
    this.socket = socket;
    this.lastHeard = this.now;
    this.lastPing = this.now;
    socket.onopen = () => {
      this.failures = 0;
      this.lastHeard = this.now;
      socket.send(JSON.stringify({ id: `presence-${++this.seq}`, act: 'v2/ws/presence', args: {}, seq: this.seq }));
    };
    socket.onmessage = (event) => {
      this.lastHeard = this.now;
      this.read(event.data);
    };
    socket.onclose = () => {
      if (this.socket === socket)
        this.reconnect(Math.min(LIMITS.websocket.restartDelayMs, 1000 * 2 ** this.failures++));
    };
    socket.onerror = () => undefined;
  }

  private read(data: unknown): void {
    if (typeof data !== 'string' || data === 'pong') return;
    try {
      const message = JSON.parse(data) as Partial<PresenceNotice> & {
        code?: number;
        data?: { users?: PresenceUser[] };
      };
      if (message.type === 'presence' && Array.isArray(message.users)) this.options.onUsers(message.users);
      else if (message.code === 200 && Array.isArray(message.data?.users)) this.options.onUsers(message.data.users);
    } catch {
      // Not ours: ignore.
    }
  }

  private drop(): void {
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close();
    }
  }

  private reconnect(delayMs: number): void {
    this.drop();
    if (this.stopped) return;
    const later =
      this.options.setTimeout ??
      ((fn, ms) => {
        const id = setTimeout(fn, ms);
        return () => clearTimeout(id);
      });
    this.stopTimers.push(later(() => this.connect(), delayMs));
  }
}
