import type { StoredWidget } from '../../../../shared/acts/editor';
import type { LayoutEntry, ScreenConfig, ScreenDocument, Widget } from '../../../../shared/screen/document';
import { COMMANDS, type Command } from './commands';
import { fromScreenDocument, paintOrder, type Change, type EditorDocument } from './document';
import { boundingBox, resizeBox, snapMove, type Guide, type Handle } from './geometry';
import { History } from './history';
import { initialSession, type EditorSession } from './session';
import { Syncer, type SaveStatus, type SyncTransport } from './syncer';

export interface EditorSnapshot {
  doc: EditorDocument;
  session: EditorSession;
  status: SaveStatus;
  guides: readonly Guide[];
  canUndo: boolean;
  canRedo: boolean;
}

export interface EditorStoreOptions {
  document: ScreenDocument;
  revisions: Record<string, number>;
  configRevision: number;
  transport: SyncTransport;
  schedule?: (fn: () => void, ms: number) => () => void;
  /** Told when someone else's change replaced ours (the UI shows a notice). */
  onConflict?: () => void;
}

const SNAP_THRESHOLD = 6;

/**
 * The editor's one store: the document (saved by autosave), the session (selection, zoom) and
 * history. React reads it through `subscribe`/`getSnapshot`; gestures and commands write it.
 * Pointer moves change only the moved widgets' layout entries.
 */
export class EditorStore {
  private snapshot: EditorSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly history = new History();
  private readonly syncer: Syncer;
  private drag: { ids: string[]; origin: Record<string, LayoutEntry>; handle?: Handle } | null = null;

  constructor(options: EditorStoreOptions) {
    const doc = fromScreenDocument(options.document);
    this.snapshot = { doc, session: initialSession, status: 'saved', guides: [], canUndo: false, canRedo: false };
    this.syncer = new Syncer(
      { doc, revisions: options.revisions, configRevision: options.configRevision },
      {
        transport: options.transport,
        current: () => this.snapshot.doc,
        schedule: options.schedule,
        onStatus: (status) => this.set({ status }),
        onConflict: (conflict) => {
          if (conflict.widget) this.takeTheirs(conflict.widget);
          if (conflict.config) this.set({ doc: { ...this.snapshot.doc, config: conflict.config.config } });
          options.onConflict?.();
        },
      },
    );
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): EditorSnapshot => this.snapshot;

  private set(partial: Partial<EditorSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...partial, canUndo: this.history.canUndo, canRedo: this.history.canRedo };
    for (const listener of this.listeners) listener();
  }

  private commit(labelKey: string, changes: Change[], session?: Partial<EditorSession>): void {
    if (changes.length === 0 && !session) return;
    const doc = changes.length ? this.history.perform(this.snapshot.doc, labelKey, changes) : this.snapshot.doc;
    this.set({ doc, session: { ...this.snapshot.session, ...session } });
    if (changes.length) this.syncer.changed();
  }

  private takeTheirs(stored: StoredWidget): void {
    this.history.forgetWidget(stored.widget.id);
    const doc = this.snapshot.doc;
    this.set({
      doc: { ...doc, widgets: { ...doc.widgets, [stored.widget.id]: stored.widget }, layout: { ...doc.layout, [stored.widget.id]: stored.layout } },
    });
  }

  // Selection ---------------------------------------------------------------------------
  select(ids: string[], mode: 'replace' | 'toggle' | 'add' = 'replace'): void {
    const current = this.snapshot.session.selection;
    const selection =
      mode === 'replace' ? ids : mode === 'add' ? [...new Set([...current, ...ids])] : current.filter((id) => !ids.includes(id)).concat(ids.filter((id) => !current.includes(id)));
    this.set({ session: { ...this.snapshot.session, selection } });
  }

  setZoom(zoom: number): void {
    this.set({ session: { ...this.snapshot.session, zoom } });
  }

  // Commands ----------------------------------------------------------------------------
  run(command: Command): boolean {
    const ctx = { doc: this.snapshot.doc, session: this.snapshot.session };
    if (!command.predicate(ctx)) return false;
    const result = command.perform(ctx);
    this.commit(command.labelKey, command.undoable ? (result.changes ?? []) : [], result.session);
    return true;
  }

  runById(id: string): boolean {
    const command = COMMANDS.find((c) => c.id === id);
    return command ? this.run(command) : false;
  }

  undo(): void {
    const undone = this.history.undo(this.snapshot.doc);
    if (!undone) return;
    this.set({ doc: undone.doc });
    this.syncer.changed();
  }

  redo(): void {
    const redone = this.history.redo(this.snapshot.doc);
    if (!redone) return;
    this.set({ doc: redone.doc });
    this.syncer.changed();
  }

  addWidget(widget: Widget, layout: LayoutEntry): void {
    const z = Math.max(-1, ...Object.values(this.snapshot.doc.layout).map((l) => l.z)) + 1;
    this.commit(
      'editor.commands.add',
      [
        { kind: 'widget', id: widget.id, before: null, after: widget },
        { kind: 'layout', id: widget.id, before: null, after: { ...layout, z } },
      ],
      { selection: [widget.id] },
    );
  }

  updateWidget(id: string, update: (widget: Widget) => Widget, labelKey = 'editor.commands.edit'): void {
    const before = this.snapshot.doc.widgets[id];
    if (before) this.commit(labelKey, [{ kind: 'widget', id, before, after: update(before) }]);
  }

  updateConfig(update: (config: ScreenConfig) => ScreenConfig): void {
    const before = this.snapshot.doc.config;
    this.commit('editor.commands.settings', [{ kind: 'config', before, after: update(before) }]);
  }

  // Gestures: one undo step each --------------------------------------------------------
  /** Pointer-down on a widget (or a resize handle of the selection). */
  beginDrag(handle?: Handle): void {
    const ids = this.snapshot.session.selection.filter((id) => !this.snapshot.doc.widgets[id]?.locked);
    if (ids.length === 0) return;
    const origin = Object.fromEntries(ids.flatMap((id) => (this.snapshot.doc.layout[id] ? [[id, this.snapshot.doc.layout[id]]] : [])));
    this.drag = { ids, origin, handle };
    this.history.beginGesture(this.snapshot.doc, handle ? 'editor.commands.resize' : 'editor.commands.move');
  }

  /** Pointer-move by (dx, dy) canvas units from where the gesture began. */
  dragTo(dx: number, dy: number, options: { snap?: boolean; keepRatio?: boolean } = {}): void {
    if (!this.drag) return;
    const { doc } = this.snapshot;
    const layout = { ...doc.layout };
    let guides: Guide[] = [];
    if (this.drag.handle) {
      for (const id of this.drag.ids) {
        const origin = this.drag.origin[id];
        if (origin) layout[id] = { ...origin, ...resizeBox(origin, this.drag.handle, dx, dy, options.keepRatio) };
      }
    } else {
      let offset = { dx, dy };
      if (options.snap !== false) {
        const origins = this.drag.ids.map((id) => this.drag?.origin[id]).filter((b): b is LayoutEntry => Boolean(b));
        const bounds = boundingBox(origins.map((b) => ({ x: b.x + dx, y: b.y + dy, w: b.w, h: b.h })));
        if (bounds) {
          const others = paintOrder(doc).filter((id) => !this.drag?.ids.includes(id)).map((id) => doc.layout[id]).filter((b): b is LayoutEntry => Boolean(b));
          const canvas = { x: 0, y: 0, w: doc.config.width, h: doc.config.height };
          const snap = snapMove(bounds, others, { threshold: SNAP_THRESHOLD / this.snapshot.session.zoom, grid: doc.config.grid.spacing, canvas });
          offset = { dx: dx + snap.dx, dy: dy + snap.dy };
          guides = snap.guides;
        }
      }
      for (const id of this.drag.ids) {
        const origin = this.drag.origin[id];
        if (origin) layout[id] = { ...origin, x: Math.round(origin.x + offset.dx), y: Math.round(origin.y + offset.dy) };
      }
    }
    this.set({ doc: { ...doc, layout }, guides });
  }

  /** Pointer-up: the whole gesture becomes one undo step and is saved. */
  endDrag(): void {
    if (!this.drag) return;
    this.drag = null;
    const changes = this.history.commitGesture(this.snapshot.doc);
    this.set({ guides: [] });
    if (changes.length) this.syncer.changed();
  }

  /** Escape during a gesture: back to where it began. */
  cancelDrag(): void {
    if (!this.drag) return;
    this.drag = null;
    this.set({ doc: this.history.cancelGesture(this.snapshot.doc), guides: [] });
  }

  /** Saves now (leaving the editor). */
  flush(): Promise<void> {
    return this.syncer.flush();
  }

  get hasUnsavedChanges(): boolean {
    return this.snapshot.status !== 'saved';
  }
}
