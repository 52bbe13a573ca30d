import { describe, expect, it } from 'vitest';
import { emptyDocument, type Widget } from '../../../../shared/screen/document';
import type { CommandContext } from './command-types';
import { COMMANDS, commandById, commandForShortcut, formatShortcut, shortcutOf, type CommandId } from './commands';
import { expandGroups } from './groups';
import en from '../../i18n/en.json';
import zh from '../../i18n/zh.json';
import { applyChanges, fromScreenDocument, paintOrder, type EditorDocument } from './document';
import { initialSession } from './session';

const widget = (id: string, locked = false): Widget => ({
  id,
  type: 'kpi.number',
  attr: { globeStyle: { name: id } },
  style: {},
  data: {},
  events: [],
  locked,
  hidden: false,
  inner: false,
});

function doc(specs: { id: string; x: number; locked?: boolean }[]): EditorDocument {
  return applyChanges(
    fromScreenDocument(emptyDocument()),
    specs.flatMap((s, z) => [
      { kind: 'widget' as const, id: s.id, before: null, after: widget(s.id, s.locked) },
      {
        kind: 'layout' as const,
        id: s.id,
        before: null,
        after: { widgetId: s.id, x: s.x, y: 0, w: 10, h: 10, z, rotation: 0 },
      },
    ]),
  );
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
    const d = doc([
      { id: 'a', x: 100 },
      { id: 'b', x: 100, locked: true },
    ]);
    expect(run('ArrowRight', d, ['a', 'b']).doc.layout.a?.x).toBe(101);
    const ten = run('Shift+ArrowLeft', d, ['a', 'b']).doc;
    expect([ten.layout.a?.x, ten.layout.b?.x]).toEqual([90, 100]);
  });

  it('delete removes the selection and clears it', () => {
    const out = run(
      'Delete',
      doc([
        { id: 'a', x: 0 },
        { id: 'b', x: 0 },
      ]),
      ['a'],
    );
    expect(Object.keys(out.doc.widgets)).toEqual(['b']);
    expect(out.session.selection).toEqual([]);
  });

  it('brings the selection to the front and sends it to the back', () => {
    const d = doc([
      { id: 'a', x: 0 },
      { id: 'b', x: 0 },
      { id: 'c', x: 0 },
    ]);
    expect(paintOrder(run('Mod+Shift+ArrowUp', d, ['a']).doc)).toEqual(['b', 'c', 'a']);
    expect(paintOrder(run('Mod+Shift+ArrowDown', d, ['c']).doc)).toEqual(['c', 'a', 'b']);
  });

  it('reads shortcuts from keyboard events with Mod as Ctrl, or ⌘ on macOS', () => {
    expect(shortcutOf({ key: 'a', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false })).toBe('Mod+A');
    expect(shortcutOf({ key: 'a', ctrlKey: false, metaKey: true, shiftKey: false, altKey: false }, true)).toBe('Mod+A');
    expect(shortcutOf({ key: 'ArrowUp', ctrlKey: true, metaKey: false, shiftKey: true, altKey: false })).toBe(
      'Mod+Shift+ArrowUp',
    );
  });

  it('does nothing when its predicate says no', () => {
    expect(run('Delete', doc([{ id: 'a', x: 0 }]), []).command).toBeUndefined();
  });
});

describe('editor commands: arrange, group, clipboard', () => {
  const ctx = (d: EditorDocument, selection: string[], extra: Partial<CommandContext> = {}) => ({
    doc: d,
    session: { ...initialSession, selection },
    ...extra,
  });
  const perform = (id: CommandId, d: EditorDocument, selection: string[], extra: Partial<CommandContext> = {}) => {
    const command = commandById(id);
    const c = ctx(d, selection, extra);
    expect(command.predicate(c), id).toBe(true);
    const result = command.perform(c);
    return { doc: applyChanges(d, result.changes ?? []), result };
  };

  it('moves one step forward and backward in paint order', () => {
    const d = doc([
      { id: 'a', x: 0 },
      { id: 'b', x: 0 },
      { id: 'c', x: 0 },
    ]);
    expect(paintOrder(perform('bringForward', d, ['a']).doc)).toEqual(['b', 'a', 'c']);
    expect(paintOrder(perform('sendBackward', d, ['c']).doc)).toEqual(['a', 'c', 'b']);
    expect(paintOrder(perform('bringForward', d, ['b', 'c']).doc)).toEqual(['a', 'b', 'c']);
  });

  it('aligns right and distributes, leaving locked widgets where they are', () => {
    const d = doc([
      { id: 'a', x: 0 },
      { id: 'b', x: 50 },
      { id: 'c', x: 200, locked: true },
    ]);
    const right = perform('alignRight', d, ['a', 'b', 'c']).doc;
    expect([right.layout.a?.x, right.layout.b?.x, right.layout.c?.x]).toEqual([200, 200, 200]);
    const spread = perform(
      'distributeH',
      doc([
        { id: 'a', x: 0 },
        { id: 'b', x: 20 },
        { id: 'c', x: 100 },
      ]),
      ['a', 'b', 'c'],
    ).doc;
    expect(spread.layout.b?.x).toBe(50);
    expect(commandById('distributeH').predicate(ctx(d, ['a', 'b']))).toBe(false);
  });

  it('groups and ungroups the selection', () => {
    const d = doc([
      { id: 'a', x: 0 },
      { id: 'b', x: 0 },
      { id: 'c', x: 0 },
    ]);
    const grouped = perform('group', d, ['a', 'b'], { newId: () => 'g1' }).doc;
    expect([grouped.widgets.a?.groupId, grouped.widgets.b?.groupId, grouped.widgets.c?.groupId]).toEqual([
      'g1',
      'g1',
      undefined,
    ]);
    expect(expandGroups(grouped, ['a'])).toEqual(['a', 'b']);
    const ungrouped = perform('ungroup', grouped, ['a', 'b']).doc;
    expect('groupId' in (ungrouped.widgets.a ?? {})).toBe(false);
  });

  it('ungrouping drops the group’s name with its last member', () => {
    const d = doc([
      { id: 'a', x: 0 },
      { id: 'b', x: 0 },
      { id: 'c', x: 0 },
    ]);
    const grouped = perform('group', d, ['a', 'b', 'c'], { newId: () => 'g1' }).doc;
    const named = { ...grouped, config: { ...grouped.config, groups: [{ id: 'g1', name: 'Header' }] } };
    const partly = perform('ungroup', named, ['a']).doc;
    expect(partly.config.groups).toEqual([{ id: 'g1', name: 'Header' }]);
    expect(perform('ungroup', partly, ['b', 'c']).doc.config.groups).toEqual([]);
  });

  it('copies to the clipboard, pastes with new ids, duplicates with an offset', () => {
    const d = doc([{ id: 'a', x: 10 }]);
    const copied = perform('copy', d, ['a'], { screenId: 's1' }).result;
    expect(copied.clipboard?.items.map((i) => i.widget.id)).toEqual(['a']);
    let n = 0;
    const pasted = perform('paste', d, [], { clipboard: copied.clipboard, newId: () => `p${++n}` });
    expect(pasted.result.session?.selection).toEqual(['p1']);
    expect(pasted.doc.layout.p1).toMatchObject({ x: 30, y: 20, z: 1 });
    expect(commandById('paste').predicate(ctx(d, [], { clipboard: null }))).toBe(false);
    expect(perform('duplicate', d, ['a'], { newId: () => 'd1' }).doc.layout.d1).toMatchObject({ x: 30, y: 20 });
  });

  it('hands undo, dialogs and zoom to the store or the page as effects', () => {
    const d = doc([{ id: 'a', x: 0 }]);
    expect(perform('undo', d, []).result.effect).toBe('undo');
    expect(perform('collect', d, ['a']).result.effect).toBe('collect');
    expect(commandForShortcut('Mod+Y', ctx(d, []))?.id).toBe('redo');
    expect(commandForShortcut('Shift+?', ctx(d, []))?.id).toBe('help');
  });

  it('formats shortcuts for people', () => {
    expect(formatShortcut('Mod+Shift+ArrowUp')).toBe('Ctrl+Shift+↑');
    expect(formatShortcut('Mod++')).toBe('Ctrl++');
    expect(formatShortcut('Shift+?')).toBe('?');
    expect(formatShortcut('Mod+Z', true)).toBe('⌘Z');
  });
});

describe('command labels', () => {
  const lookup = (messages: unknown, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  it('exist in zh and en for every command and every history step', () => {
    const keys = [
      ...COMMANDS.map((c) => c.labelKey),
      ...['add', 'edit', 'settings', 'move', 'resize', 'rotate', 'reorder', 'rename'].map(
        (id) => `editor.commands.${id}`,
      ),
    ];
    for (const key of keys) {
      expect(typeof lookup(zh, key), key).toBe('string');
      expect(typeof lookup(en, key), key).toBe('string');
    }
  });
});
