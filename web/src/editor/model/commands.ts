import type { Change, EditorDocument } from './document';
import { paintOrder } from './document';
import type { EditorSession } from './session';

/**
 * Editor commands are registered objects (Excalidraw's actions): menus, shortcuts and the
 * help dialog all read this registry. A command answers the document changes it makes;
 * `undoable: false` ones change only the session.
 */
export interface CommandContext {
  doc: EditorDocument;
  session: EditorSession;
}

export interface CommandResult {
  changes?: Change[];
  session?: Partial<EditorSession>;
}

export interface Command {
  id: string;
  labelKey: string;
  /** Key combos as `Mod+Shift+ArrowUp` (Mod = Ctrl, or ⌘ on macOS). */
  shortcuts: readonly string[];
  undoable: boolean;
  predicate: (ctx: CommandContext) => boolean;
  perform: (ctx: CommandContext) => CommandResult;
}

const hasSelection = ({ session }: CommandContext) => session.selection.length > 0;

/** Changes that set a field of each selected, unlocked widget's layout. */
type Layout = NonNullable<EditorDocument['layout'][string]>;

function relayout(ctx: CommandContext, update: (entry: Layout) => Partial<Layout>): Change[] {
  return ctx.session.selection.flatMap((id) => {
    const before = ctx.doc.layout[id];
    const widget = ctx.doc.widgets[id];
    if (!before || !widget || widget.locked) return [];
    return [{ kind: 'layout' as const, id, before, after: { ...before, ...update(before) } }];
  });
}

function setFlag(ctx: CommandContext, flag: 'locked' | 'hidden', value: boolean): Change[] {
  return ctx.session.selection.flatMap((id) => {
    const before = ctx.doc.widgets[id];
    return before && before[flag] !== value ? [{ kind: 'widget' as const, id, before, after: { ...before, [flag]: value } }] : [];
  });
}

const nudge = (id: string, dx: number, dy: number, keys: string[]): Command => ({
  id,
  labelKey: `editor.commands.${id}`,
  shortcuts: keys,
  undoable: true,
  predicate: hasSelection,
  perform: (ctx) => ({ changes: relayout(ctx, (e) => ({ x: e.x + dx, y: e.y + dy })) }),
});

function reorder(ctx: CommandContext, place: 'top' | 'bottom'): Change[] {
  const order = paintOrder(ctx.doc).filter((id) => !ctx.session.selection.includes(id));
  const selected = paintOrder(ctx.doc).filter((id) => ctx.session.selection.includes(id));
  const next = place === 'top' ? [...order, ...selected] : [...selected, ...order];
  return next.flatMap((id, z) => {
    const before = ctx.doc.layout[id];
    return before && before.z !== z ? [{ kind: 'layout' as const, id, before, after: { ...before, z } }] : [];
  });
}

export const COMMANDS: readonly Command[] = [
  {
    id: 'delete',
    labelKey: 'editor.commands.delete',
    shortcuts: ['Delete', 'Backspace'],
    undoable: true,
    predicate: hasSelection,
    perform: (ctx) => ({
      changes: ctx.session.selection.flatMap((id) => [
        { kind: 'widget' as const, id, before: ctx.doc.widgets[id] ?? null, after: null },
        { kind: 'layout' as const, id, before: ctx.doc.layout[id] ?? null, after: null },
      ]),
      session: { selection: [] },
    }),
  },
  nudge('nudgeLeft', -1, 0, ['ArrowLeft']),
  nudge('nudgeRight', 1, 0, ['ArrowRight']),
  nudge('nudgeUp', 0, -1, ['ArrowUp']),
  nudge('nudgeDown', 0, 1, ['ArrowDown']),
  nudge('nudgeLeft10', -10, 0, ['Shift+ArrowLeft']),
  nudge('nudgeRight10', 10, 0, ['Shift+ArrowRight']),
  nudge('nudgeUp10', 0, -10, ['Shift+ArrowUp']),
  nudge('nudgeDown10', 0, 10, ['Shift+ArrowDown']),
  { id: 'bringToFront', labelKey: 'editor.commands.bringToFront', shortcuts: ['Mod+Shift+ArrowUp'], undoable: true, predicate: hasSelection, perform: (ctx) => ({ changes: reorder(ctx, 'top') }) },
  { id: 'sendToBack', labelKey: 'editor.commands.sendToBack', shortcuts: ['Mod+Shift+ArrowDown'], undoable: true, predicate: hasSelection, perform: (ctx) => ({ changes: reorder(ctx, 'bottom') }) },
  { id: 'lock', labelKey: 'editor.commands.lock', shortcuts: ['Mod+L'], undoable: true, predicate: hasSelection, perform: (ctx) => ({ changes: setFlag(ctx, 'locked', true) }) },
  { id: 'unlock', labelKey: 'editor.commands.unlock', shortcuts: ['Mod+Shift+L'], undoable: true, predicate: hasSelection, perform: (ctx) => ({ changes: setFlag(ctx, 'locked', false) }) },
  { id: 'hide', labelKey: 'editor.commands.hide', shortcuts: ['Mod+H'], undoable: true, predicate: hasSelection, perform: (ctx) => ({ changes: setFlag(ctx, 'hidden', true) }) },
  { id: 'show', labelKey: 'editor.commands.show', shortcuts: ['Mod+Shift+H'], undoable: true, predicate: hasSelection, perform: (ctx) => ({ changes: setFlag(ctx, 'hidden', false) }) },
  {
    id: 'alignLeft',
    labelKey: 'editor.commands.alignLeft',
    shortcuts: ['Alt+A'],
    undoable: true,
    predicate: (ctx) => ctx.session.selection.length > 1,
    perform: (ctx) => {
      const left = Math.min(...ctx.session.selection.map((id) => ctx.doc.layout[id]?.x ?? Infinity));
      return { changes: relayout(ctx, () => ({ x: left })) };
    },
  },
  {
    id: 'selectAll',
    labelKey: 'editor.commands.selectAll',
    shortcuts: ['Mod+A'],
    undoable: false,
    predicate: (ctx) => Object.keys(ctx.doc.widgets).length > 0,
    perform: (ctx) => ({ session: { selection: paintOrder(ctx.doc).filter((id) => !ctx.doc.widgets[id]?.hidden) } }),
  },
  { id: 'clearSelection', labelKey: 'editor.commands.clearSelection', shortcuts: ['Escape'], undoable: false, predicate: hasSelection, perform: () => ({ session: { selection: [] } }) },
];

/** `Mod+Shift+ArrowUp` for a keyboard event, Mod being Ctrl (or ⌘ on macOS). */
export function shortcutOf(event: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }, mac = false): string {
  const parts: string[] = [];
  if (mac ? event.metaKey : event.ctrlKey) parts.push('Mod');
  if (event.altKey) parts.push('Alt');
  if (event.shiftKey) parts.push('Shift');
  parts.push(event.key.length === 1 ? event.key.toUpperCase() : event.key);
  return parts.join('+');
}

export function commandForShortcut(shortcut: string, ctx: CommandContext, commands: readonly Command[] = COMMANDS): Command | undefined {
  return commands.find((command) => command.shortcuts.includes(shortcut) && command.predicate(ctx));
}
