import type { Change, EditorDocument } from './document';
import { paintOrder } from './document';
import type { CommandContext } from './command-types';

/** Shared pieces of the command modules. */
export type Layout = NonNullable<EditorDocument['layout'][string]>;

export const hasSelection = ({ session }: CommandContext): boolean => session.selection.length > 0;
export const hasSeveral =
  (count: number) =>
  ({ session }: CommandContext): boolean =>
    session.selection.length >= count;

/** Changes that set fields of each selected, unlocked widget's layout. */
export function relayout(ctx: CommandContext, update: (entry: Layout) => Partial<Layout>): Change[] {
  return ctx.session.selection.flatMap((id) => {
    const before = ctx.doc.layout[id];
    const widget = ctx.doc.widgets[id];
    if (!before || !widget || widget.locked) return [];
    const after = { ...before, ...update(before) };
    return after.x === before.x &&
      after.y === before.y &&
      after.w === before.w &&
      after.h === before.h &&
      after.z === before.z
      ? []
      : [{ kind: 'layout' as const, id, before, after }];
  });
}

export function setFlag(ctx: CommandContext, flag: 'locked' | 'hidden', value: boolean): Change[] {
  return ctx.session.selection.flatMap((id) => {
    const before = ctx.doc.widgets[id];
    return before && before[flag] !== value
      ? [{ kind: 'widget' as const, id, before, after: { ...before, [flag]: value } }]
      : [];
  });
}

/** z changes that put the widgets in `order` (bottom to top). */
export function restack(doc: EditorDocument, order: readonly string[]): Change[] {
  return order.flatMap((id, z) => {
    const before = doc.layout[id];
    return before && before.z !== z ? [{ kind: 'layout' as const, id, before, after: { ...before, z } }] : [];
  });
}

export function reorder(ctx: CommandContext, place: 'top' | 'bottom'): Change[] {
  const order = paintOrder(ctx.doc);
  const selected = new Set(ctx.session.selection);
  const rest = order.filter((id) => !selected.has(id));
  const moved = order.filter((id) => selected.has(id));
  return restack(ctx.doc, place === 'top' ? [...rest, ...moved] : [...moved, ...rest]);
}

/** One step up (or down) the paint order: each selected widget swaps with its unselected neighbour. */
export function step(ctx: CommandContext, direction: 1 | -1): Change[] {
  const order = paintOrder(ctx.doc);
  const selected = new Set(ctx.session.selection);
  const indices = order.map((_, i) => i);
  if (direction > 0) indices.reverse();
  for (const i of indices) {
    const j = i + direction;
    const here = order[i];
    const there = order[j];
    if (here === undefined || there === undefined || !selected.has(here) || selected.has(there)) continue;
    order[i] = there;
    order[j] = here;
  }
  return restack(ctx.doc, order);
}

/** Moves `ids` so they sit at `index` of the paint order (Layers drag), keeping their own order. */
export function moveToIndex(doc: EditorDocument, ids: readonly string[], index: number): Change[] {
  const order = paintOrder(doc);
  const moving = new Set(ids);
  const before = order.slice(0, Math.max(0, index)).filter((id) => !moving.has(id));
  const after = order.slice(Math.max(0, index)).filter((id) => !moving.has(id));
  return restack(doc, [...before, ...order.filter((id) => moving.has(id)), ...after]);
}
