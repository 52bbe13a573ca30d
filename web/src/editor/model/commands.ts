import type { WidgetOrigin } from '../../../../shared/acts/editor';
import type { Change, EditorDocument } from './document';
import { paintOrder } from './document';
import type { EditorSession } from './session';
import type { ClipboardPayload } from './clipboard';
import { hasSelection, reorder, relayout, setFlag } from './command-helpers';
import { ARRANGE_COMMANDS } from './commands-arrange';
import { EDIT_COMMANDS } from './commands-edit';

/**
 * Editor commands are registered objects (Excalidraw's actions): menus, shortcuts and the
 * help dialog all read this registry. A command answers the document changes it makes;
 * `undoable: false` ones change only the session. Work that needs the page (the clipboard
 * in localStorage, a dialog, the viewport) is asked for with `clipboard` or `effect`.
 */
export interface CommandContext {
  doc: EditorDocument;
  session: EditorSession;
  /** What a paste would insert: the last copy of any tab or screen (the store reads it). */
  clipboard?: ClipboardPayload | null;
  /** The screen being edited (copies name it as their source). */
  screenId?: string;
  /** New ids for pasted and duplicated widgets and groups. */
  newId?: () => string;
}

/** Work a command hands to the store or the page. */
export type CommandEffect = 'undo' | 'redo' | 'collect' | 'copyToScreen' | 'help' | 'zoomIn' | 'zoomOut' | 'zoomFit' | 'zoomActual';

export interface CommandResult {
  changes?: Change[];
  session?: Partial<EditorSession>;
  /** Written to the shared clipboard (copy). */
  clipboard?: ClipboardPayload;
  /** Pasted or duplicated widgets (by their new id) and the widget each was copied from (autosave names it to append_widget). */
  origins?: Readonly<Record<string, WidgetOrigin>>;
  effect?: CommandEffect;
}

/** Where the help dialog lists a command. */
export type CommandSection = 'edit' | 'arrange' | 'align' | 'select' | 'view' | 'history';

export interface Command {
  id: string;
  labelKey: string;
  /** Key combos as `Mod+Shift+ArrowUp` (Mod = Ctrl, or ⌘ on macOS). */
  shortcuts: readonly string[];
  undoable: boolean;
  section?: CommandSection;
  predicate: (ctx: CommandContext) => boolean;
  perform: (ctx: CommandContext) => CommandResult;
}

const nudge = (id: string, dx: number, dy: number, keys: string[]): Command => ({
  id,
  labelKey: `editor.commands.${id}`,
  shortcuts: keys,
  undoable: true,
  section: 'arrange',
  predicate: hasSelection,
  perform: (ctx) => ({ changes: relayout(ctx, (e) => ({ x: e.x + dx, y: e.y + dy })) }),
});

const effect = (id: string, keys: string[], section: CommandSection, what: CommandEffect, predicate: Command['predicate'] = () => true): Command => ({
  id, labelKey: `editor.commands.${id}`, shortcuts: keys, undoable: false, section, predicate, perform: () => ({ effect: what }),
});

const BASE_COMMANDS: readonly Command[] = [
  {
    id: 'delete',
    labelKey: 'editor.commands.delete',
    shortcuts: ['Delete', 'Backspace'],
    undoable: true,
    section: 'edit',
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
  { id: 'bringToFront', labelKey: 'editor.commands.bringToFront', shortcuts: ['Mod+Shift+ArrowUp'], undoable: true, section: 'arrange', predicate: hasSelection, perform: (ctx) => ({ changes: reorder(ctx, 'top') }) },
  { id: 'sendToBack', labelKey: 'editor.commands.sendToBack', shortcuts: ['Mod+Shift+ArrowDown'], undoable: true, section: 'arrange', predicate: hasSelection, perform: (ctx) => ({ changes: reorder(ctx, 'bottom') }) },
  { id: 'lock', labelKey: 'editor.commands.lock', shortcuts: ['Mod+L'], undoable: true, section: 'edit', predicate: hasSelection, perform: (ctx) => ({ changes: setFlag(ctx, 'locked', true) }) },
  { id: 'unlock', labelKey: 'editor.commands.unlock', shortcuts: ['Mod+Shift+L'], undoable: true, section: 'edit', predicate: hasSelection, perform: (ctx) => ({ changes: setFlag(ctx, 'locked', false) }) },
  { id: 'hide', labelKey: 'editor.commands.hide', shortcuts: ['Mod+H'], undoable: true, section: 'edit', predicate: hasSelection, perform: (ctx) => ({ changes: setFlag(ctx, 'hidden', true) }) },
  { id: 'show', labelKey: 'editor.commands.show', shortcuts: ['Mod+Shift+H'], undoable: true, section: 'edit', predicate: hasSelection, perform: (ctx) => ({ changes: setFlag(ctx, 'hidden', false) }) },
  {
    id: 'selectAll',
    labelKey: 'editor.commands.selectAll',
    shortcuts: ['Mod+A'],
    undoable: false,
    section: 'select',
    predicate: (ctx) => Object.keys(ctx.doc.widgets).length > 0,
    perform: (ctx) => ({ session: { selection: paintOrder(ctx.doc).filter((id) => !ctx.doc.widgets[id]?.hidden) } }),
  },
  { id: 'clearSelection', labelKey: 'editor.commands.clearSelection', shortcuts: ['Escape'], undoable: false, section: 'select', predicate: hasSelection, perform: () => ({ session: { selection: [] } }) },
  effect('undo', ['Mod+Z'], 'history', 'undo'),
  effect('redo', ['Mod+Shift+Z', 'Mod+Y'], 'history', 'redo'),
  effect('zoomIn', ['Mod+=', 'Mod++'], 'view', 'zoomIn'),
  effect('zoomOut', ['Mod+-'], 'view', 'zoomOut'),
  effect('zoomFit', ['Mod+0'], 'view', 'zoomFit'),
  effect('zoomActual', ['Mod+1'], 'view', 'zoomActual'),
  effect('help', ['Shift+?'], 'view', 'help'),
];

export const COMMANDS: readonly Command[] = [...BASE_COMMANDS, ...EDIT_COMMANDS, ...ARRANGE_COMMANDS];

export function commandById(id: string, commands: readonly Command[] = COMMANDS): Command | undefined {
  return commands.find((command) => command.id === id);
}

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

/** A shortcut as people read it: `Ctrl+Shift+↑` (or `⌘⇧↑` on macOS); `Shift+?` is just `?`. */
export function formatShortcut(shortcut: string, mac = false): string {
  if (shortcut === 'Shift+?') return '?';
  const names: Record<string, string> = mac
    ? { Mod: '⌘', Shift: '⇧', Alt: '⌥', ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→', Delete: 'Del', Backspace: '⌫', Escape: 'Esc' }
    : { Mod: 'Ctrl', ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→', Delete: 'Del', Escape: 'Esc' };
  // The last part is the key itself (it may be `+`).
  const parts = shortcut.endsWith('++') ? [...shortcut.slice(0, -2).split('+'), '+'] : shortcut.split('+');
  return parts.map((part) => names[part] ?? part).join(mac ? '' : '+');
}
