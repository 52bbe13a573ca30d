import type { StoredWidget } from '../../../../shared/acts/editor';
import type { MessageKey } from '../../i18n/resources';
import type { LayoutEntry, ScreenConfig, ScreenDocument, Widget } from '../../../../shared/screen/document';
import type { ClipboardItem, ClipboardPayload } from './clipboard';
import { nextZ, randomId } from './clipboard';
import { moveToIndex } from './command-helpers';
import type { CommandContext, CommandEffect } from './command-types';
import { commandById, type Command, type CommandId } from './commands';
import { fromScreenDocument, type Change, type EditorDocument } from './document';
import type { Guide, Handle } from './geometry';
import { dragLayout, rotationTowards, snapTargets, type Drag } from './gestures/drag';
import { expandGroups } from './groups';
import { History } from './history';
import { initialSession, type EditorSession } from './session';
import { Syncer, type SaveStatus, type SyncTransport } from './syncer';
import { ViewState } from './store-view';

export interface EditorSnapshot {
  doc: EditorDocument;
  session: EditorSession;
  status: SaveStatus;
  guides: readonly Guide[];
  canUndo: boolean;
  canRedo: boolean;
  /** A gesture (move, resize, rotate) is in progress. */
  dragging: boolean;
  /** Where the widgets of a move in progress started (the canvas draws the move as a translation from there). */
  moveOrigin: Readonly<Record<string, LayoutEntry>> | null;
}

export interface EditorStoreOptions {
  document: ScreenDocument;
  revisions: Record<string, number>;
  configRevision: number;
  transport: SyncTransport;
  schedule?: (fn: () => void, ms: number) => () => void;
  /** Told when someone else's change replaced ours (the UI shows a notice). */
  onConflict?: () => void;
  /** Told when the server refused new widgets (`code` from the catalogue); they have been taken off the canvas. */
  onRefused?: (refused: { ids: string[]; code: number }) => void;
  /** The screen being edited (named as the source of copies). */
  screenId?: string;
  newId?: () => string;
  /** The shared clipboard (localStorage in the page, a variable in tests). */
  clipboard?: { read: () => ClipboardPayload | null; write: (payload: ClipboardPayload) => void };
  /** Effects the page carries out (dialogs). */
  onEffect?: (effect: CommandEffect) => void;
}

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
  private drag: Drag | null = null;
  readonly view: ViewState;

  constructor(private readonly options: EditorStoreOptions) {
    const doc = fromScreenDocument(options.document);
    this.snapshot = {
      doc,
      session: initialSession,
      status: 'saved',
      guides: [],
      canUndo: false,
      canRedo: false,
      dragging: false,
      moveOrigin: null,
    };
    this.view = new ViewState(
      () => this.snapshot,
      (session) => this.set({ session: { ...this.snapshot.session, ...session } }),
    );
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
        onRefused: (refused) => {
          this.dropWidgets(refused.ids);
          options.onRefused?.(refused);
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
    this.snapshot = {
      ...this.snapshot,
      ...partial,
      canUndo: this.history.canUndo,
      canRedo: this.history.canRedo,
      dragging: this.drag !== null,
      moveOrigin: this.drag && !this.drag.handle && !this.drag.rotate ? this.drag.origin : null,
    };
    for (const listener of this.listeners) listener();
  }

  private commit(labelKey: MessageKey, changes: Change[], session?: Partial<EditorSession>): void {
    if (changes.length === 0 && !session) return;
    const doc = changes.length ? this.history.perform(this.snapshot.doc, labelKey, changes) : this.snapshot.doc;
    this.set({ doc, session: { ...this.snapshot.session, ...session } });
    if (changes.length) this.syncer.changed();
  }

  private takeTheirs(stored: StoredWidget): void {
    this.history.forgetWidget(stored.widget.id);
    const doc = this.snapshot.doc;
    this.set({
      doc: {
        ...doc,
        widgets: { ...doc.widgets, [stored.widget.id]: stored.widget },
        layout: { ...doc.layout, [stored.widget.id]: stored.layout },
      },
    });
  }

  /** Takes widgets the server will never hold off the canvas (and out of history and the selection). */
  private dropWidgets(ids: readonly string[]): void {
    const widgets = { ...this.snapshot.doc.widgets };
    const layout = { ...this.snapshot.doc.layout };
    for (const id of ids) {
      this.history.forgetWidget(id);
      delete widgets[id];
      delete layout[id];
    }
    const selection = this.snapshot.session.selection.filter((id) => !ids.includes(id));
    this.set({ doc: { ...this.snapshot.doc, widgets, layout }, session: { ...this.snapshot.session, selection } });
  }

  // Selection ---------------------------------------------------------------------------
  /** `groups`: picking a grouped widget picks its whole group (canvas clicks, marquee). */
  select(ids: readonly string[], mode: 'replace' | 'toggle' | 'add' = 'replace', groups = false): void {
    const picked = groups ? expandGroups(this.snapshot.doc, ids) : [...ids];
    const current = this.snapshot.session.selection;
    const selection =
      mode === 'replace'
        ? picked
        : mode === 'add'
          ? [...new Set([...current, ...picked])]
          : current.filter((id) => !picked.includes(id)).concat(picked.filter((id) => !current.includes(id)));
    this.set({ session: { ...this.snapshot.session, selection } });
  }

  setZoom(zoom: number): void {
    this.set({ session: { ...this.snapshot.session, zoom } });
  }

  // Commands ----------------------------------------------------------------------------
  /** What commands see now: the document, the session and the shared clipboard. */
  context(): CommandContext {
    return {
      doc: this.snapshot.doc,
      session: this.snapshot.session,
      clipboard: this.options.clipboard?.read() ?? null,
      screenId: this.options.screenId,
      newId: this.options.newId ?? (() => randomId()),
    };
  }

  run(command: Command): boolean {
    const ctx = this.context();
    if (!command.predicate(ctx)) return false;
    const result = command.perform(ctx);
    if (result.clipboard) this.options.clipboard?.write(result.clipboard);
    if (result.origins && command.undoable) this.syncer.recordOrigins(result.origins);
    this.commit(command.labelKey, command.undoable ? (result.changes ?? []) : [], result.session);
    if (result.effect) this.carryOut(result.effect);
    return true;
  }

  runById(id: CommandId): boolean {
    return this.run(commandById(id));
  }

  private carryOut(effect: CommandEffect): void {
    if (effect === 'undo') this.undo();
    else if (effect === 'redo') this.redo();
    else if (effect === 'zoomIn') this.view.zoomStep(1);
    else if (effect === 'zoomOut') this.view.zoomStep(-1);
    else if (effect === 'zoomFit') this.view.fit();
    else if (effect === 'zoomActual') this.view.zoomTo(1);
    else this.options.onEffect?.(effect);
  }

  undo(): void {
    const undone = this.history.undo(this.snapshot.doc);
    if (!undone) return;
    this.set({
      doc: undone.doc,
      session: {
        ...this.snapshot.session,
        selection: this.snapshot.session.selection.filter((id) => undone.doc.widgets[id]),
      },
    });
    this.syncer.changed();
  }

  redo(): void {
    const redone = this.history.redo(this.snapshot.doc);
    if (!redone) return;
    this.set({
      doc: redone.doc,
      session: {
        ...this.snapshot.session,
        selection: this.snapshot.session.selection.filter((id) => redone.doc.widgets[id]),
      },
    });
    this.syncer.changed();
  }

  addWidget(widget: Widget, layout: LayoutEntry): void {
    this.insert([{ widget, layout }], 'editor.commands.add');
  }

  /** Adds widgets (palette, favourites) above everything, as one step, and selects them. */
  insert(items: readonly ClipboardItem[], labelKey: MessageKey = 'editor.commands.add'): void {
    const z = nextZ(this.snapshot.doc);
    const changes = items.flatMap(({ widget, layout }, index): Change[] => [
      { kind: 'widget', id: widget.id, before: null, after: widget },
      { kind: 'layout', id: widget.id, before: null, after: { ...layout, z: z + index } },
    ]);
    this.commit(labelKey, changes, { selection: items.map((item) => item.widget.id) });
  }

  updateWidget(id: string, update: (widget: Widget) => Widget, labelKey: MessageKey = 'editor.commands.edit'): void {
    const before = this.snapshot.doc.widgets[id];
    if (before) this.commit(labelKey, [{ kind: 'widget', id, before, after: update(before) }]);
  }

  /** Sets layout fields of one widget (the properties panel). */
  updateLayout(
    id: string,
    patch: Partial<Omit<LayoutEntry, 'widgetId'>>,
    labelKey: MessageKey = 'editor.commands.edit',
  ): void {
    const before = this.snapshot.doc.layout[id];
    if (!before) return;
    const after = { ...before, ...patch };
    if ((Object.keys(patch) as (keyof typeof patch)[]).some((key) => before[key] !== after[key]))
      this.commit(labelKey, [{ kind: 'layout', id, before, after }]);
  }

  updateConfig(
    update: (config: ScreenConfig) => ScreenConfig,
    labelKey: MessageKey = 'editor.commands.settings',
  ): void {
    const before = this.snapshot.doc.config;
    this.commit(labelKey, [{ kind: 'config', before, after: update(before) }]);
  }

  /** Moves widgets to `index` of the paint order (Layers drag). */
  moveInOrder(ids: readonly string[], index: number): void {
    this.commit('editor.commands.reorder', moveToIndex(this.snapshot.doc, ids, index));
  }

  // Gestures: one undo step each --------------------------------------------------------
  /** Pointer-down on a widget (or a resize handle of the selection). */
  beginDrag(handle?: Handle): void {
    this.begin(handle ? 'editor.commands.resize' : 'editor.commands.move', { handle });
  }

  /** Pointer-down on the rotation handle of a single selection. */
  beginRotate(): void {
    this.begin('editor.commands.rotate', { rotate: true });
  }

  private begin(labelKey: MessageKey, kind: Pick<Drag, 'handle' | 'rotate'>): void {
    const { doc, session } = this.snapshot;
    const ids = session.selection.filter((id) => !doc.widgets[id]?.locked);
    if (ids.length === 0 || this.drag) return;
    const origin = Object.fromEntries(ids.flatMap((id) => (doc.layout[id] ? [[id, doc.layout[id]]] : [])));
    this.drag = { ids, origin, ...kind, targets: kind.rotate ? [] : snapTargets(doc, ids) };
    this.history.beginGesture(doc, labelKey);
    this.set({});
  }

  /** Pointer-move by (dx, dy) canvas units from where the gesture began. */
  dragTo(dx: number, dy: number, options: { snap?: boolean; keepRatio?: boolean } = {}): void {
    if (!this.drag || this.drag.rotate) return;
    const { layout, guides } = dragLayout(this.snapshot.doc, this.drag, dx, dy, {
      ...options,
      zoom: this.snapshot.session.zoom,
    });
    this.set({ doc: { ...this.snapshot.doc, layout }, guides });
  }

  /** Pointer-move of a rotation: the handle points at `point` (canvas units). */
  rotateTo(point: { x: number; y: number }, snap = false): void {
    if (!this.drag?.rotate) return;
    const layout = { ...this.snapshot.doc.layout };
    for (const id of this.drag.ids) {
      const origin = this.drag.origin[id];
      if (origin) layout[id] = { ...origin, rotation: rotationTowards(origin, point, snap) };
    }
    this.set({ doc: { ...this.snapshot.doc, layout } });
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
