import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { WsNotice } from '../../../shared/acts/ws.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { RealtimeError } from './client';
import {
  carouselStep,
  deviceReport,
  initialOverlay,
  isForDevice,
  overlayReducer,
  releasedScreen,
  type DisplayOverlay,
  type DisplayView,
} from './display';
import { initialLink, isOffline, linkReducer } from './offline';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { SERVICE_STATUS_EVENT, type ServiceStatusDetail } from '../online/onlineCheck';
import { usePushSubscription } from './usePushSubscription';
import { useRealtime } from './useRealtime';

/** What a pad may do to the display's carousel. */
export interface DisplayCarousel {
  go: (index: number) => void;
  next: () => void;
  previous: () => void;
  toggle: () => void;
}

export interface DisplayOptions {
  /** Tickets for this display's connection (stable; null: no connection). */
  ticket: (() => Promise<string>) | null;
  device: string;
  /** Another online display holds `device`: take a new id (and so a new connection). */
  renewDevice: () => void;
  view: DisplayView;
  carousel: DisplayCarousel;
  /** A new latest version of its screen, or of a screen of its group, was released: look again now. */
  onRelease: (screen: string) => void;
  /** The push channels the shown widgets are bound to (usePushChannels). */
  channels?: readonly string[];
}

/** A player's display connection: this browser's device id, its tickets, and what a release does. */
export type PlayerDisplay = Pick<DisplayOptions, 'ticket' | 'device' | 'renewDevice' | 'onRelease'>;

export interface DisplayState {
  overlay: DisplayOverlay;
  /** The connection was up and is lost now, or the online check found the service gone (the page keeps its last data). */
  offline: boolean;
  /** The name the registry knows this display by, once it answered a report. */
  name: string | null;
}

const viewportSize = () => ({ width: window.innerWidth, height: window.innerHeight });

function nameOf(data: unknown): string | null {
  return data && typeof data === 'object' && 'name' in data && typeof data.name === 'string' ? data.name : null;
}

/**
 * A display's realtime side (group preview, group or screen share, dashboard preview): opens a
 * display connection, reports itself (`v2/ws/device`) on connect and on every change, and obeys
 * the pads of its group through the pure rules of display.ts.
 */
const none: readonly string[] = [];

export function useDisplay({
  ticket,
  device,
  renewDevice,
  view,
  carousel,
  onRelease,
  channels = none,
}: DisplayOptions): DisplayState {
  const [overlay, dispatch] = useReducer(overlayReducer, initialOverlay);
  const [name, setName] = useState<string | null>(null);
  const latest = useRef({ view, carousel, onRelease });
  latest.current = { view, carousel, onRelease };

  const onNotice = useCallback(
    (notice: WsNotice) => {
      const { view: now, carousel: steer, onRelease: reload } = latest.current;
      if (!isForDevice(notice, device)) return;
      const released = releasedScreen(notice);
      if (released) reload(released);
      if (notice.type !== 'control') return;
      const step = carouselStep(notice.control, now);
      if (step?.kind === 'go') steer.go(step.index);
      else if (step?.kind === 'next') steer.next();
      else if (step?.kind === 'previous') steer.previous();
      else if (step?.kind === 'toggle') steer.toggle();
      dispatch({ type: 'control', control: notice.control, now: Date.now() });
    },
    [device],
  );
  const { client, online } = useRealtime(ticket, onNotice);
  usePushSubscription(client, channels);
  // The socket's ups and downs, and the page's online check (every 60 s) saying the service is gone or back.
  const [link, dispatchLink] = useReducer(linkReducer, initialLink);
  useEffect(() => dispatchLink({ type: 'socket', online }), [online]);
  useEffect(() => {
    const onStatus = (event: Event) => {
      const detail = (event as CustomEvent<ServiceStatusDetail | undefined>).detail;
      if (detail) dispatchLink({ type: 'check', code: detail.code });
    };
    window.addEventListener(SERVICE_STATUS_EVENT, onStatus);
    return () => window.removeEventListener(SERVICE_STATUS_EVENT, onStatus);
  }, []);

  // Report on connect and whenever what is shown changes (a resize too).
  const [liveSize, setSize] = useState(viewportSize);
  // A window being resized reports once it settles, not on every step.
  const size = useDebouncedValue(liveSize, 500);
  useEffect(() => {
    const resized = () => setSize(viewportSize());
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, []);
  const shown = view.screens[view.index] ?? null;
  const blank = overlay.blank;
  useEffect(() => {
    if (!client || !online) return;
    const report = deviceReport({ screens: shown ? [shown] : [], index: 0, paused: view.paused }, blank, size);
    client.request('v2/ws/device', report).then(
      (data) => setName(nameOf(data)),
      (error: unknown) => {
        if (error instanceof RealtimeError && error.code === ErrorCode.DEVICE_IN_USE) renewDevice();
      },
    );
  }, [client, online, shown, view.paused, blank, size, renewDevice]);

  // A pad's scroll: a width-adapted screen scrolls by a fraction of the viewport.
  useEffect(() => {
    if (overlay.scroll.seq === 0) return;
    window.scrollBy({ top: overlay.scroll.by * window.innerHeight, behavior: 'smooth' });
  }, [overlay.scroll]);

  // The name's flash ends by itself.
  useEffect(() => {
    if (!overlay.identifyUntil) return undefined;
    const timer = window.setTimeout(
      () => dispatch({ type: 'identified', now: Date.now() }),
      Math.max(0, overlay.identifyUntil - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [overlay.identifyUntil]);

  return { overlay, offline: isOffline(link), name };
}
