import type { Change } from './document';
import type { CommandContext, CommandDefinition, CommandTable } from './command-types';
import { hasSelection, hasSeveral, step } from './command-helpers';
import { align, distribute, type Alignment, type Box } from './geometry';

/** Order, grouping, alignment and distribution of the selection. */
function boxesOf(ctx: CommandContext): Record<string, Box> {
  return Object.fromEntries(
    ctx.session.selection.flatMap((id) => (ctx.doc.layout[id] ? [[id, ctx.doc.layout[id]]] : [])),
  );
}

/** Moves each unlocked selected widget to its new position; locked ones only anchor the bounds. */
function place(ctx: CommandContext, positions: Record<string, { x: number; y: number }>): Change[] {
  return Object.entries(positions).flatMap(([id, { x, y }]) => {
    const before = ctx.doc.layout[id];
    if (!before || ctx.doc.widgets[id]?.locked || (before.x === x && before.y === y)) return [];
    return [{ kind: 'layout' as const, id, before, after: { ...before, x, y } }];
  });
}

const aligner = (how: Alignment, keys: string[]): CommandDefinition => ({
  shortcuts: keys,
  undoable: true,
  section: 'align',
  predicate: hasSeveral(2),
  perform: (ctx) => ({ changes: place(ctx, align(boxesOf(ctx), how)) }),
});

const distributor = (axis: 'x' | 'y', keys: string[]): CommandDefinition => ({
  shortcuts: keys,
  undoable: true,
  section: 'align',
  predicate: hasSeveral(3),
  perform: (ctx) => ({ changes: place(ctx, distribute(boxesOf(ctx), axis)) }),
});

function setGroup(ctx: CommandContext, groupId: string | undefined): Array<Extract<Change, { kind: 'widget' }>> {
  return ctx.session.selection.flatMap((id) => {
    const before = ctx.doc.widgets[id];
    if (!before || before.groupId === groupId) return [];
    const { groupId: _old, ...rest } = before;
    return [{ kind: 'widget' as const, id, before, after: groupId ? { ...rest, groupId } : rest }];
  });
}

export const ARRANGE_COMMANDS = {
  bringForward: {
    shortcuts: ['Mod+ArrowUp'],
    undoable: true,
    section: 'arrange',
    predicate: hasSelection,
    perform: (ctx) => ({ changes: step(ctx, 1) }),
  },
  sendBackward: {
    shortcuts: ['Mod+ArrowDown'],
    undoable: true,
    section: 'arrange',
    predicate: hasSelection,
    perform: (ctx) => ({ changes: step(ctx, -1) }),
  },
  group: {
    shortcuts: ['Mod+G'],
    undoable: true,
    section: 'arrange',
    predicate: hasSeveral(2),
    perform: (ctx) => ({ changes: setGroup(ctx, ctx.newId?.() ?? `g_${ctx.session.selection.join('').slice(0, 24)}`) }),
  },
  ungroup: {
    shortcuts: ['Mod+Shift+G'],
    undoable: true,
    section: 'arrange',
    predicate: (ctx) => ctx.session.selection.some((id) => ctx.doc.widgets[id]?.groupId),
    perform: (ctx) => {
      const changes = setGroup(ctx, undefined);
      const ungrouped = new Set(changes.map((change) => change.id));
      const left = new Set(
        Object.values(ctx.doc.widgets).flatMap((w) => (w.groupId && !ungrouped.has(w.id) ? [w.groupId] : [])),
      );
      const { config } = ctx.doc;
      const names = config.groups.filter((entry) => left.has(entry.id));
      // A group's name goes with its last member.
      return {
        changes:
          names.length === config.groups.length
            ? changes
            : [...changes, { kind: 'config' as const, before: config, after: { ...config, groups: names } }],
      };
    },
  },
  alignLeft: aligner('left', ['Alt+A']),
  alignHCenter: aligner('hcenter', ['Alt+H']),
  alignRight: aligner('right', ['Alt+D']),
  alignTop: aligner('top', ['Alt+W']),
  alignVCenter: aligner('vcenter', ['Alt+V']),
  alignBottom: aligner('bottom', ['Alt+S']),
  distributeH: distributor('x', ['Alt+Shift+H']),
  distributeV: distributor('y', ['Alt+Shift+V']),
} satisfies CommandTable;
