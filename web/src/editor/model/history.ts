import type { MessageKey } from '../../i18n/resources';
import { applyChanges, diff, type Change, type EditorDocument } from './document';

/** One undo step: a named command's changes (diffs, not snapshots). */
export interface Step {
  labelKey: MessageKey;
  changes: Change[];
}

export const HISTORY_LIMIT = 200;

/**
 * Undo/redo of named steps, at least 200 deep. A gesture (drag, resize) is one step: marked at
 * pointer-down, its live states applied without recording, committed at pointer-up as the diff
 * from where it began, or cancelled back to it (Escape).
 */
export class History {
  private undoStack: Step[] = [];
  private redoStack: Step[] = [];
  private gesture: { labelKey: MessageKey; start: EditorDocument } | null = null;

  constructor(private readonly limit = HISTORY_LIMIT) {}

  get canUndo(): boolean {
    return this.undoStack.length > 0 && !this.gesture;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0 && !this.gesture;
  }

  get depth(): number {
    return this.undoStack.length;
  }

  get inGesture(): boolean {
    return this.gesture !== null;
  }

  /** Records a finished command; drops the redo branch. */
  record(step: Step): void {
    if (step.changes.length === 0) return;
    this.undoStack.push(step);
    if (this.undoStack.length > this.limit) this.undoStack.shift();
    this.redoStack = [];
  }

  /** Applies a command to `doc` and records it; answers the new document. */
  perform(doc: EditorDocument, labelKey: MessageKey, changes: Change[]): EditorDocument {
    this.record({ labelKey, changes });
    return applyChanges(doc, changes);
  }

  undo(doc: EditorDocument): { doc: EditorDocument; step: Step } | null {
    if (this.gesture) return null;
    const step = this.undoStack.pop();
    if (!step) return null;
    this.redoStack.push(step);
    return { doc: applyChanges(doc, step.changes, 'backward'), step };
  }

  redo(doc: EditorDocument): { doc: EditorDocument; step: Step } | null {
    if (this.gesture) return null;
    const step = this.redoStack.pop();
    if (!step) return null;
    this.undoStack.push(step);
    return { doc: applyChanges(doc, step.changes), step };
  }

  beginGesture(doc: EditorDocument, labelKey: MessageKey): void {
    this.gesture = { labelKey, start: doc };
  }

  /** Ends a gesture at `doc`: one step from where it began. Answers the changes recorded. */
  commitGesture(doc: EditorDocument): Change[] {
    if (!this.gesture) return [];
    const changes = diff(this.gesture.start, doc);
    this.record({ labelKey: this.gesture.labelKey, changes });
    this.gesture = null;
    return changes;
  }

  /** Abandons a gesture: answers the document as it was before it began. */
  cancelGesture(doc: EditorDocument): EditorDocument {
    const start = this.gesture?.start ?? doc;
    this.gesture = null;
    return start;
  }

  /** Forgets steps that touched a widget reloaded after a conflict, so undo cannot resurrect a stale state. */
  forgetWidget(id: string): void {
    const untouched = (step: Step) => step.changes.every((c) => c.kind === 'config' || c.id !== id);
    this.undoStack = this.undoStack.filter(untouched);
    this.redoStack = this.redoStack.filter(untouched);
  }
}
