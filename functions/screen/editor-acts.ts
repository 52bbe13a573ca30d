import type { ActTable } from '../lib/act.js';
import { idsOf } from '../lib/idempotency.js';
import { awsStore as store } from '../core/store/index.js';
import {
  appendWidgets,
  copyWidgets,
  deleteWidgets,
  saveConfig,
  saveLocations,
  saveWidget,
  saveWidgetAttribute,
  historyList,
  restore,
  snapshot,
} from '../core/screens/index.js';

/** The editor's `v1/screen/*` acts: revision-checked writes of config and widget items, edit history. */
export const editorActs: ActTable = {
  'v1/screen/change_config': {
    access: 'session',
    run: ({ _id, config, revision }, { now }, caller) => saveConfig(store, caller, _id, config, revision, now),
  },
  'v1/screen/change_event': {
    access: 'session',
    run: ({ _id, events, revision }, { now }, caller) => saveConfig(store, caller, _id, { events }, revision, now),
  },
  'v1/screen/append_widget': {
    access: 'session',
    run: ({ _id, widgets }, request, caller) =>
      appendWidgets(store, caller, _id, widgets, request.now, idsOf(request, caller, `v1/screen/append_widget:${_id}`)),
  },
  'v1/screen/change_widget': {
    access: 'session',
    run: ({ _id, widget, revision }, { now }, caller) => saveWidget(store, caller, _id, widget, revision, now),
  },
  'v1/screen/change_widget_specify': {
    access: 'session',
    run: ({ _id, widget_id, path, value, revision }, { now }, caller) =>
      saveWidgetAttribute(store, caller, _id, widget_id, path, value, revision, now),
  },
  'v1/screen/change_widget_location': {
    access: 'session',
    run: ({ _id, items }, { now }, caller) => saveLocations(store, caller, _id, items, now),
  },
  'v1/screen/delete_widget': {
    access: 'session',
    run: ({ _id, widget_ids }, { now }, caller) => deleteWidgets(store, caller, _id, widget_ids, now),
  },
  'v1/screen/copy_widget': {
    access: 'session',
    run: ({ _id, widget_ids, target }, request, caller) =>
      copyWidgets(
        store,
        caller,
        _id,
        widget_ids,
        target,
        request.now,
        idsOf(request, caller, `v1/screen/copy_widget:${_id}`),
      ),
  },
  'v1/screen/start_edit_history': {
    access: 'session',
    run: ({ _id, label }, { now }, caller) => snapshot(store, caller, _id, label, now),
  },
  'v1/screen/edit_history_list': { access: 'session', run: ({ _id }, _r, caller) => historyList(store, caller, _id) },
  'v1/screen/revoke_edit_history': {
    access: 'session',
    run: ({ _id, history_id }, { now }, caller) => restore(store, caller, _id, history_id, now),
  },
};
