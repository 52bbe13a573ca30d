import type { Change } from './document';
import type { Command, CommandContext } from './commands';
import { hasSelection, hasSeveral, step } from './command-helpers';
import { align, distribute, type Alignment, type Box } from './geometry';

/** Order, grouping, alignment and distribution of the selection. */
function boxesOf(ctx: CommandContext): Record<string, Box> {
  return Object.fromEntries(ctx.session.selection.flatMap((id) => (ctx.doc.layout[id] ? [[id, ctx.doc.layout[id]]] : [])));
}

/** Moves each unlocked selected widget to its new position; locked ones only anchor the bounds. */
function place(ctx: CommandContext, positions: Record<string, { x: number; y: number }>): Change[] {
  return Object.entries(positions).flatMap(([id, { x, y }]) => {
    const before = ctx.doc.layout[id];
    if (!before || ctx.doc.widgets[id]?.locked || (before.x === x && before.y === y)) return [];
    return [{ kind: 'layout' as const, id, before, after: { ...before, x, y } }];
  });
}

const aligner = (id: string, how: Alignment, keys: string[]): Command => ({
  id,
  labelKey: `editor.commands.${id}`,
  shortcuts: keys,
  undoable: true,
  section: 'align',
  predicate: hasSeveral(2),
  perform: (ctx) => ({ changes: place(ctx, align(boxesOf(ctx), how)) }),
});

const distributor = (id: string, axis: 'x' | 'y', keys: string[]): Command => ({
  id,
  labelKey: `editor.commands.${id}`,
  shortcuts: keys,
  undoable: true,
  section: 'align',
  predicate: hasSeveral(3),
  perform: (ctx) => ({ changes: place(ctx, distribute(boxesOf(ctx), axis)) }),
});

function setGroup(ctx: CommandContext, groupId: string | undefined): Change[] {
  return ctx.session.selection.flatMap((id) => {
    const before = ctx.doc.widgets[id];
    if (!before || before.groupId === groupId) return [];
    const { groupId: _old, ...rest } = before;
    return [{ kind: 'widget' as const, id, before, after: groupId ? { ...rest, groupId } : rest }];
  });
}

export const ARRANGE_COMMANDS: readonly Command[] = [
  { id: 'bringForward', labelKey: 'editor.commands.bringForward', shortcuts: ['Mod+ArrowUp'], undoable: true, section: 'arrange', predicate: hasSelection, perform: (ctx) => ({ changes: step(ctx, 1) }) },
  { id: 'sendBackward', labelKey: 'editor.commands.sendBackward', shortcuts: ['Mod+ArrowDown'], undoable: true, section: 'arrange', predicate: hasSelection, perform: (ctx) => ({ changes: step(ctx, -1) }) },
  {
    id: 'group',
    labelKey: 'editor.commands.group',
    shortcuts: ['Mod+G'],
    undoable: true,
    section: 'arrange',
    predicate: hasSeveral(2),
    perform: (ctx) => ({ changes: setGroup(ctx, ctx.newId?.() ?? `g_${ctx.session.selection.join('').slice(0, 24)}`) }),
  },
  {
    id: 'ungroup',
    labelKey: 'editor.commands.ungroup',
    shortcuts: ['Mod+Shift+G'],
    undoable: true,
    section: 'arrange',
    predicate: (ctx) => ctx.session.selection.some((id) => ctx.doc.widgets[id]?.groupId),
    perform: (ctx) => ({ changes: setGroup(ctx, undefined) }),
  },
  aligner('alignLeft', 'left', ['Alt+A']),
  aligner('alignHCenter', 'hcenter', ['Alt+H']),
  aligner('alignRight', 'right', ['Alt+D']),
  aligner('alignTop', 'top', ['Alt+W']),
  aligner('alignVCenter', 'vcenter', ['Alt+V']),
  aligner('alignBottom', 'bottom', ['Alt+S']),
  distributor('distributeH', 'x', ['Alt+Shift+H']),
  distributor('distributeV', 'y', ['Alt+Shift+V']),
];
