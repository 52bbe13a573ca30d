import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ProxyWidgetRef } from '../../../../shared/acts/api.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import type {
  ApiSource,
  HttpSource,
  JsonValue,
  RowFilter,
  WorksheetBindingSource,
} from '../../../../shared/widgets/data.js';
import { apiRequestKey, boundParamValues } from '../../../../shared/widgets/api-values.js';
import type { GroupValues } from '../../../../shared/widgets/group-values.js';
import { isRpcError } from '../../api/errors';
import type { RpcClient } from '../../api/rpc';
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
/** No row filters (one array, so a binding without any keeps its key). */
export const NO_FILTERS: readonly RowFilter[] = Object.freeze([]);

/** Which widget asks, with the communication-group values already applied to its source. */
export interface SourceAsker {
  widgetId: string;
  values: GroupValues;
}

/** What a polled source asks, signed in (the app's pages), with the RPC client. */
type SignedFetch = (rpc: RpcClient) => Promise<JsonValue>;

/**
 * The hub's state of one polled source under `baseKey` (no key: none). Through the page's widget
 * fetcher when it has one (share links: by the asking widget's id, the server holding the
 * source), else signed in with `signed`.
 */
function usePolledState(
  baseKey: string,
  intervalMs: number,
  signed: (widget: ProxyWidgetRef | undefined) => SignedFetch,
  asker: SourceAsker | undefined,
  perWidget: boolean,
): SourceState | null {
  const loadRpc = useRpcLoader();
  const fetcher = useContext(WidgetFetcherContext);
  const screenSource = useContext(ScreenSourceContext);
  const hub = browserHub();
  const byWidget = fetcher && asker ? fetcher : null;
  const scoped = baseKey && byWidget ? `${byWidget.scope} ${baseKey}` : baseKey;
  const widgetId = asker?.widgetId ?? '';
  const values = asker?.values ?? NO_VALUES;
  // The proxy takes stored headers by this reference (a reader's or a version's source, an editor's masked values).
  const screenId = asker ? screenSource?.screenId : undefined;
  const versionId = screenSource?.versionId;
  const key = scoped && perWidget && screenId ? `${screenId}/${versionId ?? ''}/${widgetId} ${scoped}` : scoped;
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!key) return NOTHING();
      const widget = screenId
        ? { screen_id: screenId, widget_id: widgetId, ...(versionId ? { version_id: versionId } : {}), values }
        : undefined;
      const fetch = byWidget
        ? () => byWidget.fetch(widgetId, values)
        : async (): Promise<JsonValue> => signed(widget)(await loadRpc());
      return hub.subscribe({ key, intervalMs, fetch }, notify);
    },
    // The source is fully described by its key and interval (values are applied to it already).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `signed` is covered by `key`
    [hub, loadRpc, byWidget, widgetId, values, key, intervalMs, screenId, versionId],
  );
  const snapshot = useCallback(() => (key ? hub.state(key) : null), [hub, key]);
  return useSyncExternalStore(subscribe, snapshot);
}

/**
 * The hub's state of an HTTP source (null without one); re-renders when an answer arrives.
 * Signed in, it goes through the data proxy, naming its widget when there is a screen.
 */
export function useSourceState(source: HttpSource | null, asker?: SourceAsker): SourceState | null {
  const signed = (widget: ProxyWidgetRef | undefined): SignedFetch => {
    if (!source) return () => Promise.resolve(null);
    const { url, method, headers, body, ttl } = source;
    return async (rpc) =>
      (await rpc.call('v1/api/proxy', { url, method, headers, body, ttl, ...(widget ? { widget } : {}) }))
        .data as JsonValue;
  };
  // Named by its widget: the proxy takes the stored headers of that widget.
  return usePolledState(source ? sourceKey(source) : '', source ? source.interval * 1000 : 0, signed, asker, true);
}

/**
 * The hub's state of a data API source (null without one): its parameter values computed from
 * its bindings and the group's values; signed in, `v1/api/run` by id with them. Widgets asking
 * the same API with the same values share one request.
 */
export function useApiSourceState(source: ApiSource | null, asker?: SourceAsker): SourceState | null {
  const groupValues = asker?.values ?? NO_VALUES;
  const values = useMemo(() => (source ? boundParamValues(source.params, groupValues) : {}), [source, groupValues]);
  const apiId = source?.api_id ?? '';
  const signed = (): SignedFetch => async (rpc) =>
    (await rpc.call('v1/api/run', { _id: apiId, values })).data as JsonValue;
  // Not named by its widget: the run is the tenant's API by id, the same for every widget asking it.
  return usePolledState(
    apiId ? apiRequestKey(apiId, values) : '',
    source ? source.interval * 1000 : 0,
    signed,
    asker,
    false,
  );
}

/**
 * The hub's state of a worksheet source (null without one): signed in, `v1/worksheet/data` with
 * the worksheet's id, the binding's aggregate (never SQL), its row filters and the listened
 * group's values, which the server applies in the statement, before grouping and the row cap; on
 * a share, by the widget's id with the group's values (the server holds the filters).
 * Widgets asking the same narrowed aggregate of the same worksheet share one request.
 */
export function useWorksheetSourceState(
  source: WorksheetBindingSource | null,
  filter: readonly RowFilter[],
  asker?: SourceAsker,
): SourceState | null {
  const values = asker?.values ?? NO_VALUES;
  const key = useMemo(() => {
    if (!source) return '';
    const { worksheet_id, dimension, measures, order, limit } = source;
    return JSON.stringify(['worksheet', worksheet_id, dimension, measures, order, limit, filter, values]);
  }, [source, filter, values]);
  const signed = (): SignedFetch => async (rpc) => {
    if (!source) return null;
    const { worksheet_id, interval: _interval, ...query } = source;
    return (await rpc.call('v1/worksheet/data', { _id: worksheet_id, query, filter: [...filter], values }))
      .data as JsonValue;
  };
  // Not named by its widget: the aggregate is the tenant's worksheet by id, the same for every widget asking it.
  return usePolledState(key, source ? source.interval * 1000 : 0, signed, asker, false);
}
