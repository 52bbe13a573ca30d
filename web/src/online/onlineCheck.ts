import { LIMITS } from '../../../shared/limits.js';

/** The window event of the online check (docs/ARCHITECTURE.md#client-storage-and-start-up): `{code: 502}` when the service goes away, `{code: 200}` back. */
export const SERVICE_STATUS_EVENT = 'service-status';
export type ServiceStatusCode = 200 | 502;
export interface ServiceStatusDetail {
  code: ServiceStatusCode;
}

export interface OnlineCheckDeps {
  intervalMs: number;
  check: () => Promise<boolean>;
  emit: (code: ServiceStatusCode) => void;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/** Polls `check` every interval; emits only on a change (offline → 502, recovery → 200). */
export function startOnlineCheck(deps: OnlineCheckDeps): () => void {
  const set = deps.setInterval ?? ((fn, ms) => setInterval(fn, ms));
  const clear = deps.clearInterval ?? ((handle) => clearInterval(handle as ReturnType<typeof setInterval>));
  let online = true;
  let running = false;
  const tick = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      const reachable = await deps.check();
      if (reachable !== online) {
        online = reachable;
        deps.emit(reachable ? 200 : 502);
      }
    } finally {
      running = false;
    }
  };
  const handle = set(() => void tick(), deps.intervalMs);
  return () => clear(handle);
}

declare global {
  interface Window {
    /** Test hook: the online-check interval in ms (set with an init script). */
    __WB_ONLINE_CHECK_MS?: number;
  }
}

/** The interval: `?onlineCheckMs=` or `window.__WB_ONLINE_CHECK_MS` (tests), else 60 s. */
export function onlineCheckInterval(search: string, injected: unknown): number {
  const fromQuery = Number(new URLSearchParams(search).get('onlineCheckMs'));
  const candidate = Number.isFinite(fromQuery) && fromQuery > 0 ? fromQuery : Number(injected);
  return Number.isFinite(candidate) && candidate >= 100 ? candidate : LIMITS.onlineCheckMs;
}
