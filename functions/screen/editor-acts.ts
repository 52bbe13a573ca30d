import type { ActTable } from '../lib/act.js';
import { appendWidgets, copyWidgets, deleteWidgets, saveConfig, saveLocations, saveWidget, saveWidgetAttribute } from './editor.js';
import { historyList, restore, snapshot } from './history.js';

/** The editor's `v1/screen/*` acts: revision-checked writes of config and widget items, edit history. */
export const editorActs: ActTable = {
  'v1/screen/change_config': { access: 'session', run: ({ _id, config, revision }, { now }, caller) => saveConfig(caller, _id, config, revision, now) },
  'v1/screen/change_event': { access: 'session', run: ({ _id, events, revision }, { now }, caller) => saveConfig(caller, _id, { events }, revision, now) },
  'v1/screen/append_widget': { access: 'session', run: ({ _id, widgets }, { now }, caller) => appendWidgets(caller, _id, widgets, now) },
  'v1/screen/change_widget': { access: 'session', run: ({ _id, widget, revision }, { now }, caller) => saveWidget(caller, _id, widget, revision, now) },
  'v1/screen/change_widget_specify': {
    access: 'session',
    run: ({ _id, widget_id, path, value, revision }, { now }, caller) => saveWidgetAttribute(caller, _id, widget_id, path, value, revision, now),
  },
  'v1/screen/change_widget_location': { access: 'session', run: ({ _id, items }, { now }, caller) => saveLocations(caller, _id, items, now) },
  'v1/screen/delete_widget': { access: 'session', run: ({ _id, widget_ids }, { now }, caller) => deleteWidgets(caller, _id, widget_ids, now) },
  'v1/screen/copy_widget': { access: 'session', run: ({ _id, widget_ids, target }, { now }, caller) => copyWidgets(caller, _id, widget_ids, target, now) },
  'v1/screen/start_edit_history': { access: 'session', run: ({ _id, label }, { now }, caller) => snapshot(caller, _id, label, now) },
  'v1/screen/edit_history_list': { access: 'session', run: ({ _id }, _r, caller) => historyList(caller, _id) },
  'v1/screen/revoke_edit_history': { access: 'session', run: ({ _id, history_id }, { now }, caller) => restore(caller, _id, history_id, now) },
};
