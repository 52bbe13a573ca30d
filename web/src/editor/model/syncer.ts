import type { StoredWidget, WidgetOrigin, WidgetWriteResult } from '../../../../shared/acts/editor';
import type { LayoutEntry, ScreenConfig, Widget } from '../../../../shared/screen/document';
import type { EditorDocument } from './document';
import { isEmptyPlan, planSync, type SavedState } from './sync-plan';

/** The acts autosave uses, injected so tests run it without a server. */
/** A new widget as append_widget takes it: with the widget it was copied from, when pasted or duplicated. */
export interface AppendItem {
  widget: Widget;
  layout: LayoutEntry;
  from?: WidgetOrigin;
}

/** The server refused the content of an append (its error code): sending it again cannot succeed. */
export interface Refused {
  refused: number;
}

export interface SyncTransport {
  /** Answers `{ refused }` when the server refuses the widgets themselves (not a network failure). */
  append(items: AppendItem[]): Promise<WidgetWriteResult | Refused>;
  remove(ids: string[]): Promise<void>;
  changeWidget(widget: Widget, revision: number): Promise<{ revision: number } | { conflict: StoredWidget }>;
  locations(items: (LayoutEntry & { revision: number })[]): Promise<WidgetWriteResult>;
  config(
    config: ScreenConfig,
    revision: number,
  ): Promise<{ revision: number } | { conflict: { config: ScreenConfig; revision: number } }>;
}

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'offline';

export interface SyncerOptions {
  transport: SyncTransport;
  /** The live document (the editor store's current one). */
  current: () => EditorDocument;
  /** Someone else changed a widget (or the config): take theirs into the live document. */
  onConflict: (conflict: { widget?: StoredWidget; config?: { config: ScreenConfig; revision: number } }) => void;
  onStatus: (status: SaveStatus) => void;
  /**
   * New widgets the server refused (`code`): they are not retried; the page tells the user and
   * takes them out of the live document.
   */
  onRefused?: (refused: { ids: string[]; code: number }) => void;
  /** Quiet time after the last edit before saving; changes reach the server within 1 s. */
  debounceMs?: number;
  schedule?: (fn: () => void, ms: number) => () => void;
}

/**
 * Autosave: batches edits and sends the difference from the last confirmed state, one act per
 * kind. A stale write comes back as a conflict that reloads just that item; a network failure
 * leaves the changes pending and retries. New widgets whose content the server refuses are
 * reported once (`onRefused`) and never sent again, so one doomed widget cannot hold back every
 * later edit of the session.
 */
export class Syncer {
  private saved: SavedState;
  private cancel: (() => void) | null = null;
  private running: Promise<void> | null = null;
  private dirtyWhileRunning = false;
  /** Pasted and duplicated widgets (by id) and where they were copied from. */
  private readonly origins = new Map<string, WidgetOrigin>();
  /** New widgets the server refused: left out of every later save. */
  private readonly refused = new Set<string>();

  constructor(
    initial: SavedState,
    private readonly options: SyncerOptions,
  ) {
    this.saved = initial;
  }

  get savedState(): SavedState {
    return this.saved;
  }

  /** Remembers where pasted or duplicated widgets come from (sent with their append). */
  recordOrigins(origins: Readonly<Record<string, WidgetOrigin>>): void {
    for (const [id, from] of Object.entries(origins)) {
      this.origins.set(id, from);
      this.refused.delete(id);
    }
  }

  /** Call after every document change. */
  changed(): void {
    if (this.running) {
      this.dirtyWhileRunning = true;
      return;
    }
    this.options.onStatus('pending');
    this.cancel?.();
    const schedule =
      this.options.schedule ??
      ((fn, ms) => {
        const timer = setTimeout(fn, ms);
        return () => clearTimeout(timer);
      });
    this.cancel = schedule(() => void this.flush(), this.options.debounceMs ?? 400);
  }

  /** Saves now (also on leaving the page); resolves when the server has everything. */
  async flush(): Promise<void> {
    this.cancel?.();
    this.cancel = null;
    if (this.running) return this.running;
    this.running = this.send().finally(() => {
      this.running = null;
    });
    await this.running;
    if (this.dirtyWhileRunning) {
      this.dirtyWhileRunning = false;
      await this.flush();
    }
  }

  private async send(): Promise<void> {
    const target = this.options.current();
    const plan = this.plan(target);
    if (isEmptyPlan(plan)) {
      this.options.onStatus('saved');
      return;
    }
    this.options.onStatus('saving');
    const { transport } = this.options;
    const revisions: Record<string, number> = { ...this.saved.revisions };
    const widgets = { ...this.saved.doc.widgets };
    const layout = { ...this.saved.doc.layout };
    let { config } = this.saved.doc;
    let configRevision = this.saved.configRevision;
    try {
      const appended = await this.append(plan.append);
      for (const item of appended) {
        widgets[item.widget.id] = item.widget;
        layout[item.widget.id] = item.layout;
        revisions[item.widget.id] = 1;
      }
      if (plan.remove.length) {
        await transport.remove(plan.remove);
        for (const id of plan.remove) {
          delete widgets[id];
          delete layout[id];
          delete revisions[id];
        }
      }
      for (const { widget, revision } of plan.widgets) {
        const answer = await transport.changeWidget(widget, revision);
        if ('conflict' in answer) {
          this.take(answer.conflict, widgets, layout, revisions);
          this.options.onConflict({ widget: answer.conflict });
        } else {
          widgets[widget.id] = widget;
          revisions[widget.id] = answer.revision;
        }
      }
      if (plan.locations.length) {
        const answer = await transport.locations(plan.locations);
        for (const saved of answer.saved) {
          const entry = plan.locations.find((l) => l.widgetId === saved.id);
          if (entry) {
            // Keep the very object that was sent (identity is how the plan sees "unchanged").
            const { revision: _based, ...rest } = entry;
            layout[saved.id] = target.layout[saved.id] ?? rest;
          }
          revisions[saved.id] = saved.revision;
        }
        for (const conflict of answer.conflicts) {
          this.take(conflict, widgets, layout, revisions);
          this.options.onConflict({ widget: conflict });
        }
      }
      if (plan.config) {
        const answer = await transport.config(plan.config.config, plan.config.revision);
        if ('conflict' in answer) {
          config = answer.conflict.config;
          configRevision = answer.conflict.revision;
          this.options.onConflict({ config: answer.conflict });
        } else {
          config = plan.config.config;
          configRevision = answer.revision;
        }
      }
      this.saved = { doc: { config, widgets, layout }, revisions, configRevision };
      if (isEmptyPlan(this.plan(this.options.current()))) this.options.onStatus('saved');
      else if (!this.dirtyWhileRunning) {
        // Something is still different: save it soon rather than reporting "pending" for ever.
        this.options.onStatus('pending');
        this.later(this.options.debounceMs ?? 400);
      }
    } catch {
      // Keep what was confirmed so far; the rest stays pending and is retried.
      this.saved = { doc: { config, widgets, layout }, revisions, configRevision };
      this.options.onStatus('offline');
      this.later(3000);
    }
  }

  /** What to send: the difference from the saved state, less the new widgets the server refused. */
  private plan(current: EditorDocument) {
    const plan = planSync(this.saved, current);
    return { ...plan, append: plan.append.filter((item) => !this.refused.has(item.widget.id)) };
  }

  /**
   * Appends new widgets (each with its origin, if any) and answers those the server took. When it
   * refuses the batch, each widget is sent alone to find the refused ones, which are reported and
   * left out from then on; a network failure throws (the whole save is retried).
   */
  private async append(
    items: { widget: Widget; layout: LayoutEntry }[],
  ): Promise<{ widget: Widget; layout: LayoutEntry }[]> {
    if (!items.length) return [];
    const withOrigin = (item: { widget: Widget; layout: LayoutEntry }): AppendItem => {
      const from = this.origins.get(item.widget.id);
      return from ? { ...item, from } : item;
    };
    const { transport } = this.options;
    const answer = await transport.append(items.map(withOrigin));
    if (!('refused' in answer)) return items;
    const taken: { widget: Widget; layout: LayoutEntry }[] = [];
    const refused: string[] = [];
    let code = answer.refused;
    for (const item of items) {
      const alone = items.length === 1 ? answer : await transport.append([withOrigin(item)]);
      if ('refused' in alone) {
        refused.push(item.widget.id);
        code = alone.refused;
      } else taken.push(item);
    }
    for (const id of refused) this.refused.add(id);
    if (refused.length) this.options.onRefused?.({ ids: refused, code });
    return taken;
  }

  private later(ms: number): void {
    const schedule =
      this.options.schedule ??
      ((fn, delay) => {
        const timer = setTimeout(fn, delay);
        return () => clearTimeout(timer);
      });
    this.cancel?.();
    this.cancel = schedule(() => void this.flush(), ms);
  }

  private take(
    stored: StoredWidget,
    widgets: Record<string, Widget>,
    layout: Record<string, LayoutEntry>,
    revisions: Record<string, number>,
  ): void {
    widgets[stored.widget.id] = stored.widget;
    layout[stored.widget.id] = stored.layout;
    revisions[stored.widget.id] = stored.revision;
  }
}
