import type { LayoutEntry, ScreenConfig, Widget } from '../../../../shared/screen/document';
import { diff, type EditorDocument } from './document';

/** What the server last confirmed: the document and the revision of each item. */
export interface SavedState {
  doc: EditorDocument;
  revisions: Readonly<Record<string, number>>;
  configRevision: number;
}

/** The acts that bring the server from the saved state to the current one, batched. */
export interface SyncPlan {
  append: { widget: Widget; layout: LayoutEntry }[];
  remove: string[];
  widgets: { widget: Widget; revision: number }[];
  locations: (LayoutEntry & { revision: number })[];
  config: { config: ScreenConfig; revision: number } | null;
}

export function isEmptyPlan(plan: SyncPlan): boolean {
  return !plan.append.length && !plan.remove.length && !plan.widgets.length && !plan.locations.length && !plan.config;
}

/**
 * New widgets go in whole (append), removed ones out, a content change replaces the widget
 * (change_widget), and a widget that only moved or resized goes in one location batch.
 * Every write names the revision it was based on.
 */
export function planSync(saved: SavedState, current: EditorDocument): SyncPlan {
  const plan: SyncPlan = { append: [], remove: [], widgets: [], locations: [], config: null };
  const changes = diff(saved.doc, current);
  const contentChanged = new Set<string>();
  for (const change of changes) {
    if (change.kind === 'config') plan.config = { config: current.config, revision: saved.configRevision };
    else if (change.kind === 'widget') {
      if (change.before === null && change.after) {
        const layout = current.layout[change.id];
        if (layout) plan.append.push({ widget: change.after, layout });
      } else if (change.after === null) plan.remove.push(change.id);
      else {
        contentChanged.add(change.id);
        plan.widgets.push({ widget: change.after, revision: saved.revisions[change.id] ?? 0 });
      }
    }
  }
  for (const change of changes) {
    if (change.kind !== 'layout' || !change.before || !change.after) continue;
    // A widget whose content also changed is saved by change_widget first; its move follows at the next revision.
    const base = saved.revisions[change.id] ?? 0;
    plan.locations.push({ ...change.after, revision: contentChanged.has(change.id) ? base + 1 : base });
  }
  return plan;
}
