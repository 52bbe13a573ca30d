import { useSyncExternalStore } from 'react';
import type { PushNotice } from '../../../../shared/acts/ws.js';
import { isJsonValue, type JsonValue, type MappingRole, type PushBinding } from '../../../../shared/widgets/data.js';
import { resolvePayload, type WidgetData } from '../data/resolve';

/**
 * The last payload pushed to each push channel (docs/data-apis.md#push-channels), for this page:
 * the socket hands every `push` notice to `applyPush`, and every widget bound to the channel
 * redraws from it. Before the first push a widget shows its binding's `initial` rows, or says it
 * waits for data when it has none. The server sends a socket the channel's last post (kept 24 h)
 * when it subscribes, so a reloaded wall waits only for a channel that had no post lately.
 */
export interface Pushed {
  data: JsonValue;
  /** When the server accepted the post (epoch ms). */
  at: number;
}

const lastPushed = new Map<string, Pushed>();
const listeners = new Set<() => void>();

/** Keeps a notice's payload as its channel's latest (an older one than the kept is ignored). */
export function applyPush(notice: PushNotice): void {
  if (!isJsonValue(notice.data)) return;
  const kept = lastPushed.get(notice.channel);
  if (kept && kept.at > notice.at) return;
  lastPushed.set(notice.channel, { data: notice.data, at: notice.at });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The latest payload of a channel, if one arrived on this page. */
export function pushedTo(channel: string): Pushed | undefined {
  return channel ? lastPushed.get(channel) : undefined;
}

/** `pushedTo` for a render ('' for none): re-renders when a newer payload arrives. */
export function usePushed(channel: string): Pushed | undefined {
  return useSyncExternalStore(
    subscribe,
    () => pushedTo(channel),
    () => undefined,
  );
}

/** The value at a dotted path of a payload ('' for the payload), or undefined when there is none. */
function valueAt(data: JsonValue, path: string): JsonValue | undefined {
  let node: JsonValue | undefined = data;
  for (const step of path
    .split('.')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (Array.isArray(node)) node = /^\d+$/.test(step) ? node[Number(step)] : undefined;
    else if (node !== null && typeof node === 'object') node = node[step];
    else return undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/**
 * The rows a push binding reads, pure: its `initial` rows until a push arrives, then what is at
 * `push.path` of the last payload (one object reads as one row: a KPI posts `{"value": 42}`);
 * undefined when that path leads nowhere.
 */
export function pushRows(binding: PushBinding, pushed: Pushed | undefined): JsonValue[] | undefined {
  if (!pushed) return binding.initial;
  const found = valueAt(pushed.data, binding.push.path);
  if (found === undefined) return undefined;
  return Array.isArray(found) ? found : [found];
}

/**
 * A push binding's data through the mapping and transform: ready, empty, or an error. Without
 * initial rows and before the first post reaches the page it is empty and `waiting`: the widget
 * says it waits for data rather than that there is none.
 */
export function withPush(binding: PushBinding, pushed: Pushed | undefined, roles: readonly MappingRole[]): WidgetData {
  const rows = pushRows(binding, pushed);
  if (!rows) return { status: 'error', binding, rows: [], problem: 'pathMissing' };
  const resolved = resolvePayload(binding, rows, roles);
  if (pushed) return { ...resolved, fetchedAt: pushed.at };
  return binding.initial.length === 0 && resolved.status === 'empty' ? { ...resolved, waiting: true } : resolved;
}
