import { useCallback, useContext, useSyncExternalStore } from 'react';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import type { HttpSource, JsonValue } from '../../../../shared/widgets/data.js';
import type { GroupValues } from '../../../../shared/widgets/group-values.js';
import { isRpcError } from '../../api/errors';
import { useRpcLoader } from '../../app/services';
import { DataHub, type SourceState } from './hub';
import { ScreenSourceContext, WidgetFetcherContext } from './widgetFetcher';

/**
 * The page's data hub (a page shows one screen, so this is the screen's one data layer) and the
 * hook through which widgets with an HTTP source read it.
 */
let pageHub: DataHub | null = null;

function browserHub(): DataHub {
  pageHub ??= new DataHub({
    now: () => Date.now(),
    setTimer: (run, ms) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
    hidden: () => document.hidden,
    onVisibilityChange: (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    codeOf: (error) => (isRpcError(error) ? error.code : ErrorCode.API_UPSTREAM_FAILED),
  });
  return pageHub;
}

/** One key per distinct request: widgets asking the same thing share it. */
export function sourceKey(source: HttpSource): string {
  const headers = Object.entries(source.headers).sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([source.method, source.url, headers, source.body ?? null, source.ttl]);
}

const NOTHING = () => () => undefined;
const NO_VALUES: GroupValues = Object.freeze({});

/** Which widget asks, with the communication-group values already applied to its source. */
export interface SourceAsker {
  widgetId: string;
  values: GroupValues;
}

/**
 * The hub's state of an HTTP source (null without one); re-renders when an answer arrives. The
 * source is fetched through the page's widget fetcher when it has one (share links: by the
 * asking widget's id), else through the data proxy.
 */
export function useSourceState(source: HttpSource | null, asker?: SourceAsker): SourceState | null {
  const loadRpc = useRpcLoader();
  const fetcher = useContext(WidgetFetcherContext);
  const screenSource = useContext(ScreenSourceContext);
  const hub = browserHub();
  const byWidget = fetcher && asker ? fetcher : null;
  const baseKey = source ? (byWidget ? `${byWidget.scope} ${sourceKey(source)}` : sourceKey(source)) : '';
  const intervalMs = source ? source.interval * 1000 : 0;
  const widgetId = asker?.widgetId ?? '';
  const values = asker?.values ?? NO_VALUES;
  // The proxy takes stored headers by this reference (a reader's or a version's source, an editor's masked values).
  const screenId = asker ? screenSource?.screenId : undefined;
  const versionId = screenSource?.versionId;
  const key = screenId ? `${screenId}/${versionId ?? ''}/${widgetId} ${baseKey}` : baseKey;
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!source) return NOTHING();
      const { url, method, headers, body, ttl } = source;
      const fetch = byWidget
        ? () => byWidget.fetch(widgetId, values)
        : async (): Promise<JsonValue> => {
            const widget = screenId
              ? { screen_id: screenId, widget_id: widgetId, ...(versionId ? { version_id: versionId } : {}), values }
              : undefined;
            return (
              await (
                await loadRpc()
              ).call('v1/api/proxy', { url, method, headers, body, ttl, ...(widget ? { widget } : {}) })
            ).data as JsonValue;
          };
      return hub.subscribe({ key, intervalMs, fetch }, notify);
    },
    // The source is fully described by its key and interval (values are applied to it already).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `source` is covered by `key`
    [hub, loadRpc, byWidget, widgetId, values, key, intervalMs, screenId, versionId],
  );
  const snapshot = useCallback(() => (key ? hub.state(key) : null), [hub, key]);
  return useSyncExternalStore(subscribe, snapshot);
}
