import type { StoredWidget, WidgetWriteResult } from '../../../../shared/acts/editor';
import type { LayoutEntry, ScreenConfig, Widget } from '../../../../shared/screen/document';
import type { EditorDocument } from './document';
import { isEmptyPlan, planSync, type SavedState } from './sync-plan';

/** The acts autosave uses, injected so tests run it without a server. */
export interface SyncTransport {
  append(items: { widget: Widget; layout: LayoutEntry }[]): Promise<WidgetWriteResult>;
  remove(ids: string[]): Promise<void>;
  changeWidget(widget: Widget, revision: number): Promise<{ revision: number } | { conflict: StoredWidget }>;
  locations(items: (LayoutEntry & { revision: number })[]): Promise<WidgetWriteResult>;
  config(config: ScreenConfig, revision: number): Promise<{ revision: number } | { conflict: { config: ScreenConfig; revision: number } }>;
}

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'offline';

export interface SyncerOptions {
  transport: SyncTransport;
  /** The live document (the editor store's current one). */
  current: () => EditorDocument;
  /** Someone else changed a widget (or the config): take theirs into the live document. */
  onConflict: (conflict: { widget?: StoredWidget; config?: { config: ScreenConfig; revision: number } }) => void;
  onStatus: (status: SaveStatus) => void;
  /** Quiet time after the last edit before saving; changes reach the server within 1 s. */
  debounceMs?: number;
  schedule?: (fn: () => void, ms: number) => () => void;
}

/**
 * Autosave: batches edits and sends the difference from the last confirmed state, one act per
 * kind. A stale write comes back as a conflict that reloads just that item; a network failure
 * leaves the changes pending and retries.
 */
export class Syncer {
  private saved: SavedState;
  private cancel: (() => void) | null = null;
  private running: Promise<void> | null = null;
  private dirtyWhileRunning = false;

  constructor(initial: SavedState, private readonly options: SyncerOptions) {
    this.saved = initial;
  }

  get savedState(): SavedState {
    return this.saved;
  }

  /** Call after every document change. */
  changed(): void {
    if (this.running) {
      this.dirtyWhileRunning = true;
      return;
    }
    this.options.onStatus('pending');
    this.cancel?.();
    const schedule = this.options.schedule ?? ((fn, ms) => {
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
    const plan = planSync(this.saved, target);
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
      if (plan.append.length) {
        await transport.append(plan.append);
        for (const item of plan.append) {
          widgets[item.widget.id] = item.widget;
          layout[item.widget.id] = item.layout;
          revisions[item.widget.id] = 1;
        }
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
      if (isEmptyPlan(planSync(this.saved, this.options.current()))) this.options.onStatus('saved');
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

  private later(ms: number): void {
    const schedule = this.options.schedule ?? ((fn, delay) => {
      const timer = setTimeout(fn, delay);
      return () => clearTimeout(timer);
    });
    this.cancel?.();
    this.cancel = schedule(() => void this.flush(), ms);
  }

  private take(stored: StoredWidget, widgets: Record<string, Widget>, layout: Record<string, LayoutEntry>, revisions: Record<string, number>): void {
    widgets[stored.widget.id] = stored.widget;
    layout[stored.widget.id] = stored.layout;
    revisions[stored.widget.id] = stored.revision;
  }
}
