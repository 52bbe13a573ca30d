import type { MouseEvent } from 'react';
import type { NoticeIntent } from '../api/rpc';

/**
 * Toasts from anywhere (the RPC client, boot code, components): `notify(intent, text)`. Notices
 * wait in a queue until the toaster (AppToaster.tsx, Fluent's) is drawn; NoticeHost loads it
 * with the first notice, so no page pays for the toaster before it has something to say.
 */
/** A link shown in the toast's title row (e.g. to the page of what was just made). */
export interface NoticeLink {
  label: string;
  href: string;
  /** Opens in a new tab (a page outside the app, e.g. a share link), leaving this one as it is. */
  newTab?: boolean;
}

export type NoticeDispatch = (
  intent: NoticeIntent,
  text: string,
  timeoutMs?: number,
  title?: string,
  link?: NoticeLink,
) => void;

let dispatch: NoticeDispatch | null = null;
const pending: Parameters<NoticeDispatch>[] = [];
const waiting = new Set<() => void>();
/** The app's router, once booted: toast links then move within the app instead of reloading it. */
let navigateTo: ((href: string) => void) | null = null;

export function setNoticeNavigator(navigate: ((href: string) => void) | null): void {
  navigateTo = navigate;
}

/** A toast link's click: a plain click stays in the app; a modified one (new tab, window) is the browser's. */
export function followLink(event: MouseEvent<HTMLAnchorElement>, href: string): void {
  if (!navigateTo || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigateTo(href);
}

/** A notice as it can travel with a page that loads anew (routes/ToSignIn.tsx). */
export interface KeptNotice {
  intent: NoticeIntent;
  text: string;
}

/** The last notices given, with when: a page that loads anew right after shows them again. */
const recent: { notice: KeptNotice; at: number }[] = [];
const RECENT_KEPT = 3;

/** The notices given in the last `withinMs`, oldest first. */
export function recentNotices(withinMs: number, now = Date.now()): KeptNotice[] {
  return recent.filter((each) => now - each.at <= withinMs).map((each) => each.notice);
}

export function notify(
  intent: NoticeIntent,
  text: string,
  timeoutMs?: number,
  title?: string,
  link?: NoticeLink,
): void {
  recent.push({ notice: { intent, text }, at: Date.now() });
  if (recent.length > RECENT_KEPT) recent.shift();
  if (dispatch) {
    dispatch(intent, text, timeoutMs, title, link);
    return;
  }
  pending.push([intent, text, timeoutMs, title, link]);
  for (const wake of waiting) wake();
}

/** Whether a notice waits for the toaster. */
export const noticesWaiting = (): boolean => pending.length > 0;

/** Calls `wake` when a notice is queued while no toaster is drawn; returns the unsubscribe. */
export function onNoticeWaiting(wake: () => void): () => void {
  waiting.add(wake);
  return () => waiting.delete(wake);
}

/** The drawn toaster takes the queue's notices and every later one; returns its release. */
export function connectToaster(toaster: NoticeDispatch): () => void {
  dispatch = toaster;
  for (const args of pending.splice(0)) toaster(...args);
  return () => {
    if (dispatch === toaster) dispatch = null;
  };
}
