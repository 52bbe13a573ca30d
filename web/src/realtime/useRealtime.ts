import { useEffect, useState } from 'react';
import type { WsNotice } from '../../../shared/acts/ws.js';
import { RealtimeClient, realtimeUrl, type SocketLike } from './client';

/** The browser's WebSocket behind the client's socket shape. */
const openBrowserSocket = (url: string): SocketLike => {
  const ws = new WebSocket(url);
  const socket: SocketLike = {
    get readyState() {
      return ws.readyState;
    },
    send: (data) => ws.send(data),
    close: () => ws.close(),
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  ws.onopen = (event) => socket.onopen?.(event);
  ws.onmessage = (event) => socket.onmessage?.({ data: event.data });
  ws.onclose = (event) => socket.onclose?.(event);
  ws.onerror = (event) => socket.onerror?.(event);
  return socket;
};

export interface Realtime {
  client: RealtimeClient | null;
  /** Connected now; false before the first connect and while reconnecting. */
  online: boolean;
}

/**
 * One realtime connection for the component's life, opened with tickets from `ticket` (keep it
 * stable: a new function opens a new connection); none while `ticket` is null. Notices go to
 * `onNotice` (keep it stable too).
 */
export function useRealtime(ticket: (() => Promise<string>) | null, onNotice?: (notice: WsNotice) => void): Realtime {
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const [online, setOnline] = useState(false);
  useEffect(() => {
    if (!ticket || typeof WebSocket === 'undefined') return undefined;
    const next = new RealtimeClient({ url: realtimeUrl(window.location), ticket, open: openBrowserSocket });
    const offStatus = next.onStatus(setOnline);
    setClient(next);
    next.start();
    return () => {
      offStatus();
      next.stop();
      setClient(null);
      setOnline(false);
    };
  }, [ticket]);
  useEffect(() => {
    if (!client || !onNotice) return undefined;
    return client.onNotice(onNotice);
  }, [client, onNotice]);
  return { client, online };
}
