import type { WidgetOrigin } from '../../../../shared/acts/editor';
import type { ClipboardPayload } from './clipboard';
import type { Change, EditorDocument } from './document';
import type { EditorSession } from './session';

/**
 * What a command is, apart from the registry that names it (commands.ts). The command
 * modules (commands-edit.ts, commands-arrange.ts) and their helpers import these types only,
 * so none of them imports the registry that imports them.
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
export type CommandEffect =
  'undo' | 'redo' | 'collect' | 'copyToScreen' | 'help' | 'zoomIn' | 'zoomOut' | 'zoomFit' | 'zoomActual';

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

/**
 * A command as its module registers it, under its id (the key of the module's table). The
 * registry adds the id and the label key `editor.commands.<id>`.
 */
export interface CommandDefinition {
  /** Key combos as `Mod+Shift+ArrowUp` (Mod = Ctrl, or ⌘ on macOS). */
  shortcuts: readonly string[];
  undoable: boolean;
  section?: CommandSection;
  predicate: (ctx: CommandContext) => boolean;
  perform: (ctx: CommandContext) => CommandResult;
}

/** A module's commands by id; `satisfies CommandTable` keeps the ids literal for `CommandId`. */
export type CommandTable = Readonly<Record<string, CommandDefinition>>;
