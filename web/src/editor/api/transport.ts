import type { StoredWidget } from '../../../../shared/acts/editor.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import type { ScreenConfig } from '../../../../shared/screen/document.js';
import { isRpcError } from '../../api/errors';
import type { RpcClient } from '../../api/rpc';
import type { SyncTransport } from '../model/syncer';

/** A REVISION_CONFLICT answer's `data`: the current stored state, or null for any other failure. */
function conflictData<T>(error: unknown, isState: (data: unknown) => data is T): T | null {
  return isRpcError(error) && error.code === ErrorCode.REVISION_CONFLICT && isState(error.data) ? error.data : null;
}

const isStoredWidget = (data: unknown): data is StoredWidget =>
  typeof data === 'object' &&
  data !== null &&
  'widget' in data &&
  'layout' in data &&
  typeof (data as StoredWidget).revision === 'number';

const isConfigState = (data: unknown): data is { config: ScreenConfig; revision: number } =>
  typeof data === 'object' &&
  data !== null &&
  'config' in data &&
  typeof (data as { revision?: unknown }).revision === 'number';

/** Autosave's acts for one screen. Conflicts and refused appends come back as values; any other failure throws (kept pending, retried). */
export function createTransport(rpc: RpcClient, screenId: string): SyncTransport {
  return {
    append: async (items) => {
      try {
        return await rpc.call('v1/screen/append_widget', { _id: screenId, widgets: items });
      } catch (error) {
        // The widgets themselves are refused (a masked secret with nowhere to come from): not worth a retry.
        if (isRpcError(error) && error.code === ErrorCode.BODY_MALFORMED) return { refused: error.code };
        throw error;
      }
    },
    remove: async (ids) => {
      await rpc.call('v1/screen/delete_widget', { _id: screenId, widget_ids: ids });
    },
    changeWidget: async (widget, revision) => {
      try {
        return await rpc.call('v1/screen/change_widget', { _id: screenId, widget, revision });
      } catch (error) {
        const current = conflictData(error, isStoredWidget);
        if (current) return { conflict: current };
        throw error;
      }
    },
    locations: (items) => rpc.call('v1/screen/change_widget_location', { _id: screenId, items }),
    config: async (config, revision) => {
      try {
        return await rpc.call('v1/screen/change_config', { _id: screenId, config, revision });
      } catch (error) {
        const current = conflictData(error, isConfigState);
        if (current) return { conflict: current };
        throw error;
      }
    },
  };
}
