import { describe, expect, it } from 'vitest';
import { emptyDocument, type Widget } from '../../../../shared/screen/document';
import { applyChanges, fromScreenDocument, paintOrder, type EditorDocument } from './document';
import { History } from './history';
import { planSync } from './sync-plan';

const widget = (id: string, name = id): Widget => ({
  id,
  type: 'text.title',
  attr: { globeStyle: { name } },
  style: {},
  data: {},
  events: [],
  locked: false,
  hidden: false,
  inner: false,
});
const box = (widgetId: string, x = 0, z = 0) => ({ widgetId, x, y: 0, w: 100, h: 50, z, rotation: 0 });

function withWidgets(ids: string[]): EditorDocument {
  const doc = fromScreenDocument(emptyDocument());
  return applyChanges(
    doc,
    ids.flatMap((id, i) => [
      { kind: 'widget' as const, id, before: null, after: widget(id) },
      { kind: 'layout' as const, id, before: null, after: box(id, i * 10, i) },
    ]),
  );
}

const move = (doc: EditorDocument, id: string, x: number) => {
  const before = doc.layout[id] ?? null;
  return [{ kind: 'layout' as const, id, before, after: before && { ...before, x } }];
};

describe('editor history', () => {
  it('undoes and redoes twenty named steps exactly', () => {
    const history = new History();
    const start = withWidgets(['a']);
    let doc = start;
    const states = [doc];
    for (let i = 1; i <= 20; i++) {
      doc = history.perform(doc, 'editor.commands.move', move(doc, 'a', i * 5));
      states.push(doc);
    }
    for (let i = 19; i >= 0; i--) {
      doc = history.undo(doc)?.doc ?? doc;
      expect(doc.layout.a?.x).toBe(states[i]?.layout.a?.x);
    }
    expect(history.canUndo).toBe(false);
    for (let i = 1; i <= 20; i++) doc = history.redo(doc)?.doc ?? doc;
    expect(doc.layout.a?.x).toBe(100);
  });

  it('keeps at least 200 steps and drops the oldest beyond', () => {
    const history = new History();
    let doc = withWidgets(['a']);
    for (let i = 1; i <= 250; i++) doc = history.perform(doc, 'editor.commands.move', move(doc, 'a', i));
    expect(history.depth).toBe(200);
  });

  it('records a drag as one step from pointer-down to pointer-up, and Escape restores the start', () => {
    const history = new History();
    let doc = withWidgets(['a', 'b']);
    history.beginGesture(doc, 'editor.commands.move');
    for (let x = 1; x <= 30; x++) doc = applyChanges(doc, move(doc, 'a', x));
    expect(history.canUndo).toBe(false);
    const recorded = history.commitGesture(doc);
    expect(recorded).toHaveLength(1);
    expect(history.depth).toBe(1);
    doc = history.undo(doc)?.doc ?? doc;
    expect(doc.layout.a?.x).toBe(0);

    history.beginGesture(doc, 'editor.commands.move');
    const moved = applyChanges(doc, move(doc, 'b', 500));
    expect(history.cancelGesture(moved)).toBe(doc);
  });

  it('keeps untouched widgets identical, so memoised renderers skip them', () => {
    const doc = withWidgets(['a', 'b']);
    const next = applyChanges(doc, move(doc, 'a', 40));
    expect(next.widgets.b).toBe(doc.widgets.b);
    expect(next.layout.b).toBe(doc.layout.b);
    expect(next.layout.a).not.toBe(doc.layout.a);
    expect(paintOrder(next)).toEqual(['a', 'b']);
  });

  it('forgets steps about a widget reloaded after a conflict', () => {
    const history = new History();
    let doc = withWidgets(['a', 'b']);
    doc = history.perform(doc, 'editor.commands.move', move(doc, 'a', 5));
    history.perform(doc, 'editor.commands.move', move(doc, 'b', 5));
    history.forgetWidget('a');
    expect(history.depth).toBe(1);
  });
});

describe('sync planning', () => {
  it('batches the difference from the saved state into acts with revisions', () => {
    const saved = withWidgets(['a', 'b', 'c']);
    let doc = applyChanges(saved, move(saved, 'a', 99));
    doc = applyChanges(doc, [
      { kind: 'widget', id: 'b', before: doc.widgets.b ?? null, after: widget('b', 'Renamed') },
    ]);
    doc = applyChanges(doc, [
      { kind: 'widget', id: 'c', before: doc.widgets.c ?? null, after: null },
      { kind: 'layout', id: 'c', before: doc.layout.c ?? null, after: null },
    ]);
    doc = applyChanges(doc, [
      { kind: 'widget', id: 'd', before: null, after: widget('d') },
      { kind: 'layout', id: 'd', before: null, after: box('d', 7, 9) },
    ]);
    doc = applyChanges(doc, [{ kind: 'config', before: doc.config, after: { ...doc.config, width: 3840 } }]);
    const plan = planSync({ doc: saved, revisions: { a: 3, b: 5, c: 1 }, configRevision: 2 }, doc);
    expect(plan.append.map((p) => [p.widget.id, p.layout.x])).toEqual([['d', 7]]);
    expect(plan.remove).toEqual(['c']);
    expect(plan.widgets.map((w) => [w.widget.attr.globeStyle.name, w.revision])).toEqual([['Renamed', 5]]);
    expect(plan.locations.map((l) => [l.widgetId, l.x, l.revision])).toEqual([['a', 99, 3]]);
    expect(plan.config).toMatchObject({ revision: 2, config: { width: 3840 } });
  });
});
