import { describe, expect, it } from 'vitest';
import { emptyDocument, type Widget } from '../../../../shared/screen/document';
import { COMMANDS, commandForShortcut, shortcutOf } from './commands';
import { applyChanges, fromScreenDocument, paintOrder, type EditorDocument } from './document';
import { initialSession } from './session';

const widget = (id: string, locked = false): Widget => ({
  id, type: 'kpi.number', attr: { globeStyle: { name: id } }, style: {}, data: {}, events: [], locked, hidden: false, inner: false,
});

function doc(specs: { id: string; x: number; locked?: boolean }[]): EditorDocument {
  return applyChanges(fromScreenDocument(emptyDocument()), specs.flatMap((s, z) => [
    { kind: 'widget' as const, id: s.id, before: null, after: widget(s.id, s.locked) },
    { kind: 'layout' as const, id: s.id, before: null, after: { widgetId: s.id, x: s.x, y: 0, w: 10, h: 10, z, rotation: 0 } },
  ]));
}

function run(shortcut: string, d: EditorDocument, selection: string[]) {
  const ctx = { doc: d, session: { ...initialSession, selection } };
  const command = commandForShortcut(shortcut, ctx);
  if (!command) return { doc: d, session: ctx.session, command };
  const result = command.perform(ctx);
  return { doc: applyChanges(d, result.changes ?? []), session: { ...ctx.session, ...result.session }, command };
}

describe('editor commands', () => {
  it('have unique ids, translation keys and shortcuts', () => {
    const ids = COMMANDS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(COMMANDS.every((c) => c.labelKey.startsWith('editor.commands.'))).toBe(true);
    const shortcuts = COMMANDS.flatMap((c) => c.shortcuts);
    expect(new Set(shortcuts).size).toBe(shortcuts.length);
  });

  it('nudge by 1, and by 10 with Shift, skipping locked widgets', () => {
    const d = doc([{ id: 'a', x: 100 }, { id: 'b', x: 100, locked: true }]);
    expect(run('ArrowRight', d, ['a', 'b']).doc.layout.a?.x).toBe(101);
    const ten = run('Shift+ArrowLeft', d, ['a', 'b']).doc;
    expect([ten.layout.a?.x, ten.layout.b?.x]).toEqual([90, 100]);
  });

  it('delete removes the selection and clears it', () => {
    const out = run('Delete', doc([{ id: 'a', x: 0 }, { id: 'b', x: 0 }]), ['a']);
    expect(Object.keys(out.doc.widgets)).toEqual(['b']);
    expect(out.session.selection).toEqual([]);
  });

  it('brings the selection to the front and sends it to the back', () => {
    const d = doc([{ id: 'a', x: 0 }, { id: 'b', x: 0 }, { id: 'c', x: 0 }]);
    expect(paintOrder(run('Mod+Shift+ArrowUp', d, ['a']).doc)).toEqual(['b', 'c', 'a']);
    expect(paintOrder(run('Mod+Shift+ArrowDown', d, ['c']).doc)).toEqual(['c', 'a', 'b']);
  });

  it('reads shortcuts from keyboard events with Mod as Ctrl, or ⌘ on macOS', () => {
    expect(shortcutOf({ key: 'a', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false })).toBe('Mod+A');
    expect(shortcutOf({ key: 'a', ctrlKey: false, metaKey: true, shiftKey: false, altKey: false }, true)).toBe('Mod+A');
    expect(shortcutOf({ key: 'ArrowUp', ctrlKey: true, metaKey: false, shiftKey: true, altKey: false })).toBe('Mod+Shift+ArrowUp');
  });

  it('does nothing when its predicate says no', () => {
    expect(run('Delete', doc([{ id: 'a', x: 0 }]), []).command).toBeUndefined();
  });
});
