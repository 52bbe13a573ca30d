import type { MessageKey } from '../../i18n/resources';
import { paintOrder } from './document';
import { hasSelection, reorder, relayout, setFlag } from './command-helpers';
import { ARRANGE_COMMANDS } from './commands-arrange';
import { EDIT_COMMANDS } from './commands-edit';
import type { CommandContext, CommandDefinition, CommandEffect, CommandSection, CommandTable } from './command-types';

/**
 * Editor commands are registered objects (Excalidraw's actions): menus, shortcuts and the
 * help dialog all read this registry. A command answers the document changes it makes;
 * `undoable: false` ones change only the session. Work that needs the page (the clipboard
 * in localStorage, a dialog, the viewport) is asked for with `clipboard` or `effect`.
 * Each module's table is keyed by command id; the ids together are `CommandId`.
 */
const nudge = (dx: number, dy: number, keys: string[]): CommandDefinition => ({
  shortcuts: keys,
  undoable: true,
  section: 'arrange',
  predicate: hasSelection,
  perform: (ctx) => ({ changes: relayout(ctx, (e) => ({ x: e.x + dx, y: e.y + dy })) }),
});

const effect = (
  keys: string[],
  section: CommandSection,
  what: CommandEffect,
  predicate: CommandDefinition['predicate'] = () => true,
): CommandDefinition => ({
  shortcuts: keys,
  undoable: false,
  section,
  predicate,
  perform: () => ({ effect: what }),
});

const BASE_COMMANDS = {
  delete: {
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
  nudgeLeft: nudge(-1, 0, ['ArrowLeft']),
  nudgeRight: nudge(1, 0, ['ArrowRight']),
  nudgeUp: nudge(0, -1, ['ArrowUp']),
  nudgeDown: nudge(0, 1, ['ArrowDown']),
  nudgeLeft10: nudge(-10, 0, ['Shift+ArrowLeft']),
  nudgeRight10: nudge(10, 0, ['Shift+ArrowRight']),
  nudgeUp10: nudge(0, -10, ['Shift+ArrowUp']),
  nudgeDown10: nudge(0, 10, ['Shift+ArrowDown']),
  bringToFront: {
    shortcuts: ['Mod+Shift+ArrowUp'],
    undoable: true,
    section: 'arrange',
    predicate: hasSelection,
    perform: (ctx) => ({ changes: reorder(ctx, 'top') }),
  },
  sendToBack: {
    shortcuts: ['Mod+Shift+ArrowDown'],
    undoable: true,
    section: 'arrange',
    predicate: hasSelection,
    perform: (ctx) => ({ changes: reorder(ctx, 'bottom') }),
  },
  lock: {
    shortcuts: ['Mod+L'],
    undoable: true,
    section: 'edit',
    predicate: hasSelection,
    perform: (ctx) => ({ changes: setFlag(ctx, 'locked', true) }),
  },
  unlock: {
    shortcuts: ['Mod+Shift+L'],
    undoable: true,
    section: 'edit',
    predicate: hasSelection,
    perform: (ctx) => ({ changes: setFlag(ctx, 'locked', false) }),
  },
  hide: {
    shortcuts: ['Mod+H'],
    undoable: true,
    section: 'edit',
    predicate: hasSelection,
    perform: (ctx) => ({ changes: setFlag(ctx, 'hidden', true) }),
  },
  show: {
    shortcuts: ['Mod+Shift+H'],
    undoable: true,
    section: 'edit',
    predicate: hasSelection,
    perform: (ctx) => ({ changes: setFlag(ctx, 'hidden', false) }),
  },
  selectAll: {
    shortcuts: ['Mod+A'],
    undoable: false,
    section: 'select',
    predicate: (ctx) => Object.keys(ctx.doc.widgets).length > 0,
    perform: (ctx) => ({ session: { selection: paintOrder(ctx.doc).filter((id) => !ctx.doc.widgets[id]?.hidden) } }),
  },
  clearSelection: {
    shortcuts: ['Escape'],
    undoable: false,
    section: 'select',
    predicate: hasSelection,
    perform: () => ({ session: { selection: [] } }),
  },
  undo: effect(['Mod+Z'], 'history', 'undo'),
  redo: effect(['Mod+Shift+Z', 'Mod+Y'], 'history', 'redo'),
  zoomIn: effect(['Mod+=', 'Mod++'], 'view', 'zoomIn'),
  zoomOut: effect(['Mod+-'], 'view', 'zoomOut'),
  zoomFit: effect(['Mod+0'], 'view', 'zoomFit'),
  zoomActual: effect(['Mod+1'], 'view', 'zoomActual'),
  help: effect(['Shift+?'], 'view', 'help'),
} satisfies CommandTable;

const DEFINITIONS = { ...BASE_COMMANDS, ...EDIT_COMMANDS, ...ARRANGE_COMMANDS };

/** Every command id, from the registry's keys: a name that is not a command does not type-check. */
export type CommandId = keyof typeof DEFINITIONS;

// An id registered by two modules would be kept once by the spread: a type error names it.
type Base = keyof typeof BASE_COMMANDS;
type Edit = keyof typeof EDIT_COMMANDS;
type Arrange = keyof typeof ARRANGE_COMMANDS;
type RegisteredTwice = (Base & Edit) | (Base & Arrange) | (Edit & Arrange);
const idsRegisteredOnce: [RegisteredTwice] extends [never] ? true : RegisteredTwice = true;
void idsRegisteredOnce;

export interface Command extends CommandDefinition {
  id: CommandId;
  /** `editor.commands.<id>`: a command without a message in the language files does not type-check. */
  labelKey: MessageKey;
}

const isCommandId = (id: string): id is CommandId => id in DEFINITIONS;
const commandOf = (id: CommandId): Command => ({ ...DEFINITIONS[id], id, labelKey: `editor.commands.${id}` });

/** In registry order: the help dialog lists them so, and the first command a shortcut fits wins. */
export const COMMANDS: readonly Command[] = Object.keys(DEFINITIONS).filter(isCommandId).map(commandOf);

const BY_ID = Object.fromEntries(COMMANDS.map((command) => [command.id, command])) as Record<CommandId, Command>;

export function commandById(id: CommandId): Command {
  return BY_ID[id];
}

export function commandForShortcut(
  shortcut: string,
  ctx: CommandContext,
  commands: readonly Command[] = COMMANDS,
): Command | undefined {
  return commands.find((command) => command.shortcuts.includes(shortcut) && command.predicate(ctx));
}

/** `Mod+Shift+ArrowUp` for a keyboard event, Mod being Ctrl (or ⌘ on macOS). */
export function shortcutOf(
  event: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean },
  mac = false,
): string {
  const parts: string[] = [];
  if (mac ? event.metaKey : event.ctrlKey) parts.push('Mod');
  if (event.altKey) parts.push('Alt');
  if (event.shiftKey) parts.push('Shift');
  parts.push(event.key.length === 1 ? event.key.toUpperCase() : event.key);
  return parts.join('+');
}

/** A shortcut as people read it: `Ctrl+Shift+↑` (or `⌘⇧↑` on macOS); `Shift+?` is just `?`. */
export function formatShortcut(shortcut: string, mac = false): string {
  if (shortcut === 'Shift+?') return '?';
  const names: Record<string, string> = mac
    ? {
        Mod: '⌘',
        Shift: '⇧',
        Alt: '⌥',
        ArrowUp: '↑',
        ArrowDown: '↓',
        ArrowLeft: '←',
        ArrowRight: '→',
        Delete: 'Del',
        Backspace: '⌫',
        Escape: 'Esc',
      }
    : { Mod: 'Ctrl', ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→', Delete: 'Del', Escape: 'Esc' };
  // The last part is the key itself (it may be `+`).
  const parts = shortcut.endsWith('++') ? [...shortcut.slice(0, -2).split('+'), '+'] : shortcut.split('+');
  return parts.map((part) => names[part] ?? part).join(mac ? '' : '+');
}
