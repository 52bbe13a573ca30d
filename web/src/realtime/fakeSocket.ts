import type { SocketLike, Timers } from './client';

/**
 * Test support for code on the RealtimeClient (client, presence, pad control): a socket the
 * test opens, feeds and reads by hand, and timers that never fire.
 */
export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url = '') {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  lastRequest(): { id: string; act: string; args: unknown } {
    const raw = this.sent.filter((s) => s !== 'ping').at(-1);
    if (!raw) throw new Error('nothing sent');
    return JSON.parse(raw) as { id: string; act: string; args: unknown };
  }
}

/** Time that stands still: no heartbeat, no timeout. */
export const stillTimers: Timers = { now: () => 0, every: () => () => undefined, after: () => () => undefined };

/** Lets pending promises settle. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
