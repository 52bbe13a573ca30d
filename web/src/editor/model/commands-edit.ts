import type { CommandContext, CommandTable } from './command-types';
import { hasSelection } from './command-helpers';
import { clipboardOf, nextZ, pasteOffset, randomId, remapItems, type ClipboardItem } from './clipboard';

/** Copy, paste, duplicate and the commands that hand their work to the page. */
function insert(
  ctx: CommandContext,
  items: readonly ClipboardItem[],
  offset: { dx: number; dy: number },
  source: string | undefined,
) {
  const added = remapItems(items, { newId: ctx.newId ?? (() => randomId()), offset, baseZ: nextZ(ctx.doc), source });
  const origins = Object.fromEntries(added.flatMap((item) => (item.from ? [[item.widget.id, item.from]] : [])));
  return {
    origins,
    changes: added.flatMap(({ widget, layout }) => [
      { kind: 'widget' as const, id: widget.id, before: null, after: widget },
      { kind: 'layout' as const, id: widget.id, before: null, after: layout },
    ]),
    session: { selection: added.map((item) => item.widget.id) },
  };
}

export const EDIT_COMMANDS = {
  copy: {
    shortcuts: ['Mod+C'],
    undoable: false,
    section: 'edit',
    predicate: hasSelection,
    perform: (ctx) => ({
      clipboard: clipboardOf(ctx.doc, ctx.session.selection, ctx.screenId ?? ''),
      session: { clipboard: [...ctx.session.selection] },
    }),
  },
  paste: {
    shortcuts: ['Mod+V'],
    undoable: true,
    section: 'edit',
    predicate: (ctx) => Boolean(ctx.clipboard?.items.length),
    perform: (ctx) => {
      const items = ctx.clipboard?.items ?? [];
      return insert(ctx, items, pasteOffset(ctx.doc, items), ctx.clipboard?.source || undefined);
    },
  },
  duplicate: {
    shortcuts: ['Mod+D'],
    undoable: true,
    section: 'edit',
    predicate: hasSelection,
    perform: (ctx) =>
      insert(ctx, clipboardOf(ctx.doc, ctx.session.selection, '').items, { dx: 20, dy: 20 }, ctx.screenId),
  },
  copyToScreen: {
    shortcuts: ['Mod+Alt+C'],
    undoable: false,
    section: 'edit',
    predicate: hasSelection,
    perform: () => ({ effect: 'copyToScreen' }),
  },
  collect: {
    shortcuts: ['Mod+Shift+S'],
    undoable: false,
    section: 'edit',
    predicate: hasSelection,
    perform: () => ({ effect: 'collect' }),
  },
} satisfies CommandTable;
